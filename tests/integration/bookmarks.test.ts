import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { products } from '#server/db/schema/index.ts'
import type { Services } from '#server/services.ts'
import { testApp } from './app.ts'
import { testDatabases } from './databases.ts'

const databases = await testDatabases()
const run = randomBytes(4).toString('hex')
let counter = 0

describe.each(databases)('bookmarks API on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance
  let productIds: number[]

  beforeAll(async () => {
    database = await kind.create()
    app = await testApp(database)
    productIds = (await database.db.select({ id: products.id }).from(products)).map((p) => p.id)
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  /** A fresh customer's bearer token. */
  async function customer(): Promise<string> {
    counter += 1
    const email = `merkzettel.${run}.${counter}@example.com`
    const from = `10.88.${counter}.1`
    await app.inject({
      method: 'POST',
      url: '/api/v1/user/auth/register',
      remoteAddress: from,
      payload: {
        company: 'Merk GmbH',
        gender: 'female',
        first_name: 'Jana',
        last_name: 'Brinkmann',
        address: 'Industriestraße 12',
        postcode: '33602',
        city: 'Bielefeld',
        country_id: 18,
        email,
        phone: `+49 521 ${run}${counter}`,
        password: 'Sicher1234',
        password_confirmation: 'Sicher1234',
      },
    })
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/user/auth/login',
      remoteAddress: from,
      payload: { email, password: 'Sicher1234' },
    })
    return login.json().body.access_token
  }

  const call = (url: string, token?: string, language = 'en') =>
    app.inject({
      url: `/api/v1${url}`,
      headers: {
        'accept-language': language,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    })

  it('adds, counts, lists newest first and removes bookmarks', async () => {
    const token = await customer()
    expect((await call('/user/dashboard/bookmarks/count', token)).json()).toEqual({ body: 0 })
    const [a, b] = productIds
    const added = await call(`/user/site/bookmark/add/${a}`, token)
    expect(added.statusCode).toBe(200)
    expect(added.json().message).toBe('The product is now on your bookmarks.')
    await call(`/user/site/bookmark/add/${b}`, token)
    // Adding twice changes nothing.
    await call(`/user/site/bookmark/add/${b}`, token)
    expect((await call('/user/dashboard/bookmarks/count', token)).json().body).toBe(2)

    const list = (await call('/user/dashboard/bookmarks/all', token, 'de')).json().body
    expect(list).toMatchObject({ current_page: 1, per_page: 30, total: 2, last_page: 1 })
    expect(list.data.map((item: { product_id: number }) => item.product_id)).toEqual([b, a])
    expect(list.data[0]).toMatchObject({
      title: expect.any(String),
      feature_desc: expect.any(String),
      path: expect.stringMatching(/^\//),
      product_info: { cover_image: expect.any(String), price: expect.any(Number) },
    })

    const removed = await call(`/user/site/bookmark/remove/${b}`, token, 'de')
    expect(removed.json().message).toBe('Das Produkt wurde von Ihrem Merkzettel entfernt.')
    expect((await call('/user/dashboard/bookmarks/count', token)).json().body).toBe(1)
  })

  it('tells the product page whether a product is bookmarked, and pressing again removes it', async () => {
    const token = await customer()
    const { auth, bookmarks } = (app as unknown as { services: Services }).services
    const session = await auth.authenticate(token)
    const [product, other] = productIds as [number, number]
    expect(await bookmarks.has(session!.customer.id, product)).toBe(false)
    await call(`/user/site/bookmark/add/${product}`, token)
    await call(`/user/site/bookmark/add/${other}`, token)
    expect(await bookmarks.has(session!.customer.id, product)).toBe(true)

    const removed = await call(`/user/site/bookmark/remove/${product}`, token)
    expect(removed.statusCode).toBe(200)
    expect(removed.json().message).toBe('The product has been removed from your bookmarks.')
    expect(await bookmarks.has(session!.customer.id, product)).toBe(false)
    const list = (await call('/user/dashboard/bookmarks/all', token)).json().body
    expect(list.data.map((item: { product_id: number }) => item.product_id)).toEqual([other])
    // Removing again answers the same: the product is off the list either way.
    expect((await call(`/user/site/bookmark/remove/${product}`, token)).statusCode).toBe(200)
    // A guest cannot remove anything.
    expect((await call(`/user/site/bookmark/remove/${other}`)).statusCode).toBe(401)
  })

  it('paginates 30 per page', async () => {
    const token = await customer()
    for (const id of productIds.slice(0, 32)) await call(`/user/site/bookmark/add/${id}`, token)
    const first = (await call('/user/dashboard/bookmarks/all', token)).json().body
    expect(first.data).toHaveLength(30)
    expect(first).toMatchObject({ total: 32, last_page: 2 })
    const second = (await call('/user/dashboard/bookmarks/all?page=2', token)).json().body
    expect(second.data).toHaveLength(2)
  })

  it('keeps each customer to their own list', async () => {
    const alice = await customer()
    const bob = await customer()
    await call(`/user/site/bookmark/add/${productIds[3]}`, alice)
    expect((await call('/user/dashboard/bookmarks/count', bob)).json().body).toBe(0)
    // Bob removing Alice's product only touches Bob's (empty) list.
    await call(`/user/site/bookmark/remove/${productIds[3]}`, bob)
    expect((await call('/user/dashboard/bookmarks/count', alice)).json().body).toBe(1)
  })

  it('answers guests with 401, unknown products with 404 and bad ids with 422', async () => {
    const token = await customer()
    const guest = await call(`/user/site/bookmark/add/${productIds[0]}`)
    expect(guest.statusCode).toBe(401)
    expect((await call('/user/dashboard/bookmarks/count')).statusCode).toBe(401)
    const unknown = await call('/user/site/bookmark/add/999999', token)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe('Sorry, this item no longer exists!')
    expect((await call('/user/site/bookmark/add/abc', token)).statusCode).toBe(422)
    expect((await call('/user/dashboard/bookmarks/all?page=0', token)).statusCode).toBe(422)
  })

  it('refuses a cookie-authenticated add without the custom header (CSRF)', async () => {
    const token = await customer()
    const res = await app.inject({
      url: `/api/v1/user/site/bookmark/add/${productIds[0]}`,
      cookies: { nl_session: token },
    })
    expect(res.statusCode).toBe(403)
    const ok = await app.inject({
      url: `/api/v1/user/site/bookmark/add/${productIds[0]}`,
      cookies: { nl_session: token },
      headers: { 'x-requested-with': 'fetch' },
    })
    expect(ok.statusCode).toBe(200)
  })
})
