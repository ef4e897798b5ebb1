import net from 'node:net'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { orders, paymentEvents } from '#server/db/schema/index.ts'
import { testApp } from './app.ts'
import { testDatabases } from './databases.ts'
import { startFakePayPal } from './fakes/paypal.ts'
import { startFakeStripe } from './fakes/stripe.ts'
import {
  createCustomerFixture,
  createOrderFixture,
  type CustomerFixture,
} from './fixtures/orders.ts'

// PAY-6 to PAY-12, SEC-5: the payment routes on both databases, in test mode and against the fakes
// of Stripe and PayPal.
const databases = await testDatabases()
const stripeKey = 'sk_test_routes'
const webhookSecret = 'whsec_test_routes'
const paypalId = 'paypal-client'
const paypalSecret = 'paypal-secret'
const orderPath = '/api/v1/user/site/cart/orders'

/** A port nothing listens on: the provider is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe.each(databases)('payment routes on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let fakeStripe: Awaited<ReturnType<typeof startFakeStripe>>
  let fakePayPal: Awaited<ReturnType<typeof startFakePayPal>>
  /** No keys: the test-mode provider. */
  let testMode: FastifyInstance
  /** Stripe and PayPal configured against the fakes. */
  let live: FastifyInstance
  /** Stripe and PayPal configured, but nothing answers. */
  let down: FastifyInstance
  let customer: CustomerFixture
  let stranger: CustomerFixture

  beforeAll(async () => {
    database = await kind.create()
    fakeStripe = await startFakeStripe(stripeKey)
    fakePayPal = await startFakePayPal(paypalId, paypalSecret)
    const keys = {
      STRIPE_SECRET_KEY: stripeKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      PAYPAL_CLIENT_ID: paypalId,
      PAYPAL_CLIENT_SECRET: paypalSecret,
      PUBLIC_URL: 'https://shop.example',
    }
    testMode = await testApp(database)
    live = await testApp(database, {
      ...keys,
      STRIPE_API_BASE: fakeStripe.url,
      PAYPAL_API_BASE: fakePayPal.url,
    })
    const port = await closedPort()
    down = await testApp(database, {
      ...keys,
      STRIPE_API_BASE: `http://127.0.0.1:${port}`,
      PAYPAL_API_BASE: `http://127.0.0.1:${port}`,
    })
    customer = await createCustomerFixture(database.db)
    stranger = await createCustomerFixture(database.db)
  })

  afterAll(async () => {
    await Promise.all([testMode?.close(), live?.close(), down?.close()])
    await Promise.all([fakeStripe?.close(), fakePayPal?.close()])
    await database?.drop()
  })

  const post = (
    app: FastifyInstance,
    url: string,
    { token = customer.token, locale = 'en' }: { token?: string; locale?: 'de' | 'en' } = {},
  ) =>
    app.inject({
      method: 'POST',
      url: `${orderPath}${url}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': locale },
    })

  const orderRow = async (id: number) =>
    (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!

  it('documents the payment routes in the OpenAPI description', async () => {
    const doc = (await testMode.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json()
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/user/site/cart/orders/pay/{id}',
        '/user/site/cart/orders/cancel/stripe',
        '/user/site/cart/orders/capture/paypal/{id}',
        '/user/site/cart/orders/cancel/paypal/{id}',
        '/user/site/cart/orders/drop/{id}',
        '/webhooks/stripe',
      ]),
    )
  })

  describe('test mode', () => {
    it('sends a German card payment to the test page with a signed reference; only that completes it', async () => {
      const { order } = await createOrderFixture(database.db, customer.id)
      const res = await post(testMode, `/pay/${order.id}`, { locale: 'de' })
      expect(res.statusCode, res.body).toBe(200)
      const redirect = new URL(res.json().body.redirect_url, 'http://shop.local')
      // German pages have no locale prefix.
      expect(res.json().body.redirect_url).toMatch(/^\/checkout\/test-payment\?/)
      expect(redirect.searchParams.get('order')).toBe(String(order.id))
      const reference = redirect.searchParams.get('reference')!
      const signature = redirect.searchParams.get('signature')!
      expect(await orderRow(order.id)).toMatchObject({
        status: 'pending',
        paymentStatus: 'pending',
        paymentProvider: 'test',
        paymentReference: reference,
        paymentAttempt: 1,
      })
      const payments = testMode.services.payments

      // Neither the return page's reference, nor the API's capture, nor a forged signature pays.
      await expect(payments.complete(customer.id, order.id, 'de', reference)).rejects.toMatchObject(
        { kind: 'conflict' },
      )
      const capture = await post(testMode, `/capture/paypal/${order.id}`)
      expect(capture.statusCode).toBe(409)
      const forged = {
        reference,
        signature: signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
      }
      expect(await payments.testAttempt(customer.id, order.id, 'de', forged)).toBeUndefined()
      await expect(
        payments.decideTestPayment(customer.id, order.id, 'de', forged, 'paid'),
      ).rejects.toMatchObject({ kind: 'forbidden' })
      // The signature covers the order: it does not pay another order of the same customer.
      const { order: other } = await createOrderFixture(database.db, customer.id)
      expect(
        await payments.testAttempt(customer.id, other.id, 'de', { reference, signature }),
      ).toBeUndefined()
      expect((await orderRow(order.id)).paymentStatus).toBe('pending')

      expect(
        await payments.testAttempt(customer.id, order.id, 'de', { reference, signature }),
      ).toMatchObject({ number: order.number, totalCents: order.totalCents })
      const state = await payments.decideTestPayment(
        customer.id,
        order.id,
        'de',
        { reference, signature },
        'paid',
      )
      expect(state).toMatchObject({ status: 'paid', paymentStatus: 'paid' })
      const paid = await orderRow(order.id)
      expect(paid.paidAt).toBeInstanceOf(Date)
      // Sending the form twice changes nothing.
      const again = await payments.decideTestPayment(
        customer.id,
        order.id,
        'de',
        { reference, signature },
        'paid',
      )
      expect(again.paidAt?.getTime()).toBe(paid.paidAt!.getTime())
    })

    it('uses the /en pages for an English PayPal payment and can cancel it', async () => {
      const { order } = await createOrderFixture(database.db, customer.id, {
        paymentMethod: 'paypal',
        locale: 'en',
      })
      const res = await post(testMode, `/pay/${order.id}`)
      const redirect = new URL(res.json().body.redirect_url, 'http://shop.local')
      expect(redirect.pathname).toBe('/en/checkout/test-payment')
      const cancelled = await post(testMode, `/cancel/paypal/${order.id}`)
      expect(cancelled.statusCode, cancelled.body).toBe(200)
      expect(cancelled.json().body).toMatchObject({
        status: 'pending',
        payment_status: 'cancelled',
      })
      // The order can be paid again, with a new attempt.
      expect((await post(testMode, `/pay/${order.id}`)).statusCode).toBe(200)
      expect((await orderRow(order.id)).paymentAttempt).toBe(2)
    })

    it("answers 404 for another customer's order, on every route", async () => {
      const { order } = await createOrderFixture(database.db, customer.id)
      for (const url of [
        `/pay/${order.id}`,
        `/capture/paypal/${order.id}`,
        `/cancel/paypal/${order.id}`,
        `/cancel/stripe?order=${order.id}`,
      ]) {
        const res = await post(testMode, url, { token: stranger.token })
        expect(res.statusCode, url).toBe(404)
        expect(res.json().message).toBe('This order was not found.')
      }
      expect((await orderRow(order.id)).paymentAttempt).toBe(0)
    })

    it('needs a session', async () => {
      const { order } = await createOrderFixture(database.db, customer.id)
      const res = await testMode.inject({ method: 'POST', url: `${orderPath}/pay/${order.id}` })
      expect(res.statusCode).toBe(401)
    })

    it('refuses to pay a paid order again (409) and an invoice order online', async () => {
      const { order } = await createOrderFixture(database.db, customer.id)
      await database.db
        .update(orders)
        .set({ status: 'paid', paymentStatus: 'paid', paidAt: new Date() })
        .where(eq(orders.id, order.id))
      const res = await post(testMode, `/pay/${order.id}`, { locale: 'de' })
      expect(res.statusCode).toBe(409)
      expect(res.json().message).toBe('Diese Bestellung ist bereits bezahlt.')
      const cancel = await post(testMode, `/cancel/stripe?order=${order.id}`)
      expect(cancel.statusCode).toBe(409)
      expect((await orderRow(order.id)).status).toBe('paid')

      const { order: invoice } = await createOrderFixture(database.db, customer.id, {
        paymentMethod: 'invoice',
      })
      const refused = await post(testMode, `/pay/${invoice.id}`)
      expect(refused.statusCode).toBe(409)
      expect(refused.json().message).toMatch(/on invoice/)
    })

    it('answers 422 for an id that is not one', async () => {
      const res = await post(testMode, '/cancel/stripe?order=abc')
      expect(res.statusCode).toBe(422)
      expect(res.json().errors).toHaveProperty('order')
    })
  })

  describe('Stripe', () => {
    it('creates a Checkout Session with an idempotency key and marks the order paid on return', async () => {
      const { order } = await createOrderFixture(database.db, customer.id, { locale: 'en' })
      const res = await post(live, `/pay/${order.id}`)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().body.redirect_url).toMatch(/^https:\/\/checkout\.stripe\.com\//)
      const { paymentReference } = await orderRow(order.id)
      const session = fakeStripe.sessions.get(paymentReference!)!
      expect(session).toMatchObject({
        amount_total: order.totalCents,
        currency: 'eur',
        metadata: { order_id: String(order.id) },
        success_url: `https://shop.example/en/payment/checkout/order/success?order=${order.id}&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `https://shop.example/en/payment/checkout/order/failed?order=${order.id}`,
        customer_email: customer.email,
      })
      expect(fakeStripe.idempotencyKeys).toContain(`order-${order.id}-attempt-1`)

      // Back before Stripe has the payment: still pending.
      const early = await live.services.payments.complete(customer.id, order.id, 'en', session.id)
      expect(early).toMatchObject({ status: 'pending', paymentStatus: 'pending' })

      fakeStripe.pay(session.id)
      const paid = await live.services.payments.complete(customer.id, order.id, 'en', session.id)
      expect(paid).toMatchObject({ status: 'paid', paymentStatus: 'paid' })
      expect((await orderRow(order.id)).paidAt).toBeInstanceOf(Date)
      expect((await post(live, `/pay/${order.id}`)).statusCode).toBe(409)
    })

    it('expires the session when the customer cancels; paying again is a new attempt', async () => {
      const { order } = await createOrderFixture(database.db, customer.id)
      await post(live, `/pay/${order.id}`)
      const first = (await orderRow(order.id)).paymentReference!
      const res = await post(live, `/cancel/stripe?order=${order.id}`)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().body).toMatchObject({ status: 'pending', payment_status: 'cancelled' })
      expect(fakeStripe.sessions.get(first)!.status).toBe('expired')

      expect((await post(live, `/pay/${order.id}`)).statusCode).toBe(200)
      const second = await orderRow(order.id)
      expect(second.paymentReference).not.toBe(first)
      expect(second.paymentStatus).toBe('pending')
      expect(fakeStripe.idempotencyKeys).toContain(`order-${order.id}-attempt-2`)
    })

    it('answers 503 when Stripe is down; the order stays pending and can be paid later', async () => {
      const { order } = await createOrderFixture(database.db, customer.id)
      const res = await post(down, `/pay/${order.id}`, { locale: 'de' })
      expect(res.statusCode).toBe(503)
      expect(res.json().message).toBe(
        'Der Zahlungsdienst ist gerade nicht erreichbar. Ihre Bestellung ist gespeichert; bitte versuchen Sie es in einigen Minuten erneut.',
      )
      expect(await orderRow(order.id)).toMatchObject({
        status: 'pending',
        paymentStatus: 'open',
        paymentReference: null,
      })

      const later = await post(live, `/pay/${order.id}`)
      expect(later.statusCode, later.body).toBe(200)
      expect((await orderRow(order.id)).paymentStatus).toBe('pending')
    })

    describe('webhook', () => {
      const stripe = new Stripe(stripeKey)
      const send = (payload: string, signature: string) =>
        live.inject({
          method: 'POST',
          url: '/api/v1/webhooks/stripe',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': signature,
          },
          payload,
        })
      const sign = (payload: string) =>
        stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret })
      const completed = (eventId: string, sessionId: string, orderId: number) =>
        // Formatted as Stripe sends it: the signature covers these exact bytes.
        JSON.stringify(
          {
            id: eventId,
            object: 'event',
            type: 'checkout.session.completed',
            api_version: '2026-10-28.endive',
            created: Math.floor(Date.now() / 1000),
            livemode: false,
            data: {
              object: {
                id: sessionId,
                object: 'checkout.session',
                payment_status: 'paid',
                metadata: { order_id: String(orderId) },
              },
            },
          },
          null,
          2,
        )

      it('marks the order paid once: a replay has no second effect, a tampered body is refused', async () => {
        const { order } = await createOrderFixture(database.db, customer.id)
        await post(live, `/pay/${order.id}`)
        const { paymentReference } = await orderRow(order.id)
        const eventId = `evt_${order.id}_paid`
        const payload = completed(eventId, paymentReference!, order.id)

        const tampered = payload.replace('"paid"', '"unpaid"')
        const refused = await send(tampered, sign(payload))
        expect(refused.statusCode).toBe(400)
        expect((await orderRow(order.id)).status).toBe('pending')

        const res = await send(payload, sign(payload))
        expect(res.statusCode, res.body).toBe(200)
        expect(res.json().body).toEqual({ received: true, duplicate: false })
        const paid = await orderRow(order.id)
        expect(paid).toMatchObject({ status: 'paid', paymentStatus: 'paid' })

        const replay = await send(payload, sign(payload))
        expect(replay.statusCode).toBe(200)
        expect(replay.json().body).toEqual({ received: true, duplicate: true })
        const rows = await database.db
          .select()
          .from(paymentEvents)
          .where(and(eq(paymentEvents.provider, 'stripe'), eq(paymentEvents.eventId, eventId)))
        expect(rows).toHaveLength(1)
        expect((await orderRow(order.id)).paidAt!.getTime()).toBe(paid.paidAt!.getTime())
      })

      it('refuses a missing signature and is unknown without Stripe keys', async () => {
        const payload = completed('evt_unsigned', 'cs_test_none', 1)
        const res = await live.inject({
          method: 'POST',
          url: '/api/v1/webhooks/stripe',
          headers: { 'content-type': 'application/json' },
          payload,
        })
        expect(res.statusCode).toBe(400)
        const unconfigured = await testMode.inject({
          method: 'POST',
          url: '/api/v1/webhooks/stripe',
          headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
          payload,
        })
        expect(unconfigured.statusCode).toBe(404)
      })
    })
  })

  describe('PayPal', () => {
    it('ends an attempt PayPal refuses to capture; paying again starts a new PayPal order', async () => {
      const { order } = await createOrderFixture(database.db, customer.id, {
        paymentMethod: 'paypal',
      })
      await post(live, `/pay/${order.id}`)
      const first = (await orderRow(order.id)).paymentReference!
      // Not approved: PayPal refuses the capture, the order stays payable.
      const early = await post(live, `/capture/paypal/${order.id}`)
      expect(early.statusCode).toBe(402)
      expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'failed' })

      expect((await post(live, `/pay/${order.id}`)).statusCode).toBe(200)
      const second = (await orderRow(order.id)).paymentReference!
      expect(second).not.toBe(first)
      fakePayPal.approve(second)
      const captured = await post(live, `/capture/paypal/${order.id}`)
      expect(captured.json().body.status).toBe('paid')
    })

    it('captures the approved order with a request id and marks it paid', async () => {
      const { order } = await createOrderFixture(database.db, customer.id, {
        paymentMethod: 'paypal',
      })
      const res = await post(live, `/pay/${order.id}`)
      expect(res.statusCode, res.body).toBe(200)
      const { paymentReference } = await orderRow(order.id)
      expect(res.json().body.redirect_url).toBe(
        `https://www.sandbox.paypal.com/checkoutnow?token=${paymentReference}`,
      )
      expect(fakePayPal.requestIds).toContain(`order-${order.id}-attempt-1`)

      fakePayPal.approve(paymentReference!)
      const captured = await post(live, `/capture/paypal/${order.id}`)
      expect(captured.statusCode, captured.body).toBe(200)
      expect(captured.json()).toMatchObject({
        message: 'The payment was received.',
        body: { order_id: order.id, status: 'paid', payment_status: 'paid' },
      })
      expect(fakePayPal.orders.get(paymentReference!)!.status).toBe('COMPLETED')
      // A second capture (double click) is answered from the order, without calling PayPal.
      const calls = fakePayPal.requests.length
      expect((await post(live, `/capture/paypal/${order.id}`)).json().body.status).toBe('paid')
      expect(fakePayPal.requests.length).toBe(calls)
    })

    it('answers 503 when PayPal is down', async () => {
      const { order } = await createOrderFixture(database.db, customer.id, {
        paymentMethod: 'paypal',
      })
      const res = await post(down, `/pay/${order.id}`)
      expect(res.statusCode).toBe(503)
      expect(res.json().message).toMatch(/cannot be reached/)
      expect((await orderRow(order.id)).status).toBe('pending')
    })
  })
})
