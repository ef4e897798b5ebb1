import { z } from 'zod'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { Line, StoredTitles } from '#core/cart/lines.ts'
import { MAX_QUANTITY, MIN_QUANTITY } from '#core/pricing/pricing.ts'
import { databaseId, text } from './text.ts'

const MAX_SERVICES = 20
/** Bounds of stored titles: no product has more options, and no title is longer. */
const MAX_TITLE_OPTIONS = 20
const MAX_TITLE_LENGTH = 200
/** More lines than any real cart has; keeps a bulk call bounded. */
export const MAX_CART_LINES = 100

function id(locale: Locale) {
  return databaseId(translate(locale, 'api.invalidInput'))
}

/** CART-1: a whole number from 1 to 50; strings such as 'abc' or '2' are refused. */
export function quantitySchema(locale: Locale) {
  const message = { error: translate(locale, 'cart.quantityLimit') }
  return z.number(message).int(message).min(MIN_QUANTITY, message).max(MAX_QUANTITY, message)
}

/** Service value ids: each at most once (a duplicate would price a service twice). */
export function servicesSchema(locale: Locale) {
  return z
    .array(id(locale), { error: translate(locale, 'api.invalidInput') })
    .max(MAX_SERVICES, { error: translate(locale, 'api.invalidInput') })
    .refine((ids) => new Set(ids).size === ids.length, {
      error: translate(locale, 'cart.duplicateServices'),
    })
    .transform((ids) => [...ids].sort((a, b) => a - b))
}

/** Body of POST /user/site/cart/add/{id} (API-8). */
export function addToCartSchema(locale: Locale) {
  return z.object({
    quantity: quantitySchema(locale),
    combination_id: id(locale),
    duration_id: id(locale),
    services: servicesSchema(locale).default([]),
  })
}

/** Body of PATCH /user/site/cart/update/{id}: any of quantity, production time and services. */
export function updateCartSchema(locale: Locale) {
  return z.object({
    quantity: quantitySchema(locale).optional(),
    duration_id: id(locale).optional(),
    services: servicesSchema(locale).optional(),
  })
}

/** CART-5, CART-12: the stored titles of a guest cart line, bounded in count and length. */
export function storedTitlesSchema(locale: Locale): z.ZodType<StoredTitles> {
  const error = { error: translate(locale, 'api.invalidInput') }
  const title = text(locale, error).max(MAX_TITLE_LENGTH, error)
  return z.object(
    {
      options: z
        .array(z.object({ option: title, value: title }, error), error)
        .max(MAX_TITLE_OPTIONS, error),
      duration: title,
      services: z.array(title, error).max(MAX_SERVICES, error),
    },
    error,
  )
}

/**
 * A list of configurations (merge at login, pricing the guest cart): core/cart's `Line`, ids only
 * and never a price (PRICE-1), with the request's bounds and messages.
 */
export function cartLinesSchema(locale: Locale): z.ZodType<{ items: Line[] }> {
  return z.object({
    items: z
      .array(
        z.object({
          product_id: id(locale),
          combination_id: id(locale),
          duration_id: id(locale),
          services: servicesSchema(locale).default([]),
          quantity: quantitySchema(locale),
          titles: storedTitlesSchema(locale).optional(),
        }),
      )
      .max(MAX_CART_LINES, { error: translate(locale, 'api.invalidInput') }),
  })
}
