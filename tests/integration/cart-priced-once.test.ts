import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { cartItems } from '#server/db/schema/index.ts'
import type { Services } from '#server/services.ts'
import { testApp } from './app.ts'
import { testDatabases } from './databases.ts'

// Decision 0043: a cart line is priced once per request. Adding prices the line for the
// quantity it will have (it priced it three times: before the limit, for the stock, for the
// answer), and the cart the add answers with takes that line instead of pricing it again.

const databases = await testDatabases()
const run = randomBytes(4).toString('hex')
const site = '/api/v1/user/site'

describe.each(databases)('a cart line priced once per request on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance & { services: Services }

  beforeAll(async () => {
    database = await kind.create()
    app = (await testApp(database)) as FastifyInstance & { services: Services }
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  async function customer(): Promise<string> {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/user/auth/register',
      remoteAddress: '10.43.0.1',
      payload: {
        company: 'Nordwind Messebau',
        gender: 'female',
        first_name: 'Jördis',
        last_name: 'van Dijk',
        address: 'Hafenstraße 5',
        postcode: '20457',
        city: 'Hamburg',
        country_id: 18,
        email: `priced-once.${run}@example.com`,
        phone: `+49 40 ${run}`,
        password: 'Sicher1234',
        password_confirmation: 'Sicher1234',
      },
    })
    expect(res.statusCode, res.body).toBe(201)
    return res.json().body.access_token as string
  }

  it('prices an added line once, and the answer of the cart reuses it', async () => {
    const token = await customer()
    const product = (await app.inject(`${site}/detail-page/product/fetch/2`)).json().body
    const infos = (await app.inject(`${site}/detail-page/product/infos/2`)).json().body
    const combos = (await app.inject(`${site}/detail-page/product/optionsid/2`)).json().body
    const body = (quantity: number, combination = 0) => ({
      quantity,
      combination_id: combos.combinations[combination].combination_id,
      duration_id: infos.working_day[0].duration_id,
      services: [],
    })
    const add = (payload: object) =>
      app.inject({
        method: 'POST',
        url: `${site}/cart/add/${product.id}`,
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'de' },
        payload,
      })

    const quote = vi.spyOn(app.services.catalog, 'quote')
    try {
      expect((await add(body(2))).statusCode).toBe(200)
      expect(quote).toHaveBeenCalledTimes(1)
      quote.mockClear()
      // The same configuration again (CART-3): still once.
      expect((await add(body(3))).statusCode).toBe(200)
      expect(quote).toHaveBeenCalledTimes(1)
      expect(quote.mock.calls[0]![0].quantity).toBe(5)
      quote.mockClear()
      // Refused above 50: priced once, to say first when the line is gone.
      expect((await add(body(50))).statusCode).toBe(422)
      expect(quote).toHaveBeenCalledTimes(1)
      expect((await add(body(1, 1))).statusCode).toBe(200)

      // The cart the storefront's add answers with: the added line is taken as priced.
      const [row] = await database.db
        .select({ customerId: cartItems.customerId })
        .from(cartItems)
        .where(eq(cartItems.productId, product.id))
        .limit(1)
      const customerId = row!.customerId
      quote.mockClear()
      const added = await app.services.cart.add(
        customerId,
        { ...body(1, 1), product_id: product.id },
        'de',
      )
      const summary = await app.services.cart.summary(customerId, 'de', [added])
      // Two lines: the added one priced by add, the other one by the summary.
      expect(summary.lines).toHaveLength(2)
      expect(quote).toHaveBeenCalledTimes(2)
      expect(summary.lines.find((line) => line.id === added.id)).toBe(added)
      quote.mockClear()
      const again = await app.services.cart.summary(customerId, 'de')
      expect(quote).toHaveBeenCalledTimes(2)
      expect(again.lines.find((line) => line.id === added.id)).toEqual(added)
    } finally {
      quote.mockRestore()
    }
  })
})
