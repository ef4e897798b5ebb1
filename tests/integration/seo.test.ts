import type { FastifyInstance } from 'fastify'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { testApp } from './app.ts'
import { testDatabases } from './databases.ts'

const databases = await testDatabases()

interface SitemapUrl {
  loc: string
  'xhtml:link': { '@_rel': string; '@_hreflang': string; '@_href': string }[]
}

describe.each(databases)('robots.txt and sitemap.xml on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance

  beforeAll(async () => {
    database = await kind.create()
    app = await testApp(database, { PUBLIC_URL: 'https://shop.example' })
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  it('robots.txt names the sitemap and keeps crawlers out of the API and the cart', async () => {
    const res = await app.inject('/robots.txt')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('Sitemap: https://shop.example/sitemap.xml')
    expect(res.body).toContain('Disallow: /api/')
  })

  it('lists every category and page in both languages with hreflang alternates', async () => {
    const res = await app.inject('/sitemap.xml')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/xml')
    expect(XMLValidator.validate(res.body)).toBe(true)
    const doc = new XMLParser({
      ignoreAttributes: false,
      isArray: (name) => name === 'url' || name === 'xhtml:link',
    }).parse(res.body)
    expect(doc.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
    expect(doc.urlset['@_xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml')
    const urls: SitemapUrl[] = doc.urlset.url
    const locs = urls.map((u) => u.loc)
    expect(new Set(locs).size).toBe(locs.length)
    expect(locs.every((loc) => loc.startsWith('https://shop.example/') && loc.length <= 2048)).toBe(
      true,
    )
    expect(locs).toEqual(
      expect.arrayContaining([
        'https://shop.example/',
        'https://shop.example/en',
        'https://shop.example/messewaende/faltwaende',
        'https://shop.example/en/exhibition-walls/folding-walls',
        'https://shop.example/pages/impressum',
        'https://shop.example/en/pages/imprint',
      ]),
    )
    const menus = (await app.inject({ url: '/api/v1/user/site/menus/mega' })).json().body
    const categoryCount = menus.reduce(
      (n: number, m: { children: unknown[] }) => n + 1 + m.children.length,
      0,
    )
    const pageCount = (await database.db.query.pages.findMany()).length
    const productCount = (
      await database.db.query.products.findMany({ where: (p, { eq }) => eq(p.isActive, true) })
    ).length
    expect(productCount).toBeGreaterThanOrEqual(40)
    // Home, /pages and /downloads; every category, product and page; each in both languages.
    expect(urls).toHaveLength(2 * (3 + categoryCount + productCount + pageCount))
    expect(locs).toContain(
      'https://shop.example/en/roll-up-displays/standard-roll-ups/roll-up-classic',
    )

    const folding = urls.find((u) => u.loc === 'https://shop.example/messewaende/faltwaende')!
    expect(folding['xhtml:link'].map((l) => [l['@_hreflang'], l['@_href']])).toEqual([
      ['de', 'https://shop.example/messewaende/faltwaende'],
      ['en', 'https://shop.example/en/exhibition-walls/folding-walls'],
      ['x-default', 'https://shop.example/messewaende/faltwaende'],
    ])
  })
})
