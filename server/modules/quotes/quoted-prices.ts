import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { quoteLines, quotes } from '#server/db/schema/index.ts'

// QUOTE-7 (decision 0058): what the cart reads of an accepted quote's lines — the quoted unit
// price and the quote's number — and the order's mark that the quote was ordered. The cart
// module calls these (decision 0040: the quotes module owns its tables).

export interface QuotedPrice {
  unitCents: number
  number: string
  /** The last day the quote may be ordered (YYYY-MM-DD). */
  validUntil: string
}

/** The quoted unit price and number of accepted or ordered quotes' lines, by line id. */
export async function quotedPrices(
  executor: Db,
  lineIds: readonly number[],
): Promise<Map<number, QuotedPrice>> {
  if (lineIds.length === 0) return new Map()
  const rows = await executor
    .select({
      id: quoteLines.id,
      unitCents: quoteLines.unitCents,
      number: quotes.number,
      validUntil: quotes.validUntil,
    })
    .from(quoteLines)
    .innerJoin(quotes, eq(quotes.id, quoteLines.quoteId))
    .where(
      and(inArray(quoteLines.id, [...lineIds]), inArray(quotes.status, ['accepted', 'ordered'])),
    )
  return new Map(
    rows
      .filter((row) => row.unitCents !== null && row.number !== null && row.validUntil !== null)
      .map((row) => [
        row.id,
        { unitCents: row.unitCents!, number: row.number!, validUntil: row.validUntil! },
      ]),
  )
}

/** QUOTE-7: the quotes whose lines were just ordered are 'ordered' (in the order's transaction). */
export async function markQuotesOrdered(executor: Db, lineIds: readonly number[]): Promise<void> {
  if (lineIds.length === 0) return
  const ids = await executor
    .selectDistinct({ quoteId: quoteLines.quoteId })
    .from(quoteLines)
    .where(inArray(quoteLines.id, [...lineIds]))
  if (ids.length === 0) return
  await executor
    .update(quotes)
    .set({ status: 'ordered', updatedAt: new Date() })
    .where(
      and(
        inArray(
          quotes.id,
          ids.map((row) => row.quoteId),
        ),
        eq(quotes.status, 'accepted'),
      ),
    )
}
