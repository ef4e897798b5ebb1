import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { popups } from '#server/db/schema/index.ts'
import { createMenusService } from '#server/modules/content/menus.service.ts'
import { testApp } from './app.ts'
import { testDatabases } from './databases.ts'

const databases = await testDatabases()

describe.each(databases)('content API on $name', (kind) => {
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

  const get = (url: string, language = 'de') =>
    app.inject({ method: 'GET', url, headers: { 'accept-language': language } })

  it('answers the mega menu with localized titles from Accept-Language', async () => {
    const de = (await get('/api/v1/user/site/menus/mega', 'de')).json()
    const en = (await get('/api/v1/user/site/menus/mega', 'en-GB,en;q=0.9')).json()
    expect(de.body.length).toBeGreaterThanOrEqual(8)
    expect(en.body).toHaveLength(de.body.length)
    const [firstDe] = de.body
    const [firstEn] = en.body
    expect(firstDe.menu_id).toBe(firstEn.menu_id)
    expect(firstDe.children.length).toBeGreaterThan(0)
    expect(firstDe).toMatchObject({
      arrange: expect.any(Number),
      thumbnail_image: expect.any(String),
    })
    // Every top category and subcategory has a title in both languages.
    const all = (menus: { title: string; children: unknown[] }[]): string[] =>
      menus.flatMap((m) => [m.title, ...all(m.children as never)])
    expect(all(de.body).every((title) => title.length > 0)).toBe(true)
    expect(all(de.body)).not.toEqual(all(en.body))
  })

  it('fetches a menu, its children and the breadcrumb; unknown ids are 404, bad ids 422', async () => {
    const mega = (await get('/api/v1/user/site/menus/mega')).json().body
    const top = mega[0]
    const one = await get(`/api/v1/user/site/menus/fetch/${top.menu_id}`)
    expect(one.statusCode).toBe(200)
    expect(one.json().body.title).toBe(top.title)

    const children = (await get(`/api/v1/user/site/menus/fetch/children/${top.menu_id}`)).json()
    expect(children.body.map((c: { menu_id: number }) => c.menu_id)).toEqual(
      top.children.map((c: { menu_id: number }) => c.menu_id),
    )

    const sub = top.children[0]
    const crumbs = await get(
      `/api/v1/user/site/menus/fetch/menu/breadcrumb?menu=${top.slug}&submenu=${sub.slug}`,
    )
    expect(crumbs.json().body.map((c: { title: string }) => c.title)).toEqual([
      top.title,
      sub.title,
    ])

    const missing = await get('/api/v1/user/site/menus/fetch/999999', 'en')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ message: 'Sorry, page not found.' })

    const bad = await get('/api/v1/user/site/menus/fetch/abc')
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors.id).toEqual(expect.any(Array))
    expect((await get('/api/v1/user/site/menus/fetch/-1')).statusCode).toBe(422)
    expect((await get('/api/v1/user/site/menus/fetch/99999999999999')).statusCode).toBe(422)
    expect((await get('/api/v1/user/site/menus/fetch/menu/breadcrumb')).statusCode).toBe(422)
  })

  it('gives the frame the top categories only and their subcategories on demand, briefly cached (decision 0012)', async () => {
    const mega = (await get('/api/v1/user/site/menus/mega', 'en')).json().body as {
      menu_id: number
      title: string
      path: string
      children: { menu_id: number; title: string; path: string; thumbnail_image: string }[]
    }[]
    const top = await createMenusService(database.db).top('en')
    expect(top.map((menu) => [menu.id, menu.title, menu.path, menu.childCount])).toEqual(
      mega.map((menu) => [menu.menu_id, menu.title, menu.path, menu.children.length]),
    )
    expect(top.every((menu) => !('children' in menu))).toBe(true)

    const withChildren = mega.find((menu) => menu.children.length > 0)!
    const res = await get(`/api/v1/user/site/menus/fetch/children/${withChildren.menu_id}`, 'en')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=300')
    expect(String(res.headers.vary)).toMatch(/Accept-Language/i)
    expect(res.json().body).toEqual(
      withChildren.children.map((child) =>
        expect.objectContaining({
          menu_id: child.menu_id,
          title: child.title,
          path: child.path,
          thumbnail_image: child.thumbnail_image,
        }),
      ),
    )
    // An unknown category is not cached as if it were empty.
    const missing = await get('/api/v1/user/site/menus/fetch/children/999999')
    expect(missing.statusCode).toBe(404)
    expect(String(missing.headers['cache-control'] ?? '')).not.toMatch(/public/)
  })

  it('answers the footer sections with page and menu links', async () => {
    const res = await get('/api/v1/user/site/footer/fetch/')
    expect(res.statusCode).toBe(200)
    const sections = res.json().body
    expect(sections.some((s: { type: string }) => s.type === 'menu')).toBe(true)
    const pageSection = sections.find((s: { type: string }) => s.type === 'page')
    expect(pageSection.pages[0]).toMatchObject({
      page_id: expect.any(Number),
      slug: expect.any(String),
      title: expect.any(String),
      footer_alias: expect.any(String),
    })
    expect(pageSection.pages[0].path).toBe(`/pages/${pageSection.pages[0].slug}`)
    // Without the trailing slash too.
    expect((await get('/api/v1/user/site/footer/fetch')).statusCode).toBe(200)
  })

  it('fetches a static page by its slug in either language', async () => {
    const de = await get('/api/v1/user/site/pages/fetch/impressum', 'de')
    expect(de.statusCode).toBe(200)
    expect(de.json().body).toMatchObject({ key: 'imprint', title: 'Impressum' })
    expect(de.json().body.content).toContain('Messebau Nordlicht GmbH')

    const en = await get('/api/v1/user/site/pages/fetch/impressum', 'en')
    expect(en.json().body.title).toBe('Imprint')
    expect(en.json().body.slug).toBe(en.json().body.slugs.en)

    expect((await get('/api/v1/user/site/pages/fetch/no-such-page')).statusCode).toBe(404)
  })

  it('answers tax, production delay and the home data', async () => {
    expect((await get('/api/v1/user/site/home/fetch/tax')).json()).toEqual({ body: { tax: 19 } })
    expect((await get('/api/v1/user/site/home/fetch/production/delay')).json()).toEqual({
      body: { production_delay: 0 },
    })
    const home = (await get('/api/v1/user/site/home/fetch', 'en')).json().body
    expect(home.shop.opening_hours).toMatch(/Mon.*Fri.*08:30.*17:00/)
    expect(home.categories.length).toBeGreaterThanOrEqual(8)
  })

  it('lists the active popups, sanitised, and the redirection list', async () => {
    const demo = (await get('/api/v1/user/site/popups', 'en')).json().body
    expect(demo).toEqual([
      {
        id: 1,
        title: 'New: LED light frames with 24-hour express',
        content: expect.stringContaining('<strong>'),
      },
    ])
    // Hostile HTML from the back office never reaches a client.
    await database.db.update(popups).set({ isActive: false })
    await database.db.insert(popups).values({
      title: { de: 'Angebot', en: 'Offer' },
      content: {
        de: '<p onmouseover="steal()">Hallo<script>alert(1)</script><a href="javascript:alert(1)">x</a><svg><script>alert(2)</script></svg><img src="https://x.example/a.png" onerror="alert(3)"></p>',
        en: 'x',
      },
      isActive: true,
    })
    // As the back office does after its write (decision 0025): the popups are kept briefly.
    await app.services.invalidation.publish('popups')
    const hostile = (await get('/api/v1/user/site/popups')).json().body
    expect(hostile).toHaveLength(1)
    expect(hostile[0].content).toBe(
      '<p>Hallo<a rel="noopener noreferrer">x</a><img src="https://x.example/a.png" /></p>',
    )
    // A popup outside its dates is not active.
    await database.db.update(popups).set({ startsAt: new Date(Date.now() + 86_400_000) })
    await app.services.invalidation.publish('popups')
    expect((await get('/api/v1/user/site/popups')).json().body).toEqual([])
    const info = (await get('/api/v1/user/site/front-info/redirections/fetch')).json().body.info
    expect(info.length).toBeGreaterThan(0)
    expect(info[0]).toEqual({ from: expect.any(String), to: expect.any(String) })
  })

  it('searches countries 30 per page and finds them by name in either language', async () => {
    const first = (await get('/api/v1/user/site/countries/search')).json().body
    expect(first.per_page).toBe(30)
    expect(first.data).toHaveLength(30)
    expect(first.total).toBeGreaterThan(30)
    expect(first.last_page).toBe(2)
    const second = (await get('/api/v1/user/site/countries/search?page=2')).json().body
    expect(second.data.length).toBe(first.total - 30)
    // Germany, Austria and Switzerland first, then the rest in the language's own order:
    // 'Österreich' never hides behind 'more countries'.
    const names = (body: { data: { name: string }[] }) => body.data.map((c) => c.name)
    expect(names(first).slice(0, 3)).toEqual(['Deutschland', 'Österreich', 'Schweiz'])
    const rest = [...names(first), ...names(second)].slice(3)
    expect(rest).toEqual([...rest].sort(new Intl.Collator('de').compare))
    const english = (await get('/api/v1/user/site/countries/search', 'en')).json().body
    expect(names(english).slice(0, 3)).toEqual(['Germany', 'Austria', 'Switzerland'])

    const de = (await get('/api/v1/user/site/countries/search?query=deutsch')).json().body.data
    expect(de).toEqual([
      { country_id: 18, name: 'Deutschland', country_info: { code: 'DE', tax_required: true } },
    ])
    const swiss = (await get('/api/v1/user/site/countries/search?query=switz', 'en')).json().body
      .data
    expect(swiss).toEqual([
      { country_id: 9, name: 'Switzerland', country_info: { code: 'SW', tax_required: false } },
    ])
    // Wildcards in the query are taken literally.
    expect((await get('/api/v1/user/site/countries/search?query=%25')).json().body.data).toEqual([])
    expect((await get('/api/v1/user/site/countries/search?page=0')).statusCode).toBe(422)
  })

  it('lists the post methods of a country; unknown countries are 404', async () => {
    const res = (await get('/api/v1/user/site/countries/post-methods/18', 'en')).json()
    expect(res.body.post_method.length).toBeGreaterThan(0)
    expect(res.body.post_method[0]).toEqual({
      value: expect.any(String),
      text: expect.any(String),
      price: expect.any(Number),
    })
    expect((await get('/api/v1/user/site/countries/post-methods/999')).statusCode).toBe(404)
    expect((await get('/api/v1/user/site/countries/post-methods/de')).statusCode).toBe(422)
  })

  it('answers an unknown API path with a JSON 404 and serves the OpenAPI document', async () => {
    const unknown = await get('/api/v1/user/site/nothing-here', 'en')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.headers['content-type']).toContain('application/json')
    expect(unknown.json()).toEqual({ message: 'Sorry, page not found.' })

    const doc = (await get('/api/v1/openapi.json')).json()
    expect(doc.openapi).toMatch(/^3\./)
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/user/site/menus/mega',
        '/user/site/menus/fetch/{id}',
        '/user/site/countries/post-methods/{country}',
        '/user/site/front-info/redirections/fetch',
      ]),
    )
  })

  it('lists the downloads of the catalogue per product', async () => {
    const res = await get('/api/v1/user/site/home/downloads', 'en')
    expect(res.statusCode).toBe(200)
    const products = res.json().body
    expect(products.length).toBeGreaterThanOrEqual(40)
    expect(products[0]).toMatchObject({
      product_id: expect.any(Number),
      title: expect.any(String),
      path: expect.stringMatching(/^\//),
    })
    expect(products[0].downloads[0].url).toMatch(/^\/media\/.+\.pdf$/)
    const kinds = new Set(
      products.flatMap((p: { downloads: { kind: string }[] }) => p.downloads.map((d) => d.kind)),
    )
    expect(kinds).toEqual(new Set(['template', 'datasheet']))
  })

  it('answers health and readiness', async () => {
    expect((await get('/healthz')).json()).toEqual({ status: 'ok' })
    expect((await get('/readyz')).json()).toEqual({ status: 'ready' })
  })
})
