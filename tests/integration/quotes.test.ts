import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { testApp } from './app.ts'
import { checkoutClient, type Product } from './checkout-helpers.ts'
import { testDatabases } from './databases.ts'

// QUOTE-2, QUOTE-6 on both databases: a customer requests a quote through the API (quantities
// up to 10,000, only configurations the shop sells, customers only) and reads it back.

const databases = await testDatabases()
// Monday 4 January 2027, 10:00 German time.
const clock = new Date('2027-01-04T09:00:00Z')

describe.each(databases)('quote requests on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance
  let client: ReturnType<typeof checkoutClient>
  let product: Product

  beforeAll(async () => {
    database = await kind.create()
    app = await testApp(database, {}, { now: () => clock })
    client = checkoutClient(app)
    product = (await client.products())[0]!
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  const item = (quantity: number, extra: Record<string, unknown> = {}) => ({
    product_id: product.productId,
    combination_id: product.combinationId,
    duration_id: product.durationId,
    services: [],
    quantity,
    ...extra,
  })

  it('takes a request of 10,000 pieces with a message and lists it as requested', async () => {
    const { token } = await client.customer()
    const res = await client.call('/quotes', {
      method: 'POST',
      token,
      locale: 'de',
      body: { items: [item(10_000)], message: 'Für die Messe im März', target_on: '2027-03-01' },
    })
    expect(res.statusCode, res.body).toBe(201)
    const quote = res.json().body
    expect(res.json().message).toContain('Angebotsanfrage')
    expect(quote).toMatchObject({ status: 'requested', number: null, net_cents: null })
    expect(quote.items[0]).toMatchObject({ quantity: 10_000, unit_price: null })
    expect(quote.items[0].product_title).not.toBe('')
    expect(quote.target_on).toBe('2027-03-01')

    const list = await app.inject({
      url: '/api/v1/user/dashboard/quotes',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(list.statusCode).toBe(200)
    expect(list.json().body).toEqual([
      expect.objectContaining({ id: quote.id, status: 'requested', lines: 1, pdf_url: null }),
    ])
  })

  it('refuses 10,001 pieces, no lines, a past date and a configuration not sold', async () => {
    const { token } = await client.customer()
    const post = (body: unknown) => client.call('/quotes', { method: 'POST', token, body })
    const tooMany = await post({ items: [item(10_001)] })
    expect(tooMany.statusCode).toBe(422)
    expect(tooMany.json().errors['items.0.quantity']).toEqual([
      'The quantity must be a whole number from 1 to 10,000.',
    ])
    expect((await post({ items: [] })).statusCode).toBe(422)
    const past = await post({ items: [item(5)], target_on: '2027-01-03' })
    expect(past.statusCode).toBe(422)
    expect(past.json().errors.target_on).toEqual(['The date must not lie in the past.'])
    const unknown = await post({ items: [item(5, { duration_id: 999_999 })] })
    expect(unknown.statusCode).toBe(404)
    expect((await post({ items: [item(5)], fair_id: 999_999 })).statusCode).toBe(422)
  })

  it('is for customers only, and one customer never reads another’s quote', async () => {
    const guest = await client.call('/quotes', { method: 'POST', body: { items: [item(5)] } })
    expect(guest.statusCode).toBe(401)
    const first = await client.customer()
    const other = await client.customer()
    const res = await client.call('/quotes', {
      method: 'POST',
      token: first.token,
      body: { items: [item(5)] },
    })
    const id = res.json().body.id
    const read = (token: string) =>
      app.inject({
        url: `/api/v1/user/dashboard/quotes/${id}`,
        headers: { authorization: `Bearer ${token}` },
      })
    expect((await read(first.token)).statusCode).toBe(200)
    expect((await read(other.token)).statusCode).toBe(404)
  })
})
