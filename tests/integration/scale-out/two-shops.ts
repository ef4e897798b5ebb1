import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { asc, count, countDistinct, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect } from 'vitest'
import { type Database, openDatabase } from '#server/db/client.ts'
import {
  cartItems,
  checkoutDrafts,
  orderItems,
  orderPackages,
  orders,
} from '#server/db/schema/index.ts'
import { createInvalidation, type Invalidation } from '#server/modules/shared/invalidation.ts'
import { testDatabases, testRedisUrl } from '../databases.ts'
import { createCustomerFixture } from '../fixtures/orders.ts'
import { type S3Server, startS3Server } from '#tests/fixtures/s3-server.ts'
import {
  type Buyer,
  call,
  type PlacedOrder,
  PAYMENT_METHODS,
  type Product,
  type Shop,
  type Summary,
  startShop,
  stopShop,
  type Answer,
} from './processes.ts'

export const redisUrl = await testRedisUrl()
export const postgres = (await testDatabases()).find((kind) => kind.name === 'postgres')

/**
 * Two app processes started at once on an empty PostgreSQL database with one Redis and one
 * bucket (s3rver, decision 0042), each with a DATA_DIR of its own as two machines have, before
 * the describe's tests, stopped after them; with a buyer made ready through both, an order
 * placed, and what must hold of the stored orders. `seedImages`: the first start draws the demo
 * images into the bucket too (half a minute).
 */
