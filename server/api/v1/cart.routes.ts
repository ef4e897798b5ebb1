import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { CartLine, CartSummary } from '#core/cart/cart.ts'
import { servicesText } from '#core/cart/lines.ts'
import { translate } from '#core/i18n/translate.ts'
import {
  addToCartSchema,
  cartLinesSchema,
  quantitySchema,
  updateCartSchema,
} from '#core/validation/cart.ts'
import { databaseId } from '#core/validation/text.ts'
import { requireSession } from '#server/http/auth.ts'
import type { Services } from '#server/services.ts'
import { envelope, errorAnswer, idParam, validationAnswer } from './shapes.ts'
import { parseBody } from '#core/validation/parse.ts'
import { bodyParsedInHandler } from './validate.ts'

// API-8 'Cart and checkout': thin handlers over server/modules/cart. The customer always comes
// from the session (bearer or cookie + X-Requested-With), never from the request's ids.

const cents = z.number().int()

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

const lineKey = {
  product_id: z.number().int(),
  combination_id: z.number().int(),
  duration_id: z.number().int(),
}

const configuration = z.object({ ...lineKey, services: z.array(z.number().int()) })

const summary = z.object({
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

const failures = { 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 422: validationAnswer }
const idParams = z.object({ id: idParam })

export function cartRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const { cart } = services
    const base = '/user/site/cart'

    app.post(
      `${base}/add/:id`,
      {
        ...bodyParsedInHandler,
        schema: {
          tags: ['cart'],
          summary: 'Add a configuration; the same one again raises its quantity',
          params: idParams,
          body: addToCartSchema('en'),
          response: { 200: envelope(cartItem), ...failures },
        },
      },
      async (request, reply) => {
        const { customer } = await requireSession(services, request, reply)
        const input = parseBody(addToCartSchema(request.locale), request.body, request.locale)
        const item = await cart.add(
          customer.id,
          { product_id: request.params.id, ...input },
          request.locale,
        )
        return { message: translate(request.locale, 'cart.added'), body: cartItemAnswer(item) }
      },
    )

    app.patch(
      `${base}/update/:id`,
      {
        ...bodyParsedInHandler,
        schema: {
          tags: ['cart'],
          summary: "Change a line's quantity, production time or services (by line id)",
          params: idParams,
          body: updateCartSchema('en'),
          response: { 200: envelope(cartItem), ...failures },
        },
      },
      async (request, reply) => {
        const { customer } = await requireSession(services, request, reply)
        const input = parseBody(updateCartSchema(request.locale), request.body, request.locale)
        const item = await cart.update(customer.id, request.params.id, input, request.locale)
        return { message: translate(request.locale, 'cart.updated'), body: cartItemAnswer(item) }
      },
    )

    app.delete(
      `${base}/remove/:product_id/:combination_id/:duration_id`,
      {
        schema: {
          tags: ['cart'],
          summary: 'Remove the lines of a configuration (services narrow it to one line)',
          params: z.object({ product_id: idParam, combination_id: idParam, duration_id: idParam }),
          querystring: z.object({
            services: z
              .string()
              .regex(/^\d{1,10}(,\d{1,10}){0,19}$/, { error: 'must be ids separated by commas' })
              .transform((text) =>
                text
                  .split(',')
                  .map(Number)
                  .filter((n) => n > 0),
              )
              .optional(),
          }),
          response: { 200: envelope(z.object({ removed: z.number().int() })), ...failures },
        },
      },
      async (request, reply) => {
        const { customer } = await requireSession(services, request, reply)
        const removed = await cart.remove(customer.id, {
          ...request.params,
          services: request.query.services,
        })
        return { message: translate(request.locale, 'cart.removed'), body: { removed } }
      },
    )

    app.get(
      `${base}/fetch`,
      {
        schema: {
          tags: ['cart'],
          summary: "The customer's cart lines, priced by core/pricing",
          response: { 200: envelope(z.array(cartItem)), ...failures },
        },
      },
      async (request, reply) => {
        const { customer } = await requireSession(services, request, reply)
        return { body: (await cart.summary(customer.id, request.locale)).lines.map(cartItemAnswer) }
      },
    )

    app.get(
      `${base}/summary`,
      {
        schema: {
          tags: ['cart'],
          summary: 'The cart with net, VAT (tax from settings) and gross totals',
          response: { 200: envelope(summary), ...failures },
        },
      },
      async (request, reply) => {
        const { customer } = await requireSession(services, request, reply)
        return { body: cartSummaryAnswer(await cart.summary(customer.id, request.locale)) }
      },
    )

    app.get(
      `${base}/fetch/discount/:id`,
      {
        schema: {
          tags: ['cart'],
          summary: 'The quantity-discount tiers of a product',
          params: idParams,
          response: {
            200: envelope(z.array(z.object({ quantity: z.number().int(), percent: z.number() }))),
            ...failures,
          },
        },
      },
      async (request) => ({ body: await cart.discount(request.params.id, request.locale) }),
    )

    app.get(
      `${base}/items/count`,
      {
        schema: {
          tags: ['cart'],
          summary: 'The number of pieces in the cart (header badge)',
          response: { 200: envelope(z.object({ count: z.number().int() })), ...failures },
        },
      },
      async (request, reply) => {
        const { customer } = await requireSession(services, request, reply)
        return { body: { count: await cart.count(customer.id) } }
      },
    )

    const stockBody = (locale: 'de' | 'en') =>
      z.object({
        combination_id: databaseId(translate(locale, 'api.invalidInput')),
        quantity: quantitySchema(locale),
      })

    app.post(
      `${base}/check/stock/:id`,
      {
        ...bodyParsedInHandler,
        schema: {
          tags: ['cart'],
          summary: 'Whether a combination is in stock for a quantity',
          params: idParams,
          body: stockBody('en'),
          response: {
            200: envelope(
              z.object({
                available: z.boolean(),
                stock: z.number().int(),
                message: z.string().optional(),
              }),
            ),
            ...failures,
          },
        },
      },
      async (request) => {
        const input = parseBody(stockBody(request.locale), request.body, request.locale)
        return { body: await cart.checkStock(request.params.id, input, request.locale) }
      },
    )

    app.post(
      `${base}/merge`,
      {
        ...bodyParsedInHandler,
        schema: {
          tags: ['cart'],
          summary: 'After login: move the guest cart into the server cart, one answer per line',
          body: cartLinesSchema('en'),
          response: {
            200: envelope(
              z.object({
                results: z.array(
                  z.object({
                    ...lineKey,
                    services: z.array(z.number().int()),
                    quantity: z.number().int(),
                    status: z.enum(['added', 'capped', 'failed']),
                    message: z.string().optional(),
                  }),
                ),
                count: z.number().int(),
              }),
            ),
            ...failures,
          },
        },
      },
      async (request, reply) => {
        const { customer } = await requireSession(services, request, reply)
        const { items } = parseBody(cartLinesSchema(request.locale), request.body, request.locale)
        const results = await cart.merge(customer.id, items, request.locale)
        return {
          message: translate(request.locale, 'cart.merged'),
          body: { results, count: await cart.count(customer.id) },
        }
      },
    )

    app.post(
      `${base}/quote`,
      {
        ...bodyParsedInHandler,
        schema: {
          tags: ['cart'],
          summary: 'Price a list of configurations (the guest cart) without storing anything',
          body: cartLinesSchema('en'),
          response: {
            200: envelope(
              summary.extend({
                repaired: z
                  .array(z.object({ from: configuration, to: configuration }))
                  .describe('lines found again by their titles (CART-12): old and current ids'),
              }),
            ),
            422: validationAnswer,
          },
        },
      },
      async (request) => {
        const { items } = parseBody(cartLinesSchema(request.locale), request.body, request.locale)
        const { repaired, ...summary } = await cart.quote(items, request.locale)
        return { body: { ...cartSummaryAnswer(summary), repaired } }
      },
    )
  }
}
