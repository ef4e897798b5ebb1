import { and, eq, inArray } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/client.ts'
import { cartItems } from '#server/db/schema/index.ts'
import { markQuotesOrdered } from '#server/modules/quotes/quoted-prices.ts'

// The cart's side of placing an order (decision 0040: the cart owns its lines and clears
// itself). Both run in the caller's transaction when handed one.

/** A stored cart line as an order compares it: ids, quantity and services as text. */
export type StoredCartLine = typeof cartItems.$inferSelect

/**
 * CHK-10, decision 0010: the customer's lines, locked until the order's transaction ends, so
 * the order compares them with what was priced and nothing changes them until it commits.
 */
export function lockCartLines(tx: Tx, customerId: number): Promise<StoredCartLine[]> {
  return tx.select().from(cartItems).where(eq(cartItems.customerId, customerId)).for('update')
}

/**
 * Takes ordered lines out of the customer's cart: at placement, or once a card or PayPal order
 * is paid (PAY-1: they stayed while it was unpaid). Lines of other customers are never touched.
 */
export async function removeCartLines(
  executor: Db,
  customerId: number,
  ids: number[],
): Promise<void> {
  if (ids.length === 0) return
  const removed = await executor
    .delete(cartItems)
    .where(and(eq(cartItems.customerId, customerId), inArray(cartItems.id, ids)))
    .returning({ quoteLineId: cartItems.quoteLineId })
  // QUOTE-7: an accepted quote whose lines were ordered is 'ordered'.
  await markQuotesOrdered(
    executor,
    removed.flatMap((row) => (row.quoteLineId === null ? [] : [row.quoteLineId])),
  )
}
