import { count, eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { orderItems } from '#server/db/schema/index.ts'

// What the catalogue asks of the orders (decision 0040: the orders module owns the order lines):
// an ordered product or combination is part of orders, so the product editor keeps it.

/** How many order lines name the product. */
export async function orderLineCount(executor: Db, productId: number): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(orderItems)
    .where(eq(orderItems.productId, productId))
  return Number(row?.n ?? 0)
}

/** The product's combinations that some order names. */
export async function orderedCombinationIds(executor: Db, productId: number): Promise<number[]> {
  const rows = await executor
    .selectDistinct({ combinationId: orderItems.combinationId })
    .from(orderItems)
    .where(eq(orderItems.productId, productId))
  return rows.map((row) => row.combinationId)
}

/** Whether some order names the combination. */
export async function isCombinationOrdered(executor: Db, combinationId: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.combinationId, combinationId))
    .limit(1)
  return row !== undefined
}
