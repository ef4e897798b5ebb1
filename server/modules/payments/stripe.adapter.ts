import Stripe from 'stripe'
import { AppError } from '#core/errors/errors.ts'
import type {
  PaymentOutcome,
  PaymentProvider,
  StartPaymentInput,
  StartedPayment,
  WebhookEventStore,
} from './provider.ts'

export interface StripeAdapterOptions {
  secretKey: string
  webhookSecret: string
  /** Only for tests: a local fake of the Stripe API (STRIPE_API_BASE), e.g. http://127.0.0.1:4010. */
  apiBase?: string | undefined
  events: WebhookEventStore
  timeoutMs?: number
}

export type WebhookResult =
  | { kind: 'processed'; event: Stripe.Event }
  /** The event id was handled before: a redelivery or a replay. Answer 200 and do nothing. */
  | { kind: 'duplicate'; eventId: string }

/**
 * The one adapter to Stripe (PAY-4, decision 0007), on the official SDK: a Checkout Session per
 * payment attempt, signed webhooks, and expiring a session when the customer cancels. Every call
 * that changes something carries an idempotency key.
 */
export function createStripeAdapter(options: StripeAdapterOptions) {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: options.timeoutMs ?? 10_000,
    appInfo: { name: 'messe-display-shop' },
    ...(options.apiBase && apiBaseConfig(options.apiBase)),
  })

  async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run()
    } catch (error) {
      throw toAppError(what, error)
    }
  }

  const adapter = {
    stripe,

    async createCheckoutSession(input: StartPaymentInput) {
      assertAmount(input.amountCents)
      const session = await call('create a checkout session', () =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            // One line with the order's total: core/checkout-totals is the only pricing, so
            // Stripe never recomputes VAT, discounts or fees.
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: 'eur',
                  unit_amount: input.amountCents,
                  product_data: { name: input.description },
                },
              },
            ],
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            client_reference_id: input.orderId,
            metadata: { order_id: input.orderId },
            payment_intent_data: { metadata: { order_id: input.orderId } },
            locale: input.locale,
            ...(input.customerEmail && { customer_email: input.customerEmail }),
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      )
      if (!session.url) throw new AppError('payment_failed', 'Stripe returned no payment page')
      return { sessionId: session.id, url: session.url, status: session.status }
    },

    async retrieveSession(sessionId: string) {
      const session = await call('read a checkout session', () =>
        stripe.checkout.sessions.retrieve(sessionId),
      )
      return {
        sessionId: session.id,
        status: session.status,
        paymentStatus: session.payment_status,
        orderId: session.metadata?.order_id ?? session.client_reference_id ?? null,
        amountCents: session.amount_total,
        paymentIntentId:
          typeof session.payment_intent === 'string'
            ? session.payment_intent
            : (session.payment_intent?.id ?? null),
      }
    },

    /** `POST cart/orders/cancel/stripe`: an open session can no longer be paid. */
    async expireSession(sessionId: string, idempotencyKey: string) {
      const session = await call('expire a checkout session', () =>
        stripe.checkout.sessions.expire(sessionId, {}, { idempotencyKey }),
      )
      return { sessionId: session.id, status: session.status }
    },

    /** ORD-18: a refund of part or all of a PaymentIntent. */
    async createRefund(paymentIntentId: string, amountCents: number, idempotencyKey: string) {
      const refund = await call('refund a payment', () =>
        stripe.refunds.create(
          { payment_intent: paymentIntentId, amount: amountCents },
          { idempotencyKey },
        ),
      )
      if (refund.status === 'failed' || refund.status === 'canceled') {
        throw new AppError('payment_failed', `Stripe refused the refund: ${refund.status}`)
      }
      return { refundId: refund.id, status: refund.status }
    },

    /**
     * Verifies the `Stripe-Signature` of a webhook (raw body, as received) and hands each event to
     * `handle` once: a tampered body or a signature outside Stripe's 5-minute tolerance is
     * 'invalid' (answer 400); an event id seen before is a duplicate (answer 200).
     */
    async handleWebhook(
      rawBody: string | Uint8Array,
      signature: string | undefined,
      handle: (event: Stripe.Event) => Promise<void>,
    ): Promise<WebhookResult> {
      if (!signature) throw new AppError('invalid', 'Missing Stripe-Signature')
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret)
      } catch {
        throw new AppError('invalid', 'Invalid webhook signature')
      }
      if (!(await options.events.claim(event.id))) return { kind: 'duplicate', eventId: event.id }
      try {
        await handle(event)
      } catch (error) {
        // Stripe retries a failed delivery; let the retry run the handler again.
        await options.events.release(event.id)
        throw error
      }
      return { kind: 'processed', event }
    },
  }
  return adapter
}

export type StripeAdapter = ReturnType<typeof createStripeAdapter>

/** The card provider of the checkout, on a Stripe Checkout Session. */
export function stripePaymentProvider(adapter: StripeAdapter): PaymentProvider {
  return {
    name: 'stripe',
    testMode: false,
    async startPayment(input): Promise<StartedPayment> {
      const session = await adapter.createCheckoutSession(input)
      return { provider: 'stripe', reference: session.sessionId, redirectUrl: session.url }
    },
    async completePayment(reference): Promise<PaymentOutcome> {
      const session = await adapter.retrieveSession(reference)
      if (session.paymentStatus === 'paid' || session.paymentStatus === 'no_payment_required') {
        return { status: 'paid', captureId: session.paymentIntentId }
      }
      return { status: session.status === 'expired' ? 'failed' : 'pending', captureId: null }
    },
    async cancelPayment(reference, idempotencyKey) {
      await adapter.expireSession(reference, idempotencyKey)
    },
    async refundPayment(captureId, amountCents, idempotencyKey) {
      const refund = await adapter.createRefund(captureId, amountCents, idempotencyKey)
      return {
        reference: refund.refundId,
        status: refund.status === 'succeeded' ? 'done' : 'pending',
      }
    },
  }
}

function apiBaseConfig(apiBase: string) {
  const url = new URL(apiBase)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  } as const
}

function assertAmount(cents: number): void {
  // Stripe's minimum for EUR is 0.50 €; a smaller amount would be refused by Stripe anyway.
  if (!Number.isSafeInteger(cents) || cents < 50) {
    throw new AppError('invalid', `Card payments need at least 50 cents: ${cents}`)
  }
}

function toAppError(what: string, error: unknown): AppError {
  if (error instanceof AppError) return error
  if (error instanceof Stripe.errors.StripeError) {
    const unavailable =
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError ||
      (error.statusCode ?? 0) >= 500
    return new AppError(
      unavailable ? 'unavailable' : 'payment_failed',
      `Stripe could not ${what}: ${error.message}`,
    )
  }
  return new AppError('unavailable', `Stripe could not ${what}`)
}
