import { sql } from 'drizzle-orm'
import { type CartLine, type CartSummary, cartTotals } from '#core/cart/cart.ts'
import { MAX_QUANTITY, servicesText } from '#core/cart/lines.ts'
import { shopDayOf } from '#core/dates/dates.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { Db } from '#server/db/client.ts'
import { cartItems } from '#server/db/schema/index.ts'
import { quotedPrices } from '#server/modules/quotes/quoted-prices.ts'
import type { CartRow } from './cart-rows.ts'

// QUOTE-7 (decision 0058): an accepted quote's lines in the cart. They are cart rows that name
// their quote line: quantity and configuration are locked, and their unit price is the quote's,
// read from the quotes module on every read, so no request can set it.

export interface AcceptedLine {
  quoteLineId: number
  productId: number
  combinationId: number
  durationId: number
  serviceValueIds: number[]
  quantity: number
}

/** Puts an accepted quote's lines into the cart, in the acceptance's transaction (once each). */
export async function putQuoteLines(
  executor: Db,
  customerId: number,
  lines: readonly AcceptedLine[],
): Promise<void> {
  if (lines.length === 0) return
  await executor
    .insert(cartItems)
    .values(
      lines.map((line) => ({
        customerId,
        productId: line.productId,
        combinationId: line.combinationId,
        durationId: line.durationId,
        services: servicesText(line.serviceValueIds),
        quantity: line.quantity,
        quoteLineId: line.quoteLineId,
      })),
    )
    .onConflictDoNothing({ target: cartItems.quoteLineId, where: sql`true` })
}

/** The quantity a quote's row is priced at by the price list (its price is the quote's). */
export const pricedQuantity = (row: CartRow) =>
  row.quoteLineId === null ? row.quantity : Math.min(row.quantity, MAX_QUANTITY)

/**
 * The summary with each quote row at its quoted unit price and full quantity, marked with the
 * quote's number ("Angebot AN-…" goes with the line to the order and the invoice).
 */
export async function withQuotedPrices(
  db: Db,
  rows: readonly CartRow[],
  summary: CartSummary,
  locale: Locale,
  at: Date,
): Promise<CartSummary> {
  const today = shopDayOf(at)
  const quoted = rows.filter((row) => row.quoteLineId !== null)
  if (quoted.length === 0) return summary
  const prices = await quotedPrices(
    db,
    quoted.map((row) => row.quoteLineId!),
  )
  const byId = new Map(quoted.map((row) => [row.id, row]))
  const lines = summary.lines.flatMap((line): CartLine[] => {
    const row = byId.get(line.id)
    if (!row) return [line]
    const price = prices.get(row.quoteLineId!)
    // A quote that is gone no longer prices its line: the line leaves the summary.
    if (!price) return []
    return [
      {
        ...line,
        quantity: row.quantity,
        quoteNumber: price.number,
        quoteValidUntil: price.validUntil,
        // QUOTE-11: past its validity the line stays, marked, and is not ordered.
        quoteExpired: price.validUntil < today,
        options: [
          ...line.options,
          { option: translate(locale, 'quotes.number'), value: price.number },
        ],
        priced: {
          ...line.priced,
          quantity: row.quantity,
          tier: null,
          unitCents: price.unitCents,
          totalCents: price.unitCents * row.quantity,
        },
      },
    ]
  })
  return {
    ...summary,
    lines,
    totals: cartTotals(
      lines.map((line) => ({ quantity: line.quantity, totalCents: line.priced.totalCents })),
      summary.totals.taxPercent,
      summary.totals.freeDeliveryAboveCents,
    ),
  }
}
