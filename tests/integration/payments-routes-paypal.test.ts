import { describe, expect, it } from 'vitest'
import { testDatabases } from './databases.ts'
import { createOrderFixture } from './fixtures/orders.ts'

import { paymentApps } from './payments-routes-helpers.ts'

// PAY-6 to PAY-12, SEC-5: the payment routes on both databases, in test mode and against the fakes
// of Stripe and PayPal.
const databases = await testDatabases()

describe.each(databases)('payment routes on $name', (kind) => {
  const env = paymentApps(kind)
  const { post, orderRow } = env

  describe('PayPal', () => {
    it('ends an attempt PayPal refuses to capture; paying again starts a new PayPal order', async () => {
      const { order } = await createOrderFixture(env.database.db, env.customer.id, {
        paymentMethod: 'paypal',
      })
      await post(env.live, `/pay/${order.id}`)
      const first = (await orderRow(order.id)).paymentReference!
      // Not approved: PayPal refuses the capture, the order stays payable.
      const early = await post(env.live, `/capture/paypal/${order.id}`)
      expect(early.statusCode).toBe(402)
      expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'failed' })

      expect((await post(env.live, `/pay/${order.id}`)).statusCode).toBe(200)
      const second = (await orderRow(order.id)).paymentReference!
      expect(second).not.toBe(first)
      env.fakePayPal.approve(second)
      const captured = await post(env.live, `/capture/paypal/${order.id}`)
      expect(captured.json().body.status).toBe('paid')
    })

    it('captures the approved order with a request id and marks it paid', async () => {
      const { order } = await createOrderFixture(env.database.db, env.customer.id, {
        paymentMethod: 'paypal',
      })
      const res = await post(env.live, `/pay/${order.id}`)
      expect(res.statusCode, res.body).toBe(200)
      const { paymentReference } = await orderRow(order.id)
      expect(res.json().body.redirect_url).toBe(
        `https://www.sandbox.paypal.com/checkoutnow?token=${paymentReference}`,
      )
      expect(env.fakePayPal.requestIds).toContain(`order-${order.id}-attempt-1`)

      env.fakePayPal.approve(paymentReference!)
      const captured = await post(env.live, `/capture/paypal/${order.id}`)
      expect(captured.statusCode, captured.body).toBe(200)
      expect(captured.json()).toMatchObject({
        message: 'The payment was received.',
        body: { order_id: order.id, status: 'paid', payment_status: 'paid' },
      })
      expect(env.fakePayPal.orders.get(paymentReference!)!.status).toBe('COMPLETED')
      // A second capture (double click) is answered from the order, without calling PayPal.
      const calls = env.fakePayPal.requests.length
      expect((await post(env.live, `/capture/paypal/${order.id}`)).json().body.status).toBe('paid')
      expect(env.fakePayPal.requests.length).toBe(calls)
    })

    it('answers 503 when PayPal is down', async () => {
      const { order } = await createOrderFixture(env.database.db, env.customer.id, {
        paymentMethod: 'paypal',
      })
      const res = await post(env.down, `/pay/${order.id}`)
      expect(res.statusCode).toBe(503)
      expect(res.json().message).toMatch(/cannot be reached/)
      expect((await orderRow(order.id)).status).toBe('pending')
    })
  })
})
