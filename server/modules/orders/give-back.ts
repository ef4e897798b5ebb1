import { eq } from 'drizzle-orm'
import type { Tx } from '#server/db/client.ts'
import { orderItems } from '#server/db/schema/index.ts'
import { releaseStock } from '#server/modules/catalog/stock.ts'
import type { CouponsService } from '#server/modules/checkout/coupons.service.ts'

/**
 * ORD-12: a cancelled order gives back what it took: the stock of its combinations (the
 * catalogue's one update per combination, as the reservation took it) and its coupon use. Runs
 * in the cancelling transaction.
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
  await releaseStock(
    tx,
    [...back].map(([combinationId, quantity]) => ({ combinationId, quantity })),
  )
  await coupons.release(tx, orderId)
}
