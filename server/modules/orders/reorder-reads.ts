import { eq, inArray } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { orderItems, orders } from '#server/db/schema/index.ts'

/**
 * REORD-4: the numbers of the orders that lines were ordered again from with their print data
 * ("Druckdaten aus Bestellung #10023"), by the earlier line's id.
 */
export async function reorderedFrom(
  db: Db,
  items: readonly { reorderOfItemId: number | null }[],
): Promise<Map<number, number>> {
  const ids = [...new Set(items.flatMap((item) => item.reorderOfItemId ?? []))]
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ itemId: orderItems.id, number: orders.number })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(inArray(orderItems.id, ids))
  return new Map(rows.map((row) => [row.itemId, row.number]))
}
