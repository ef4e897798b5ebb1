import { and, eq, exists, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm'
import { isoDateInTimeZone } from '#core/delivery-date/delivery-date.ts'
import { MATCHED_BY_HAND, type OrderQueue, shipByDate } from '#core/orders/queues.ts'
import type { Db } from '#server/db/client.ts'
import { orderFiles, orderItems, orders } from '#server/db/schema/index.ts'

// STAFF-13, decision 0045: one condition per work queue, used by the order list's `?queue=`
// filter and by the dashboard's count alike, so the two never disagree.

const hasFiles = exists(
  sql`(select 1 from ${orderFiles} where ${orderFiles.orderId} = ${orders.id})`,
)
const notCancelled = ne(orders.workState, 'cancelled')

/** The orders of `queue` at `now` (the shop's day decides what must ship today). */
export function queueCondition(queue: OrderQueue, now: Date): SQL {
  switch (queue) {
    case 'unseen':
      return and(isNull(orders.seenAt), notCancelled)!
    case 'payments':
      return and(
        inArray(orders.paymentMethod, [...MATCHED_BY_HAND]),
        eq(orders.paymentStatus, 'open'),
        notCancelled,
      )!
    case 'print_data':
      // A new order without a file, or one whose data staff asked for again.
      return or(
        eq(orders.workState, 'awaiting_print_data'),
        and(eq(orders.workState, 'new'), sql`not ${hasFiles}`),
      )!
    case 'check':
      // PRE-12: files that wait for staff — new data after a request, or a new order's first.
      return or(
        eq(orders.workState, 'print_data_received'),
        and(eq(orders.workState, 'new'), hasFiles),
      )!
    case 'approved':
      return eq(orders.workState, 'proof_approved')
    case 'production':
      return eq(orders.workState, 'in_production')
    case 'ship': {
      const shipBy = shipByDate(isoDateInTimeZone(now))
      return and(
        eq(orders.workState, 'in_production'),
        exists(
          sql`(select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.deliveryDate} <= ${shipBy})`,
        ),
      )!
    }
    case 'placed':
      return notCancelled
  }
}

/** STAFF-13: the first time a staff member opens an order it leaves the "not yet opened" queue. */
export function createOrderQueues(db: Db) {
  return {
    async markSeen(orderId: number, at = new Date()): Promise<void> {
      await db
        .update(orders)
        .set({ seenAt: at })
        .where(and(eq(orders.id, orderId), isNull(orders.seenAt)))
    },
  }
}

export type OrderQueues = ReturnType<typeof createOrderQueues>
