import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatMoney } from '#core/money/money.ts'
import type { Database } from '#server/db/client.ts'
import { testDatabases } from './databases.ts'
import { testStorefront } from './storefront.ts'

// PAGE-8, decision 0043: the product page's loader prices the configuration its address names,
// with the same catalogue functions as the API's combination-info; a value the product does not
// offer, or one that is no id at all, gives the default configuration, never an error page.

const databases = await testDatabases()
const api = '/api/v1/user/site/detail-page/product'
const guest = { 'accept-language': 'de', cookie: 'consent=v1.s0.m0.e0; popup_seen=1' }

describe.each(databases)('the product page priced from its address on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance
  let close: () => Promise<void>
  let product: { id: number; path: string }
  let combinationId: number
  let durationId: number
  let serviceValueId: number

  beforeAll(async () => {
    database = await kind.create()
    ;({ app, close } = await testStorefront(database))
    const fetched = (await app.inject(`${api}/fetch/2`)).json().body
    product = { id: fetched.id, path: fetched.paths.de }
    const combos = (await app.inject(`${api}/optionsid/2`)).json().body.combinations
    const infos = (await app.inject(`${api}/infos/2`)).json().body
    combinationId = combos.at(-1).combination_id
    durationId = infos.working_day.at(-1).duration_id
    serviceValueId = infos.services[0].service_values[0].service_value_id
  })
  afterAll(async () => {
    await close?.()
    await database?.drop()
  })

  const page = (query: string) =>
    app.inject({ method: 'GET', url: `${product.path}${query}`, headers: guest })

  /** The API's price of a configuration (combination-info), as the page writes it. */
  async function apiPrice(query: string) {
    const res = await app.inject({
      url: `${api}/combination-info/${product.id}?${query}`,
      headers: guest,
    })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json().body
    return { unit: formatMoney(body.unit_price), total: formatMoney(body.total_price) }
  }

  /** The first text of an element the page marks with a test id (a price, before its '*'). */
  const shown = (html: string, testId: string) =>
    html.match(new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`))?.[1]

  it('prices the combination, production time, services and quantity of the address', async () => {
    const res = await page(
      `?combination=${combinationId}&duration=${durationId}&quantity=7&services=${serviceValueId}`,
    )
    expect(res.statusCode).toBe(200)
    const expected = await apiPrice(
      `combination_id=${combinationId}&duration_id=${durationId}&quantity=7&services=${serviceValueId}`,
    )
    expect(shown(res.body, 'unit-price')).toBe(expected.unit)
    expect(shown(res.body, 'total-price')).toBe(expected.total)
    const radios = res.body.match(/<input[^>]*name="duration_id"[^>]*>/g) ?? []
    expect(radios.filter((radio) => radio.includes('checked'))).toEqual([
      expect.stringContaining(`value="${durationId}"`),
    ])
    expect(res.body.match(/<input[^>]*id="quantity"[^>]*>/)?.[0]).toContain('value="7"')
    // The canonical address is the product's own, whatever the query (decision 0043).
    expect(res.body.match(/<link rel="canonical" href="([^"]*)"/)?.[1]).toMatch(
      new RegExp(`^https?://[^/]+${product.path}$`),
    )
  })

  it('falls back to the default configuration on values the product does not offer', async () => {
    const fallback = await apiPrice('quantity=1')
    for (const query of [
      '?combination=999999&duration=abc&quantity=zzz&services=1,x',
      '?combination=-3&duration=0&services=999999',
      `?combination=${combinationId}&duration=999999`,
      '?quantity=80&services=0',
    ]) {
      const res = await page(query)
      expect(res.statusCode, query).toBe(200)
      if (query.startsWith('?quantity')) {
        // CART-1's correction: above 50 is 50.
        expect(shown(res.body, 'total-price'), query).toBe((await apiPrice('quantity=50')).total)
      } else {
        expect(shown(res.body, 'unit-price'), query).toBe(fallback.unit)
      }
    }
  })

  it('answers the form without JavaScript with the address of what it priced', async () => {
    const form = new URLSearchParams({ intent: 'add', product_id: String(product.id) })
    form.append('duration_id', String(durationId))
    form.append('services[]', '0')
    form.append('services[]', String(serviceValueId))
    form.append('quantity', '4')
    form.append('combination_id', String(combinationId))
    const res = await page(`?${form}`)
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe(
      `${product.path}?combination=${combinationId}&duration=${durationId}&quantity=4&services=${serviceValueId}`,
    )
  })
})
