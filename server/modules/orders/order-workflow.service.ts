import { and, asc, eq } from 'drizzle-orm'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { mayMoveWork, type WorkState, workTransition } from '#core/orders/workflow.ts'
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
  staffName: string | null
  createdAt: string
}

export interface OrderWorkflowDeps {
  db: Db
  coupons: Pick<CouponsService, 'release'>
  audit: StaffService['audit']
}

export function createOrderWorkflow({ db, coupons, audit }: OrderWorkflowDeps) {
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
        const [row] = await tx
          .select({
            workState: orders.workState,
            version: orders.version,
            paymentStatus: orders.paymentStatus,
          })
          .from(orders)
          .where(eq(orders.id, input.orderId))
          .for('update')
        if (!row) throw new AppError('not_found', translate(locale, 'api.itemNotFound'))
        // ORD-14: somebody else changed the order since this member's page was read.
        if (row.version !== input.version) {
          throw new AppError('conflict', translate(locale, 'admin.order.changedMeanwhile'))
        }
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
        staffName,
        createdAt: event.createdAt.toISOString(),
      }))
    },
  }
}

export type OrderWorkflow = ReturnType<typeof createOrderWorkflow>
