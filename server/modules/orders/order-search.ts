import { and, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { orders } from '#server/db/schema/index.ts'
import type { OrderHit } from '#core/staff/search-hits.ts'

// FIND-1 (decision 0048): the orders module answers the back office's search box for its own
// table — an order by its number, or by the first digits of it.

/** Order numbers are bigints; more digits than this name no order. */
const MAX_DIGITS = 15

/**
 * The orders whose number is `digits` or starts with them, the exact one first, then the newest.
 * The prefix is a few ranges of the number's unique index (`12` is 12, 120–129, 1200–1299, …),
 * never a cast of every row to text.
 */
export async function findOrdersByNumber(
  executor: Db,
  digits: string,
  limit: number,
): Promise<OrderHit[]> {
  if (!/^\d+$/.test(digits) || digits.length > MAX_DIGITS) return []
  const typed = Number(digits)
  const ranges: SQL[] = [eq(orders.number, typed)]
  for (let scale = 10; digits.length + String(scale).length - 1 <= MAX_DIGITS; scale *= 10) {
    if (typed === 0) break
    ranges.push(and(gte(orders.number, typed * scale), lt(orders.number, (typed + 1) * scale))!)
  }
  const rows = await executor
    .select({
      id: orders.id,
      number: orders.number,
      createdAt: orders.createdAt,
      company: sql<string>`coalesce(${orders.billingAddress}->>'company', '')`,
      name: sql<string>`trim(coalesce(${orders.billingAddress}->>'firstName', '') || ' ' || coalesce(${orders.billingAddress}->>'lastName', ''))`,
      totalCents: orders.totalCents,
      workState: orders.workState,
    })
    .from(orders)
    .where(or(...ranges))
    .orderBy(desc(sql`${orders.number} = ${typed}`), desc(orders.number))
    .limit(limit)
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    exact: row.number === typed,
  }))
}
