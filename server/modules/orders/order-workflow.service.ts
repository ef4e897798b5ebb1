import { shopDayOf } from '#core/dates/dates.ts'
import { and, asc, eq } from 'drizzle-orm'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { formatMoney } from '#core/money/money.ts'
import {
  mayMoveWork,
  moneyTransition,
  type WorkState,
  workTransition,
} from '#core/orders/workflow.ts'
import { can } from '#core/staff/permissions.ts'
import type { Db } from '#server/db/client.ts'
import { orderEvents, orders } from '#server/db/schema/index.ts'
import { staffNameView } from '#server/modules/staff/staff-reads.ts'
import type { CouponsService } from '#server/modules/checkout/coupons.service.ts'
import type { MailService } from '#server/modules/mail/mail.service.ts'
import type { PrintChecks } from '#server/modules/preflight/print-checks.service.ts'
import type { SettingsService } from '#server/modules/settings/settings.service.ts'
import { AppError } from '#core/errors/errors.ts'
import type { Invalidation } from '#server/modules/shared/invalidation.ts'
import type { StaffService } from '#server/modules/staff/staff.service.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import type { InvoiceDocuments } from '#server/modules/invoices/invoices.service.ts'
import { giveBack } from './give-back.ts'
import { invalid, lockOrder } from './order-lock.ts'
import { tellPaid } from './order-notices.ts'
import type { Notices } from '#server/modules/staff/staff-notifications.ts'
import { type ShipmentInput, shipPackages } from './order-shipments.ts'

export type { ShipmentInput }
import { assertDataToRelease, assertProductionAllowed, type Override } from './order-safeguards.ts'
import { type OrderStep, queueStepMail } from './step-mails.ts'
import type { OrderEventView } from '#core/orders/staff-views.ts'

// The back office moves an order's work (ORD-10..ORD-12, ORD-14, ORD-16; decision 0020): the
// step is checked against core/orders/workflow.ts and the member's role, written only if nobody
// changed the order since the page was read (its version), and recorded in the order's
// timeline and the audit log in the same transaction.

export interface OrderWorkflowDeps {
  db: Db
  coupons: Pick<CouponsService, 'release'>
  audit: StaffService['audit']
  /** MAIL-5: the customer's mails are queued with each step. */
  mail: Pick<MailService, 'queue' | 'wake'>
  settings: Pick<SettingsService, 'get'>
  /** PRE-11, PRE-12: staff release print data only when every file's check has its result. */
  checks: Pick<PrintChecks, 'summary'>
  /** INV-5: cancelling an invoiced order issues its credit note. */
  documents: Pick<InvoiceDocuments, 'issueCreditNote'>
  /** PERF-4: a cancellation's stock given back reaches the kept products of every process. */
  invalidation: Pick<Invalidation, 'publish'>
  publicUrl: string
  /** STAFF-14: the staff's "payment received" mail. */
  notices?: Pick<Notices, 'notify'> | undefined
  now?: () => Date
}

export interface MoveWorkInput {
  orderId: number
  to: WorkState
  version: number
  /** MAIL-5: what the customer is told with "awaiting print data" or "cancelled". */
  message?: string
  /** ORD-17: for "shipped", every package's carrier and tracking number. */
  shipments?: ShipmentInput[]
  /** ORD-19, PRE-12: stepping over a safeguard, confirmed and with its reason. */
  override?: Override
}

const MESSAGE_MAX = 1000

/** A day (YYYY-MM-DD) that exists and is not after today. */
function isShopDay(day: string, now: Date): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false
  const at = new Date(`${day}T00:00:00Z`)
  // Up to today in the shop's time zone: at 00:30 in Bielefeld it is already today there,
  // though the UTC date is still yesterday's.
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(day) && day <= shopDayOf(now)
}

