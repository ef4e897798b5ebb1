import { eq, sql } from 'drizzle-orm'
import type { Tx } from '#server/db/client.ts'
import { orderItems, productCombinations } from '#server/db/schema/index.ts'
import type { CouponsService } from '#server/modules/checkout/coupons.service.ts'

/**
 * ORD-12: a cancelled order gives back what it took: the stock of its combinations (one update
 * per combination, as the reservation took it) and its coupon use. Runs in the cancelling
 * transaction.
 */
export async function giveBack(
  tx: Tx,
  coupons: Pick<CouponsService, 'release'>,
  orderId: number,
): Promise<void> {
  const lines = await tx
    .select({ combinationId: orderItems.combinationId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
  const back = new Map<number, number>()
  for (const line of lines) {
    back.set(line.combinationId, (back.get(line.combinationId) ?? 0) + line.quantity)
  }
  for (const [combinationId, quantity] of back) {
    await tx
      .update(productCombinations)
      .set({ stock: sql`${productCombinations.stock} + ${quantity}` })
      .where(eq(productCombinations.id, combinationId))
  }
  await coupons.release(tx, orderId)
}
