import { randomUUID } from 'node:crypto'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { formatMoney } from '#core/money/money.ts'
import { checkRefund } from '#core/orders/workflow.ts'
import { can } from '#core/staff/permissions.ts'
import type { Db } from '#server/db/client.ts'
import { orderEvents, orderRefunds, orders } from '#server/db/schema/index.ts'
import { staffNameView } from '#server/modules/staff/staff-reads.ts'
import type { MailService } from '#server/modules/mail/mail.service.ts'
import type { PaymentsService } from '#server/modules/payments/payments.service.ts'
import type { SettingsService } from '#server/modules/settings/settings.service.ts'
import { AppError, isAppError } from '#core/errors/errors.ts'
import type { StaffService } from '#server/modules/staff/staff.service.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import { invalid, lockOrder } from './order-lock.ts'
import type { InvoiceDocuments } from '#server/modules/invoices/invoices.service.ts'
import { queueStepMail } from './step-mails.ts'
import type { RefundView } from '#core/orders/staff-views.ts'

// Refunds (ORD-13, ORD-18; decision 0020): staff give back part or all of what was paid. Card
// and PayPal money goes back through the provider that took it; a transfer is recorded by hand
// (the money left the shop's bank account). A provider refund is written as pending first and
// then sent with its own idempotency key, so a provider that is down leaves a pending refund
// that staff try again — never a lost one and never a second one.

export type RefundOutcome = { status: 'done' | 'pending'; message: string }

export interface RefundsDeps {
  db: Db
  payments: Pick<PaymentsService, 'refund'>
  audit: StaffService['audit']
  /** INV-5: a completed refund of an invoiced order issues a credit note. */
  documents: Pick<InvoiceDocuments, 'issueCreditNote'>
  mail: Pick<MailService, 'queue' | 'wake'>
  settings: Pick<SettingsService, 'get'>
  publicUrl: string
}

const REASON_MAX = 500

