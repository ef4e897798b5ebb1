import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { testApp } from './app.ts'
import type { testDatabases } from './databases.ts'
import { startMailbox } from './mailbox.ts'

// What the customer-account files (accounts-*.test.ts) share: a registration body, a fresh
// client address per call, and an app on one database with a mailbox and an API caller.

export const run = randomBytes(4).toString('hex')
let counter = 0

/** A registration body that passes VAL-3, unique per call. */
export function person(overrides: Record<string, unknown> = {}) {
  counter += 1
  return {
    company: 'Nordwind Messebau 2',
    gender: 'female',
    first_name: 'Jördis',
    last_name: 'van Dijk',
    address: 'Hafenstraße 5',
    postcode: '20457',
    city: 'Hamburg',
    country_id: 18,
    email: `kundin.${run}.${counter}@example.com`,
    phone: `+49 40 ${run}${counter}`,
    password: 'Sicher1234',
    password_confirmation: 'Sicher1234',
    ...overrides,
  }
}

export const ip = () => `10.${counter % 250}.${Math.floor(Math.random() * 250)}.${++counter % 250}`

interface Call {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  body?: unknown
  token?: string
  language?: string
  headers?: Record<string, string>
  from?: string
}

/**
 * An app on a database of `kind` with a mailbox, made before the describe's tests and closed
 * after them; `call` sends to /api/v1, `registered` makes a customer and answers their token.
 */
export function accountsApp(kind: Awaited<ReturnType<typeof testDatabases>>[number]) {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance
  let mailbox: Awaited<ReturnType<typeof startMailbox>>

  beforeAll(async () => {
    database = await kind.create()
    mailbox = await startMailbox()
    app = await testApp(database, { SMTP_URL: mailbox.url, PUBLIC_URL: 'https://shop.example' })
  })
  afterAll(async () => {
    await app?.close()
    await mailbox?.close()
    await database?.drop()
  })

  const call = (
    url: string,
    { method = 'GET', body, token, language = 'de', headers = {}, from }: Call = {},
  ) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        'accept-language': language,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      ...(from ? { remoteAddress: from } : {}),
      ...(body === undefined ? {} : { payload: body as object }),
    })

  async function registered(overrides: Record<string, unknown> = {}) {
    const data = person(overrides)
    const res = await call('/user/auth/register', { method: 'POST', body: data, from: ip() })
    expect(res.statusCode, res.body).toBe(201)
    return { data, token: res.json().body.access_token as string }
  }

  return {
    call,
    registered,
    get database() {
      return database
    },
    get mailbox() {
      return mailbox
    },
  }
}