export function twoShops(options: { seedImages?: boolean } = {}) {
  let empty: { url: string; drop(): Promise<void> }
  const dataDirs: string[] = []
  let bucket: S3Server
  let database: Database
  let bus: Invalidation
  /** The processes that started, stopped after the tests whatever happened. */
  const running: Shop[] = []
  let a: Shop
  let b: Shop
  let products: Product[]

  beforeAll(async () => {
    empty = await postgres!.empty!()
    bucket = await startS3Server()
    for (let i = 0; i < 2; i++) dataDirs.push(await mkdtemp(path.join(tmpdir(), 'shop-scale-out-')))
    const env = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: empty.url,
      // Five each: ten orders at once queue for a connection, as they would under load.
      DATABASE_POOL_SIZE: '5',
      REDIS_URL: redisUrl!,
      ...bucket.env,
      ...(options.seedImages && { SEED_IMAGES: 'true' }),
      PUBLIC_URL: 'http://shop.example',
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'owner@shop.example',
    }
    const started = await Promise.allSettled([
      startShop('A', { ...env, DATA_DIR: dataDirs[0]! }),
      startShop('B', { ...env, DATA_DIR: dataDirs[1]! }),
    ])
    for (const result of started) if (result.status === 'fulfilled') running.push(result.value)
    for (const result of started) if (result.status === 'rejected') throw result.reason
    ;[a, b] = running as [Shop, Shop]
    database = await openDatabase({ url: empty.url, dataDir: '', poolSize: 4 })
    bus = createInvalidation({ redisUrl, log: { error: () => {} } })

    const list = await call(a, '/user/site/middle-page/products/roll-up-standard?per_page=3')
    expect(list.status, list.text).toBe(200)
    const listed = (list.json.body as { data: { id: number }[] }).data
    products = await Promise.all(
      listed.map(async ({ id }) => {
        const infos = await call(b, `/user/site/detail-page/product/infos/${id}`)
        const combos = await call(a, `/user/site/detail-page/product/optionsid/${id}`)
        const info = infos.json.body as { working_day: { duration_id: number }[] }
        const combo = combos.json.body as { combinations: { combination_id: number }[] }
        return {
          productId: id,
          combinationId: combo.combinations[0]!.combination_id,
          durationId: info.working_day[0]!.duration_id,
        }
      }),
    )
    expect(products.length).toBeGreaterThan(1)
  })

  afterAll(async () => {
    await Promise.all(running.map(stopShop))
    await bus?.close()
    await database?.close()
    await empty?.drop()
    await bucket?.stop()
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true })
  })

  const logOf = (shop: Shop) => `${shop.name}'s log:\n${shop.output.join('')}`

  /**
   * A customer with one cart line (of `products[i % n]`) shipped to one address and the payment
   * saved, each step through the other process than the one before.
   */
  async function readyBuyer(i: number): Promise<Buyer> {
    const [first, second] = i % 2 === 0 ? [a, b] : [b, a]
    const product = products[i % products.length]!
    const who = await createCustomerFixture(database.db)
    const address = await call(first, '/user/site/cart/addresses/add', {
      method: 'POST',
      token: who.token,
      body: {
        company: 'Nordwind Messebau',
        gender: 'female',
        first_name: 'Jördis',
        last_name: i % 2 === 0 ? 'Hansen' : 'Petersen',
        address: 'Hafenstraße 5',
        postcode: '20457',
        city: 'Hamburg',
        country_id: 18,
        phone: '+49 40 123',
      },
    })
    expect(address.status, address.text).toBe(201)
    const addressId = (address.json.body as { id: number }).id
    const line = await call(first, `/user/site/cart/add/${product.productId}`, {
      method: 'POST',
      token: who.token,
      body: {
        quantity: 1 + (i % 3),
        combination_id: product.combinationId,
        duration_id: product.durationId,
        services: [],
      },
    })
    expect(line.status, line.text).toBe(200)
    const shipping = await call(second, '/user/site/cart/checkout/shipping', {
      method: 'PUT',
      token: who.token,
      body: {
        billingAddressId: addressId,
        mode: 'same',
        shippings: [
          {
            addressId,
            postMethod: 'dhl-standard',
            cartItemIds: [(line.json.body as { id: number }).id],
          },
        ],
      },
    })
    expect(shipping.status, shipping.text).toBe(200)
    const payment = await call(second, '/user/site/cart/checkout/payment', {
      method: 'PUT',
      token: who.token,
      body: { termsAccepted: true, paymentMethod: PAYMENT_METHODS[i % PAYMENT_METHODS.length] },
    })
    expect(payment.status, payment.text).toBe(200)
    const { summary } = payment.json.body as { summary: Summary }
    return { customerId: who.id, token: who.token, key: randomUUID(), summary }
  }

  const place = (shop: Shop, buyer: Buyer) =>
    call(shop, '/user/site/cart/orders/create', {
      method: 'POST',
      token: buyer.token,
      body: { idempotency_key: buyer.key },
    })

  const placedOf = (answer: Answer) => (answer.json.body as { order: PlacedOrder }).order

  /** The order as stored is the one answered and the one the buyer's summary priced (ORD-2). */
  async function expectComplete(buyer: Buyer, placed: PlacedOrder) {
    const [order] = await database.db.select().from(orders).where(eq(orders.id, placed.id))
    expect(order, `order ${placed.number}`).toMatchObject({
      number: placed.number,
      customerId: buyer.customerId,
      idempotencyKey: buyer.key,
      paymentMethod: placed.payment_method,
      totalCents: placed.total_cents,
      billingAddress: buyer.summary.billingAddress,
      subtotalCents: buyer.summary.totals.subtotalCents,
      prepaymentDiscountCents: buyer.summary.totals.prepaymentDiscountCents,
      shippingCents: buyer.summary.totals.shippingCents,
      netCents: buyer.summary.totals.netCents,
      vatCents: buyer.summary.totals.vatCents,
    })
    expect(placed.total_cents).toBe(buyer.summary.totals.totalCents)
    const packages = await database.db
      .select()
      .from(orderPackages)
      .where(eq(orderPackages.orderId, placed.id))
      .orderBy(asc(orderPackages.number))
    expect(
      packages.map(({ number, address, postMethod, postPriceCents }) => ({
        number,
        address,
        postMethod,
        postPriceCents,
      })),
    ).toEqual(
      buyer.summary.shippings.map(({ number, address, postMethod, postPriceCents }) => ({
        number,
        address,
        postMethod,
        postPriceCents,
      })),
    )
    const items = await database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, placed.id))
      .orderBy(asc(orderItems.id))
    expect(
      items.map(({ combinationId, quantity, unitCents, totalCents }) => ({
        combinationId,
        quantity,
        unitCents,
        totalCents,
      })),
    ).toEqual(
      buyer.summary.shippings
        .flatMap((shipping) => shipping.items)
        .map((item) => ({
          combinationId: item.combination_id,
          quantity: item.quantity,
          unitCents: item.price,
          totalCents: item.total_price,
        })),
    )
    // The order took the saved steps with it, and the cart unless it is paid online next: a
    // card order keeps its lines until it is paid (PAY-1).
    const left = await database.db
      .select({ id: cartItems.id })
      .from(cartItems)
      .where(eq(cartItems.customerId, buyer.customerId))
    const paidOnline = placed.payment_method === 'card'
    expect(left.map((line) => line.id)).toEqual(paidOnline ? (order!.cartItemIds ?? []) : [])
    expect(order!.cartItemIds ?? []).toHaveLength(paidOnline ? 1 : 0)
    const drafts = await database.db
      .select()
      .from(checkoutDrafts)
      .where(eq(checkoutDrafts.customerId, buyer.customerId))
    expect(drafts).toEqual([])
  }

  /**
   * No order in the database lacks a part its transaction writes: packages, lines adding up to
   * the subtotal, the invoice of a prepayment or invoice order (INV-1) and the confirmation in
   * the outbox (MAIL-1).
   */
  async function incompleteOrders() {
    return database.db.execute(sql`
      select o.number from ${orders} o
      where not exists (select 1 from ${orderPackages} p where p.order_id = o.id)
         or o.subtotal_cents <> coalesce(
              (select sum(i.total_cents) from ${orderItems} i where i.order_id = o.id), -1)
         or (select count(*) from invoice_documents d
               where d.order_id = o.id and d.kind = 'invoice')
            <> case when o.payment_method in ('card', 'paypal') then 0 else 1 end
         or (select count(*) from mail_outbox m
               where m.order_id = o.id and m.template = 'order-confirmation') <> 1`)
  }

  async function orderNumbers() {
    const [row] = await database.db
      .select({ orders: count(), numbers: countDistinct(orders.number) })
      .from(orders)
    return row!
  }

  return {
    logOf,
    readyBuyer,
    place,
    placedOf,
    expectComplete,
    incompleteOrders,
    orderNumbers,
    /** What beforeAll made, for the tests' own hooks. */
    current: () => ({ a, b, database, bus, products, bucket, dataDirs, emptyUrl: empty.url }),
  }
}
