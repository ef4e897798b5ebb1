import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { customers, orders } from '#server/db/schema/index.ts'
import { testApp } from './app.ts'
import { type Product, checkoutClient } from './checkout-helpers.ts'
import { testDatabases } from './databases.ts'

// INV-8: a public-sector buyer keeps a Leitweg-ID in the profile and may give one per order.

const databases = await testDatabases()

const GERMAN_MESSAGE = 'Bitte geben Sie eine gültige Leitweg-ID ein (z. B. 04011000-1234512345-06).'
const ENGLISH_MESSAGE = 'Please enter a valid Leitweg-ID (e.g. 04011000-1234512345-06).'

describe.each(databases)('Leitweg-ID on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance
  let client: ReturnType<typeof checkoutClient>
  let product: Product

  beforeAll(async () => {
    database = await kind.create()
    app = await testApp(database, { PUBLIC_URL: 'https://shop.example' })
    client = checkoutClient(app)
    product = (await client.products())[0]!
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  const profile = (token: string, body?: Record<string, unknown>, locale: 'de' | 'en' = 'de') =>
    app.inject({
      method: body ? 'PATCH' : 'GET',
      url: `/api/v1/user/dashboard/profile/${body ? 'update' : 'fetch'}`,
      headers: { 'accept-language': locale, authorization: `Bearer ${token}` },
      ...(body ? { payload: body } : {}),
    })

  /** The profile as fetched, as an update body (without id and e-mail). */
  async function profileBody(token: string) {
    const { id: _, email: __, ...body } = (await profile(token)).json().body
    return body as Record<string, unknown>
  }

  const storedId = async (email: string) =>
    (
      await database.db
        .select({ leitwegId: customers.leitwegId })
        .from(customers)
        .where(eq(customers.email, email))
    )[0]!.leitwegId

  it('stores a valid id normalised, refuses a wrong one, keeps it when left out, clears it when empty', async () => {
    const who = await client.customer()
    const fetched = await profile(who.token)
    expect(fetched.statusCode, fetched.body).toBe(200)
    expect(fetched.json().body.leitweg_id).toBeNull()
    const body = await profileBody(who.token)

    const saved = await profile(who.token, { ...body, leitweg_id: ' 991-33333test-33 ' })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().body.leitweg_id).toBe('991-33333TEST-33')
    expect((await profile(who.token)).json().body.leitweg_id).toBe('991-33333TEST-33')
    expect(await storedId(who.email)).toBe('991-33333TEST-33')

    for (const [locale, message] of [
      ['de', GERMAN_MESSAGE],
      ['en', ENGLISH_MESSAGE],
    ] as const) {
      const wrong = await profile(who.token, { ...body, leitweg_id: '991-33333TEST-34' }, locale)
      expect(wrong.statusCode, wrong.body).toBe(422)
      expect(wrong.json().errors).toEqual({ leitweg_id: [message] })
    }
    const malformed = await profile(who.token, { ...body, leitweg_id: '04011000_1234512345_06' })
    expect(malformed.json().errors).toEqual({ leitweg_id: [GERMAN_MESSAGE] })
    expect(await storedId(who.email)).toBe('991-33333TEST-33')

    // A client that does not know the field keeps the id; an empty field removes it.
    const { leitweg_id: _, ...withoutField } = body
    expect((await profile(who.token, { ...withoutField, city: 'Altona' })).statusCode).toBe(200)
    expect(await storedId(who.email)).toBe('991-33333TEST-33')
    const cleared = await profile(who.token, { ...body, leitweg_id: '' })
    expect(cleared.statusCode, cleared.body).toBe(200)
    expect(cleared.json().body.leitweg_id).toBeNull()
    expect(await storedId(who.email)).toBeNull()
    await profile(who.token, { ...body, leitweg_id: '16-50' })
    expect((await profile(who.token, { ...body, leitweg_id: null })).statusCode).toBe(200)
    expect(await storedId(who.email)).toBeNull()
  })

  const ordersOf = async (email: string) => {
    const [customer] = await database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, email))
    return database.db.select().from(orders).where(eq(orders.customerId, customer!.id))
  }
  // Card (the test-mode provider): the order is placed before it is paid, with no invoice yet.
  const place = (token: string) =>
    client.call('/cart/orders/create', {
      method: 'POST',
      token,
      body: { idempotency_key: randomUUID() },
    })

  it("places the order with the payment step's Leitweg-ID and shows it with the order", async () => {
    const who = await client.readyCustomer(product, { paymentMethod: 'card' })
    // Before any id: none in the summary.
    const before = (await client.call('/cart/checkout', { token: who.token })).json().body
    expect(before.summary.leitwegId).toBeNull()

    const wrong = await client.savePayment(who.token, {
      paymentMethod: 'card',
      leitwegId: '04011000-1234512345-07',
    })
    expect(wrong.statusCode, wrong.body).toBe(422)
    expect(wrong.json().errors).toEqual({ leitwegId: [ENGLISH_MESSAGE] })
    const wrongInGerman = await client.call('/cart/checkout/payment', {
      method: 'PUT',
      token: who.token,
      locale: 'de',
      body: { paymentMethod: 'card', termsAccepted: true, leitwegId: '04011000-1234512345' },
    })
    expect(wrongInGerman.json().errors).toEqual({ leitwegId: [GERMAN_MESSAGE] })

    const saved = await client.savePayment(who.token, {
      paymentMethod: 'card',
      leitwegId: ' 04011000-1234512345-06 ',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().body.summary.leitwegId).toBe('04011000-1234512345-06')
    const draft = (await client.call('/cart/checkout', { token: who.token })).json().body
    expect(draft.draft.payment.leitwegId).toBe('04011000-1234512345-06')
    expect(draft.summary.leitwegId).toBe('04011000-1234512345-06')

    const placed = await place(who.token)
    expect(placed.statusCode, placed.body).toBe(201)
    const [order] = await ordersOf(who.email)
    expect(order!.leitwegId).toBe('04011000-1234512345-06')
    const detail = await app.inject({
      url: `/api/v1/user/dashboard/invoices/fetch/${order!.id}`,
      headers: { authorization: `Bearer ${who.token}` },
    })
    expect(detail.json().body.leitwegId).toBe('04011000-1234512345-06')
  })

  it("takes the profile's Leitweg-ID unless the payment step gives another or removes it", async () => {
    /** A customer whose profile holds an id, ready to place an order. */
    async function withProfileId(payment: Record<string, unknown>) {
      const who = await client.readyCustomer(product, payment)
      const body = await profileBody(who.token)
      const saved = await profile(who.token, { ...body, leitweg_id: '992-90009-96' })
      expect(saved.statusCode, saved.body).toBe(200)
      return who
    }

    // The payment step was saved without the field (a client that does not know it).
    const kept = await withProfileId({ paymentMethod: 'card' })
    const summary = (await client.call('/cart/checkout', { token: kept.token })).json().body.summary
    expect(summary.leitwegId).toBe('992-90009-96')
    expect((await place(kept.token)).statusCode).toBe(201)
    expect((await ordersOf(kept.email))[0]!.leitwegId).toBe('992-90009-96')

    // Emptied in the payment step: this order has none; the profile keeps its id.
    const emptied = await withProfileId({ paymentMethod: 'card', leitwegId: '' })
    const without = (await client.call('/cart/checkout', { token: emptied.token })).json().body
    expect(without.summary.leitwegId).toBeNull()
    expect((await place(emptied.token)).statusCode).toBe(201)
    expect((await ordersOf(emptied.email))[0]!.leitwegId).toBeNull()
    expect(await storedId(emptied.email)).toBe('992-90009-96')
  })
})
