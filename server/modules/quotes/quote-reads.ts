import { asc, desc, eq, inArray } from 'drizzle-orm'
import { servicesFromText } from '#core/cart/lines.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { quoteState, quoteTotals, type QuoteState, type QuoteTotals } from '#core/quotes/quotes.ts'
import type { Db } from '#server/db/client.ts'
import { quoteLines, quotes } from '#server/db/schema/index.ts'
import { customerContactView } from '#server/modules/customers/customer-reads.ts'
import type { LineDescriber, LineDescription } from './quote-lines.ts'

// QUOTE-3, QUOTE-6: a quote as the customer's profile and the back office read it.

export type QuoteRow = typeof quotes.$inferSelect
export type QuoteLineRow = typeof quoteLines.$inferSelect

export interface QuoteLineView extends LineDescription {
  id: number
  productId: number
  combinationId: number
  durationId: number
  serviceValueIds: number[]
  quantity: number
  /** QUOTE-4: the quoted unit price (null before staff priced the line). */
  unitCents: number | null
  discountBasisPoints: number | null
  /** Today's unit price when staff priced the line. */
  pricedListUnitCents: number | null
  totalCents: number | null
}

export interface QuoteView {
  id: number
  customerId: number
  number: string | null
  state: QuoteState
  message: string
  fairId: number | null
  targetOn: string | null
  locale: Locale
  createdAt: string
  sentAt: string | null
  validUntil: string | null
  shippingCents: number | null
  note: string | null
  lines: QuoteLineView[]
  /** Null until every line is priced and the shipping is set. */
  totals: QuoteTotals | null
}

export interface QuoteListEntry {
  id: number
  number: string | null
  state: QuoteState
  createdAt: string
  validUntil: string | null
  lineCount: number
  netCents: number | null
  customer: { id: number; email: string; lastName: string }
}

export async function quoteRow(db: Db, id: number): Promise<QuoteRow | undefined> {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id))
  return row
}

export async function linesOf(db: Db, quoteId: number): Promise<QuoteLineRow[]> {
  return db
    .select()
    .from(quoteLines)
    .where(eq(quoteLines.quoteId, quoteId))
    .orderBy(asc(quoteLines.position))
}

export async function quoteView(
  db: Db,
  describer: LineDescriber,
  row: QuoteRow,
  locale: Locale,
  today: string,
): Promise<QuoteView> {
  const rows = await linesOf(db, row.id)
  const lines = await Promise.all(
    rows.map(async (line): Promise<QuoteLineView> => {
      const configuration = {
        productId: line.productId,
        combinationId: line.combinationId,
        durationId: line.durationId,
        serviceValueIds: servicesFromText(line.services),
        quantity: line.quantity,
      }
      const description = await describer.describe(configuration, locale)
      return {
        ...description,
        ...configuration,
        id: line.id,
        unitCents: line.unitCents,
        discountBasisPoints: line.discountBasisPoints,
        pricedListUnitCents: line.listUnitCents,
        totalCents: line.unitCents === null ? null : line.unitCents * line.quantity,
      }
    }),
  )
  const priced = lines.every((line) => line.unitCents !== null) && row.shippingCents !== null
  return {
    id: row.id,
    customerId: row.customerId,
    number: row.number,
    state: quoteState(row.status, row.validUntil, today),
    message: row.message,
    fairId: row.fairId,
    targetOn: row.targetOn,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    validUntil: row.validUntil,
    shippingCents: row.shippingCents,
    note: row.note,
    lines,
    totals: priced
      ? quoteTotals(
          lines.map((line) => ({ unitCents: line.unitCents!, quantity: line.quantity })),
          row.shippingCents!,
        )
      : null,
  }
}

/** The list of quotes, newest first: one customer's (QUOTE-6), or every one (QUOTE-3). */
export async function quoteList(
  db: Db,
  today: string,
  filter: { customerId?: number; limit: number },
): Promise<QuoteListEntry[]> {
  const rows = await db
    .select({
      quote: quotes,
      email: customerContactView.email,
      lastName: customerContactView.lastName,
    })
    .from(quotes)
    .innerJoin(customerContactView, eq(customerContactView.id, quotes.customerId))
    .where(filter.customerId === undefined ? undefined : eq(quotes.customerId, filter.customerId))
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(filter.limit)
  const ids = rows.map((row) => row.quote.id)
  const lines = ids.length
    ? await db
        .select({
          quoteId: quoteLines.quoteId,
          unitCents: quoteLines.unitCents,
          quantity: quoteLines.quantity,
        })
        .from(quoteLines)
        .where(inArray(quoteLines.quoteId, ids))
    : []
  return rows.map(({ quote, email, lastName }) => {
    const own = lines.filter((line) => line.quoteId === quote.id)
    const priced = own.every((line) => line.unitCents !== null) && quote.shippingCents !== null
    return {
      id: quote.id,
      number: quote.number,
      state: quoteState(quote.status, quote.validUntil, today),
      createdAt: quote.createdAt.toISOString(),
      validUntil: quote.validUntil,
      lineCount: own.length,
      netCents: priced
        ? quoteTotals(
            own.map((line) => ({ unitCents: line.unitCents!, quantity: line.quantity })),
            quote.shippingCents!,
          ).netCents
        : null,
      customer: { id: quote.customerId, email, lastName },
    }
  })
}
