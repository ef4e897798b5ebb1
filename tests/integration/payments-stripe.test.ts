import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import Stripe from 'stripe'
import { AppError } from '#core/errors/errors.ts'
import { createMemoryWebhookEventStore } from '#server/modules/payments/provider.ts'
import {
  createStripeAdapter,
  stripePaymentProvider,
  type StripeAdapter,
} from '#server/modules/payments/stripe.adapter.ts'
import { startFakeStripe } from './fakes/stripe.ts'

// PAY-4, PAY-6: the real Stripe adapter (official SDK) against a local fake of the Stripe API.
const secretKey = 'sk_test_nordlicht'
const webhookSecret = 'whsec_test_nordlicht'
let fake: Awaited<ReturnType<typeof startFakeStripe>>
let adapter: StripeAdapter

const payment = {
  orderId: '10042',
  amountCents: 123_456,
  description: 'Bestellung 10042',
  successUrl: 'http://localhost:3000/de/checkout/success',
  cancelUrl: 'http://localhost:3000/de/checkout/failed',
  locale: 'de' as const,
  customerEmail: 'einkauf@example.com',
}

beforeAll(async () => {
  fake = await startFakeStripe(secretKey)
  adapter = createStripeAdapter({
    secretKey,
    webhookSecret,
    apiBase: fake.url,
    events: createMemoryWebhookEventStore(),
  })
})
afterAll(() => fake.close())

