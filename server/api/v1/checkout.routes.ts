import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { PAYMENT_METHODS } from '#core/checkout-totals/checkout-totals.ts'
import { ORDER_CREATED_COOKIE } from '#core/http/cookies.ts'
import { translate } from '#core/i18n/translate.ts'
import { localizePath } from '#core/i18n/locale.ts'
import {
  createOrderSchema,
  paymentStepSchema,
  shippingStepSchema,
} from '#core/validation/checkout.ts'
import { requireSession, secureCookies } from '#server/http/auth.ts'
import type { Services } from '#server/services.ts'
import {
  checkoutDraft,
  checkoutSummary,
  couponSchema,
  parseLocalized,
  previewSchema,
  vatIdSchema,
} from './checkout.schemas.ts'
import { envelope, errorAnswer, validationAnswer } from './shapes.ts'
import { bodyParsedInHandler } from './validate.ts'

// Issue 6: the checkout steps, the coupon and VAT-id checks. Thin handlers over
// server/modules/checkout; the customer always comes from the session.

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
    const { checkout } = services
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
        return { body: { draft, summary } }
      },
    )

    app.put(
      `${base}/checkout/shipping`,
      {
        ...bodyParsedInHandler,
        schema: {
          tags: ['checkout'],
          summary: 'Save the shipping step: billing address, delivery mode, shippings',
          body: shippingStepSchema,
          response: { 200: envelope(summaryBody), ...failures },
        },
      },
      async (request, reply) => {
        const { customer } = await requireSession(services, request, reply)
        const step = parseLocalized(shippingStepSchema, request.body, request.locale)
        const summary = await checkout.saveShipping(customer.id, step, request.locale)
        return {
          message: translate(request.locale, 'checkoutCore.shippingSaved'),
          body: { summary },
        }
      },
    )

    app.put(
      `${base}/checkout/payment`,
      {
        ...bodyParsedInHandler,
        schema: {
          tags: ['checkout'],
          summary: 'Save the payment step: method, coupon, VAT id, comments, terms',
          body: paymentStepSchema,
          response: { 200: envelope(summaryBody), ...failures },
        },
      },
      async (request, reply) => {
        const { customer } = await requireSession(services, request, reply)
        const step = parseLocalized(paymentStepSchema, request.body, request.locale, {
          termsAccepted: translate(request.locale, 'checkoutCore.termsRequired'),
        })
        const summary = await checkout.savePayment(customer.id, step, request.locale)
        return {
          message: translate(request.locale, 'checkoutCore.paymentSaved'),
          body: { summary },
        }
      },
    )

    app.post(
      `${base}/checkout/preview`,
      {
        ...bodyParsedInHandler,
        schema: {
          tags: ['checkout'],
          summary: 'Price the summary with another payment method or coupon; nothing is stored',
          body: previewSchema,
          response: { 200: envelope(summaryBody), ...failures },
        },
      },
      async (request, reply) => {
        const { customer } = await requireSession(services, request, reply)
        const input = parseLocalized(previewSchema, request.body, request.locale)
        const summary = await checkout.preview(customer.id, request.locale, {
          paymentMethod: input.payment_method,
          couponCode: input.coupon_code,
        })
        return { body: { summary } }
      },
    )

    app.post(
      `${base}/check/coupon`,
      {
        ...bodyParsedInHandler,
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
      async (request, reply) => {
        const { customer } = await requireSession(services, request, reply)
        const { code } = parseLocalized(couponSchema, request.body, request.locale)
        const coupon = await services.coupons.check(customer.id, code, request.locale)
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
        ...bodyParsedInHandler,
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
      async (request, reply) => {
        const { customer } = await requireSession(services, request, reply)
        const { ust_id } = parseLocalized(vatIdSchema, request.body, request.locale, {
          ust_id: translate(request.locale, 'checkoutCore.vatIdMalformed'),
        })
        const confirmed = await checkout.checkVatId(customer.id, ust_id, request.locale)
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
        ...bodyParsedInHandler,
        schema: {
          tags: ['checkout'],
          summary:
            'Place the order from the server cart and the saved steps; the same idempotency key answers the same order',
          body: createOrderSchema,
          response: { 200: envelope(placedOrder), 201: envelope(placedOrder), ...failures },
        },
      },
      async (request, reply) => {
        const { customer } = await requireSession(services, request, reply)
        // Only the key is read: prices, totals or ids in the body are ignored (issue 6 item 10).
        const { idempotency_key } = parseLocalized(createOrderSchema, request.body, request.locale)
        const result = await services.orderCreation.create(
          customer,
          idempotency_key,
          request.locale,
          {
            ordersUrl: `${services.config.publicUrl}${localizePath('/profile/orders', request.locale)}`,
          },
        )
        reply.setCookie(ORDER_CREATED_COOKIE, String(result.order.number), {
          path: '/',
          sameSite: 'lax',
          maxAge: 86_400,
          httpOnly: false,
          secure: secureCookies(request),
        })
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
