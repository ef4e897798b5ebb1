import { randomUUID } from 'node:crypto'
import { localizePath } from '#core/i18n/locale.ts'
import type { PaymentsConfig } from '#server/config.ts'
import type { Signer } from '#server/modules/secrets/secrets.service.ts'
import type { PaymentProvider, WebhookEventStore } from './provider.ts'
import { createPayPalAdapter, payPalPaymentProvider } from './paypal.adapter.ts'
import { createStripeAdapter, type StripeAdapter, stripePaymentProvider } from './stripe.adapter.ts'

/** Where the test-mode page lives; it must show 'TESTMODUS / TEST MODE, no money moves'. */
export const TEST_PAYMENT_PATH = '/checkout/test-payment'

/** The text a test-mode reference's signature covers: the order and the attempt. */
export const testPaymentSigned = (orderId: number | string, reference: string) =>
  `test-payment:${orderId}:${reference}`

/**
 * With no keys configured, a clearly marked test-mode provider stands in for Stripe and PayPal,
 * so the whole checkout can be walked on a fresh clone (decisions 0007 and 0013). It talks to no
 * one: the redirect goes to our own test page, whose POST (with the reference signed here) lets
 * the tester choose success or failure. Nothing else can complete a test payment.
 */
export function testModePaymentProvider(
  standsInFor: 'stripe' | 'paypal',
  signer: Signer,
): PaymentProvider {
  return {
    name: 'test',
    testMode: true,
    async startPayment(input) {
      const reference = `test_${standsInFor}_${randomUUID()}`
      const query = new URLSearchParams({
        order: input.orderId,
        reference,
        signature: await signer.sign(testPaymentSigned(input.orderId, reference)),
      })
      return {
        provider: 'test',
        reference,
        // German pages have no prefix, English ones live under /en (SHOP-2).
        redirectUrl: `${localizePath(TEST_PAYMENT_PATH, input.locale)}?${query}`,
      }
    },
    async completePayment(reference) {
      // The tester chose success on the test page; a reference we never issued is a failure.
      return {
        status: reference.startsWith(`test_${standsInFor}_`) ? 'paid' : 'failed',
        captureId: reference,
      }
    },
    async cancelPayment() {},
    async refundPayment() {
      // No money moved, none goes back: the refund is recorded as done at once.
      return { reference: `test_refund_${randomUUID()}`, status: 'done' }
    },
  }
}

/**
 * The card and PayPal providers for the configuration: real adapters with keys, else test mode.
 * `stripe` is the Stripe adapter itself when configured, for its webhooks.
 */
export function createPaymentProviders(
  config: PaymentsConfig,
  events: WebhookEventStore,
  signer: Signer,
): { card: PaymentProvider; paypal: PaymentProvider; stripe: StripeAdapter | undefined } {
  const stripe = config.stripe ? createStripeAdapter({ ...config.stripe, events }) : undefined
  return {
    stripe,
    card: stripe ? stripePaymentProvider(stripe) : testModePaymentProvider('stripe', signer),
    paypal: config.paypal
      ? payPalPaymentProvider(createPayPalAdapter(config.paypal))
      : testModePaymentProvider('paypal', signer),
  }
}
