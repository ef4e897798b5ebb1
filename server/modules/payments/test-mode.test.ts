import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { centsToPayPalValue } from './paypal.adapter.ts'
import { createMemoryWebhookEventStore } from './provider.ts'
import { createPaymentProviders, testModePaymentProvider, testPaymentSigned } from './test-mode.ts'

// A stand-in for the database-backed signer: a plain HMAC with a fixed key.
const signer = {
  sign: async (text: string) => createHmac('sha256', 'k').update(text).digest('base64url'),
  verify: async (text: string, signature: string) =>
    createHmac('sha256', 'k').update(text).digest('base64url') === signature,
}

const input = {
  orderId: '10001',
  amountCents: 9_999,
  description: 'Bestellung 10001',
  successUrl: 'https://shop.example/de/checkout/success',
  cancelUrl: 'https://shop.example/de/checkout/failed',
  locale: 'de' as const,
  idempotencyKey: 'k',
}

describe('payment providers', () => {
  it('stands in with the clearly marked test mode when no keys are configured', () => {
    const providers = createPaymentProviders(
      { stripe: undefined, paypal: undefined },
      createMemoryWebhookEventStore(),
      signer,
    )
    expect(providers.card).toMatchObject({ name: 'test', testMode: true })
    expect(providers.paypal).toMatchObject({ name: 'test', testMode: true })
  })

  it('uses the real adapters when keys are configured', () => {
    const providers = createPaymentProviders(
      {
        stripe: { secretKey: 'sk_test_1', webhookSecret: 'whsec_1', apiBase: undefined },
        paypal: { clientId: 'a', clientSecret: 'b', apiBase: 'https://api-m.sandbox.paypal.com' },
      },
      createMemoryWebhookEventStore(),
      signer,
    )
    expect(providers.card).toMatchObject({ name: 'stripe', testMode: false })
    expect(providers.paypal).toMatchObject({ name: 'paypal', testMode: false })
  })

  it('sends the test-mode payment to our own test page with a signed reference', async () => {
    const provider = testModePaymentProvider('stripe', signer)
    const started = await provider.startPayment(input)
    const url = new URL(started.redirectUrl, 'https://shop.example')
    // German pages have no locale prefix, English ones live under /en; always on our own site.
    expect(started.redirectUrl).toMatch(/^\/checkout\/test-payment\?/)
    const english = new URL(
      (await provider.startPayment({ ...input, locale: 'en' })).redirectUrl,
      'https://shop.example',
    )
    expect(english.pathname).toBe('/en/checkout/test-payment')
    expect(url.searchParams.get('order')).toBe('10001')
    expect(url.searchParams.get('reference')).toBe(started.reference)
    expect(
      await signer.verify(
        testPaymentSigned('10001', started.reference),
        url.searchParams.get('signature')!,
      ),
    ).toBe(true)
    expect(await provider.completePayment(started.reference, 'k')).toEqual({
      status: 'paid',
      captureId: started.reference,
    })
    expect((await provider.completePayment('cs_live_1', 'k')).status).toBe('failed')
  })
})

describe('centsToPayPalValue', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [100, '1.00'],
    [123_405, '1234.05'],
  ])('%i cents -> %s', (cents, value) => {
    expect(centsToPayPalValue(cents)).toBe(value)
  })
})
