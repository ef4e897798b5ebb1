import { and, type AnyColumn, desc, eq, sql, type SQL } from 'drizzle-orm'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import type { Db } from '#server/db/client.ts'
import { orders } from '#server/db/schema/index.ts'

// What other modules read of the orders (decision 0040: the orders module owns them): a
// customer's orders for the back office, an order's number beside a mail or a document, the
// orders that used a coupon. Each function takes the caller's executor.

/**
 * An order as another module's list query joins it (a coupon's orders, a mail's order, a
 * document's order): a view of the owner's choosing, planned by PostgreSQL as a join of the
 * table itself.
 */
export const orderSummaryView = new QueryBuilder()
  .select({
    id: orders.id,
    number: orders.number,
    createdAt: orders.createdAt,
    customerId: orders.customerId,
    company: sql<string>`coalesce(${orders.billingAddress}->>'company', '')`.as('company'),
    status: orders.status,
    workState: orders.workState,
    paymentStatus: orders.paymentStatus,
    totalCents: orders.totalCents,
  })
  .from(orders)
  .as('order_summary')

/** How many orders the customer whose id is in `customerId` placed (a column of the caller's row). */
export function orderCountOf(customerId: AnyColumn | SQL): SQL<number> {
  return sql<number>`(select count(*)::int from ${orders} where ${orders.customerId} = ${customerId})`
}

/** STAFF-7: the customer's newest orders. */
export function customerOrders(executor: Db, customerId: number, limit: number) {
  return executor
    .select({
      id: orders.id,
      number: orders.number,
      createdAt: orders.createdAt,
      totalCents: orders.totalCents,
      workState: orders.workState,
      paymentStatus: orders.paymentStatus,
      locale: orders.locale,
    })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
}

/** ROLE-4: whether the order is the customer's own. */
export async function isCustomersOrder(
  executor: Db,
  customerId: number,
  orderId: number,
): Promise<boolean> {
  const [order] = await executor
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
  return order !== undefined
}
