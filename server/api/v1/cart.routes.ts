import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { translate } from '#core/i18n/translate.ts'
import {
  addToCartSchema,
  cartLinesSchema,
  stockCheckSchema,
  updateCartSchema,
} from '#core/validation/cart.ts'
import { requireSession } from '#server/http/auth.ts'
import type { Services } from '#server/services.ts'
import { envelope, errorAnswer, idParam, validationAnswer } from './shapes.ts'
import { sessionOf, signedIn } from './validate.ts'
import {
  cartItem,
  cartItemAnswer,
  cartSummaryAnswer,
  configuration,
  lineKey,
  summary,
} from './cart.schemas.ts'

// The API's cart item, for the modules and tests that import it from its routes.
export { cartItem, cartItemAnswer, cartSummaryAnswer } from './cart.schemas.ts'
export type { CartItemAnswer } from './cart.schemas.ts'

// API-8 'Cart and checkout': thin handlers over server/modules/cart. The customer always comes
// from the session (bearer or cookie + X-Requested-With), never from the request's ids.

const failures = { 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 422: validationAnswer }
const idParams = z.object({ id: idParam })

export function cartRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const { cart } = services
    const base = '/user/site/cart'

    app.post(
      `${base}/add/:id`,
      {
        ...signedIn(services),
        schema: {
          tags: ['cart'],
          summary: 'Add a configuration; the same one again raises its quantity',
          params: idParams,
          body: addToCartSchema,
          response: { 200: envelope(cartItem), ...failures },
        },
      },
      async (request) => {
        const { customer } = sessionOf(request)
        const item = await cart.add(
          customer.id,
          { product_id: request.params.id, ...request.body },
          request.locale,
        )
        return { message: translate(request.locale, 'cart.added'), body: cartItemAnswer(item) }
      },
    )

    app.patch(
      `${base}/update/:id`,
      {
        ...signedIn(services),
        schema: {
          tags: ['cart'],
          summary: "Change a line's quantity, production time or services (by line id)",
          params: idParams,
          body: updateCartSchema,
          response: { 200: envelope(cartItem), ...failures },
        },
      },
      async (request) => {
        const { customer } = sessionOf(request)
        const item = await cart.update(customer.id, request.params.id, request.body, request.locale)
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

    app.post(
      `${base}/check/stock/:id`,
      {
        schema: {
          tags: ['cart'],
          summary: 'Whether a combination is in stock for a quantity',
          params: idParams,
          body: stockCheckSchema,
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
        return { body: await cart.checkStock(request.params.id, request.body, request.locale) }
      },
    )

    app.post(
      `${base}/merge`,
      {
        ...signedIn(services),
        schema: {
          tags: ['cart'],
          summary: 'After login: move the guest cart into the server cart, one answer per line',
          body: cartLinesSchema,
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
      async (request) => {
        const { customer } = sessionOf(request)
        const results = await cart.merge(customer.id, request.body.items, request.locale)
        return {
          message: translate(request.locale, 'cart.merged'),
          body: { results, count: await cart.count(customer.id) },
        }
      },
    )

    app.post(
      `${base}/quote`,
      {
        schema: {
          tags: ['cart'],
          summary: 'Price a list of configurations (the guest cart) without storing anything',
          body: cartLinesSchema,
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
        const { repaired, ...summary } = await cart.quote(request.body.items, request.locale)
        return { body: { ...cartSummaryAnswer(summary), repaired } }
      },
    )
  }
}
