import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders } from '#server/db/schema/index.ts'
import { testDatabases } from './databases.ts'
import { createOrderFixture } from './fixtures/orders.ts'

import { orderPath, paymentApps } from './payments-routes-helpers.ts'

// PAY-6 to PAY-12, SEC-5: the payment routes on both databases, in test mode and against the fakes
// of Stripe and PayPal.
const databases = await testDatabases()

describe.each(databases)('payment routes on $name', (kind) => {
  const env = paymentApps(kind)
  const { post, orderRow } = env

  it('documents the payment routes in the OpenAPI description', async () => {
    const doc = (await env.testMode.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json()
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
      const { order } = await createOrderFixture(env.database.db, env.customer.id)
      const res = await post(env.testMode, `/pay/${order.id}`, { locale: 'de' })
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
      const payments = env.testMode.services.payments

      // Neither the return page's reference, nor the API's capture, nor a forged signature pays.
      await expect(
        payments.complete(env.customer.id, order.id, 'de', reference),
      ).rejects.toMatchObject({ kind: 'conflict' })
      const capture = await post(env.testMode, `/capture/paypal/${order.id}`)
      expect(capture.statusCode).toBe(409)
      const forged = {
        reference,
        signature: signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
      }
      expect(await payments.testAttempt(env.customer.id, order.id, 'de', forged)).toBeUndefined()
      await expect(
        payments.decideTestPayment(env.customer.id, order.id, 'de', forged, 'paid'),
      ).rejects.toMatchObject({ kind: 'forbidden' })
      // The signature covers the order: it does not pay another order of the same env.customer.
      const { order: other } = await createOrderFixture(env.database.db, env.customer.id)
      expect(
        await payments.testAttempt(env.customer.id, other.id, 'de', { reference, signature }),
      ).toBeUndefined()
      expect((await orderRow(order.id)).paymentStatus).toBe('pending')

      expect(
        await payments.testAttempt(env.customer.id, order.id, 'de', { reference, signature }),
      ).toMatchObject({ number: order.number, totalCents: order.totalCents })
      const state = await payments.decideTestPayment(
        env.customer.id,
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
        env.customer.id,
        order.id,
        'de',
        { reference, signature },
        'paid',
      )
      expect(again.paidAt?.getTime()).toBe(paid.paidAt!.getTime())
    })

    it('uses the /en pages for an English PayPal payment and can cancel it', async () => {
      const { order } = await createOrderFixture(env.database.db, env.customer.id, {
        paymentMethod: 'paypal',
        locale: 'en',
      })
      const res = await post(env.testMode, `/pay/${order.id}`)
      const redirect = new URL(res.json().body.redirect_url, 'http://shop.local')
      expect(redirect.pathname).toBe('/en/checkout/test-payment')
      const cancelled = await post(env.testMode, `/cancel/paypal/${order.id}`)
      expect(cancelled.statusCode, cancelled.body).toBe(200)
      expect(cancelled.json().body).toMatchObject({
        status: 'pending',
        payment_status: 'cancelled',
      })
      // The order can be paid again, with a new attempt.
      expect((await post(env.testMode, `/pay/${order.id}`)).statusCode).toBe(200)
      expect((await orderRow(order.id)).paymentAttempt).toBe(2)
    })

    it("answers 404 for another customer's order, on every route", async () => {
      const { order } = await createOrderFixture(env.database.db, env.customer.id)
      for (const url of [
        `/pay/${order.id}`,
        `/capture/paypal/${order.id}`,
        `/cancel/paypal/${order.id}`,
        `/cancel/stripe?order=${order.id}`,
      ]) {
        const res = await post(env.testMode, url, { token: env.stranger.token })
        expect(res.statusCode, url).toBe(404)
        expect(res.json().message).toBe('This order was not found.')
      }
      expect((await orderRow(order.id)).paymentAttempt).toBe(0)
    })

    it('needs a session', async () => {
      const { order } = await createOrderFixture(env.database.db, env.customer.id)
      const res = await env.testMode.inject({ method: 'POST', url: `${orderPath}/pay/${order.id}` })
      expect(res.statusCode).toBe(401)
    })

    it('refuses to pay a paid order again (409) and an invoice order online', async () => {
      const { order } = await createOrderFixture(env.database.db, env.customer.id)
      await env.database.db
        .update(orders)
        .set({ status: 'paid', paymentStatus: 'paid', paidAt: new Date() })
        .where(eq(orders.id, order.id))
      const res = await post(env.testMode, `/pay/${order.id}`, { locale: 'de' })
      expect(res.statusCode).toBe(409)
      expect(res.json().message).toBe('Diese Bestellung ist bereits bezahlt.')
      const cancel = await post(env.testMode, `/cancel/stripe?order=${order.id}`)
      expect(cancel.statusCode).toBe(409)
      expect((await orderRow(order.id)).status).toBe('paid')

      const { order: invoice } = await createOrderFixture(env.database.db, env.customer.id, {
        paymentMethod: 'invoice',
      })
      const refused = await post(env.testMode, `/pay/${invoice.id}`)
      expect(refused.statusCode).toBe(409)
      expect(refused.json().message).toMatch(/on invoice/)
    })

    it('answers 422 for an id that is not one', async () => {
      const res = await post(env.testMode, '/cancel/stripe?order=abc')
      expect(res.statusCode).toBe(422)
      expect(res.json().errors).toHaveProperty('order')
    })
  })
})
