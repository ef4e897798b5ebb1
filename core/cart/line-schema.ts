import { z } from 'zod'

// CART-2, CART-5, decision 0043: the one shape of an unpriced cart line, as a schema; the types
// are inferred from it. core/cart/lines.ts holds the rules on it.

const positiveInteger = z.number().int().positive()

/** CART-5, CART-12: the titles a guest line was configured with, to find it again by title. */
export const storedTitlesSchema = z.object({
  options: z.array(z.object({ option: z.string(), value: z.string() })),
  duration: z.string(),
  /** Service values as 'Service: Value' (the title a cart line shows). */
  services: z.array(z.string()),
})
export type StoredTitles = z.infer<typeof storedTitlesSchema>

/** CART-2: what identifies a cart line: the product, its combination, production time, services. */
export const configurationSchema = z.object({
  product_id: positiveInteger,
  combination_id: positiveInteger,
  duration_id: positiveInteger,
  /** Service value ids; the order does not matter, empty for none (stored as '0'). */
  services: z.array(positiveInteger),
})
export type Configuration = z.infer<typeof configurationSchema>

/**
 * The one shape of an unpriced cart line (decision 0043): a configuration, its quantity and, in a
 * guest cart, its titles. A request's body is parsed with core/validation/cart.ts, whose messages
 * and bounds give this shape; the browser checks its stored cart (CART-6) against the inferred
 * type without zod (decision 0034); a database row becomes one in the cart module. Priced, a line
 * is core/cart/cart.ts's `CartLine`.
 */
export const lineSchema = configurationSchema.extend({
  quantity: positiveInteger,
  /** Optional: carts stored before titles were kept still load. */
  titles: storedTitlesSchema.optional(),
})
export type Line = z.infer<typeof lineSchema>