describe('Stripe Checkout Session', () => {
  it('creates a session for the order total in EUR with the order id and an idempotency key', async () => {
    const session = await adapter.createCheckoutSession({
      ...payment,
      idempotencyKey: 'pay-10042-1',
    })
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.com\//)
    expect(session.status).toBe('open')
    const stored = fake.sessions.get(session.sessionId)!
    expect(stored).toMatchObject({
      mode: 'payment',
      currency: 'eur',
      amount_total: 123_456,
      client_reference_id: '10042',
      metadata: { order_id: '10042' },
      success_url: payment.successUrl,
      cancel_url: payment.cancelUrl,
      customer_email: 'einkauf@example.com',
      locale: 'de',
    })
    expect(fake.idempotencyKeys.at(-1)).toBe('pay-10042-1')
  })

  it('gives the same session for a retried call with the same key (double click)', async () => {
    const first = await adapter.createCheckoutSession({ ...payment, idempotencyKey: 'pay-10042-2' })
    const again = await adapter.createCheckoutSession({ ...payment, idempotencyKey: 'pay-10042-2' })
    expect(again.sessionId).toBe(first.sessionId)
    const other = await adapter.createCheckoutSession({ ...payment, idempotencyKey: 'pay-10042-3' })
    expect(other.sessionId).not.toBe(first.sessionId)
  })

  it('refuses an amount Stripe would refuse, without calling it', async () => {
    const before = fake.requests.length
    await expect(
      adapter.createCheckoutSession({ ...payment, amountCents: 49, idempotencyKey: 'x' }),
    ).rejects.toMatchObject({ kind: 'invalid' })
    expect(fake.requests.length).toBe(before)
  })

  it('expires an open session and reports a paid one as paid', async () => {
    const provider = stripePaymentProvider(adapter)
    const started = await provider.startPayment({ ...payment, idempotencyKey: 'pay-10042-4' })
    expect(started.provider).toBe('stripe')
    expect(await provider.completePayment(started.reference, 'k')).toEqual({
      status: 'pending',
      captureId: null,
    })
    await provider.cancelPayment(started.reference, `cancel-${started.reference}`)
    expect(fake.sessions.get(started.reference)!.status).toBe('expired')
    expect(await provider.completePayment(started.reference, 'k')).toMatchObject({
      status: 'failed',
    })

    const paid = await provider.startPayment({ ...payment, idempotencyKey: 'pay-10042-5' })
    fake.pay(paid.reference)
    const outcome = await provider.completePayment(paid.reference, 'k')
    expect(outcome.status).toBe('paid')
    expect(outcome.captureId).toMatch(/^pi_test_/)
    // A paid session cannot be expired: Stripe says so, the adapter reports payment_failed.
    await expect(adapter.expireSession(paid.reference, 'cancel-paid')).rejects.toMatchObject({
      kind: 'payment_failed',
    })
  })

  it('maps a Stripe outage to "unavailable" after the SDK retries', async () => {
    fake.failNextRequests(3)
    const error = await adapter
      .createCheckoutSession({ ...payment, idempotencyKey: 'pay-10042-outage' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AppError)
    expect((error as AppError).kind).toBe('unavailable')
    // Every retry carried the same key, so Stripe could not create two sessions.
    expect(fake.idempotencyKeys.filter((k) => k === 'pay-10042-outage')).toHaveLength(3)
  })

  it('maps a wrong key to payment_failed', async () => {
    const wrong = createStripeAdapter({
      secretKey: 'sk_test_wrong',
      webhookSecret,
      apiBase: fake.url,
      events: createMemoryWebhookEventStore(),
    })
    await expect(wrong.retrieveSession('cs_test_x')).rejects.toMatchObject({
      kind: 'payment_failed',
    })
  })
})

describe('Stripe webhooks', () => {
  const stripe = new Stripe(secretKey)
  function event(id: string) {
    return JSON.stringify({
      id,
      object: 'event',
      type: 'checkout.session.completed',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: {
        object: { id: 'cs_test_1', object: 'checkout.session', metadata: { order_id: '10042' } },
      },
    })
  }
  function sign(payload: string, timestamp?: number) {
    return stripe.webhooks.generateTestHeaderString({
      payload,
      secret: webhookSecret,
      ...(timestamp !== undefined && { timestamp }),
    })
  }

  it('accepts a validly signed event and hands it on once', async () => {
    const handled: string[] = []
    const payload = event('evt_valid_1')
    const result = await adapter.handleWebhook(payload, sign(payload), async (e) => {
      handled.push(e.type)
    })
    expect(result.kind).toBe('processed')
    expect(handled).toEqual(['checkout.session.completed'])
  })

  it('rejects a tampered body', async () => {
    const payload = event('evt_tampered')
    const signature = sign(payload)
    const tampered = payload.replace('10042', '10043')
    await expect(adapter.handleWebhook(tampered, signature, async () => {})).rejects.toMatchObject({
      kind: 'invalid',
    })
    await expect(adapter.handleWebhook(payload, undefined, async () => {})).rejects.toMatchObject({
      kind: 'invalid',
    })
  })

  it('handles a replayed event only once', async () => {
    const handled: string[] = []
    const payload = event('evt_replayed')
    const signature = sign(payload)
    const handle = async (e: Stripe.Event) => {
      handled.push(e.id)
    }
    expect((await adapter.handleWebhook(payload, signature, handle)).kind).toBe('processed')
    expect(await adapter.handleWebhook(payload, signature, handle)).toEqual({
      kind: 'duplicate',
      eventId: 'evt_replayed',
    })
    expect(handled).toEqual(['evt_replayed'])
  })

  it('rejects a replay of an old signature outside the tolerance', async () => {
    const payload = event('evt_old')
    const signature = sign(payload, Math.floor(Date.now() / 1000) - 600)
    await expect(adapter.handleWebhook(payload, signature, async () => {})).rejects.toMatchObject({
      kind: 'invalid',
    })
  })

  it('lets Stripe retry an event whose handling failed', async () => {
    const payload = event('evt_retry')
    const signature = sign(payload)
    await expect(
      adapter.handleWebhook(payload, signature, async () => {
        throw new Error('database down')
      }),
    ).rejects.toThrow('database down')
    expect((await adapter.handleWebhook(payload, signature, async () => {})).kind).toBe('processed')
  })
})
