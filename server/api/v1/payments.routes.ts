import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { translate } from '#core/i18n/translate.ts'
import { PAYMENT_STATUSES } from '#server/db/schema/orders.ts'
import { requireSession } from '#server/http/auth.ts'
import type { PaymentState } from '#server/modules/payments/payments.service.ts'
import { isAppError } from '#core/errors/errors.ts'
import type { Services } from '#server/services.ts'
import { envelope, errorAnswer, idParam, validationAnswer } from './shapes.ts'

// API-11 'Orders and invoices' (payments): thin handlers over server/modules/payments. The
// customer comes from the session; an order id of another customer is a 404.

const paymentState = z.object({
  order_id: z.number().int(),
  number: z.number().int(),
  status: z.enum(['pending', 'paid', 'cancelled']),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.enum(['card', 'paypal', 'prepayment', 'invoice']),
  total: z.number().int().describe('cents'),
  paid_at: z.string().nullable(),
})

function shape(state: PaymentState): z.infer<typeof paymentState> {
  return {
    order_id: state.orderId,
    number: state.number,
    status: state.status,
    payment_status: state.paymentStatus,
    payment_method: state.paymentMethod,
    total: state.totalCents,
    paid_at: state.paidAt?.toISOString() ?? null,
  }
}

const failures = {
  401: errorAnswer,
  402: errorAnswer,
  403: errorAnswer,
  404: errorAnswer,
  409: errorAnswer,
  422: validationAnswer,
  503: errorAnswer,
}
const idParams = z.object({ id: idParam })

export function paymentsRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const { payments } = services
    const base = '/user/site/cart/orders'

    app.post(
      `${base}/pay/:id`,
      {
        schema: {
          tags: ['payments'],
          summary: 'Start a card or PayPal payment of a pending order; go to redirect_url next',
          params: idParams,
          response: { 200: envelope(z.object({ redirect_url: z.string() })), ...failures },
        },
      },
      async (request, reply) => {
        const { customer } = await requireSession(services, request, reply)
        const { redirectUrl } = await payments.start(customer.id, request.params.id, request.locale)
        return { body: { redirect_url: redirectUrl } }
      },
    )

    app.post(
      `${base}/cancel/stripe`,
      {
        schema: {
          tags: ['payments'],
          summary: 'The customer left the card payment page: end the attempt (order stays payable)',
          querystring: z.object({ order: idParam }),
          response: { 200: envelope(paymentState), ...failures },
        },
      },
      async (request, reply) => {
        const { customer } = await requireSession(services, request, reply)
        const state = await payments.cancel(customer.id, request.query.order, request.locale)
        return { message: translate(request.locale, 'payments.cancelled'), body: shape(state) }
      },
    )

    app.post(
      `${base}/capture/paypal/:id`,
      {
        schema: {
          tags: ['payments'],
          summary: 'Capture the approved PayPal payment of an order (id: our order id)',
          params: idParams,
          response: { 200: envelope(paymentState), ...failures },
        },
      },
      async (request, reply) => {
        const { customer } = await requireSession(services, request, reply)
        const state = await payments.complete(customer.id, request.params.id, request.locale)
        return {
          ...(state.status === 'paid' && {
            message: translate(request.locale, 'payments.captured'),
          }),
          body: shape(state),
        }
      },
    )

    app.post(
      `${base}/cancel/paypal/:id`,
      {
        schema: {
          tags: ['payments'],
          summary: 'The customer cancelled at PayPal: end the attempt (order stays payable)',
          params: idParams,
          response: { 200: envelope(paymentState), ...failures },
        },
      },
      async (request, reply) => {
        const { customer } = await requireSession(services, request, reply)
        const state = await payments.cancel(customer.id, request.params.id, request.locale)
        return { message: translate(request.locale, 'payments.cancelled'), body: shape(state) }
      },
    )

    app.post(
      `${base}/drop/:id`,
      {
        schema: {
          tags: ['payments'],
          summary:
            'Drop an unpaid card or PayPal order: it is cancelled, its lines stay in the cart',
          params: idParams,
          response: { 200: envelope(paymentState), ...failures },
        },
      },
      async (request, reply) => {
        const { customer } = await requireSession(services, request, reply)
        await services.orderCreation.dropUnpaid(customer.id, request.params.id, request.locale)
        const state = await payments.state(customer.id, request.params.id, request.locale)
        return { message: translate(request.locale, 'orders.unpaid.dropped'), body: shape(state) }
      },
    )

    // Stripe signs the exact bytes it sends: in this scope the body stays a Buffer, unparsed.
    await app.register(async (webhooks) => {
      webhooks.removeAllContentTypeParsers()
      webhooks.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      )
      webhooks.post(
        '/webhooks/stripe',
        {
          schema: {
            tags: ['payments'],
            summary: 'Stripe webhook (signed); a replayed event is acknowledged without effect',
            response: {
              200: envelope(z.object({ received: z.boolean(), duplicate: z.boolean() })),
              400: errorAnswer,
              404: errorAnswer,
            },
          },
        },
        async (request, reply) => {
          const signature = request.headers['stripe-signature']
          try {
            const result = await payments.handleStripeWebhook(
              Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
              typeof signature === 'string' ? signature : undefined,
            )
            return { body: { received: true, duplicate: result.kind === 'duplicate' } }
          } catch (error) {
            // A bad signature is the sender's mistake: Stripe expects 400, not our 422.
            if (isAppError(error) && error.kind === 'invalid') {
              return reply.status(400).send({ message: error.message })
            }
            throw error
          }
        },
      )
    })
  }
}