export function createOrderWorkflow({
  db,
  coupons,
  audit,
  mail,
  settings,
  checks,
  documents,
  invalidation,
  publicUrl,
  notices,
  now = () => new Date(),
}: OrderWorkflowDeps) {
  return {
    /**
     * ORD-10..ORD-12, ORD-17: one step of the order's work, with the customer's mail (MAIL-5)
     * for "awaiting print data", "shipped" and "cancelled".
     */
    async moveWork(
      actor: StaffMember,
      input: MoveWorkInput,
      locale: Locale,
    ): Promise<{ workState: WorkState; version: number }> {
      if (!mayMoveWork(actor.role, input.to)) {
        throw new AppError('forbidden', translate(locale, 'admin.order.notYourStep'))
      }
      const message = input.message?.trim() || null
      if (message && message.length > MESSAGE_MAX) {
        throw invalid(locale, { message: 'admin.order.messageTooLong' })
      }
      // Read before the transaction: on PGlite another handle would wait for it.
      const shop = await settings.get()
      const moved = await db.transaction(async (tx) => {
        const row = await lockOrder(tx, input, locale)
        const step = workTransition(row.workState, input.to)
        if (!step.ok) {
          throw new AppError(
            'conflict',
            translate(locale, 'admin.order.stepRefused', {
              from: translate(locale, `admin.work.${row.workState}`),
              to: translate(locale, `admin.work.${input.to}`),
            }),
          )
        }
        // CO-8: no work starts on an order its company has not approved (it may be cancelled).
        if (row.approvalStatus === 'pending' && input.to !== 'cancelled') {
          throw new AppError(
            'conflict',
            translate(locale, 'company.errors.awaitingApproval', { number: row.number }),
          )
        }
        const reason =
          input.to === 'print_data_checked'
            ? await assertDataToRelease(tx, input.orderId, checks, input.override, locale)
            : input.to === 'in_production'
              ? assertProductionAllowed(actor, row, input.override, locale)
              : null
        const cancelling = input.to === 'cancelled'
        const [updated] = await tx
          .update(orders)
          .set({
            workState: input.to,
            version: row.version + 1,
            updatedAt: new Date(),
            // PRE-12: asking for new data voids the customer's approval of the old proof.
            ...(input.to === 'awaiting_print_data'
              ? { proofApprovedAt: null, proofApprovedIp: null }
              : {}),
            // ORD-12: an unpaid cancelled order's payment is cancelled; a paid one is refunded.
            ...(cancelling
              ? {
                  status: 'cancelled' as const,
                  ...(row.paymentStatus === 'paid' ? {} : { paymentStatus: 'cancelled' as const }),
                }
              : {}),
          })
          .where(and(eq(orders.id, input.orderId), eq(orders.version, input.version)))
          .returning({ workState: orders.workState, version: orders.version })
        if (!updated)
          throw new AppError('conflict', translate(locale, 'admin.order.changedMeanwhile'))
        if (cancelling) await giveBack(tx, coupons, input.orderId)
        // INV-5: what the invoice charged and no refund credited yet is credited now.
        const creditNote = cancelling
          ? await documents.issueCreditNote(tx, input.orderId, {
              amountCents: 'rest',
              staffId: actor.id,
            })
          : null
        const shipped =
          input.to === 'shipped'
            ? await shipPackages(tx, input.orderId, input.shipments, now(), locale)
            : []
        // Only these steps speak to the customer; the others are the shop's own work.
        const told = input.to === 'awaiting_print_data' || cancelling ? message : null
        await tx.insert(orderEvents).values({
          orderId: input.orderId,
          staffId: actor.id,
          kind: 'work',
          fromState: row.workState,
          toState: input.to,
          customerMessage: told,
          reason,
        })
        const mailed: OrderStep | undefined =
          input.to === 'awaiting_print_data'
            ? { kind: 'print-data', message: told }
            : input.to === 'print_data_checked'
              ? { kind: 'proof' }
              : input.to === 'shipped'
                ? { kind: 'shipped', packages: shipped }
                : cancelling
                  ? { kind: 'cancelled' }
                  : undefined
        if (mailed) {
          await queueStepMail(
            tx,
            { mail, publicUrl, shop },
            input.orderId,
            mailed,
            creditNote?.attachments,
          )
        }
        await audit(tx, {
          staffId: actor.id,
          action: 'order.work',
          objectType: 'order',
          objectId: input.orderId,
          before: { workState: row.workState, version: row.version },
          after: {
            workState: updated.workState,
            version: updated.version,
            ...(told ? { message: told } : {}),
            ...(reason ? { reason } : {}),
            ...(shipped.length > 0
              ? {
                  shipments: shipped.map(({ packageId, carrier, trackingNumber }) => ({
                    packageId,
                    carrier,
                    trackingNumber,
                  })),
                }
              : {}),
          },
        })
        return updated
      })
      mail.wake()
      if (input.to === 'cancelled') await invalidation.publish('stock')
      return moved
    },

    /**
     * ORD-11: a transfer (prepayment) or an invoice paid by hand: the day it arrived and the
     * amount, which must be the order's total (a different amount is a typing error or a case
     * for the customer's account, not for this button). Card and PayPal are paid by their
     * providers only.
     */
    async markPaid(
      actor: StaffMember,
      input: { orderId: number; version: number; paidOn: string; amountCents: number | null },
      locale: Locale,
    ): Promise<{ version: number }> {
      if (!can(actor, 'orders.money')) {
        throw new AppError('forbidden', translate(locale, 'admin.order.notYourStep'))
      }
      if (!isShopDay(input.paidOn, now())) {
        throw invalid(locale, { paidOn: 'admin.order.paidOnInvalid' })
      }
      const shop = await settings.get()
      const paid = await db.transaction(async (tx) => {
        const row = await lockOrder(tx, input, locale)
        if (row.paymentMethod !== 'prepayment' && row.paymentMethod !== 'invoice') {
          throw new AppError('conflict', translate(locale, 'admin.order.paidByProvider'))
        }
        if (!moneyTransition(row.paymentStatus, 'paid').ok) {
          throw new AppError(
            'conflict',
            translate(locale, 'admin.order.moneyRefused', {
              from: translate(locale, `admin.orders.paymentNames.${row.paymentStatus}`),
            }),
          )
        }
        if (input.amountCents !== row.totalCents) {
          throw invalid(
            locale,
            { amount: 'admin.order.amountNotTotal' },
            { total: formatMoney(row.totalCents) },
          )
        }
        const [updated] = await tx
          .update(orders)
          .set({
            status: 'paid',
            paymentStatus: 'paid',
            // Noon in the shop's day: the date is what counts, in every time zone.
            paidAt: new Date(`${input.paidOn}T12:00:00+01:00`),
            version: row.version + 1,
            updatedAt: now(),
          })
          .where(and(eq(orders.id, input.orderId), eq(orders.version, input.version)))
          .returning({ version: orders.version })
        if (!updated)
          throw new AppError('conflict', translate(locale, 'admin.order.changedMeanwhile'))
        await tx.insert(orderEvents).values({
          orderId: input.orderId,
          staffId: actor.id,
          kind: 'money',
          fromState: row.paymentStatus,
          toState: 'paid',
          amountCents: input.amountCents,
          occurredOn: input.paidOn,
        })
        await audit(tx, {
          staffId: actor.id,
          action: 'order.paid',
          objectType: 'order',
          objectId: input.orderId,
          before: { paymentStatus: row.paymentStatus, version: row.version },
          after: { paymentStatus: 'paid', paidOn: input.paidOn, amountCents: input.amountCents },
        })
        await queueStepMail(tx, { mail, publicUrl, shop }, input.orderId, {
          kind: 'paid',
          amountCents: row.totalCents,
        })
        await tellPaid(tx, notices, row, input.amountCents)
        return updated
      })
      mail.wake()
      return paid
    },

    /** ORD-16: a staff note on the order, for colleagues (never shown to the customer). */
    async addNote(actor: StaffMember, input: { orderId: number; note: string }, locale: Locale) {
      const note = input.note.trim()
      if (note.length === 0 || note.length > 2000) {
        throw invalid(locale, { note: 'admin.order.noteInvalid' })
      }
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.id, input.orderId))
        if (!row) throw new AppError('not_found', translate(locale, 'api.itemNotFound'))
        await tx
          .insert(orderEvents)
          .values({ orderId: row.id, staffId: actor.id, kind: 'note', note })
        await audit(tx, {
          staffId: actor.id,
          action: 'order.note',
          objectType: 'order',
          objectId: row.id,
          after: { note },
        })
      })
    },

    /** ORD-16: the order's timeline, oldest first, with who made each change. */
    async timeline(orderId: number): Promise<OrderEventView[]> {
      const rows = await db
        .select({ event: orderEvents, staffName: staffNameView.name })
        .from(orderEvents)
        .leftJoin(staffNameView, eq(staffNameView.id, orderEvents.staffId))
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id))
      return rows.map(({ event, staffName }) => ({
        id: event.id,
        kind: event.kind,
        fromState: event.fromState,
        toState: event.toState,
        note: event.note,
        customerMessage: event.customerMessage,
        reason: event.reason,
        amountCents: event.amountCents,
        occurredOn: event.occurredOn,
        staffName,
        createdAt: event.createdAt.toISOString(),
      }))
    },
  }
}

export type OrderWorkflow = ReturnType<typeof createOrderWorkflow>
