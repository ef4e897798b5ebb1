import { asc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { pages, productTabs } from '#server/db/schema/index.ts'
import { testApp } from './app.ts'
import { testDatabases } from './databases.ts'

const databases = await testDatabases()

// What a careless or hostile back-office user (or a bad import) might leave in the database.
const HOSTILE =
  '<p>Text</p><script>alert(1)</script><img src="https://x.example/a.png" onerror="alert(2)">' +
  '<a href="javascript:alert(3)" onclick="alert(4)">Link</a><iframe src="https://evil.example"></iframe>'

function expectHarmless(html: string) {
  expect(html).toContain('<p>Text</p>')
  expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i)
}

describe.each(databases)('back-office HTML in pages and product tabs on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance
  let productId: number
  let pageSlug: string

  beforeAll(async () => {
    database = await kind.create()
    const [tab] = await database.db.select().from(productTabs).orderBy(asc(productTabs.id)).limit(1)
    productId = tab!.productId
    await database.db
      .update(productTabs)
      .set({ body: { de: HOSTILE, en: HOSTILE } })
      .where(eq(productTabs.id, tab!.id))
    const [page] = await database.db.select().from(pages).orderBy(asc(pages.id)).limit(1)
    pageSlug = page!.slugDe
    await database.db
      .update(pages)
      .set({ body: { de: HOSTILE, en: HOSTILE } })
      .where(eq(pages.id, page!.id))
    app = await testApp(database)
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  it('answers a product tab through the API only as harmless markup', async () => {
    const res = await app.inject(`/api/v1/user/site/detail-page/product/infos/${productId}`)
    expect(res.statusCode).toBe(200)
    const tabs: { content: string }[] = res.json().body.tabs
    const written = tabs.find((tab) => tab.content.includes('Text'))
    expectHarmless(written!.content)
  })

  it('answers a page through the API only as harmless markup', async () => {
    const res = await app.inject(`/api/v1/user/site/pages/fetch/${pageSlug}`)
    expect(res.statusCode).toBe(200)
    expectHarmless(JSON.stringify(res.json().body))
  })

  it('gives the storefront loaders the same clean HTML (they read the same services)', async () => {
    const product = await app.services.catalog.detail(productId, 'en')
    const tab = product.tabs.find((candidate) => candidate.body.includes('Text'))
    expectHarmless(tab!.body)
    const page = await app.services.pages.bySlug(pageSlug, 'de')
    expectHarmless(page!.body)
  })
})
