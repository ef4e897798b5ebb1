import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createPayPalAdapter,
  payPalPaymentProvider,
  type PayPalAdapter,
} from '#server/modules/payments/paypal.adapter.ts'
import { startFakePayPal } from './fakes/paypal.ts'

// PAY-4, PAY-6: the real PayPal adapter (Orders v2 over fetch) against a local fake PayPal API.
let fake: Awaited<ReturnType<typeof startFakePayPal>>
let adapter: PayPalAdapter

const payment = {
  orderId: '10077',
  amountCents: 123_405,
  description: 'Bestellung 10077',
  successUrl: 'http://localhost:3000/en/checkout/success',
  cancelUrl: 'http://localhost:3000/en/checkout/failed',
  locale: 'en' as const,
}

beforeAll(async () => {
  fake = await startFakePayPal('client-id', 'client-secret')
  adapter = createPayPalAdapter({
    clientId: 'client-id',
    clientSecret: 'client-secret',
    apiBase: fake.url,
  })
})
afterAll(() => fake.close())

describe('PayPal Orders v2', () => {
  it('creates an order in EUR with the order id, a request id and an approval link', async () => {
    const order = await adapter.createOrder({ ...payment, idempotencyKey: 'pp-10077-1' })
    expect(order.status).toBe('PAYER_ACTION_REQUIRED')
    expect(order.approvalUrl).toBe(
      `https://www.sandbox.paypal.com/checkoutnow?token=${order.paypalOrderId}`,
    )
    const request = fake.requests.find((r) => r.headers['paypal-request-id'] === 'pp-10077-1')!
    expect(JSON.parse(request.body)).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: '10077',
          custom_id: '10077',
          amount: { currency_code: 'EUR', value: '1234.05' },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: { return_url: payment.successUrl, cancel_url: payment.cancelUrl },
        },
      },
    })
  })

  it('reuses its token and gives the same order for a repeated request id', async () => {
    const calls = fake.tokenCalls()
    const first = await adapter.createOrder({ ...payment, idempotencyKey: 'pp-10077-2' })
    const again = await adapter.createOrder({ ...payment, idempotencyKey: 'pp-10077-2' })
    expect(again.paypalOrderId).toBe(first.paypalOrderId)
    expect(fake.tokenCalls()).toBe(calls)
  })

  it('captures an approved order once, also when the capture is retried', async () => {
    const provider = payPalPaymentProvider(adapter)
    const started = await provider.startPayment({ ...payment, idempotencyKey: 'pp-10077-3' })
    expect(started.provider).toBe('paypal')
    fake.approve(started.reference)
    const outcome = await provider.completePayment(
      started.reference,
      `capture-${started.reference}`,
    )
    expect(outcome.status).toBe('paid')
    expect(outcome.captureId).toBeTruthy()
    // A double click on 'pay': the same request id answers with the same capture.
    const retried = await provider.completePayment(
      started.reference,
      `capture-${started.reference}`,
    )
    expect(retried).toEqual(outcome)
    expect((await adapter.getOrder(started.reference)).status).toBe('COMPLETED')
  })

  it('refuses to capture an order the customer did not approve', async () => {
    const order = await adapter.createOrder({ ...payment, idempotencyKey: 'pp-10077-4' })
    await expect(adapter.captureOrder(order.paypalOrderId, 'capture-4')).rejects.toMatchObject({
      kind: 'payment_failed',
      message: 'PayPal: ORDER_NOT_APPROVED',
    })
  })

  it('fetches a new token once when PayPal revokes the old one', async () => {
    const calls = fake.tokenCalls()
    fake.revokeTokens()
    const order = await adapter.createOrder({ ...payment, idempotencyKey: 'pp-10077-5' })
    expect(order.paypalOrderId).toBeTruthy()
    expect(fake.tokenCalls()).toBe(calls + 1)
  })

  it('reports wrong credentials as payment_failed and an unreachable PayPal as unavailable', async () => {
    const wrong = createPayPalAdapter({ clientId: 'x', clientSecret: 'y', apiBase: fake.url })
    await expect(wrong.getOrder('1')).rejects.toMatchObject({ kind: 'payment_failed' })
    const down = createPayPalAdapter({
      clientId: 'client-id',
      clientSecret: 'client-secret',
      apiBase: 'http://127.0.0.1:9',
      timeoutMs: 500,
    })
    await expect(down.createOrder({ ...payment, idempotencyKey: 'k' })).rejects.toMatchObject({
      kind: 'unavailable',
    })
  })
})
