import { and, eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { cartItems } from '#server/db/schema/index.ts'

/**
 * REORD-4 (decision 0057): the cart line remembers the order line it was ordered again from "with
 * the same print data" (null: without them). Only the customer's own line is changed; the
 * order's service has checked that the order line is theirs.
 */
export async function markReorderLine(
  db: Db,
  customerId: number,
  lineId: number,
  orderItemId: number | null,
): Promise<void> {
  await db
    .update(cartItems)
    .set({ reorderOfItemId: orderItemId, updatedAt: new Date() })
    .where(and(eq(cartItems.customerId, customerId), eq(cartItems.id, lineId)))
}