export function createRefunds({
  db,
  payments,
  audit,
  mail,
  settings,
  publicUrl,
  documents,
}: RefundsDeps) {
  /**
   * A refund that the provider (or staff, for a transfer) completed: the order's refunded sum
   * and payment state, its timeline and the customer's mail, in one transaction.
   */
  async function complete(
    tx: Db,
    refund: { id: number; orderId: number; amountCents: number; staffId: number | null },
    providerReference: string | null,
    shop: Awaited<ReturnType<SettingsService['get']>>,
  ) {
    const [order] = await tx
      .select({
        totalCents: orders.totalCents,
        refundedCents: orders.refundedCents,
        paymentStatus: orders.paymentStatus,
      })
      .from(orders)
      .where(eq(orders.id, refund.orderId))
      .for('update')
    const refunded = order!.refundedCents + refund.amountCents
    const state = refunded >= order!.totalCents ? 'refunded' : 'partly_refunded'
    await tx
      .update(orderRefunds)
      .set({ status: 'done', providerReference, error: null, doneAt: new Date() })
      .where(eq(orderRefunds.id, refund.id))
    await tx
      .update(orders)
      .set({
        refundedCents: refunded,
        paymentStatus: state,
        version: sql`${orders.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, refund.orderId))
    await tx.insert(orderEvents).values({
      orderId: refund.orderId,
      staffId: refund.staffId,
      kind: 'money',
      fromState: order!.paymentStatus,
      toState: state,
      amountCents: refund.amountCents,
    })
    const creditNote = await documents.issueCreditNote(tx, refund.orderId, {
      amountCents: refund.amountCents,
      refundId: refund.id,
      staffId: refund.staffId,
    })
    await queueStepMail(
      tx,
      { mail, publicUrl, shop },
      refund.orderId,
      { kind: 'refunded', amountCents: refund.amountCents },
      creditNote?.attachments,
    )
  }

  /** Sends a pending provider refund (again); the same key makes a retry safe. */
  async function send(
    refundId: number,
    actor: StaffMember,
    locale: Locale,
  ): Promise<RefundOutcome> {
    const [row] = await db
      .select({ refund: orderRefunds, order: orders })
      .from(orderRefunds)
      .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
      .where(eq(orderRefunds.id, refundId))
    if (!row || row.refund.status !== 'pending') {
      throw new AppError('conflict', translate(locale, 'admin.refund.notPending'))
    }
    const { refund, order } = row
    let answer: Awaited<ReturnType<PaymentsService['refund']>>
    try {
      answer = await payments.refund(order, refund.amountCents, refund.idempotencyKey)
    } catch (error) {
      const down = !isAppError(error) || error.kind === 'unavailable'
      const message = String((error as Error).message).slice(0, 500)
      // Down: stays pending to be tried again. Refused: failed, and its amount is free again.
      await db
        .update(orderRefunds)
        .set({ error: message, ...(down ? {} : { status: 'failed' as const }) })
        .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.status, 'pending')))
      await audit(db, {
        staffId: actor.id,
        action: down ? 'order.refund.pending' : 'order.refund.refused',
        objectType: 'order',
        objectId: order.id,
        after: { refundId, error: message },
      })
      if (down) {
        return { status: 'pending', message: translate(locale, 'admin.refund.providerDown') }
      }
      throw new AppError('payment_failed', translate(locale, 'admin.refund.refused'))
    }
    if (answer.status === 'pending') {
      await db
        .update(orderRefunds)
        .set({ providerReference: answer.reference, error: null })
        .where(eq(orderRefunds.id, refundId))
      return { status: 'pending', message: translate(locale, 'admin.refund.processing') }
    }
    const shop = await settings.get()
    await db.transaction(async (tx) => {
      const [still] = await tx
        .select({ status: orderRefunds.status })
        .from(orderRefunds)
        .where(eq(orderRefunds.id, refundId))
        .for('update')
      if (still?.status !== 'pending') return
      await complete(tx, refund, answer.reference, shop)
      await audit(tx, {
        staffId: actor.id,
        action: 'order.refund.done',
        objectType: 'order',
        objectId: order.id,
        after: { refundId, amountCents: refund.amountCents, reference: answer.reference },
      })
    })
    mail.wake()
    return {
      status: 'done',
      message: translate(locale, 'admin.refund.done', { amount: formatMoney(refund.amountCents) }),
    }
  }

  return {
    /**
     * ORD-13, ORD-18: refunds `amountCents` of the order. Never more than what is left of the
     * payment (pending refunds count); a provider refund is sent at once, a transfer recorded.
     */
    async refund(
      actor: StaffMember,
      input: { orderId: number; version: number; amountCents: number | null; reason: string },
      locale: Locale,
    ): Promise<RefundOutcome> {
      if (!can(actor, 'orders.money')) {
        throw new AppError('forbidden', translate(locale, 'admin.order.notYourStep'))
      }
      const reason = input.reason.trim()
      if (reason.length > REASON_MAX)
        throw invalid(locale, { reason: 'admin.refund.reasonTooLong' })
      const shop = await settings.get()
      const created = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, input, locale)
        const [{ pendingCents }] = (await tx
          .select({ pendingCents: sql<number>`coalesce(sum(${orderRefunds.amountCents}), 0)::int` })
          .from(orderRefunds)
          .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.status, 'pending')))) as [
          { pendingCents: number },
        ]
        const check = checkRefund(order.paymentStatus, {
          paidCents: order.totalCents,
          refundedCents: order.refundedCents + pendingCents,
          amountCents: input.amountCents ?? 0,
        })
        if (!check.ok) {
          if (check.reason === 'not-paid') {
            throw new AppError('conflict', translate(locale, 'admin.refund.notPaid'))
          }
          const left = order.totalCents - order.refundedCents - pendingCents
          throw invalid(
            locale,
            {
              amount:
                check.reason === 'above-paid'
                  ? 'admin.refund.abovePaid'
                  : 'admin.refund.amountInvalid',
            },
            { left: formatMoney(left) },
          )
        }
        const byProvider = order.paymentMethod === 'card' || order.paymentMethod === 'paypal'
        const [refund] = await tx
          .insert(orderRefunds)
          .values({
            orderId: order.id,
            staffId: actor.id,
            amountCents: input.amountCents!,
            reason,
            method: byProvider ? (order.paymentProvider ?? 'unknown') : 'transfer',
            status: 'pending',
            idempotencyKey: `refund-${order.id}-${randomUUID()}`,
          })
          .returning()
        await tx
          .update(orders)
          .set({ version: sql`${orders.version} + 1`, updatedAt: new Date() })
          .where(eq(orders.id, order.id))
        await audit(tx, {
          staffId: actor.id,
          action: 'order.refund',
          objectType: 'order',
          objectId: order.id,
          before: { paymentStatus: order.paymentStatus, refundedCents: order.refundedCents },
          after: {
            refundId: refund!.id,
            amountCents: refund!.amountCents,
            reason,
            method: refund!.method,
          },
        })
        // A transfer back was made by staff at the bank: it is done as it is recorded.
        if (!byProvider) await complete(tx, refund!, null, shop)
        return { refund: refund!, byProvider }
      })
      if (!created.byProvider) {
        mail.wake()
        return {
          status: 'done',
          message: translate(locale, 'admin.refund.recorded', {
            amount: formatMoney(created.refund.amountCents),
          }),
        }
      }
      return send(created.refund.id, actor, locale)
    },

    /** A pending provider refund sent again (the provider was down). */
    async retry(actor: StaffMember, input: { orderId: number; refundId: number }, locale: Locale) {
      if (!can(actor, 'orders.money')) {
        throw new AppError('forbidden', translate(locale, 'admin.order.notYourStep'))
      }
      const [refund] = await db
        .select({ orderId: orderRefunds.orderId })
        .from(orderRefunds)
        .where(eq(orderRefunds.id, input.refundId))
      if (!refund || refund.orderId !== input.orderId) {
        throw new AppError('not_found', translate(locale, 'api.itemNotFound'))
      }
      return send(input.refundId, actor, locale)
    },

    /** The order's refunds, oldest first. */
    async list(orderId: number): Promise<RefundView[]> {
      const rows = await db
        .select({ refund: orderRefunds, staffName: staffNameView.name })
        .from(orderRefunds)
        .leftJoin(staffNameView, eq(staffNameView.id, orderRefunds.staffId))
        .where(eq(orderRefunds.orderId, orderId))
        .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id))
      return rows.map(({ refund, staffName }) => ({
        id: refund.id,
        amountCents: refund.amountCents,
        reason: refund.reason,
        method: refund.method,
        status: refund.status,
        error: refund.error,
        staffName,
        createdAt: refund.createdAt.toISOString(),
        doneAt: refund.doneAt?.toISOString() ?? null,
      }))
    },
  }
}

export type Refunds = ReturnType<typeof createRefunds>
