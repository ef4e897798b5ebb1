import { and, asc, eq } from 'drizzle-orm'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { formatMoney } from '#core/money/money.ts'
import {
  mayMoveMoney,
  mayMoveWork,
  moneyTransition,
  type WorkState,
  workTransition,
} from '#core/orders/workflow.ts'
import type { Db } from '#server/db/client.ts'
import { orderEvents, orders, staff } from '#server/db/schema/index.ts'
import type { CouponsService } from '#server/modules/checkout/coupons.service.ts'
import { AppError } from '#server/modules/shared/errors.ts'
import type { StaffMember, StaffService } from '#server/modules/staff/staff.service.ts'
import { giveBack } from './give-back.ts'

// The back office moves an order's work (ORD-10..ORD-12, ORD-14, ORD-16; decision 0020): the
// step is checked against core/orders/workflow.ts and the member's role, written only if nobody
// changed the order since the page was read (its version), and recorded in the order's
// timeline and the audit log in the same transaction.

export interface OrderEventView {
  id: number
  kind: 'work' | 'money' | 'note'
  fromState: string | null
  toState: string | null
  note: string
  amountCents: number | null
  occurredOn: string | null
  staffName: string | null
  createdAt: string
}

export interface OrderWorkflowDeps {
  db: Db
  coupons: Pick<CouponsService, 'release'>
  audit: StaffService['audit']
  now?: () => Date
}

/** A day (YYYY-MM-DD) that exists and is not after today. */
function isShopDay(day: string, today: Date): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false
  const at = new Date(`${day}T00:00:00Z`)
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(day) && at <= today
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * ORD-14: the order locked for this change, as it was when the member's page read it; an unknown
 * order is a 404, one changed since (another version) a 409.
 */
async function lockOrder(tx: Tx, input: { orderId: number; version: number }, locale: Locale) {
  const [row] = await tx
    .select({
      workState: orders.workState,
      version: orders.version,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      totalCents: orders.totalCents,
    })
    .from(orders)
    .where(eq(orders.id, input.orderId))
    .for('update')
  if (!row) throw new AppError('not_found', translate(locale, 'api.itemNotFound'))
  if (row.version !== input.version) {
    throw new AppError('conflict', translate(locale, 'admin.order.changedMeanwhile'))
  }
  return row
}

export function createOrderWorkflow({
  db,
  coupons,
  audit,
  now = () => new Date(),
}: OrderWorkflowDeps) {
  return {
    async moveWork(
      actor: StaffMember,
      input: { orderId: number; to: WorkState; version: number },
      locale: Locale,
    ): Promise<{ workState: WorkState; version: number }> {
      if (!mayMoveWork(actor.role, input.to)) {
        throw new AppError('forbidden', translate(locale, 'admin.order.notYourStep'))
      }
      return db.transaction(async (tx) => {
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
        const cancelling = input.to === 'cancelled'
        const [updated] = await tx
          .update(orders)
          .set({
            workState: input.to,
            version: row.version + 1,
            updatedAt: new Date(),
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
        await tx.insert(orderEvents).values({
          orderId: input.orderId,
          staffId: actor.id,
          kind: 'work',
          fromState: row.workState,
          toState: input.to,
        })
        await audit(tx, {
          staffId: actor.id,
          action: 'order.work',
          objectType: 'order',
          objectId: input.orderId,
          before: { workState: row.workState, version: row.version },
          after: { workState: updated.workState, version: updated.version },
        })
        return updated
      })
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
      if (!mayMoveMoney(actor.role)) {
        throw new AppError('forbidden', translate(locale, 'admin.order.notYourStep'))
      }
      const invalid = (field: string, key: Parameters<typeof translate>[1], values = {}) => {
        const message = translate(locale, key, values)
        return new AppError('invalid', translate(locale, 'validation.fixErrors'), {
          [field]: [message],
        })
      }
      if (!isShopDay(input.paidOn, now())) throw invalid('paidOn', 'admin.order.paidOnInvalid')
      return db.transaction(async (tx) => {
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
          throw invalid('amount', 'admin.order.amountNotTotal', {
            total: formatMoney(row.totalCents),
          })
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
        return updated
      })
    },

    /** ORD-16: a staff note on the order, for colleagues (never shown to the customer). */
    async addNote(actor: StaffMember, input: { orderId: number; note: string }, locale: Locale) {
      const note = input.note.trim()
      if (note.length === 0 || note.length > 2000) {
        const message = translate(locale, 'admin.order.noteInvalid')
        throw new AppError('invalid', translate(locale, 'validation.fixErrors'), {
          note: [message],
        })
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
        .select({ event: orderEvents, staffName: staff.name })
        .from(orderEvents)
        .leftJoin(staff, eq(staff.id, orderEvents.staffId))
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id))
      return rows.map(({ event, staffName }) => ({
        id: event.id,
        kind: event.kind,
        fromState: event.fromState,
        toState: event.toState,
        note: event.note,
        amountCents: event.amountCents,
        occurredOn: event.occurredOn,
        staffName,
        createdAt: event.createdAt.toISOString(),
      }))
    },
  }
}

export type OrderWorkflow = ReturnType<typeof createOrderWorkflow>
