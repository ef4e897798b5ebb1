import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { testApp } from './app.ts'
import { testDatabases } from './databases.ts'

// The spec's own client sends `Accept` and `Content-Type: application/json` on every call, also
// on a DELETE or a POST without a body: such a call must reach its handler.

const databases = await testDatabases()
const run = randomBytes(4).toString('hex')

describe.each(databases)('an empty JSON body on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance
  let token: string

  beforeAll(async () => {
    database = await kind.create()
    app = await testApp(database)
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/user/auth/register',
      headers: { 'accept-language': 'en' },
      payload: {
        company: 'Leerlauf GmbH',
        gender: 'female',
        first_name: 'Ida',
        last_name: 'Leer',
        address: 'Weg 1',
        postcode: '33602',
        city: 'Bielefeld',
        country_id: 18,
        email: `empty.${run}@example.com`,
        phone: `+49 521 ${run}`,
        password: 'Sicher1234',
        password_confirmation: 'Sicher1234',
      },
    })
    expect(res.statusCode, res.body).toBe(201)
    token = res.json().body.access_token
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  /** A call as the spec's client makes it: JSON headers, a body only when there is one. */
  const call = (method: 'POST' | 'DELETE', url: string, payload?: string) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'accept-language': 'en',
        authorization: `Bearer ${token}`,
      },
      ...(payload === undefined ? {} : { payload }),
    })

  it('deletes an address', async () => {
    const added = await app.inject({
      method: 'POST',
      url: '/api/v1/user/site/cart/addresses/add',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        first_name: 'Ida',
        last_name: 'Leer',
        address: 'Lager 2',
        postcode: '33602',
        city: 'Bielefeld',
        country_id: 18,
      },
    })
    expect(added.statusCode, added.body).toBe(201)
    const res = await call('DELETE', `/user/site/cart/addresses/delete/${added.json().body.id}`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().message).toBe('The address has been deleted.')
  })

  it('subscribes and unsubscribes the account to the newsletter', async () => {
    const subscribe = await call('POST', '/user/dashboard/newsletter/subscribe')
    expect(subscribe.statusCode, subscribe.body).toBe(200)
    const unsubscribe = await call('POST', '/user/dashboard/newsletter/unsubscribe', '  \n')
    expect(unsubscribe.statusCode, unsubscribe.body).toBe(200)
  })

  it.each([
    '/user/dashboard/invoices/ready/987654',
    '/user/site/cart/orders/capture/paypal/987654',
    '/user/site/cart/orders/cancel/paypal/987654',
    '/user/site/cart/orders/pay/987654',
  ])('reaches the handler of POST %s (an unknown order: 404)', async (url) => {
    const res = await call('POST', url)
    expect(res.statusCode, res.body).toBe(404)
    expect(res.json().message).not.toMatch(/body/i)
  })

  it('still refuses malformed JSON with 400 and takes a JSON body as before', async () => {
    const broken = await call('POST', '/user/dashboard/newsletter/unsubscribe', '{"a":')
    expect(broken.statusCode).toBe(400)
    const poisoned = await call('POST', '/user/site/cart/quote', '{"__proto__":{"x":1}}')
    expect(poisoned.statusCode).toBe(400)
    const quote = await call('POST', '/user/site/cart/quote', '{"items":[]}')
    expect(quote.statusCode, quote.body).toBe(200)
  })

  it('takes JSON null as a wrong type, not as an empty form', async () => {
    const res = await call('POST', '/user/site/cart/checkout/preview', 'null')
    expect(res.statusCode, res.body).toBe(422)
  })

  it('logs out', async () => {
    const res = await call('POST', '/user/auth/logout')
    expect(res.statusCode, res.body).toBe(200)
  })
})
