import { and, eq } from 'drizzle-orm'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { PrintFileView } from '#core/orders/order-views.ts'
import { printDataChange } from '#core/orders/workflow.ts'
import type { Db } from '#server/db/client.ts'
import { orderEvents, orderFiles, orders } from '#server/db/schema/index.ts'
import type { PrintChecks } from '#server/modules/preflight/print-checks.service.ts'
import { AppError } from '#core/errors/errors.ts'
import type { Notices } from '#server/modules/staff/staff-notifications.ts'
import { type NewPrintFile, toFileView } from './orders.service.ts'

// The customer's side of the print data (ORD-6, PRE-1, PRE-11; decision 0023): a file added or
// removed queues its check or drops it, in one transaction with the order's state — new data
// after staff asked for it, checked it or the proof was approved makes the order "new print data
// to check" (PRE-12) — and the proof approval, with its time and address, is the step before
// production.

type OrderRow = typeof orders.$inferSelect

export function createPrintData({
  db,
  checks,
  notices,
}: {
  db: Db
  checks: Pick<PrintChecks, 'queue' | 'wake' | 'previewPath' | 'removePreview'>
  /** STAFF-14: the staff's mails about an upload and a proof approval. */
  notices?: Notices | undefined
}) {
  /** STAFF-14: tells the members who chose `kind` about this order, in the change's transaction. */
  async function tell(tx: Db, order: OrderRow, kind: 'print_file' | 'proof_approved', file = '') {
    if (!notices) return
    const company = (order.billingAddress as { company?: string } | null)?.company ?? ''
    const base = { orderId: order.id, number: order.number, company }
    await notices.notify(tx, kind === 'print_file' ? { kind, ...base, file } : { kind, ...base })
  }

  const notFound = (locale: Locale) =>
    new AppError('not_found', translate(locale, 'orders.notFound'))

  /** The customer's order, locked for this change. */
  async function lockOwn(tx: Db, customerId: number, orderId: number, locale: Locale) {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
      .for('update')
    if (!row) throw notFound(locale)
    return row
  }

  /**
   * PRE-11, PRE-12: the data changes: refused in production; after staff asked for new data or
   * released the old, the order becomes "new print data to check" and the customer's approval
   * of the old proof no longer holds.
   */
  async function dataChanged(tx: Db, row: OrderRow, locale: Locale): Promise<void> {
    const change = printDataChange(row.workState)
    if (change === 'refused') {
      throw new AppError('conflict', translate(locale, 'orders.printDataLocked'))
    }
    if (change === 'keep') return
    await tx
      .update(orders)
      .set({
        workState: 'print_data_received',
        version: row.version + 1,
        proofApprovedAt: null,
        proofApprovedIp: null,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, row.id))
    await tx.insert(orderEvents).values({
      orderId: row.id,
      kind: 'work',
      fromState: row.workState,
      toState: 'print_data_received',
      note: 'new print data from the customer',
    })
  }

  return {
    /** ORD-6, PRE-1: the file's row and its queued check, committed together. */
    async addFile(
      customerId: number,
      orderId: number,
      file: NewPrintFile,
      locale: Locale,
    ): Promise<PrintFileView> {
      const row = await db.transaction(async (tx) => {
        const order = await lockOwn(tx, customerId, orderId, locale)
        await dataChanged(tx, order, locale)
        const [inserted] = await tx
          .insert(orderFiles)
          .values({ ...file, orderId, customerId })
          .returning()
        await checks.queue(tx, { id: inserted!.id, orderId })
        await tell(tx, order, 'print_file', file.originalName)
        return inserted!
      })
      checks.wake()
      notices?.wake()
      return {
        ...toFileView(row),
        check: {
          state: 'queued',
          level: null,
          findings: [],
          failure: null,
          hasPreview: false,
          checkedAt: null,
        },
      }
    },

    /** Removes the row (its check goes with it); answers the stored name for the caller to delete. */
    async removeFile(
      customerId: number,
      orderId: number,
      fileId: number,
      locale: Locale,
    ): Promise<string> {
      const preview = await checks.previewPath(orderId, fileId)
      const storedName = await db.transaction(async (tx) => {
        const order = await lockOwn(tx, customerId, orderId, locale)
        const [file] = await tx
          .select({ id: orderFiles.id })
          .from(orderFiles)
          .where(and(eq(orderFiles.id, fileId), eq(orderFiles.orderId, orderId)))
        if (!file) throw new AppError('not_found', translate(locale, 'orders.fileNotFound'))
        await dataChanged(tx, order, locale)
        const [removed] = await tx
          .delete(orderFiles)
          .where(eq(orderFiles.id, fileId))
          .returning({ storedName: orderFiles.storedName })
        return removed!.storedName
      })
      if (preview) await checks.removePreview(preview)
      return storedName
    },

    /**
     * PRE-11: the customer approves the proof of the checked data — the time and the address
     * are kept, the step joins the timeline. A repeat answers the first approval.
     */
    async approveProof(
      customerId: number,
      orderId: number,
      ip: string,
      locale: Locale,
    ): Promise<{ proofApprovedAt: Date }> {
      const approved = await db.transaction(async (tx) => {
        const order = await lockOwn(tx, customerId, orderId, locale)
        if (order.workState === 'proof_approved' && order.proofApprovedAt) {
          return { proofApprovedAt: order.proofApprovedAt }
        }
        if (order.workState !== 'print_data_checked') {
          throw new AppError('conflict', translate(locale, 'orders.proofNotReady'))
        }
        const at = new Date()
        await tx
          .update(orders)
          .set({
            workState: 'proof_approved',
            version: order.version + 1,
            proofApprovedAt: at,
            proofApprovedIp: ip,
            updatedAt: at,
          })
          .where(eq(orders.id, orderId))
        await tx.insert(orderEvents).values({
          orderId,
          kind: 'work',
          fromState: order.workState,
          toState: 'proof_approved',
          note: `proof approved by the customer from ${ip}`,
        })
        await tell(tx, order, 'proof_approved')
        return { proofApprovedAt: at }
      })
      notices?.wake()
      return approved
    },
  }
}

export type PrintData = ReturnType<typeof createPrintData>
