import { z } from 'zod'
import type { CartLine, CartSummary } from '#core/cart/cart.ts'
import { servicesText } from '#core/cart/lines.ts'

// API-8 'Cart and checkout': the cart's answers. The API's 'Cart item' shape is made here from
// core/cart's priced line and nowhere else (decision 0043), byte for byte as API-9 names it.

export const cents = z.number().int()

export const cartItem = z.object({
  id: z.number().int().describe('server line id; 0 for a priced guest line'),
  product_id: z.number().int(),
  combination_id: z.number().int(),
  duration_id: z.number().int(),
  services: z.string().describe("service value ids separated by commas, '0' for none"),
  quantity: z.number().int(),
  options: z.array(z.object({ option: z.string(), value: z.string() })),
  product_title: z.string(),
  path: z.string(),
  product_price: cents.describe('unit product price after the tier discount'),
  original_price: cents,
  real_price: cents,
  additional_price: cents,
  discount: z.array(z.object({ quantity: z.number().int(), percent: z.number() })),
  applied_discount: z.object({ quantity: z.number().int(), percent: z.number() }).nullable(),
  duration_title: z.string(),
  duration_price: z.number().describe('percent surcharge'),
  duration: z.number().int().describe('working days'),
  delivery_date: z.string(),
  service_values: z.array(
    z.object({
      id: z.number().int(),
      price: cents,
      service_value_translation: z.object({ title: z.string() }),
    }),
  ),
  images: z.array(z.object({ path: z.string() })),
  menu: z.object({
    menu_t: z.object({ title: z.string() }),
    parent: z.object({ menu_t: z.object({ title: z.string() }) }).nullable(),
  }),
  price_set: z.boolean(),
  price: cents.describe('unit price (core/pricing)'),
  total_price: cents,
  stock: z.number().int(),
  choices: z.object({
    durations: z.array(
      z.object({ id: z.number().int(), title: z.string(), surcharge_percent: z.number() }),
    ),
    services: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        values: z.array(z.object({ id: z.number().int(), title: z.string(), price: cents })),
      }),
    ),
  }),
})

export const lineKey = {
  product_id: z.number().int(),
  combination_id: z.number().int(),
  duration_id: z.number().int(),
}

export const configuration = z.object({ ...lineKey, services: z.array(z.number().int()) })

export const summary = z.object({
  items: z.array(cartItem),
  errors: z.array(z.object({ ...lineKey, services: z.string(), message: z.string() })),
  count: z.number().int(),
  net: cents,
  tax_percent: z.number(),
  tax: cents,
  gross: cents,
  free_delivery: z.boolean(),
  free_delivery_missing: cents,
  free_delivery_above: cents.describe(
    "TOT-4: net amount above which delivery is free (the shop's setting, STAFF-11)",
  ),
})

/** API-9: the 'Cart item' as the API answers it; the shop's modules use `CartLine`. */
export type CartItemAnswer = z.infer<typeof cartItem>

/** The API's shape of a cart line (API-9), made here only. */
export function cartItemAnswer(line: CartLine): CartItemAnswer {
  const [parent, menu] =
    line.categories.length > 1 ? line.categories.slice(-2) : [null, line.categories[0] ?? '']
  return {
    id: line.id,
    product_id: line.productId,
    combination_id: line.combinationId,
    duration_id: line.durationId,
    services: servicesText(line.serviceIds),
    quantity: line.quantity,
    options: line.options,
    product_title: line.productTitle,
    path: line.path,
    product_price: line.priced.productPriceCents,
    original_price: line.combinationPrices.productPriceCents,
    real_price: line.combinationPrices.realPriceCents,
    additional_price: line.combinationPrices.additionalPriceCents,
    discount: line.tiers.map((t) => ({ quantity: t.minQuantity, percent: t.percent })),
    applied_discount: line.priced.tier
      ? { quantity: line.priced.tier.minQuantity, percent: line.priced.tier.percent }
      : null,
    duration_title: line.duration.title,
    duration_price: line.duration.surchargePercent,
    duration: line.duration.workingDays,
    delivery_date: line.duration.deliveryDate,
    service_values: line.services.map((service) => ({
      id: service.id,
      price: service.priceCents,
      service_value_translation: { title: service.title },
    })),
    images: line.imagePath ? [{ path: line.imagePath }] : [],
    menu: {
      menu_t: { title: menu ?? '' },
      parent: parent ? { menu_t: { title: parent } } : null,
    },
    price_set: true,
    price: line.priced.unitCents,
    total_price: line.priced.totalCents,
    stock: line.stock,
    choices: {
      durations: line.choices.durations.map((d) => ({
        id: d.id,
        title: d.title,
        surcharge_percent: d.surchargePercent,
      })),
      services: line.choices.services.map((service) => ({
        id: service.id,
        title: service.title,
        values: service.values.map((v) => ({ id: v.id, title: v.title, price: v.priceCents })),
      })),
    },
  }
}

/** The API's shape of a priced cart (`GET /cart/summary`, `POST /cart/quote`). */
export function cartSummaryAnswer(summary: CartSummary) {
  const { totals } = summary
  return {
    items: summary.lines.map(cartItemAnswer),
    errors: summary.errors.map((error) => ({
      product_id: error.productId,
      combination_id: error.combinationId,
      duration_id: error.durationId,
      services: servicesText(error.serviceIds),
      message: error.message,
    })),
    count: totals.count,
    net: totals.netCents,
    tax_percent: totals.taxPercent,
    tax: totals.taxCents,
    gross: totals.grossCents,
    free_delivery: totals.freeDelivery,
    free_delivery_missing: totals.freeDeliveryMissingCents,
    free_delivery_above: totals.freeDeliveryAboveCents,
  }
}
