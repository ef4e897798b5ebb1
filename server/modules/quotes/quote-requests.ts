import { servicesText } from '#core/cart/lines.ts'
import { shopDayOf } from '#core/dates/dates.ts'
import { AppError } from '#core/errors/errors.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { QuoteRequestBody } from '#core/validation/quotes.ts'
import type { Db } from '#server/db/client.ts'
import { quoteLines, quotes } from '#server/db/schema/index.ts'
import { fairById } from '#server/modules/fairs/fair-reads.ts'
import type { LineDescriber } from './quote-lines.ts'
import { quoteList, quoteRow, quoteView, type QuoteView } from './quote-reads.ts'

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

  return {
    /**
     * QUOTE-2: each line must be a configuration the shop sells today (the catalog answers
     * 404/422 as for the cart); a fair must exist, a target day must not have passed.
     */
    async request(customerId: number, body: QuoteRequestBody, locale: Locale): Promise<number> {
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

    today,
  }
}

export type QuoteRequests = ReturnType<typeof createQuoteRequests>
