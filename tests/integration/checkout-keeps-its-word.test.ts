import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { cartItems, coupons, orders, productCombinations } from '#server/db/schema/index.ts'
import type { Services } from '#server/services.ts'
import { testApp } from './app.ts'
import { type Product, checkoutClient } from './checkout-helpers.ts'
import { testDatabases } from './databases.ts'
import { testStorefront } from './storefront.ts'

// CHK-16 and CHK-17 on both databases: a redeemed coupon stays with the checkout draft until the
// buyer removes it or it becomes invalid, and an order is never placed at a total other than the
// one the buyer confirmed (a price raised meanwhile is a 409 with the new total).

const databases = await testDatabases()

describe.each(databases)('the checkout keeps its word on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance
  let client: ReturnType<typeof checkoutClient>
  let product: Product

  beforeAll(async () => {
    database = await kind.create()
    app = await testApp(database)
    client = checkoutClient(app)
    product = (await client.products())[0]!
    await database.db.insert(coupons).values({ code: 'WORT10', percent: 10 })
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  const services = () => (app as unknown as { services: Services }).services
  const buyerOf = async (token: string, locale: 'de' | 'en' = 'en') => ({
    customer: (await services().auth.authenticate(token))!.customer,
    locale,
  })
  const summaryOf = async (token: string) =>
    (await client.call('/cart/checkout', { token })).json().body.summary
  const create = (token: string, body: Record<string, unknown>, locale: 'de' | 'en' = 'en') =>
    client.call('/cart/orders/create', { method: 'POST', token, locale, body })

  it('keeps a redeemed coupon across the steps and a reload until it is removed (CHK-16)', async () => {
    const who = await client.readyCustomer(product)
    const buyer = await buyerOf(who.token)
    const redeemed = await services().checkoutFlows.redeemCoupon(buyer, { code: 'wort10' })
    expect(redeemed.coupon).toEqual({ code: 'WORT10', percent: 10 })
    expect(redeemed.summary?.coupon).toEqual({ code: 'WORT10', percent: 10 })
    // Back to the shipping step and on again: the shipping is saved anew, the coupon stays.
    const again = await client.saveShipping(who.token, {
      billingAddressId: who.addressId,
      mode: 'same',
      shippings: [
        { addressId: who.addressId, postMethod: 'dhl-standard', cartItemIds: [who.lineId] },
      ],
    })
    expect(again.statusCode, again.body).toBe(200)
    const read = await summaryOf(who.token)
    expect(read.coupon).toEqual({ code: 'WORT10', percent: 10 })
    expect(read.totals.couponDiscountCents).toBeGreaterThan(0)
    expect((await services().checkout.getDraft(buyer.customer.id)).couponCode).toBe('WORT10')
    // The order takes it.
    const placed = await create(who.token, { idempotency_key: randomUUID() })
    expect(placed.statusCode, placed.body).toBe(201)
    const [order] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.number, placed.json().body.order.number))
    expect(order).toMatchObject({ couponCode: 'WORT10', couponPercent: 10 })
  })

  it('forgets a removed coupon, and says when a kept one no longer applies (CHK-16)', async () => {
    const who = await client.readyCustomer(product)
    const buyer = await buyerOf(who.token, 'de')
    await services().checkoutFlows.redeemCoupon(buyer, { code: 'WORT10' })
    await services().checkoutFlows.redeemCoupon(buyer, { code: null })
    expect((await summaryOf(who.token)).coupon).toBeNull()
    expect((await services().checkout.getDraft(buyer.customer.id)).couponCode).toBeNull()

    await database.db.insert(coupons).values({ code: 'KURZ5', percent: 5 })
    await services().checkoutFlows.redeemCoupon(buyer, { code: 'KURZ5' })
    await database.db.update(coupons).set({ isActive: false }).where(eq(coupons.code, 'KURZ5'))
    const summary = await services().checkout.summary(buyer.customer.id, 'de')
    expect(summary?.coupon).toBeNull()
    expect(summary?.couponError).toBe('Dieser Gutschein ist nicht mehr aktiv.')
    // Never placed without a word: the order is refused, naming the coupon.
    const refused = await create(who.token, { idempotency_key: randomUUID() }, 'de')
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toContain('Der Gutschein KURZ5 kann nicht mehr eingelöst werden')
  })

  it('refuses an order whose total changed since the buyer confirmed it, and writes nothing (CHK-17)', async () => {
    const who = await client.readyCustomer(product)
    const confirmed = (await summaryOf(who.token)).totals.totalCents as number
    // Staff raise the configuration's price between the payment step and "Jetzt kaufen".
    await database.db
      .update(productCombinations)
      .set({ priceCents: sql`${productCombinations.priceCents} + 5000` })
      .where(eq(productCombinations.id, product.combinationId))
    await services().invalidation.publish('catalog')
    try {
      const raised = (await summaryOf(who.token)).totals.totalCents as number
      expect(raised).toBeGreaterThan(confirmed)
      const refused = await create(
        who.token,
        { idempotency_key: randomUUID(), expected_total_cents: confirmed },
        'de',
      )
      expect(refused.statusCode, refused.body).toBe(409)
      expect(refused.json().message).toMatch(
        /^Die Preise haben sich geändert: Ihre Bestellung kostet jetzt .+ statt .+\. Bitte prüfen Sie/,
      )
      const buyer = await buyerOf(who.token)
      expect(
        await database.db.select().from(orders).where(eq(orders.customerId, buyer.customer.id)),
      ).toEqual([])
      expect(
        await database.db
          .select()
          .from(cartItems)
          .where(eq(cartItems.customerId, buyer.customer.id)),
      ).toHaveLength(1)
      // Confirmed at the new total, the order is placed at it.
      const placed = await create(who.token, {
        idempotency_key: randomUUID(),
        expected_total_cents: String(raised),
      })
      expect(placed.statusCode, placed.body).toBe(201)
      expect(placed.json().body.order.total_cents).toBe(raised)
    } finally {
      await database.db
        .update(productCombinations)
        .set({ priceCents: sql`${productCombinations.priceCents} - 5000` })
        .where(eq(productCombinations.id, product.combinationId))
      await services().invalidation.publish('catalog')
    }
  })

  it('refuses a total that is no amount with 422 (CHK-17)', async () => {
    const who = await client.readyCustomer(product)
    for (const expected of [-1, 1.5, 'viel']) {
      const res = await create(who.token, {
        idempotency_key: randomUUID(),
        expected_total_cents: expected,
      })
      expect(res.statusCode, String(expected)).toBe(422)
    }
  })
})

