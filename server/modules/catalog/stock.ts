import { and, eq, sql } from 'drizzle-orm'
import type { Tx } from '#server/db/client.ts'
import { productCombinations } from '#server/db/schema/index.ts'

// The catalogue owns the stock of its combinations (decision 0040): an order reserves and gives
// back through these functions, in the order's own transaction, and publishes the 'stock' topic
// after it committed (decision 0033).

/** Pieces of one combination an order takes or gives back. */
export interface StockChange {
  combinationId: number
  quantity: number
}

/**
 * CHK-11, decision 0010: takes the pieces in `changes` order, one guarded update per combination
 * (`stock >= q`: two orders never both take the last pieces, nothing is read and then written).
 * Answers the first combination that had too few (the caller refuses the order and its
 * transaction undoes what was taken before), or undefined when every one was reserved.
 */
export async function reserveStock(tx: Tx, changes: StockChange[]): Promise<number | undefined> {
  for (const { combinationId, quantity } of changes) {
    const reserved = await tx
      .update(productCombinations)
      .set({ stock: sql`${productCombinations.stock} - ${quantity}` })
      .where(
        and(
          eq(productCombinations.id, combinationId),
          sql`${productCombinations.stock} >= ${quantity}`,
        ),
      )
      .returning({ id: productCombinations.id })
    if (reserved.length === 0) return combinationId
  }
  return undefined
}

/** ORD-12: gives back what a cancelled order took, one update per combination. */
export async function releaseStock(tx: Tx, changes: StockChange[]): Promise<void> {
  for (const { combinationId, quantity } of changes) {
    await tx
      .update(productCombinations)
      .set({ stock: sql`${productCombinations.stock} + ${quantity}` })
      .where(eq(productCombinations.id, combinationId))
  }
}
