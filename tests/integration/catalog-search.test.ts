import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { testApp } from './app.ts'
import { testDatabases } from './databases.ts'

const databases = await testDatabases()
const api = '/api/v1/user/site'

// CAT-8: the product search through the API, its order and both languages.

describe.each(databases)('product search on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance

  beforeAll(async () => {
    database = await kind.create()
    app = await testApp(database)
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  const search = async (query: string, language = 'de') => {
    const res = await app.inject({
      method: 'GET',
      url: `${api}/search/products?query=${encodeURIComponent(query)}`,
      headers: { 'accept-language': language },
    })
    expect(res.statusCode).toBe(200)
    return res.json().body as { total: number; data: { title: string; path: string }[] }
  }

  it.each([
    ['rollup', /roll-up/i],
    ['Roll-Up', /roll-up/i],
    ['roll up', /roll-up/i],
    ['Rolup', /roll-up/i],
    ['faltdisplay', /faltdisplay|faltwand|pop-up/i],
    ['messewand', /messewand|pop-up|faltwand/i],
    ['beachflag', /beachflag/i],
    ['beachflga', /beachflag/i],
    ['theke', /theke/i],
    ['banner', /banner/i],
    ['kundenstoper', /kundenstopper/i],
  ])('finds what a buyer means by %s', async (query, title) => {
    const result = await search(query)
    expect(result.total).toBeGreaterThan(0)
    expect(result.data[0]!.title).toMatch(title)
  })

  it('sorts the matches by relevance unless asked for a category page order', async () => {
    type Card = { id: number; title: string; price: number }
    const sorted = async (sort: string, page = { per_page: '100', page: '1' }) => {
      const query = new URLSearchParams({ query: 'roll', ...page, ...(sort ? { sort } : {}) })
      const res = await app.inject({
        method: 'GET',
        url: `${api}/search/products?${query}`,
        headers: { 'accept-language': 'de' },
      })
      expect(res.statusCode, res.body).toBe(200)
      return res.json().body.data as Card[]
    }
    const ids = (cards: Card[]) => cards.map((card) => card.id)
    const relevance = await sorted('')
    expect(relevance.length).toBeGreaterThan(4)
    expect(relevance[0]!.title).toMatch(/roll-up/i)
    expect(ids(await sorted('relevance'))).toEqual(ids(relevance))

    const cheap = await sorted('price-asc')
    const prices = cheap.map((card) => card.price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(ids(cheap)).not.toEqual(ids(relevance))
    expect([...ids(cheap)].sort()).toEqual([...ids(relevance)].sort())
    const dear = (await sorted('price-desc')).map((card) => card.price)
    expect(dear).toEqual([...prices].sort((a, b) => b - a))
    const initials = (await sorted('name')).map((card) => card.title[0]!.toLowerCase())
    expect(initials).toEqual([...initials].sort())
    expect(ids(await sorted('position'))).toHaveLength(relevance.length)
    // Pages follow the order.
    const second = await sorted('price-asc', { per_page: '2', page: '2' }).then(ids)
    expect(second).toEqual(ids(cheap).slice(2, 4))

    // Like the category list (middle-page), the API names a bad sort instead of guessing.
    const bad = await app.inject({ url: `${api}/search/products?query=roll&sort=cheap` })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors.sort).toEqual(expect.any(Array))
  })

  it('searches English titles too and does nothing for an empty query', async () => {
    const result = await search('counter', 'en')
    expect(result.data[0]!.title).toMatch(/counter/i)
    expect((await search('')).total).toBe(0)
    expect((await search('   ')).total).toBe(0)
  })
})
