import { z } from 'zod'
import type { MessageKey } from '#core/i18n/translate.ts'
import type { Line, StoredTitles } from '#core/cart/lines.ts'
import { MAX_QUANTITY, MIN_QUANTITY } from '#core/pricing/pricing.ts'
import { databaseId, text } from './text.ts'

// Decision 0039: the cart's bodies are constant schemas whose messages are message keys,
// translated at the edge (the API's error handler, an action's parseBody).

const MAX_SERVICES = 20
/** Bounds of stored titles: no product has more options, and no title is longer. */
const MAX_TITLE_OPTIONS = 20
const MAX_TITLE_LENGTH = 200
/** More lines than any real cart has; keeps a bulk call bounded. */
export const MAX_CART_LINES = 100

const INVALID = { error: 'api.invalidInput' satisfies MessageKey }
const id = databaseId(INVALID.error)

const QUANTITY_LIMIT = { error: 'cart.quantityLimit' satisfies MessageKey }
/** CART-1: a whole number from 1 to 50; strings such as 'abc' or '2' are refused. */
export const quantitySchema = z
  .number(QUANTITY_LIMIT)
  .int(QUANTITY_LIMIT)
  .min(MIN_QUANTITY, QUANTITY_LIMIT)
  .max(MAX_QUANTITY, QUANTITY_LIMIT)

/** Service value ids: each at most once (a duplicate would price a service twice). */
export const servicesSchema = z
  .array(id, INVALID)
  .max(MAX_SERVICES, INVALID)
  .refine((ids) => new Set(ids).size === ids.length, {
    error: 'cart.duplicateServices' satisfies MessageKey,
  })
  .transform((ids) => [...ids].sort((a, b) => a - b))

/** Body of POST /user/site/cart/add/{id} (API-8). */
export const addToCartSchema = z.object({
  quantity: quantitySchema,
  combination_id: id,
  duration_id: id,
  services: servicesSchema.default([]),
})

/** Body of PATCH /user/site/cart/update/{id}: any of quantity, production time and services. */
export const updateCartSchema = z.object({
  quantity: quantitySchema.optional(),
  duration_id: id.optional(),
  services: servicesSchema.optional(),
})

/** Body of POST /user/site/cart/check/stock/{id}. */
export const stockCheckSchema = z.object({ combination_id: id, quantity: quantitySchema })

const title = text(INVALID).max(MAX_TITLE_LENGTH, INVALID)

/** CART-5, CART-12: the stored titles of a guest cart line, bounded in count and length. */
export const storedTitlesSchema: z.ZodType<StoredTitles> = z.object(
  {
    options: z
      .array(z.object({ option: title, value: title }, INVALID), INVALID)
      .max(MAX_TITLE_OPTIONS, INVALID),
    duration: title,
    services: z.array(title, INVALID).max(MAX_SERVICES, INVALID),
  },
  INVALID,
)

/**
 * A list of configurations (merge at login, pricing the guest cart): core/cart's `Line`, ids only
 * and never a price (PRICE-1), with the request's bounds and messages.
 */
export const cartLinesSchema: z.ZodType<{ items: Line[] }> = z.object({
  items: z
    .array(
      z.object({
        product_id: id,
        combination_id: id,
        duration_id: id,
        services: servicesSchema.default([]),
        quantity: quantitySchema,
        titles: storedTitlesSchema.optional(),
      }),
    )
    .max(MAX_CART_LINES, INVALID),
})
