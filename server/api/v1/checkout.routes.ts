import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { PAYMENT_METHODS } from '#core/checkout-totals/checkout-totals.ts'
import { orderCreatedCookie } from '#core/http/cookies.ts'
import { translate } from '#core/i18n/translate.ts'
import {
  couponSchema,
  createOrderSchema,
  paymentStepSchema,
  previewSchema,
  shippingStepSchema,
  vatIdSchema,
} from '#core/validation/checkout.ts'
import { requireSession, secureCookies } from '#server/http/auth.ts'
import type { Services } from '#server/services.ts'
import { checkoutDraft, checkoutSummary, checkoutSummaryAnswer } from './checkout.schemas.ts'
import { envelope, errorAnswer, validationAnswer } from './shapes.ts'
import { sessionOf, signedIn } from './validate.ts'

// The checkout steps, the coupon and VAT-id checks: thin handlers over server/modules/checkout
// (the payment step's flows are shared with the payment page's action, decision 0017); the
// customer always comes from the session.

const failures = {
  401: errorAnswer,
  403: errorAnswer,
  404: errorAnswer,
  409: errorAnswer,
  422: validationAnswer,
}

const placedOrder = z.object({
  order: z.object({
    id: z.number().int(),
    number: z.number().int(),
    payment_method: z.enum(PAYMENT_METHODS),
    payment_status: z.string(),
    total_cents: z.number().int(),
  }),
  next: z.enum(['pay', 'done']),
})
const summaryBody = z.object({ summary: checkoutSummary.nullable() })

export function checkoutRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const { checkout, checkoutFlows: flows } = services
    const base = '/user/site/cart'

    app.get(
      `${base}/checkout`,
      {
        schema: {
          tags: ['checkout'],
          summary: 'The saved checkout steps and the priced summary (null: back to the cart)',
          response: {
            200: envelope(z.object({ draft: checkoutDraft, summary: checkoutSummary.nullable() })),
            ...failures,
          },
        },
      },
      async (request, reply) => {
        const { customer } = await requireSession(services, request, reply)
        const [draft, summary] = await Promise.all([
          checkout.getDraft(customer.id),
          checkout.summary(customer.id, request.locale),
        ])
        return { body: { draft, summary: checkoutSummaryAnswer(summary) } }
      },
    )

    app.put(
      `${base}/checkout/shipping`,
      {
        ...signedIn(services),
        schema: {
          tags: ['checkout'],
          summary: 'Save the shipping step: billing address, delivery mode, shippings',
          body: shippingStepSchema,
          response: { 200: envelope(summaryBody), ...failures },
        },
      },
      async (request) => {
        const { customer } = sessionOf(request)
        const summary = await checkout.saveShipping(customer.id, request.body, request.locale)
        return {
          message: translate(request.locale, 'checkoutCore.shippingSaved'),
          body: { summary: checkoutSummaryAnswer(summary) },
        }
      },
    )

    app.put(
      `${base}/checkout/payment`,
      {
        ...signedIn(services),
        schema: {
          tags: ['checkout'],
          summary:
            'Save the payment step: method, coupon, VAT id, Leitweg-ID, purchase order number, cost centre, comments, terms',
          body: paymentStepSchema,
          response: { 200: envelope(summaryBody), ...failures },
        },
      },
      async (request) => {
        const { customer } = sessionOf(request)
        const summary = await flows.savePayment({ customer, locale: request.locale }, request.body)
        return {
          message: translate(request.locale, 'checkoutCore.paymentSaved'),
          body: { summary: checkoutSummaryAnswer(summary) },
        }
      },
    )

    app.post(
      `${base}/checkout/preview`,
      {
        ...signedIn(services),
        schema: {
          tags: ['checkout'],
          summary: 'Price the summary with another payment method or coupon; nothing is stored',
          body: previewSchema,
          response: { 200: envelope(summaryBody), ...failures },
        },
      },
      async (request) => {
        const { customer } = sessionOf(request)
        const summary = await flows.preview({ customer, locale: request.locale }, request.body)
        return { body: { summary: checkoutSummaryAnswer(summary) } }
      },
    )

    app.post(
      `${base}/check/coupon`,
      {
        ...signedIn(services),
        schema: {
          tags: ['checkout'],
          summary: 'Check a coupon code for this customer',
          body: couponSchema,
          response: {
            200: envelope(z.object({ code: z.string(), percent: z.number() })),
            ...failures,
          },
        },
      },
      async (request) => {
        const { customer } = sessionOf(request)
        const coupon = await flows.checkCoupon({ customer, locale: request.locale }, request.body)
        return {
          message: translate(request.locale, 'checkoutCore.couponValid', {
            percent: coupon.percent,
          }),
          body: coupon,
        }
      },
    )

    app.post(
      `${base}/check/ust-id`,
      {
        ...signedIn(services),
        schema: {
          tags: ['checkout'],
          summary: 'Check a VAT id: format, then EU VIES; a confirmation is kept for the order',
          body: vatIdSchema,
          response: {
            200: envelope(
              z.object({
                valid: z.literal(true),
                country_code: z.string(),
                vat_number: z.string(),
                name: z.string().optional(),
                address: z.string().optional(),
                request_date: z.string(),
              }),
            ),
            ...failures,
            503: errorAnswer,
          },
        },
      },
      async (request) => {
        const { customer } = sessionOf(request)
        const confirmed = await flows.checkVatId({ customer, locale: request.locale }, request.body)
        return {
          message: translate(request.locale, 'checkoutCore.vatIdConfirmed'),
          body: {
            valid: true as const,
            country_code: confirmed.countryCode,
            vat_number: confirmed.vatId.slice(2),
            name: confirmed.name ?? undefined,
            address: confirmed.address ?? undefined,
            request_date: confirmed.requestDate,
          },
        }
      },
    )

    app.post(
      `${base}/orders/create`,
      {
        ...signedIn(services),
        schema: {
          tags: ['checkout'],
          summary:
            'Place the order from the server cart and the saved steps; the same idempotency key answers the same order',
          body: createOrderSchema,
          response: { 200: envelope(placedOrder), 201: envelope(placedOrder), ...failures },
        },
      },
      async (request, reply) => {
        const { customer } = sessionOf(request)
        // Only the key is read: prices, totals or ids in the body are ignored.
        const result = await flows.placeOrder({ customer, locale: request.locale }, request.body)
        reply.header('set-cookie', orderCreatedCookie(result.order.number, secureCookies(request)))
        return reply.status(result.created ? 201 : 200).send({
          message: translate(request.locale, 'checkoutCore.orderCreated', {
            number: result.order.number,
          }),
          body: { order: result.order, next: result.next },
        })
      },
    )
  }
}
