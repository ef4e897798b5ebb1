import { eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/client.ts'
import { checkoutDrafts } from '#server/db/schema/index.ts'

// The stored checkout draft (decision 0010): one row per customer, its parts written one at a
// time. The checkout service validates what it reads; these functions only keep the row.

/** The stored draft as it is (validated by the reader), or undefined when there is none. */
export async function readDraftData(executor: Db, customerId: number): Promise<unknown> {
  const [row] = await executor
    .select({ data: checkoutDrafts.data })
    .from(checkoutDrafts)
    .where(eq(checkoutDrafts.customerId, customerId))
  return row?.data
}

/**
 * Decision 0010: the draft locked until the order's transaction ends, which serialises one
 * customer's placements; undefined when there is none.
 */
export async function lockDraftData(
  tx: Tx,
  customerId: number,
): Promise<{ data: unknown } | undefined> {
  const [row] = await tx
    .select({ data: checkoutDrafts.data })
    .from(checkoutDrafts)
    .where(eq(checkoutDrafts.customerId, customerId))
    .for('update')
  return row
}

/**
 * Writes parts of the draft in one statement (`data || parts`): the other parts stay as they are
 * and no update is lost. `fresh` is the whole draft for a customer who has none yet.
 */
export async function writeDraftParts(
  executor: Db,
  customerId: number,
  fresh: object,
  parts: object,
): Promise<void> {
  await executor
    .insert(checkoutDrafts)
    .values({ customerId, data: fresh })
    .onConflictDoUpdate({
      target: checkoutDrafts.customerId,
      set: {
        data: sql`${checkoutDrafts.data} || ${JSON.stringify(parts)}::jsonb`,
        updatedAt: sql`now()`,
      },
    })
}

/** Forgets the draft (after the order is placed, inside its transaction). */
export async function deleteDraft(executor: Db, customerId: number): Promise<void> {
  await executor.delete(checkoutDrafts).where(eq(checkoutDrafts.customerId, customerId))
}
