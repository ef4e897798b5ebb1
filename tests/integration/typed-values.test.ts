import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { testDatabases } from './databases.ts'
import { testStorefront } from './storefront.ts'

// SEC-8: a refused form comes back with what the buyer typed. A hand-made post whose country is
// no id renders the form again with the field's message, never a select with NaN (React logs
// that as an error, which tests/integration/setup.ts turns into a failure).

const databases = await testDatabases()
const run = randomBytes(4).toString('hex')

describe.each(databases)('forms sent back with a country that is no id on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance
  let close: () => Promise<void>
  let cookie = ''
  let ip = 0

  const post = (url: string, fields: Record<string, string>, withSession = false) =>
    app.inject({
      method: 'POST',
      url,
      remoteAddress: `10.72.0.${++ip}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `consent=v1.s0.m0.e0; popup_seen=1${withSession ? `; ${cookie}` : ''}`,
      },
      payload: new URLSearchParams(fields).toString(),
    })

  beforeAll(async () => {
    database = await kind.create()
    ;({ app, close } = await testStorefront(database))
    const registered = await app.inject({
      method: 'POST',
      url: '/api/v1/user/auth/register',
      remoteAddress: '10.72.1.1',
      payload: {
        company: 'Landwahl GmbH',
        gender: 'female',
        first_name: 'Lena',
        last_name: 'Land',
        address: 'Feldweg 2',
        postcode: '33602',
        city: 'Bielefeld',
        country_id: 18,
        email: `typed-values.${run}@example.com`,
        phone: `+49 521 8${run}`,
        password: 'Sicher1234',
        password_confirmation: 'Sicher1234',
      },
    })
    expect(registered.statusCode, registered.body).toBe(201)
    cookie = `nl_session=${registered.json().body.access_token}`
  })
  afterAll(async () => {
    await close?.()
    await database?.drop()
  })

  const person = {
    company: 'Landwahl GmbH',
    gender: 'female',
    first_name: 'Lena',
    last_name: 'Land',
    address: 'Feldweg 2',
    postcode: '33602',
    city: 'Bielefeld',
    phone: '+49 521 1234',
  }

  it.each(['abc', '1e999', '-3'])('renders the register form again for country %s', async (id) => {
    const res = await post('/login', {
      intent: 'register',
      ...person,
      country_id: id,
      email: `other.${run}.${id}@example.com`,
      password: 'Sicher1234',
      password_confirmation: 'Sicher1234',
    })
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.statusCode).toBeLessThan(500)
    expect(res.body).not.toContain('NaN')
  })

  it('renders the profile form again for a country that is no id', async () => {
    const res = await post(
      '/profile/settings',
      { intent: 'settings', ...person, country_id: 'abc' },
      true,
    )
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.statusCode).toBeLessThan(500)
    expect(res.body).not.toContain('NaN')
  })

  it('renders the address form again for a country that is no id', async () => {
    const res = await post(
      '/profile/addresses',
      { intent: 'add', ...person, country_id: 'abc' },
      true,
    )
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.statusCode).toBeLessThan(500)
    expect(res.body).not.toContain('NaN')
  })
})