describe('the payment page shows a changed total before it orders (CHK-17, without JavaScript)', () => {
  let database: Database & { drop(): Promise<void> }
  let storefront: Awaited<ReturnType<typeof testStorefront>>
  let client: ReturnType<typeof checkoutClient>

  beforeAll(async () => {
    database = await databases[0]!.create()
    storefront = await testStorefront(database)
    client = checkoutClient(storefront.app)
  })
  afterAll(async () => {
    await storefront?.close()
    await database?.drop()
  })

  it('answers the new total with a new confirmation instead of placing the order', async () => {
    const product = (await client.products())[0]!
    const who = await client.readyCustomer(product)
    const confirmed = (await client.call('/cart/checkout', { token: who.token })).json().body
      .summary.totals.totalCents as number
    await database.db
      .update(productCombinations)
      .set({ priceCents: sql`${productCombinations.priceCents} + 5000` })
      .where(eq(productCombinations.id, product.combinationId))
    const services = (storefront.app as unknown as { services: Services }).services
    await services.invalidation.publish('catalog')
    const page = await storefront.app.inject({
      method: 'POST',
      url: '/payment',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `nl_session=${who.token}; consent=v1.s0.m0.e0; popup_seen=1`,
      },
      payload: new URLSearchParams({
        intent: 'place-order',
        idempotency_key: randomUUID(),
        expected_total_cents: String(confirmed),
      }).toString(),
    })
    expect(page.statusCode).toBe(409)
    expect(page.body).toContain('Die Preise haben sich geändert')
    expect(page.body).toContain('data-testid="confirm-order"')
    const buyer = (await services.auth.authenticate(who.token))!.customer
    expect(await database.db.select().from(orders).where(eq(orders.customerId, buyer.id))).toEqual(
      [],
    )
  })
})
