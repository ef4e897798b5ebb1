import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { countQueries, type QueryTally, repeatedQueries } from '#server/db/query-count.ts'
import { CACHE_TOPICS } from '#server/modules/shared/invalidation.ts'
import { testDatabases } from './databases.ts'
import { testStorefront } from './storefront.ts'

// PERF-4, decision 0033: the queries each guest page and each API read the storefront uses may
// send, through the real app (pages rendered by Vite's dev server, so without the guest page
// cache). Warm: the process's caches are filled, as on a running shop. Cold: right after every
// topic cleared them (a back-office change). No query may be sent twice in one request.

const databases = await testDatabases()
const api = '/api/v1/user/site'

/** Most queries per request: [warm, cold]. */
const BUDGETS = {
  'home page': [0, 7],
  'category page': [1, 8],
  // FAIR-TGT-5: two of them are the fair planner's lists (the coming fairs, the countries).
  'product page': [1, 21],
  // Decision 0043: the configuration in the address is priced from the kept product.
  'configured product page': [1, 21],
  'search page': [2, 9],
  'cart page': [0, 7],
  'static page': [1, 8],
  'API product fetch': [0, 13],
  'API product infos': [0, 13],
  'API price quote': [0, 13],
  'API menus (mega)': [0, 1],
  'API submenus': [0, 1],
  'API search suggestions': [2, 3],
} as const
type Read = keyof typeof BUDGETS

describe.each(databases)('queries per guest page and API read on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance
  let close: () => Promise<void>
  let urls: Record<Read, string>

  beforeAll(async () => {
    database = await kind.create()
    ;({ app, close } = await testStorefront(database))
    const product = (await app.inject(`${api}/detail-page/product/fetch/1`)).json().body
    const infos = (await app.inject(`${api}/detail-page/product/infos/${product.id}`)).json().body
    const lastDuration = infos.working_day.at(-1).duration_id
    urls = {
      'home page': '/',
      'category page': product.default_menu.path,
      'product page': product.paths.de,
      'configured product page': `${product.paths.de}?duration=${lastDuration}&quantity=7`,
      'search page': '/search?q=roll',
      'cart page': '/cart',
      'static page': `/pages/${(await firstPageSlug()) ?? ''}`,
      'API product fetch': `${api}/detail-page/product/fetch/${product.id}`,
      'API product infos': `${api}/detail-page/product/infos/${product.id}`,
      'API price quote': `${api}/detail-page/product/combination-info/${product.id}?quantity=3`,
      'API menus (mega)': `${api}/menus/mega`,
      'API submenus': `${api}/menus/fetch/children/${product.breadcrumb[0].menu_id}`,
      'API search suggestions': `${api}/search/products?query=roll&per_page=5`,
    }
  })
  afterAll(async () => {
    await close?.()
    await database?.drop()
  })

  async function firstPageSlug(): Promise<string | undefined> {
    const pages = await database.db.query.pages.findFirst({ columns: { slugDe: true } })
    return pages?.slugDe
  }

  /** One guest request (consent given, popup closed), its answer and its queries. */
  async function counted(url: string): Promise<{ status: number; tally: QueryTally }> {
    const { result, tally } = await countQueries(() =>
      app.inject({
        method: 'GET',
        url,
        headers: { 'accept-language': 'de', cookie: 'consent=v1.s0.m0.e0; popup_seen=1' },
      }),
    )
    return { status: result.statusCode, tally }
  }

  const described = (tally: QueryTally) => `\n${tally.queries.join('\n')}`

  it.each(Object.keys(BUDGETS) as Read[])('%s stays within its budget', async (read) => {
    const [warmBudget, coldBudget] = BUDGETS[read]
    for (const topic of CACHE_TOPICS) await app.services.invalidation.publish(topic)
    const cold = await counted(urls[read])
    expect(cold.status, urls[read]).toBe(200)
    const warm = await counted(urls[read])
    expect(warm.status, urls[read]).toBe(200)
    expect(repeatedQueries(cold.tally), described(cold.tally)).toEqual([])
    expect(repeatedQueries(warm.tally), described(warm.tally)).toEqual([])
    expect(cold.tally.count, `cold${described(cold.tally)}`).toBeLessThanOrEqual(coldBudget)
    expect(warm.tally.count, `warm${described(warm.tally)}`).toBeLessThanOrEqual(warmBudget)
  })
})
