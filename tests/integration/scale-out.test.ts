import { type ChildProcess, spawn } from 'node:child_process'
import { randomInt, randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { asc, count, countDistinct, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '#server/db/client.ts'
import {
  cartItems,
  checkoutDrafts,
  orderItems,
  orderPackages,
  orders,
  staff,
} from '#server/db/schema/index.ts'
import { createSettingsService } from '#server/modules/settings/settings.service.ts'
import { createInvalidation, type Invalidation } from '#server/modules/shared/invalidation.ts'
import { testDatabases, testRedisUrl } from './databases.ts'
import { createCustomerFixture } from './fixtures/orders.ts'

// The shop on several machines (SHOP-11, decisions 0025 and 0031): two real app processes,
// sharing no memory, on one PostgreSQL, one Redis and one DATA_DIR, both started at once on an
// empty database as `npm start` starts them. Orders go through both at once; then one process
// is killed with SIGKILL in the middle of a wave, and what any of them answered must be kept.

const redisUrl = await testRedisUrl()
const postgres = (await testDatabases()).find((kind) => kind.name === 'postgres')

/** Orders per process in the first wave, and in the wave that loses a process. */
const WAVE = 10
const KILL_WAVE = 8
/**
 * Invoice and prepayment orders are invoiced in their transaction, one at a time shop-wide
 * (decision 0024: the counter row's lock); card orders are not, and run side by side.
 */
const PAYMENT_METHODS = ['invoice', 'card', 'card', 'prepayment', 'card', 'card'] as const

interface Shop {
  name: string
  url: string
  child: ChildProcess
  /** Its stdout and stderr (JSON log lines), for the failure messages. */
  output: string[]
  /** Resolves with the signal or exit code once the process is gone. */
  gone: Promise<string>
}

function startShop(name: string, env: Record<string, string>): Promise<Shop> {
  const child = spawn(process.execPath, ['tests/integration/scale-out/app-process.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  const output: string[] = []
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  const gone = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? String(code))),
  )
  return new Promise((resolve, reject) => {
    child.once('message', (message: { port: number }) =>
      resolve({ name, url: `http://127.0.0.1:${message.port}`, child, output, gone }),
    )
    void gone.then((how) =>
      reject(new Error(`${name} ended (${how}) before it listened:\n${output.join('')}`)),
    )
  })
}

/** Ends a process that still runs: SIGTERM (a graceful stop), SIGKILL after 5 s. */
async function stopShop(shop: Shop) {
  if (shop.child.exitCode !== null || shop.child.signalCode !== null) return
  shop.child.kill('SIGTERM')
  const timer = setTimeout(() => shop.child.kill('SIGKILL'), 5_000)
  await shop.gone
  clearTimeout(timer)
}

interface Answer {
  status: number
  // The API's JSON, read by each test as the shape it expects.
  json: { message?: string; body?: unknown }
  text: string
}

async function call(
  shop: Shop,
  url: string,
  options: { method?: string; token?: string; body?: unknown; ip?: string } = {},
): Promise<Answer> {
  const res = await fetch(`${shop.url}/api/v1${url}`, {
    method: options.method ?? 'GET',
    headers: {
      'accept-language': 'en',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      // TRUST_PROXY=loopback: the test stands in for the load balancer that names the client.
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  })
  const text = await res.text()
  return { status: res.status, json: text ? JSON.parse(text) : {}, text }
}

/** Client addresses of this run: the rate-limit counters in the shared Redis outlive a run. */
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`

/** Polls `read` until it answers `wanted`, for at most `ms`; answers the last reading. */
async function within<T>(ms: number, read: () => Promise<T>, wanted: T): Promise<T> {
  const deadline = Date.now() + ms
  let last = await read()
  while (JSON.stringify(last) !== JSON.stringify(wanted) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20))
    last = await read()
  }
  return last
}

/** Runs `work` for 0..n-1, at most `parallel` at a time; answers the results in order. */
async function pool<T>(n: number, parallel: number, work: (i: number) => Promise<T>) {
  const results: T[] = new Array(n)
  let next = 0
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < n) {
        const i = next++
        results[i] = await work(i)
      }
    }),
  )
  return results
}

interface Product {
  productId: number
  combinationId: number
  durationId: number
}

interface AddressSnapshot {
  name: string
  city: string
}

/** The checkout summary the payment step answered: what the order must hold. */
interface Summary {
  billingAddress: AddressSnapshot
  shippings: {
    number: number
    address: AddressSnapshot
    postMethod: string
    postPriceCents: number
    items: { combination_id: number; quantity: number; price: number; total_price: number }[]
  }[]
  totals: {
    subtotalCents: number
    prepaymentDiscountCents: number
    shippingCents: number
    netCents: number
    vatCents: number
    totalCents: number
  }
}

interface Buyer {
  customerId: number
  token: string
  /** The idempotency key of this buyer's order: a retry elsewhere names the same order. */
  key: string
  summary: Summary
}

interface PlacedOrder {
  id: number
  number: number
  payment_method: string
  total_cents: number
}

describe.skipIf(!redisUrl || !postgres)('two app processes on one PostgreSQL and Redis', () => {
  let empty: { url: string; drop(): Promise<void> }
  let dataDir: string
  let database: Database
  let bus: Invalidation
  /** The processes that started, stopped after the tests whatever happened. */
  const running: Shop[] = []
  let a: Shop
  let b: Shop
  let products: Product[]

  beforeAll(async () => {
    empty = await postgres!.empty!()
    dataDir = await mkdtemp(path.join(tmpdir(), 'shop-scale-out-'))
    const env = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: empty.url,
      // Five each: ten orders at once queue for a connection, as they would under load.
      DATABASE_POOL_SIZE: '5',
      REDIS_URL: redisUrl!,
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://shop.example',
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'owner@shop.example',
    }
    const started = await Promise.allSettled([startShop('A', env), startShop('B', env)])
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
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
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

  it('started together on an empty database, they migrate and seed it once (decision 0031)', async () => {
    const journal = JSON.parse(readFileSync('server/db/migrations/meta/_journal.json', 'utf8')) as {
      entries: unknown[]
    }
    const applied = await database.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )
    expect(Number((applied as unknown as { n: number }[])[0]!.n)).toBe(journal.entries.length)
    const [owners] = await database.db.select({ n: count() }).from(staff)
    expect(owners!.n).toBe(1)
    for (const shop of [a, b]) {
      expect((await fetch(`${shop.url}/readyz`)).status, logOf(shop)).toBe(200)
    }
  })

  it('a login made through one is valid on the other, and a login limit counted on one holds on the other (SEC-3)', async () => {
    const ip = someAddress()
    const email = `scale-out.${randomUUID().slice(0, 8)}@example.com`
    const registered = await call(a, '/user/auth/register', {
      method: 'POST',
      ip,
      body: {
        company: 'Nordwind Messebau',
        gender: 'female',
        first_name: 'Jördis',
        last_name: 'Hansen',
        address: 'Hafenstraße 5',
        postcode: '20457',
        city: 'Hamburg',
        country_id: 18,
        email,
        phone: '+49 40 5550',
        password: 'Sicher1234',
        password_confirmation: 'Sicher1234',
      },
    })
    expect(registered.status, registered.text).toBe(201)
    const token = (registered.json.body as { access_token: string }).access_token
    const profile = await call(b, '/user/dashboard/profile/fetch', { token })
    expect(profile.status, profile.text).toBe(200)
    expect(profile.json.body).toMatchObject({ email })

    const logIn = (shop: Shop, password: string, from = ip) =>
      call(shop, '/user/auth/login', { method: 'POST', ip: from, body: { email, password } })
    // Five wrong passwords for this account from this address, all through A ...
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await logIn(a, 'Falsch1234')).status).toBe(422)
    }
    // ... and B refuses the sixth, even with the right password.
    const limited = await logIn(b, 'Sicher1234')
    expect(limited.status, limited.text).toBe(429)
    // From another address the customer logs in through B; A knows that login.
    const elsewhere = await logIn(b, 'Sicher1234', someAddress())
    expect(elsewhere.status, elsewhere.text).toBe(200)
    const second = (elsewhere.json.body as { access_token: string }).access_token
    expect((await call(a, '/user/dashboard/profile/fetch', { token: second })).status).toBe(200)
  })

  it('a settings change made elsewhere is served by both within a second (SHOP-10)', async () => {
    // The back office of a third machine: the settings service and the bus, as a process has.
    const settings = createSettingsService(database.db, { changed: () => bus.publish('settings') })
    const tax = (shop: Shop) => async () =>
      (await call(shop, '/user/site/home/fetch/tax')).json.body as unknown
    // Both read (and cache, for 30 s) the current value first.
    expect(await tax(a)()).toEqual({ tax: 19 })
    expect(await tax(b)()).toEqual({ tax: 19 })
    try {
      await settings.update({ tax: 7 })
      expect(await within(1000, tax(a), { tax: 7 })).toEqual({ tax: 7 })
      expect(await within(1000, tax(b), { tax: 7 })).toEqual({ tax: 7 })
    } finally {
      await settings.update({ tax: 19 })
    }
    expect(await within(1000, tax(a), { tax: 19 })).toEqual({ tax: 19 })
    expect(await within(1000, tax(b), { tax: 19 })).toEqual({ tax: 19 })
  })

  it(`orders placed through both at once (2 × ${WAVE}) get distinct numbers and are stored complete (ORD-1)`, async () => {
    const buyers = await pool(2 * WAVE, 6, readyBuyer)
    const answers = await Promise.all(buyers.map((buyer, i) => place(i < WAVE ? a : b, buyer)))
    for (const answer of answers) expect(answer.status, answer.text).toBe(201)
    const placed = answers.map(placedOf)
    expect(new Set(placed.map((order) => order.number)).size).toBe(2 * WAVE)
    for (const [i, buyer] of buyers.entries()) await expectComplete(buyer, placed[i]!)
    expect(await orderNumbers()).toEqual({ orders: 2 * WAVE, numbers: 2 * WAVE })
    expect(await incompleteOrders()).toEqual([])
  })

  it('one process killed with SIGKILL mid-load: every answered order is kept and complete, the other serves on', async () => {
    const before = await orderNumbers()
    const buyers = await pool(2 * KILL_WAVE, 6, readyBuyer)
    let answeredByA = 0
    const attempt = async (shop: Shop, buyer: Buyer) => {
      try {
        const answer = await place(shop, buyer)
        // A dies once it has answered a few: the rest of its orders are somewhere in between.
        if (shop === a && ++answeredByA === 3) a.child.kill('SIGKILL')
        return { shop, buyer, answer }
      } catch (error) {
        return { shop, buyer, error }
      }
    }
    const results = await Promise.all(
      buyers.map((buyer, i) => attempt(i < KILL_WAVE ? a : b, buyer)),
    )
    expect(await a.gone).toBe('SIGKILL')

    const answered = results.filter((result) => result.answer)
    const unanswered = results.filter((result) => !result.answer)
    expect(unanswered.length, 'the kill came after all of A’s answers').toBeGreaterThan(0)
    expect(unanswered.every((result) => result.shop === a)).toBe(true)
    for (const { answer } of answered) expect(answer!.status, answer!.text).toBe(201)
    // Every answer holds: its order is stored as answered, complete.
    for (const { buyer, answer } of answered) await expectComplete(buyer, placedOf(answer!))

    // Each buyer A left without an answer tries again through B with the same key: an order A
    // committed before it died is answered again (200), one it did not is placed now (201).
    for (const { buyer } of unanswered) {
      const again = await place(b, buyer)
      expect([200, 201], again.text).toContain(again.status)
      await expectComplete(buyer, placedOf(again))
    }
    const total = await orderNumbers()
    expect(total).toEqual({
      orders: before.orders + 2 * KILL_WAVE,
      numbers: before.orders + 2 * KILL_WAVE,
    })
    expect(await incompleteOrders()).toEqual([])
    expect((await fetch(`${b.url}/readyz`)).status).toBe(200)
    const errors = b.output
      .join('')
      .split('\n')
      .filter((line) => /"level":(5|6)\d/.test(line))
    expect(errors, logOf(b)).toEqual([])
  })
})
