import { and, eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { paymentEvents } from '#server/db/schema/index.ts'
import { testDatabases } from './databases.ts'
import { createOrderFixture } from './fixtures/orders.ts'

import { paymentApps, stripeKey, webhookSecret } from './payments-routes-helpers.ts'

// PAY-6 to PAY-12, SEC-5: the payment routes on both databases, in test mode and against the fakes
// of Stripe and PayPal.
const databases = await testDatabases()

describe.each(databases)('payment routes on $name', (kind) => {
  const env = paymentApps(kind)
  const { post, orderRow } = env

  describe('Stripe', () => {
    it('creates a Checkout Session with an idempotency key and marks the order paid on return', async () => {
      const { order } = await createOrderFixture(env.database.db, env.customer.id, { locale: 'en' })
      const res = await post(env.live, `/pay/${order.id}`)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().body.redirect_url).toMatch(/^https:\/\/checkout\.stripe\.com\//)
      const { paymentReference } = await orderRow(order.id)
      const session = env.fakeStripe.sessions.get(paymentReference!)!
      expect(session).toMatchObject({
        amount_total: order.totalCents,
        currency: 'eur',
        metadata: { order_id: String(order.id) },
        success_url: `https://shop.example/en/payment/checkout/order/success?order=${order.id}&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `https://shop.example/en/payment/checkout/order/failed?order=${order.id}`,
        customer_email: env.customer.email,
      })
      expect(env.fakeStripe.idempotencyKeys).toContain(`order-${order.id}-attempt-1`)

      // Back before Stripe has the payment: still pending.
      const early = await env.live.services.payments.complete(
        env.customer.id,
        order.id,
        'en',
        session.id,
      )
      expect(early).toMatchObject({ status: 'pending', paymentStatus: 'pending' })

      env.fakeStripe.pay(session.id)
      const paid = await env.live.services.payments.complete(
        env.customer.id,
        order.id,
        'en',
        session.id,
      )
      expect(paid).toMatchObject({ status: 'paid', paymentStatus: 'paid' })
      expect((await orderRow(order.id)).paidAt).toBeInstanceOf(Date)
      expect((await post(env.live, `/pay/${order.id}`)).statusCode).toBe(409)
    })

    it('expires the session when the customer cancels; paying again is a new attempt', async () => {
      const { order } = await createOrderFixture(env.database.db, env.customer.id)
      await post(env.live, `/pay/${order.id}`)
      const first = (await orderRow(order.id)).paymentReference!
      const res = await post(env.live, `/cancel/stripe?order=${order.id}`)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().body).toMatchObject({ status: 'pending', payment_status: 'cancelled' })
      expect(env.fakeStripe.sessions.get(first)!.status).toBe('expired')

      expect((await post(env.live, `/pay/${order.id}`)).statusCode).toBe(200)
      const second = await orderRow(order.id)
      expect(second.paymentReference).not.toBe(first)
      expect(second.paymentStatus).toBe('pending')
      expect(env.fakeStripe.idempotencyKeys).toContain(`order-${order.id}-attempt-2`)
    })

    it('answers 503 when Stripe is down; the order stays pending and can be paid later', async () => {
      const { order } = await createOrderFixture(env.database.db, env.customer.id)
      const res = await post(env.down, `/pay/${order.id}`, { locale: 'de' })
      expect(res.statusCode).toBe(503)
      expect(res.json().message).toBe(
        'Der Zahlungsdienst ist gerade nicht erreichbar. Ihre Bestellung ist gespeichert; bitte versuchen Sie es in einigen Minuten erneut.',
      )
      expect(await orderRow(order.id)).toMatchObject({
        status: 'pending',
        paymentStatus: 'open',
        paymentReference: null,
      })

      const later = await post(env.live, `/pay/${order.id}`)
      expect(later.statusCode, later.body).toBe(200)
      expect((await orderRow(order.id)).paymentStatus).toBe('pending')
    })

    describe('webhook', () => {
      const stripe = new Stripe(stripeKey)
      const send = (payload: string, signature: string) =>
        env.live.inject({
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
        const { order } = await createOrderFixture(env.database.db, env.customer.id)
        await post(env.live, `/pay/${order.id}`)
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
        const rows = await env.database.db
          .select()
          .from(paymentEvents)
          .where(and(eq(paymentEvents.provider, 'stripe'), eq(paymentEvents.eventId, eventId)))
        expect(rows).toHaveLength(1)
        expect((await orderRow(order.id)).paidAt!.getTime()).toBe(paid.paidAt!.getTime())
      })

      it('refuses a missing signature and is unknown without Stripe keys', async () => {
        const payload = completed('evt_unsigned', 'cs_test_none', 1)
        const res = await env.live.inject({
          method: 'POST',
          url: '/api/v1/webhooks/stripe',
          headers: { 'content-type': 'application/json' },
          payload,
        })
        expect(res.statusCode).toBe(400)
        const unconfigured = await env.testMode.inject({
          method: 'POST',
          url: '/api/v1/webhooks/stripe',
          headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
          payload,
        })
        expect(unconfigured.statusCode).toBe(404)
      })
    })
  })
})
