import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { testApp } from './app.ts'
import type { testDatabases } from './databases.ts'

// The cart API's tests' shop (cart.test.ts, cart-guest.test.ts): a database of each kind, the
// app, a customer per call, and two products of the seed — one with several combinations,
// production times and services ('basic'), and another one.

const run = randomBytes(4).toString('hex')
let counter = 0
export const site = '/api/v1/user/site'

export interface Config {
  productId: number
  combinationIds: number[]
  durationIds: number[]
  /** One value of each service group. */
  serviceValueIds: number[]
}

type Kind = Awaited<ReturnType<typeof testDatabases>>[number]

export interface CartShop {
  database: Database & { drop(): Promise<void> }
  app: FastifyInstance & { services: { invalidation: { publish(topic: string): Promise<void> } } }
  basic: Config
  other: Config
}

/** Called in a describe block: sets the shop up before its tests and drops it after. */
export function cartShop(kind: Kind) {
  const t = {} as CartShop

  const call = (
    url: string,
    opts: { method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'; body?: unknown; token?: string } = {},
  ) =>
    t.app.inject({
      method: opts.method ?? 'GET',
      url: `${site}${url}`,
      headers: {
        'accept-language': 'en',
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      },
      ...(opts.body === undefined ? {} : { payload: opts.body as object }),
    })

  async function customer(): Promise<string> {
    counter += 1
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/auth/register',
      remoteAddress: `10.9.${counter}.${counter}`,
      payload: {
        company: 'Nordwind Messebau',
        gender: 'female',
        first_name: 'Jördis',
        last_name: 'van Dijk',
        address: 'Hafenstraße 5',
        postcode: '20457',
        city: 'Hamburg',
        country_id: 18,
        email: `cart.${run}.${counter}@example.com`,
        phone: `+49 40 ${run}${counter}`,
        password: 'Sicher1234',
        password_confirmation: 'Sicher1234',
      },
    })
    expect(res.statusCode, res.body).toBe(201)
    return res.json().body.access_token
  }

  async function configOf(productId: number): Promise<Config> {
    const infos = (await call(`/detail-page/product/infos/${productId}`)).json().body
    const combos = (await call(`/detail-page/product/optionsid/${productId}`)).json().body
    return {
      productId,
      combinationIds: combos.combinations.map((c: { combination_id: number }) => c.combination_id),
      durationIds: infos.working_day.map((d: { duration_id: number }) => d.duration_id),
      serviceValueIds: infos.services.map(
        (s: { service_values: { service_value_id: number }[] }) =>
          s.service_values[0]!.service_value_id,
      ),
    }
  }

  const quoteOf = async (
    c: Config,
    combination: number,
    duration: number,
    services: number[],
    quantity: number,
  ) => {
    const query = new URLSearchParams({
      combination_id: String(combination),
      duration_id: String(duration),
      services: services.length ? services.join(',') : '0',
      quantity: String(quantity),
    })
    const res = await call(`/detail-page/product/combination-info/${c.productId}?${query}`)
    expect(res.statusCode, res.body).toBe(200)
    return res.json().body as { unit_price: number; total_price: number }
  }

  beforeAll(async () => {
    t.database = await kind.create()
    t.app = await testApp(t.database)
    const list = (await call('/middle-page/products/roll-up-standard?per_page=100')).json().body
    const configs = await Promise.all(
      list.data.map((p: { id: number }) => configOf(p.id)) as Promise<Config>[],
    )
    // A product with several combinations, production times and services, and another one.
    t.basic = configs.find(
      (c) =>
        c.combinationIds.length > 1 && c.durationIds.length > 1 && c.serviceValueIds.length > 0,
    )!
    t.other = configs.find((c) => c.productId !== t.basic.productId)!
    expect(t.basic).toBeDefined()
    expect(t.other).toBeDefined()
  })
  afterAll(async () => {
    await t.app?.close()
    await t.database?.drop()
  })

  const addBody = (c: Config, overrides: Record<string, unknown> = {}) => ({
    quantity: 2,
    combination_id: c.combinationIds[0],
    duration_id: c.durationIds[1],
    services: c.serviceValueIds.slice(0, 1),
    ...overrides,
  })

  return Object.assign(t, { call, customer, configOf, quoteOf, addBody })
}
