import { and, eq, inArray } from 'drizzle-orm'
import { servicesFromText, servicesText } from '#core/cart/lines.ts'
import { formatDate, shopDayOf } from '#core/dates/dates.ts'
import { canRequestAgain } from '#core/quotes/quotes.ts'
import { AppError } from '#core/errors/errors.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { QuoteRequestBody } from '#core/validation/quotes.ts'
import type { Db } from '#server/db/client.ts'
import { quoteLines, quotes } from '#server/db/schema/index.ts'
import { putQuoteLines } from '#server/modules/cart/quote-lines.ts'
import { fairById } from '#server/modules/fairs/fair-reads.ts'
import type { LineConfiguration, LineDescriber } from './quote-lines.ts'
import { linesOf, quoteList, quoteRow, quoteView, type QuoteView } from './quote-reads.ts'

// QUOTE-2, QUOTE-6: a customer asks for a quote and reads their quotes. The customer always
// comes from the session; another customer's quote is not found.

/** The profile's list shows at most this many quotes. */
export const QUOTES_PER_CUSTOMER_LIST = 100

const invalid = (field: string, message: string) =>
  new AppError('invalid', message, { [field]: [message] })

export function createQuoteRequests(deps: {
  db: Db
  describer: LineDescriber
  now?: (() => Date) | undefined
}) {
  const { db, describer } = deps
  const today = () => shopDayOf((deps.now ?? (() => new Date()))())

  async function own(customerId: number, id: number, locale: Locale) {
    const row = await quoteRow(db, id)
    if (!row || row.customerId !== customerId) {
      throw new AppError('not_found', translate(locale, 'api.itemNotFound'))
    }
    return row
  }

  /**
   * QUOTE-2: each line must be a configuration the shop sells today (the catalog answers
   * 404/422 as for the cart); a fair must exist, a target day must not have passed.
   */
  async function request(
    customerId: number,
    body: QuoteRequestBody,
    locale: Locale,
  ): Promise<number> {
    for (const item of body.items) {
      await describer.todaysQuote(
        {
          productId: item.product_id,
          combinationId: item.combination_id,
          durationId: item.duration_id,
          serviceValueIds: item.services,
          quantity: item.quantity,
        },
        locale,
      )
    }
    if (body.fair_id && !(await fairById(db, body.fair_id))) {
      throw invalid('fair_id', translate(locale, 'quotes.fairUnknown'))
    }
    if (body.target_on && body.target_on < today()) {
      throw invalid('target_on', translate(locale, 'quotes.datePassed'))
    }
    return db.transaction(async (tx) => {
      const [created] = await tx
        .insert(quotes)
        .values({
          customerId,
          message: body.message,
          fairId: body.fair_id ?? null,
          targetOn: body.target_on ?? null,
          locale,
        })
        .returning({ id: quotes.id })
      await tx.insert(quoteLines).values(
        body.items.map((item, index) => ({
          quoteId: created!.id,
          position: index + 1,
          productId: item.product_id,
          combinationId: item.combination_id,
          durationId: item.duration_id,
          services: servicesText(item.services),
          quantity: item.quantity,
        })),
      )
      return created!.id
    })
  }

  return {
    request,

    /**
     * QUOTE-2: the request form's lines described (the product page's configuration, or the
     * cart's lines); a configuration no longer sold is left out.
     */
    async preview(items: readonly LineConfiguration[], locale: Locale) {
      const described = await Promise.all(
        items.map(async (item) => ({ ...item, ...(await describer.describe(item, locale)) })),
      )
      return described.filter((line) => line.listUnitCents !== null)
    },

    /** QUOTE-6: the customer's quotes and requests, newest first. */
    list: (customerId: number) =>
      quoteList(db, today(), { customerId, limit: QUOTES_PER_CUSTOMER_LIST }),

    /** QUOTE-6: one of the customer's quotes; a request shows no prices yet. */
    async get(customerId: number, id: number, locale: Locale): Promise<QuoteView> {
      return quoteView(db, describer, await own(customerId, id, locale), locale, today())
    },

    /** QUOTE-6: the sent quote's PDF as it was mailed, the customer's own only. */
    async pdf(customerId: number, id: number, locale: Locale) {
      const row = await own(customerId, id, locale)
      if (!row.pdf || !row.number) {
        throw new AppError('not_found', translate(locale, 'api.itemNotFound'))
      }
      return { filename: `${row.number}.pdf`, pdf: row.pdf }
    },

    /**
     * QUOTE-7, QUOTE-8: a sent quote within its validity is accepted: its lines go into the
     * cart at the quoted prices, locked. An expired quote is refused with its day.
     */
    async accept(customerId: number, id: number, locale: Locale): Promise<void> {
      const row = await own(customerId, id, locale)
      const day = today()
      if (row.validUntil !== null && row.validUntil < day && row.status !== 'ordered') {
        const date = formatDate(row.validUntil, locale)
        throw new AppError('conflict', translate(locale, 'quotes.expired', { date }))
      }
      if (row.status !== 'sent' && row.status !== 'accepted') {
        throw new AppError('conflict', translate(locale, 'quotes.notAcceptable'))
      }
      const lines = await linesOf(db, id)
      await db.transaction(async (tx) => {
        const [accepted] = await tx
          .update(quotes)
          .set({
            status: 'accepted',
            acceptedAt: row.acceptedAt ?? new Date(),
            updatedAt: new Date(),
          })
          .where(and(eq(quotes.id, id), inArray(quotes.status, ['sent', 'accepted'])))
          .returning({ id: quotes.id })
        if (!accepted) throw new AppError('conflict', translate(locale, 'quotes.notAcceptable'))
        await putQuoteLines(
          tx,
          customerId,
          lines.map((line) => ({
            quoteLineId: line.id,
            productId: line.productId,
            combinationId: line.combinationId,
            durationId: line.durationId,
            serviceValueIds: servicesFromText(line.services),
            quantity: line.quantity,
          })),
        )
      })
    },

    /**
     * QUOTE-9: an expired or ordered quote is asked for again: a new request with the same
     * lines and message (each line must still be sold).
     */
    async requestAgain(customerId: number, id: number, locale: Locale): Promise<number> {
      const row = await own(customerId, id, locale)
      if (!canRequestAgain(row.status, row.validUntil, today())) {
        throw new AppError('conflict', translate(locale, 'quotes.notAcceptable'))
      }
      const lines = await linesOf(db, id)
      return request(
        customerId,
        {
          message: row.message,
          items: lines.map((line) => ({
            product_id: line.productId,
            combination_id: line.combinationId,
            duration_id: line.durationId,
            services: servicesFromText(line.services),
            quantity: line.quantity,
          })),
        },
        locale,
      )
    },

    today,
  }
}

export type QuoteRequests = ReturnType<typeof createQuoteRequests>
