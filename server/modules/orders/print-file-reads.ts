import { and, eq, notInArray, or, sql } from 'drizzle-orm'
import type { WorkState } from '#core/orders/workflow.ts'
import type { Db } from '#server/db/client.ts'
import { orderFiles, orderItems, orders } from '#server/db/schema/index.ts'

// What the print-data check reads of an order's files (decision 0040: the orders module owns
// them; the preflight module owns the checks). Each takes the caller's executor.

/** A stored print file: its order, the line it is for (null: the whole order), where it lies. */
export async function printFileOf(executor: Db, fileId: number) {
  const [file] = await executor
    .select({
      orderId: orderFiles.orderId,
      orderItemId: orderFiles.orderItemId,
      storedName: orderFiles.storedName,
      kind: orderFiles.kind,
    })
    .from(orderFiles)
    .where(eq(orderFiles.id, fileId))
  return file
}

/**
 * PRE-2: the order lines a file is for — its own line, or, for a file of the whole order, the
 * order's lines; at most two (more than one means the file is checked by hand).
 */
export function printFileLines(
  executor: Db,
  file: { orderId: number; orderItemId: number | null },
): Promise<{ id: number; productId: number; combinationId: number }[]> {
  return executor
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      combinationId: orderItems.combinationId,
    })
    .from(orderItems)
    .where(
      file.orderItemId === null
        ? eq(orderItems.orderId, file.orderId)
        : eq(orderItems.id, file.orderItemId),
    )
    .limit(2)
}

/**
 * PRE-10: the ids of the files for the product on orders in none of the `settled` states, as a
 * subquery for the caller's statement.
 */
export function printFilesOfProduct(executor: Db, productId: number, settled: WorkState[]) {
  return executor
    .select({ id: orderFiles.id })
    .from(orderFiles)
    .innerJoin(orders, eq(orders.id, orderFiles.orderId))
    .innerJoin(
      orderItems,
      or(
        eq(orderItems.id, orderFiles.orderItemId),
        and(sql`${orderFiles.orderItemId} is null`, eq(orderItems.orderId, orders.id)),
      ),
    )
    .where(and(eq(orderItems.productId, productId), notInArray(orders.workState, settled)))
}
