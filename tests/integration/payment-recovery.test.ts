import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { cartItems, coupons, orders, productCombinations } from '#server/db/schema/index.ts'
import type { Services } from '#server/services.ts'
import { testApp } from './app.ts'
import { type Product, checkoutClient } from './checkout-helpers.ts'
import { testDatabases } from './databases.ts'

// PAY-1: a card or PayPal order keeps its lines in the cart until it is paid or dropped, so an
// aborted payment never loses the cart or the way to pay.

const databases = await testDatabases()

describe.each(databases)('unpaid online orders on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance
  let services: Services
  let client: ReturnType<typeof checkoutClient>
  let product: Product

  beforeAll(async () => {
    database = await kind.create()
    app = await testApp(database)
    services = (app as unknown as { services: Services }).services
    client = checkoutClient(app)
    product = (await client.products())[0]!
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  const create = (token: string) =>
    client.call('/cart/orders/create', {
      method: 'POST',
      token,
      locale: 'de',
      body: { idempotency_key: randomUUID() },
    })
  const customerOf = async (token: string) => (await services.auth.authenticate(token))!.customer.id
  const cartOf = async (customerId: number) =>
    database.db.select().from(cartItems).where(eq(cartItems.customerId, customerId))
  const stockOf = async () =>
    (
      await database.db
        .select({ stock: productCombinations.stock })
        .from(productCombinations)
        .where(eq(productCombinations.id, product.combinationId))
    )[0]!.stock
  const orderRow = async (id: number) =>
    (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!

  /** Pays the order through the test page, as the browser would. */
  async function payInTestMode(token: string, customerId: number, orderId: number) {
    const started = await client.call(`/cart/orders/pay/${orderId}`, { method: 'POST', token })
    expect(started.statusCode, started.body).toBe(200)
    const query = new URL(started.json().body.redirect_url, 'http://shop.local').searchParams
    return services.payments.decideTestPayment(
      customerId,
      orderId,
      'de',
      { reference: query.get('reference')!, signature: query.get('signature')! },
      'paid',
    )
  }

  it('keeps the cart of a card order until it is paid, and allows one unpaid order per cart', async () => {
    const who = await client.readyCustomer(product, { paymentMethod: 'card' }, 2)
    const customerId = await customerOf(who.token)
    const placed = await create(who.token)
    expect(placed.statusCode, placed.body).toBe(201)
    const order = placed.json().body.order
    expect((await cartOf(customerId)).map((line) => line.id)).toEqual([who.lineId])
    expect((await orderRow(order.id)).cartItemIds).toEqual([who.lineId])

    // The same cart cannot become a second order while the first waits for its payment.
    await client.saveShipping(who.token, {
      billingAddressId: who.addressId,
      mode: 'same',
      shippings: [
        { addressId: who.addressId, postMethod: 'dhl-standard', cartItemIds: [who.lineId] },
      ],
    })
    await client.savePayment(who.token, { paymentMethod: 'card' })
    const again = await create(who.token)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toContain(`Bestellung ${order.number}`)

    const paid = await payInTestMode(who.token, customerId, order.id)
    expect(paid.status).toBe('paid')
    expect(await cartOf(customerId)).toEqual([])
  })

  it('empties the cart at once for prepayment and invoice', async () => {
    const who = await client.readyCustomer(product, { paymentMethod: 'invoice' })
    expect((await create(who.token)).statusCode).toBe(201)
    expect(await cartOf(await customerOf(who.token))).toEqual([])
  })

  it('drops an unpaid order: stock and coupon use come back, the cart stays', async () => {
    const who = await client.readyCustomer(
      product,
      { paymentMethod: 'paypal', couponCode: 'MESSE10' },
      3,
    )
    const customerId = await customerOf(who.token)
    const usedBefore = await couponUses()
    const stockBefore = await stockOf()
    const placed = await create(who.token)
    expect(placed.statusCode, placed.body).toBe(201)
    const order = placed.json().body.order
    expect(await stockOf()).toBe(stockBefore! - 3)
    expect(await couponUses()).toBe(usedBefore + 1)
    // The customer started paying, then gave up.
    expect(
      (await client.call(`/cart/orders/pay/${order.id}`, { method: 'POST', token: who.token }))
        .statusCode,
    ).toBe(200)

    const dropped = await client.call(`/cart/orders/drop/${order.id}`, {
      method: 'POST',
      token: who.token,
      locale: 'de',
    })
    expect(dropped.statusCode, dropped.body).toBe(200)
    expect(dropped.json()).toMatchObject({
      message: 'Die Bestellung wurde verworfen. Ihr Warenkorb ist unverändert.',
      body: { status: 'cancelled', payment_status: 'cancelled' },
    })
    expect(await orderRow(order.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'cancelled',
    })
    expect(await stockOf()).toBe(stockBefore)
    expect(await couponUses()).toBe(usedBefore)
    expect((await cartOf(customerId)).map((line) => line.id)).toEqual([who.lineId])
    // Dropped once: a second drop and a payment are refused.
    await expect(
      services.orderCreation.dropUnpaid(customerId, order.id, 'de'),
    ).rejects.toMatchObject({ kind: 'conflict' })
    const pay = await client.call(`/cart/orders/pay/${order.id}`, {
      method: 'POST',
      token: who.token,
    })
    expect(pay.statusCode).toBe(409)
  })

  it('never drops a paid order, nor another customer’s', async () => {
    const who = await client.readyCustomer(product, { paymentMethod: 'card' })
    const customerId = await customerOf(who.token)
    const order = (await create(who.token)).json().body.order
    const stranger = await client.customer()
    await expect(
      services.orderCreation.dropUnpaid(await customerOf(stranger.token), order.id, 'de'),
    ).rejects.toMatchObject({ kind: 'not_found' })
    await payInTestMode(who.token, customerId, order.id)
    await expect(
      services.orderCreation.dropUnpaid(customerId, order.id, 'de'),
    ).rejects.toMatchObject({ kind: 'conflict' })
    expect((await orderRow(order.id)).status).toBe('paid')
  })

  async function couponUses() {
    return (
      await database.db
        .select({ used: coupons.usedCount })
        .from(coupons)
        .where(eq(coupons.code, 'MESSE10'))
    )[0]!.used
  }
})
