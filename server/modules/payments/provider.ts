/**
 * What the checkout needs from a payment provider (decision 0007), whichever it is: the Stripe
 * adapter (card), the PayPal adapter, or the test-mode provider that stands in for either when
 * its keys are not configured. Prepayment and invoice need no provider.
 */
export interface StartPaymentInput {
  orderId: string
  /** The order total from core/checkout-totals, in cents (EUR). */
  amountCents: number
  /** Shown on the provider's page, e.g. 'Bestellung 10042'. */
  description: string
  successUrl: string
  cancelUrl: string
  locale: 'de' | 'en'
  customerEmail?: string
  /** The same key for a retried start of the same payment attempt gives the same payment. */
  idempotencyKey: string
}

export interface StartedPayment {
  provider: 'stripe' | 'paypal' | 'test'
  /** The provider's id: a Checkout Session id, a PayPal order id or a test reference. */
  reference: string
  /** Where the customer's browser goes next. */
  redirectUrl: string
}

export type PaymentOutcome = { status: 'paid' | 'pending' | 'failed'; captureId: string | null }

export interface PaymentProvider {
  readonly name: StartedPayment['provider']
  /** True for the stand-in: the page must say 'Testmodus' and no money moves. */
  readonly testMode: boolean
  startPayment(input: StartPaymentInput): Promise<StartedPayment>
  /** After the customer returns: capture (PayPal) or read the state (Stripe). */
  completePayment(reference: string, idempotencyKey: string): Promise<PaymentOutcome>
  /** The customer gave up or the order was cancelled: the payment can no longer be made. */
  cancelPayment(reference: string, idempotencyKey: string): Promise<void>
  /**
   * ORD-18: gives back `amountCents` of the money taken (`captureId`: the Stripe PaymentIntent or
   * the PayPal capture). The same key never refunds twice. 'pending' while the provider is still
   * processing it.
   */
  refundPayment(
    captureId: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<{ reference: string; status: 'done' | 'pending' }>
}

/**
 * Webhook events already handled, so a redelivered or replayed event has no second effect.
 * The order tables come later; the database store will implement this with an insert that
 * ignores conflicts on the event id.
 */
export interface WebhookEventStore {
  /** Records the id; false when it was already recorded. Must be atomic. */
  claim(eventId: string): Promise<boolean>
  /** Forgets a claim whose processing failed, so the provider's retry is processed. */
  release(eventId: string): Promise<void>
}

/** One process only: for tests and development until the order tables exist. */
export function createMemoryWebhookEventStore(): WebhookEventStore {
  const seen = new Set<string>()
  return {
    async claim(eventId) {
      if (seen.has(eventId)) return false
      seen.add(eventId)
      return true
    },
    async release(eventId) {
      seen.delete(eventId)
    },
  }
}
