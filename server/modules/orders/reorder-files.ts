import { randomUUID } from 'node:crypto'
import { and, eq, inArray, isNotNull } from 'drizzle-orm'
import { AppError } from '#core/errors/errors.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { carriedProofState } from '#core/orders/reorder.ts'
import type { Db } from '#server/db/client.ts'
import { orderEvents, orderFiles, orderItems, orders } from '#server/db/schema/index.ts'
import type { PrintChecks } from '#server/modules/preflight/print-checks.service.ts'
import type { Notices } from '#server/modules/staff/staff-notifications.ts'
import type { FileStore } from '#server/modules/storage/file-store.ts'

const keyOf = (storedName: string) => `uploads/${storedName}`

/**
 * Print data carried over by a reorder (REORD-5, REORD-6; decision 0057). Once the new order is
 * placed, each of its lines ordered again "with the same print data" gets a stored copy of the
 * earlier line's files — only of the customer's own order whose proof they approved — and each
 * copy is checked again like an upload, against today's thresholds (PRE-10). When every file of
 * the order is such a copy and passed, the customer confirms data and proof in one step.
 */
export function createReorderFiles({
  db,
  files,
  checks,
  notices,
  log,
}: {
  db: Db
  files: Pick<FileStore, 'copy' | 'remove'>
  checks: Pick<PrintChecks, 'queue' | 'wake' | 'viewsFor'>
  notices?: Notices | undefined
  log: { error(obj: unknown, msg?: string): void }
}) {
  async function carryFiles(orderId: number): Promise<number> {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId))
    if (!order) return 0
    const lines = await db
      .select({ id: orderItems.id, from: orderItems.reorderOfItemId })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.reorderOfItemId)))
    if (lines.length === 0) return 0
    // Only the same customer's lines, of an order whose proof was approved.
    const sources = await db
      .select({ file: orderFiles })
      .from(orderFiles)
      .innerJoin(orders, eq(orders.id, orderFiles.orderId))
      .where(
        and(
          inArray(
            orderFiles.orderItemId,
            lines.map((line) => line.from!),
          ),
          eq(orders.customerId, order.customerId),
          isNotNull(orders.proofApprovedAt),
        ),
      )
    let carried = 0
    for (const line of lines) {
      for (const { file } of sources.filter((source) => source.file.orderItemId === line.from)) {
        const storedName = randomUUID()
        // A stored copy, not a shared reference: either order may delete its file alone.
        const copied = await files.copy(keyOf(file.storedName), keyOf(storedName))
        if (!copied) {
          log.error({ order: orderId, file: file.id }, 'reorder: print file missing, not carried')
          continue
        }
        try {
          await db.transaction(async (tx) => {
            const [row] = await tx
              .insert(orderFiles)
              .values({
                orderId,
                orderItemId: line.id,
                customerId: order.customerId,
                storedName,
                originalName: file.originalName,
                kind: file.kind,
                contentType: file.contentType,
                sizeBytes: file.sizeBytes,
                carriedFromFileId: file.id,
              })
              .returning({ id: orderFiles.id })
            await checks.queue(tx, { id: row!.id, orderId })
          })
          carried += 1
        } catch (error) {
          await files.remove(keyOf(storedName))
          throw error
        }
      }
    }
    if (carried > 0) checks.wake()
    return carried
  }

  return {
    /**
     * REORD-5: copies the approved files of the earlier lines to the placed order's lines and
     * queues their checks, after the order committed. Answers how many files were carried. It
     * never throws: what cannot be carried is logged and left out, the order stays as placed and
     * the customer uploads as on any order.
     */
    async carry(orderId: number): Promise<number> {
      try {
        return await carryFiles(orderId)
      } catch (error) {
        log.error({ err: error, order: orderId }, 'reorder: print files not carried')
        return 0
      }
    },

    /**
     * REORD-6: one step for the carried data — the order goes from "new" through "print data
     * checked" (the earlier release, checked again today) to "proof approved", with the time and
     * address of the approval (PRE-11), both steps in the timeline.
     */
    async confirm(
      customerId: number,
      orderId: number,
      ip: string,
      locale: Locale,
    ): Promise<{ proofApprovedAt: Date }> {
      // Read before the transaction: the checks' reader has its own handle (PGlite waits on it).
      const views = await checks.viewsFor(orderId, locale)
      const at = new Date()
      const confirmed = await db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
          .for('update')
        if (!order) throw new AppError('not_found', translate(locale, 'orders.notFound'))
        const rows = await tx
          .select({ id: orderFiles.id, from: orderFiles.carriedFromFileId })
          .from(orderFiles)
          .where(eq(orderFiles.orderId, orderId))
        const state = carriedProofState({
          workState: order.workState,
          proofApprovedAt: order.proofApprovedAt,
          files: rows.map((row) => ({
            carried: row.from !== null,
            check: views.get(row.id) ?? null,
          })),
        })
        if (state === 'confirmed') return { proofApprovedAt: order.proofApprovedAt!, order }
        if (state !== 'ready') {
          throw new AppError('conflict', translate(locale, 'reorder.carriedNotReady'))
        }
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
        await tx.insert(orderEvents).values([
          {
            orderId,
            kind: 'work',
            fromState: order.workState,
            toState: 'print_data_checked',
            note: 'print data carried over from an earlier order, checked again',
          },
          {
            orderId,
            kind: 'work',
            fromState: 'print_data_checked',
            toState: 'proof_approved',
            note: `proof approved by the customer from ${ip} (carried print data, one step)`,
          },
        ])
        if (notices) {
          const company = (order.billingAddress as { company?: string } | null)?.company ?? ''
          await notices.notify(tx, {
            kind: 'proof_approved',
            orderId,
            number: order.number,
            company,
          })
        }
        return { proofApprovedAt: at, order }
      })
      notices?.wake()
      return { proofApprovedAt: confirmed.proofApprovedAt }
    },
  }
}

export type ReorderFiles = ReturnType<typeof createReorderFiles>
