import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isoDateInTimeZone } from '#core/delivery-date/delivery-date.ts'
import type { Database } from '#server/db/client.ts'
import {
  cartItems,
  mailOutbox,
  checkoutDrafts,
  couponRedemptions,
  coupons,
  orderItems,
  orderPackages,
  orders,
  productCombinations,
} from '#server/db/schema/index.ts'
import { createOrderService } from '#server/modules/orders/create-order.ts'
import type { Services } from '#server/services.ts'
import { testApp } from './app.ts'
import { type Product, checkoutClient } from './checkout-helpers.ts'
import { testDatabases } from './databases.ts'
import { startMailbox } from './mailbox.ts'

const databases = await testDatabases()

describe.each(databases)('order creation on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance
  let mailbox: Awaited<ReturnType<typeof startMailbox>>
  let client: ReturnType<typeof checkoutClient>
  let product: Product
  let db: Database['db']

  beforeAll(async () => {
    database = await kind.create()
    db = database.db
    mailbox = await startMailbox()
    app = await testApp(database, { SMTP_URL: mailbox.url, PUBLIC_URL: 'https://shop.example' })
    client = checkoutClient(app)
    product = (await client.products())[0]!
  })
  afterAll(async () => {
    await app?.close()
    await mailbox?.close()
    await database?.drop()
  })

  const create = (token: string, body: Record<string, unknown>, locale: 'de' | 'en' = 'en') =>
    client.call('/cart/orders/create', { method: 'POST', token, locale, body })
  const ordersOf = async (token: string) => {
    const session = await (app as unknown as { services: Services }).services.auth.authenticate(
      token,
    )
    return db.select().from(orders).where(eq(orders.customerId, session!.customer.id))
  }
  const stockOf = async (combinationId: number) =>
    (
      await db
        .select({ stock: productCombinations.stock })
        .from(productCombinations)
        .where(eq(productCombinations.id, combinationId))
    )[0]!.stock

  it('places the order from the cart and the draft, clears both and mails the confirmation', async () => {
    const who = await client.readyCustomer(
      product,
      { paymentMethod: 'prepayment', comments: 'Anlieferung Halle 3' },
      2,
    )
    // The order is placed on a German page: its snapshot is German.
    const summary = (await client.call('/cart/checkout', { token: who.token, locale: 'de' })).json()
      .body.summary
    const stockBefore = await stockOf(product.combinationId)
    const res = await create(
      who.token,
      {
        idempotency_key: randomUUID(),
        total_cents: 1,
        customer_id: 1,
        prices: [{ id: who.lineId, price: 1 }],
      },
      'de',
    )
    expect(res.statusCode, res.body).toBe(201)
    const body = res.json()
    expect(body.body.next).toBe('done')
    expect(body.body.order).toMatchObject({
      payment_method: 'prepayment',
      payment_status: 'open',
      total_cents: summary.totals.totalCents,
    })
    expect(body.message).toContain(String(body.body.order.number))
    const cookie = res.cookies.find((c) => c.name === 'order_created')
    expect(cookie).toMatchObject({
      value: String(body.body.order.number),
      path: '/',
      sameSite: 'Lax',
      maxAge: 86_400,
    })
    expect(cookie?.httpOnly).toBeFalsy()

    const [order] = await ordersOf(who.token)
    expect(order).toMatchObject({
      status: 'pending',
      paymentStatus: 'open',
      locale: 'de',
      comments: 'Anlieferung Halle 3',
      totalCents: summary.totals.totalCents,
      prepaymentDiscountCents: summary.totals.prepaymentDiscountCents,
    })
    expect(order!.totals).toEqual(summary.totals)
    const packages = await db
      .select()
      .from(orderPackages)
      .where(eq(orderPackages.orderId, order!.id))
    expect(packages).toHaveLength(1)
    expect(packages[0]).toMatchObject({ number: 1, countryCode: 'DE', postMethod: 'dhl-standard' })
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order!.id))
    const line = summary.shippings[0].items[0]
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({
      productTitle: line.product_title,
      quantity: 2,
      unitCents: line.price,
      totalCents: line.total_price,
      deliveryDate: line.delivery_date,
    })
    expect(items[0]!.variant).toMatchObject({ options: line.options })

    expect(await stockOf(product.combinationId)).toBe(stockBefore - 2)
    // The storefront's kept product (PERF-4) shows the stock the order left, at once.
    const stock = await client.call(`/cart/check/stock/${product.productId}`, {
      method: 'POST',
      body: { combination_id: product.combinationId, quantity: 1 },
    })
    expect(stock.json().body.stock).toBe(stockBefore - 2)
    expect((await client.call('/cart/fetch', { token: who.token })).json().body).toEqual([])
    const draft = (await client.call('/cart/checkout', { token: who.token })).json().body
    expect(draft).toEqual({ draft: { shipping: null, payment: null }, summary: null })

    const mail = await mailbox.latest(who.email, { template: 'order-confirmation' })
    expect(mail.subject).toContain(String(order!.number))
    expect(mail.text).toContain(line.product_title)
    expect(mail.text).toContain('Vorkasse')
    expect(mail.text).toContain('Bitte überweisen Sie')
    expect(mail.html).toContain('Lieferung 1')
    // Dates read as a German customer writes them (dd.mm.yyyy), never as ISO dates.
    const german = (isoDate: string) => isoDate.split('-').reverse().join('.')
    const placedOn = german(isoDateInTimeZone(order!.createdAt))
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(`Bestelldatum: ${placedOn}`)
      expect(part).toContain(`Liefertermin: ${german(line.delivery_date)}`)
      expect(part).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/)
    }
  })

  it('answers the same order for the same key, also for 5 requests at once', async () => {
    const who = await client.readyCustomer(product, { paymentMethod: 'card' })
    const key = randomUUID()
    const first = await create(who.token, { idempotency_key: key })
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json().body.next).toBe('pay')
    const second = await create(who.token, { idempotency_key: key })
    expect(second.statusCode).toBe(200)
    expect(second.json().body).toEqual(first.json().body)

    const other = await client.readyCustomer(product)
    const burstKey = randomUUID()
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => create(other.token, { idempotency_key: burstKey })),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201])
    expect(new Set(answers.map((a) => a.json().body.order.id)).size).toBe(1)
    expect(await ordersOf(other.token)).toHaveLength(1)
  })

  it('numbers orders one after the other', async () => {
    const a = await client.readyCustomer(product)
    const b = await client.readyCustomer(product)
    const first = (await create(a.token, { idempotency_key: randomUUID() })).json().body.order
    const second = (await create(b.token, { idempotency_key: randomUUID() })).json().body.order
    expect(second.number).toBe(first.number + 1)
  })

  it('refuses with 409 when the stock is short and writes nothing', async () => {
    const who = await client.readyCustomer(product, { paymentMethod: 'invoice' }, 3)
    await db
      .update(productCombinations)
      .set({ stock: 2 })
      .where(eq(productCombinations.id, product.combinationId))
    try {
      const res = await create(who.token, { idempotency_key: randomUUID() })
      expect(res.statusCode).toBe(409)
      expect(res.json().message).toMatch(/^Not enough stock: /)
      expect(await stockOf(product.combinationId)).toBe(2)
      expect(await ordersOf(who.token)).toHaveLength(0)
      const cart = (await client.call('/cart/fetch', { token: who.token })).json().body
      expect(cart.map((i: { id: number; quantity: number }) => [i.id, i.quantity])).toEqual([
        [who.lineId, 3],
      ])
    } finally {
      await db
        .update(productCombinations)
        .set({ stock: 999 })
        .where(eq(productCombinations.id, product.combinationId))
    }
  })

  it('sends the customer back when the cart changed, and asks for the payment step first', async () => {
    const who = await client.readyCustomer(product)
    await client.addToCart(who.token, (await client.products())[1]!)
    const changed = await create(who.token, { idempotency_key: randomUUID() }, 'de')
    expect(changed.statusCode).toBe(409)
    expect(changed.json().message).toMatch(/^Ihr Warenkorb hat sich geändert/)

    const early = await client.customer()
    const addressId = await client.address(early.token)
    const lineId = await client.addToCart(early.token, product)
    await client.saveShipping(early.token, {
      billingAddressId: addressId,
      mode: 'same',
      shippings: [{ addressId, postMethod: 'dhl-standard', cartItemIds: [lineId] }],
    })
    const noPayment = await create(early.token, { idempotency_key: randomUUID() })
    expect(noPayment.statusCode).toBe(422)
    expect(noPayment.json().errors.payment_method).toBeDefined()
    const noKey = await create(early.token, {})
    expect(noKey.statusCode).toBe(422)
  })

  it('rolls everything back when a step inside the transaction fails', async () => {
    const who = await client.readyCustomer(product, {
      paymentMethod: 'invoice',
      couponCode: 'MESSE10',
    })
    const services = (app as unknown as { services: Services }).services
    const failing = createOrderService({
      db,
      checkout: services.checkout,
      mail: services.mail,
      settings: services.settings,
      payments: services.payments,
      documents: services.documents,
      invalidation: services.invalidation,
      coupons: {
        redeem: async () => {
          throw new Error('coupon store unavailable')
        },
        release: services.coupons.release,
      },
    })
    const session = await services.auth.authenticate(who.token)
    const stockBefore = await stockOf(product.combinationId)
    await expect(
      failing.create(session!.customer, randomUUID(), 'en', { ordersUrl: 'https://x' }),
    ).rejects.toThrow('coupon store unavailable')
    expect(await ordersOf(who.token)).toHaveLength(0)
    // MAIL-1: the confirmation was queued in the transaction and went with it.
    const confirmations = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, who.email), eq(mailOutbox.template, 'order-confirmation')))
    expect(confirmations).toHaveLength(0)
    expect(await stockOf(product.combinationId)).toBe(stockBefore)
    const lines = await db.select().from(cartItems).where(eq(cartItems.id, who.lineId))
    expect(lines).toHaveLength(1)
    const drafts = await db
      .select()
      .from(checkoutDrafts)
      .where(eq(checkoutDrafts.customerId, session!.customer.id))
    expect(drafts).toHaveLength(1)
  })

  it('lets a once-per-customer coupon be used once', async () => {
    const who = await client.readyCustomer(product, {
      paymentMethod: 'invoice',
      couponCode: 'willkommen5',
    })
    const res = await create(who.token, { idempotency_key: randomUUID() })
    expect(res.statusCode, res.body).toBe(201)
    const [order] = await ordersOf(who.token)
    expect(order).toMatchObject({ couponCode: 'WILLKOMMEN5', couponPercent: 5 })
    const again = await client.call('/cart/check/coupon', {
      method: 'POST',
      token: who.token,
      body: { code: 'WILLKOMMEN5' },
    })
    expect(again.statusCode).toBe(422)
    expect(again.json().errors.code).toEqual(['You have already used this coupon.'])
  })

  it('gives a single-use coupon to exactly one of 20 orders placed at once (the others 409)', async () => {
    await db.insert(coupons).values({ code: 'NUREINMAL', percent: 20, maxUses: 1 })
    const customers = []
    for (let i = 0; i < 20; i += 1) {
      customers.push(
        await client.readyCustomer(product, { paymentMethod: 'invoice', couponCode: 'NUREINMAL' }),
      )
    }
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo
    const answers = await Promise.all(
      customers.map(async (who) => {
        const res = await fetch(`http://127.0.0.1:${port}/api/v1/user/site/cart/orders/create`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${who.token}`,
            'content-type': 'application/json',
            'accept-language': 'en',
          },
          body: JSON.stringify({ idempotency_key: randomUUID() }),
        })
        return { status: res.status, body: (await res.json()) as { message: string } }
      }),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(19)
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.message).toMatch(/NUREINMAL/)
    }
    const discounted = await db.select().from(orders).where(eq(orders.couponCode, 'NUREINMAL'))
    expect(discounted).toHaveLength(1)
    const [coupon] = await db.select().from(coupons).where(eq(coupons.code, 'NUREINMAL'))
    expect(coupon!.usedCount).toBe(1)
    const redemptions = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, coupon!.id)))
    expect(Number(redemptions[0]!.n)).toBe(1)
  }, 60_000)
})
