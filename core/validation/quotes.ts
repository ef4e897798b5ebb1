import { z } from 'zod'
import type { MessageKey } from '#core/i18n/translate.ts'
import { MAX_QUOTE_LINES, MAX_QUOTE_MESSAGE, MAX_QUOTE_QUANTITY } from '#core/quotes/quotes.ts'
import { servicesSchema } from './cart.ts'
import { databaseId, text } from './text.ts'

// QUOTE-2, QUOTE-4, QUOTE-5 (decision 0058): the bodies of a quote request and of staff's
// pricing. Constant schemas whose messages are message keys (decision 0039).

const INVALID = { error: 'api.invalidInput' satisfies MessageKey }
const id = databaseId(INVALID.error)
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** A calendar day 'YYYY-MM-DD' that exists. */
export const isoDaySchema = z
  .string({ error: 'quotes.dateInvalid' satisfies MessageKey })
  .refine(
    (value) =>
      ISO_DAY.test(value) && new Date(`${value}T12:00:00Z`).toISOString().slice(0, 10) === value,
    { error: 'quotes.dateInvalid' satisfies MessageKey },
  )

const QUANTITY = { error: 'quotes.quantityLimit' satisfies MessageKey }
/** QUOTE-2: a whole number from 1 to 10,000. */
export const quoteQuantitySchema = z
  .number(QUANTITY)
  .int(QUANTITY)
  .min(1, QUANTITY)
  .max(MAX_QUOTE_QUANTITY, QUANTITY)

/** QUOTE-2: one requested line: the cart-add body with its product and a quantity up to 10,000. */
export const quoteItemSchema = z.object({
  product_id: id,
  combination_id: id,
  duration_id: id,
  services: servicesSchema.default([]),
  quantity: quoteQuantitySchema,
})

/** Body of POST /user/site/quotes (QUOTE-2). */
export const quoteRequestSchema = z.object({
  items: z
    .array(quoteItemSchema, INVALID)
    .min(1, { error: 'quotes.noItems' satisfies MessageKey })
    .max(MAX_QUOTE_LINES, INVALID),
  message: text({ multiline: true })
    .trim()
    .max(MAX_QUOTE_MESSAGE, { error: 'quotes.messageTooLong' satisfies MessageKey })
    .default(''),
  fair_id: id.nullish(),
  target_on: isoDaySchema.nullish(),
})
export type QuoteRequestBody = z.infer<typeof quoteRequestSchema>

/**
 * QUOTE-4: a line as staff price it: a unit price in cents or a discount in percent (two
 * decimals at most) off today's unit price, exactly one of them.
 */
export const quoteLinePriceSchema = z
  .object({
    id,
    unit_cents: z.number(INVALID).int(INVALID).min(0, INVALID).max(100_000_000, INVALID).nullish(),
    discount_percent: z
      .number({ error: 'quotes.discountInvalid' satisfies MessageKey })
      .min(0, { error: 'quotes.discountInvalid' satisfies MessageKey })
      .max(100, { error: 'quotes.discountInvalid' satisfies MessageKey })
      .refine(
        (value) =>
          Number.isInteger(Math.round(value * 100)) &&
          Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
        {
          error: 'quotes.discountInvalid' satisfies MessageKey,
        },
      )
      .nullish(),
  })
  .refine((line) => (line.unit_cents == null) !== (line.discount_percent == null), {
    error: 'quotes.priceOrDiscount' satisfies MessageKey,
    path: ['unit_cents'],
  })

/** QUOTE-4, QUOTE-5: staff's pricing of a request. */
export const quotePricingSchema = z.object({
  lines: z.array(quoteLinePriceSchema, INVALID).min(1, INVALID).max(MAX_QUOTE_LINES, INVALID),
  shipping_cents: z.number(INVALID).int(INVALID).min(0, INVALID).max(100_000_000, INVALID),
  note: text({ multiline: true }).trim().max(MAX_QUOTE_MESSAGE, INVALID).default(''),
  valid_until: isoDaySchema,
})
export type QuotePricingBody = z.infer<typeof quotePricingSchema>
