import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { priceLine } from '#core/pricing/pricing.ts'
import type { Database } from '#server/db/client.ts'
import { testApp } from './app.ts'
import { testDatabases } from './databases.ts'

const databases = await testDatabases()
const api = '/api/v1/user/site'

describe.each(databases)('catalog API on $name', (kind) => {
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
  const body = async (url: string, language = 'de') => {
    const res = await get(url, language)
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200)
    return res.json().body
  }
  const bySlug = async (slug: string) => {
    const list = await body(`${api}/middle-page/products/${slug}?per_page=100`)
    return list.data as { id: number; title: string; type: number; slug: string; price: number }[]
  }

  it('lists the products of a category, sorted and paginated, in both languages', async () => {
    const de = await body(`${api}/middle-page/products/roll-up-displays?per_page=4`)
    expect(de.total).toBeGreaterThanOrEqual(8)
    expect(de.data).toHaveLength(4)
    expect(de.last_page).toBe(Math.ceil(de.total / 4))
    expect(de.data[0]).toMatchObject({
      title: 'Roll-Up Basic',
      path: '/roll-up-displays/roll-up-standard/roll-up-basic',
      cover_image: { width: 1280, height: 960, path: 'products/roll-up-basic-1' },
    })
    const en = await body(`${api}/middle-page/products/roll-up-displays?per_page=4`, 'en')
    expect(en.data[0].path).toBe('/roll-up-displays/standard-roll-ups/roll-up-basic')

    const cheap = await body(
      `${api}/middle-page/products/roll-up-displays?sort=price-asc&per_page=50`,
    )
    const prices = cheap.data.map((p: { price: number }) => p.price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const page2 = await body(`${api}/middle-page/products/roll-up-displays?per_page=4&page=2`)
    expect(page2.data[0].id).not.toBe(de.data[0].id)
    expect((await get(`${api}/middle-page/products/no-such-menu`)).statusCode).toBe(404)
    expect((await get(`${api}/middle-page/products/banner?sort=cheap`)).statusCode).toBe(422)
  })

  it('every category the home page and the category bar link lists products', async () => {
    const { menus, catalog } = app.services
    const empty: string[] = []
    // The home page's tiles and the bar show the top categories; the bar's dropdowns and each
    // category page the subcategories.
    for (const top of await menus.top('de')) {
      const category = (await menus.byId(top.id, 'de'))!
      for (const menu of [category, ...category.children]) {
        const { total } = await catalog.listByMenu(menu, { perPage: 1 }, 'de')
        if (total === 0) empty.push(menu.path)
      }
    }
    expect(empty).toEqual([])
  })

  it('fetches a product, its infos, options and combinations', async () => {
    const [basic] = await bySlug('roll-up-standard')
    const product = await body(`${api}/detail-page/product/fetch/${basic!.id}`, 'en')
    expect(product).toMatchObject({
      title: 'Roll-Up Basic',
      type: 1,
      paths: { de: '/roll-up-displays/roll-up-standard/roll-up-basic' },
      default_menu: { title: 'Standard Roll-Ups' },
    })
    expect(product.images).toHaveLength(3)
    expect(product.breadcrumb.map((b: { title: string }) => b.title)).toEqual([
      'Roll-Up Displays',
      'Standard Roll-Ups',
    ])

    const infos = await body(`${api}/detail-page/product/infos/${basic!.id}`)
    expect(
      infos.working_day.map((d: { working_days: number; price: number }) => [
        d.working_days,
        d.price,
      ]),
    ).toEqual([
      [5, 0],
      [3, 25],
      [1, 50],
    ])
    expect(infos.working_day[0].delivery_date_text).toMatch(/^[A-Z][a-z]\., \d\d\.\d\d\.\d{4}$/)
    // CAT-1: the print-data check is included, not a service to choose.
    expect(infos.services.map((s: { title: string }) => s.title)).toEqual([
      'Tragetasche',
      'Beleuchtung',
      'Ersatzdruck',
    ])
    expect(infos.discount[0]).toEqual({ quantity: 3, percent: 5 })
    expect(infos.downloads.map((d: { kind: string }) => d.kind)).toEqual(['template', 'datasheet'])
    expect(infos.tabs.map((t: { key: string }) => t.key)).toEqual([
      'description',
      'technical',
      'print-data',
      'scope',
    ])

    const options = await body(`${api}/detail-page/product/options/${basic!.id}`, 'en')
    expect(options.options.map((o: { title: string }) => o.title)).toEqual([
      'Width',
      'Print material',
    ])
    expect(options.options[0].option_values.map((v: { title: string }) => v.title)).toEqual([
      '85 cm',
      '100 cm',
      '120 cm',
      '150 cm',
    ])
    const ids = await body(`${api}/detail-page/product/optionsid/${basic!.id}`)
    expect(ids.combinations).toHaveLength(12)
    expect(ids.combinations[0].option_value_ids).toHaveLength(2)
  })

  it('prices a configuration exactly as core/pricing does', async () => {
    const [basic] = await bySlug('roll-up-standard')
    const { combinations } = await body(`${api}/detail-page/product/optionsid/${basic!.id}`)
    const infos = await body(`${api}/detail-page/product/infos/${basic!.id}`)
    const combo = combinations[5]
    const express = infos.working_day[1]
    const bag = infos.services.find((s: { title: string }) => s.title === 'Tragetasche')
      .service_values[0]
    const light = infos.services
      .find((s: { title: string }) => s.title === 'Beleuchtung')
      .service_values.at(-1)
    const quote = await body(
      `${api}/detail-page/product/combination-info/${basic!.id}?combination_id=${combo.combination_id}&duration_id=${express.duration_id}&services=${bag.service_value_id},${light.service_value_id}&quantity=5`,
    )
    const expected = priceLine({
      productPriceCents: combo.price,
      realPriceCents: combo.real_price,
      additionalPriceCents: combo.additional_price,
      tiers: infos.discount.map((t: { quantity: number; percent: number }) => ({
        minQuantity: t.quantity,
        percent: t.percent,
      })),
      durationSurchargePercent: 25,
      servicePricesCents: [bag.price, light.price],
      quantity: 5,
    })
    expect(quote).toMatchObject({
      unit_price: expected.unitCents,
      total_price: expected.totalCents,
      discount: { quantity: 5, percent: 8 },
      delivery_date: express.delivery_date,
      duration_price: 25,
    })
    expect(quote.discount_table.map((r: { quantity: number }) => r.quantity)).toEqual([
      3, 5, 10, 25,
    ])
    // Without parameters: default combination, standard production, no services, quantity 1.
    const plain = await body(`${api}/detail-page/product/combination-info/${basic!.id}`)
    expect(plain.unit_price).toBe(basic!.price)
    expect(plain.total_price).toBe(basic!.price)
  })

  it('rejects bad input: 404 for unknown items, 422 for foreign or malformed ones', async () => {
    const [basic, classic] = await bySlug('roll-up-standard')
    const foreign = (await body(`${api}/detail-page/product/optionsid/${classic!.id}`))
      .combinations[0].combination_id
    const url = `${api}/detail-page/product/combination-info/${basic!.id}`

    const missing = await get(`${api}/detail-page/product/fetch/999999`, 'en')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ message: 'Sorry, this item no longer exists!' })
    const missingDe = await get(`${api}/detail-page/product/fetch/999999`, 'de')
    expect(missingDe.json().message).toBe('Entschuldigung, dieser Artikel existiert nicht mehr!')
    expect((await get(`${url}?combination_id=999999`)).statusCode).toBe(404)
    expect((await get(`${url}?duration_id=999999`)).statusCode).toBe(404)
    expect((await get(`${url}?services=999999`)).statusCode).toBe(404)

    const other = await get(`${url}?combination_id=${foreign}`)
    expect(other.statusCode).toBe(422)
    expect(other.json().errors.combination_id).toEqual(expect.any(Array))
    for (const query of [
      'quantity=0',
      'quantity=-3',
      'quantity=51',
      'quantity=1e30',
      'quantity=abc',
      'quantity=2.5',
      'combination_id=abc',
      'services=1;drop',
    ]) {
      expect((await get(`${url}?${query}`)).statusCode, query).toBe(422)
    }
    expect((await get(`${api}/detail-page/product/fetch/abc`)).statusCode).toBe(422)
    expect((await get(`${api}/detail-page/product/fetch/99999999999`)).statusCode).toBe(422)

    // SEC-8: the field message speaks the headline's language, for the query's own rule too.
    const german = await app.inject({
      url: `${url}?quantity=abc&combination_id=abc`,
      headers: { 'accept-language': 'de' },
    })
    expect(german.json()).toEqual({
      message: 'Die Eingaben sind ungültig.',
      errors: {
        quantity: ['Die Menge muss eine ganze Zahl von 1 bis 50 sein.'],
        combination_id: ['Die Eingaben sind ungültig.'],
      },
    })
    const english = await app.inject({
      url: `${url}?quantity=51`,
      headers: { 'accept-language': 'en' },
    })
    expect(english.json().errors.quantity).toEqual([
      'The quantity must be a whole number from 1 to 50.',
    ])
  })

  it('type 2: active options follow the chosen combination', async () => {
    const frames = await bySlug('textilspannrahmen')
    const configurator = frames.find((p) => p.type === 2)!
    const { options } = await body(`${api}/detail-page/product/type2/options/${configurator.id}`)
    const [, profile, sides] = options as { option_values: { option_value_id: number }[] }[]
    const { combinations } = await body(`${api}/detail-page/product/optionsid/${configurator.id}`)
    const narrow = combinations.find((c: { option_value_ids: number[] }) =>
      c.option_value_ids.includes(profile!.option_values[0]!.option_value_id),
    )
    const active = await body(
      `${api}/detail-page/product/type2/active-options/${configurator.id}/${narrow.combination_id}`,
    )
    // The narrow profile is single-sided only: 'double-sided' is not active with it.
    expect(active.active_option_value_ids).not.toContain(sides!.option_values[1]!.option_value_id)
    expect(active.active_option_value_ids).toContain(profile!.option_values[1]!.option_value_id)

    const byValues = await body(
      `${api}/detail-page/product/type2/combination-info/${configurator.id}?option_values=${narrow.option_value_ids.join(',')}&quantity=2`,
    )
    expect(byValues.combination_id).toBe(narrow.combination_id)
    expect(byValues.total_price).toBe(byValues.unit_price * 2)

    const [basic] = await bySlug('roll-up-standard')
    expect((await get(`${api}/detail-page/product/type2/fetch/${basic!.id}`)).statusCode).toBe(404)
    const foreign = (await body(`${api}/detail-page/product/optionsid/${basic!.id}`))
      .combinations[0]
    expect(
      (
        await get(
          `${api}/detail-page/product/type2/active-options/${configurator.id}/${foreign.combination_id}`,
        )
      ).statusCode,
    ).toBe(422)
    expect(
      (
        await get(
          `${api}/detail-page/product/type2/combination-info/${configurator.id}?option_values=${foreign.option_value_ids.join(',')}`,
        )
      ).statusCode,
    ).toBe(422)
  })

  it('answers the holidays of the next 30 days', async () => {
    const res = await body(`${api}/holiday/get/period/30`)
    expect(Array.isArray(res)).toBe(true)
    for (const holiday of res) expect(holiday.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect((await get(`${api}/holiday/get/period/abc`)).statusCode).toBe(422)
  })

  it('shows each card with its own product’s first image', async () => {
    const list = await body(`${api}/middle-page/products/roll-up-displays?per_page=12`)
    expect(list.data.length).toBeGreaterThan(2)
    for (const card of list.data) {
      const product = await body(`${api}/detail-page/product/fetch/${card.id}`)
      expect(card.cover_image, card.title).toEqual(product.images[0] ?? null)
    }
  })

  it('resolves a product page address only under a menu that lists the product', async () => {
    const { catalog } = app.services
    expect(
      await catalog.resolvePath(['roll-up-displays', 'roll-up-standard'], 'roll-up-basic', 'de'),
    ).toEqual({ id: 1, matchedLocale: 'de' })
    expect(
      await catalog.resolvePath(['roll-up-displays', 'standard-roll-ups'], 'roll-up-basic', 'de'),
    ).toEqual({ id: 1, matchedLocale: 'en' })
    // A menu that exists but does not list the product: no such page.
    const other = (await body(`${api}/menus/mega`)).find(
      (menu: { slug: string }) => menu.slug !== 'roll-up-displays',
    )
    expect(await catalog.resolvePath([other.slug], 'roll-up-basic', 'de')).toBeUndefined()
    // A category path that exists no more still finds the product (CONT-2: the page redirects).
    expect(await catalog.resolvePath(['gone', 'away'], 'roll-up-basic', 'de')).toEqual({
      id: 1,
      matchedLocale: 'de',
    })
    expect(await catalog.resolvePath(['roll-up-displays'], 'no-such-product', 'de')).toBeUndefined()
  })

  it('serves a product edited in the back office at once, though it keeps products (PERF-4)', async () => {
    const email = 'catalog-cache@example.com'
    const { password } = await app.services.staff.create(
      { email, name: 'content member', role: 'content' },
      null,
    )
    const { token } = (await app.services.staff.logIn(email, password))!
    const member = (await app.services.staff.session(token))!.member
    const product = await app.services.productsAdmin.get(1, 'en')
    const combination = product.combinations.find((c) => c.isDefault) ?? product.combinations[0]!
    const url = `${api}/detail-page/product/fetch/1`
    const price = async () => (await body(url)).default_combination.price as number
    expect(await price()).toBe(combination.priceCents)
    // Kept: a change that bypasses the back office (and its publish) is not seen yet ...
    await database.db.execute(
      sql`update product_combinations set price_cents = price_cents + 1 where id = ${combination.id}`,
    )
    expect(await price()).toBe(combination.priceCents)
    // ... one through the product editor is, at once, with the unpublished one under it.
    const fields = (priceCents: number) => ({
      price: (priceCents / 100).toFixed(2).replace('.', ','),
      realPrice: (combination.realPriceCents / 100).toFixed(2),
      additionalPrice: (combination.additionalPriceCents / 100).toFixed(2),
      stock: String(combination.stock),
      sku: combination.sku ?? '',
      isActive: combination.isActive ? 'on' : '',
      isDefault: combination.isDefault ? 'on' : '',
    })
    const raised = combination.priceCents + 1_000
    await app.services.productPartsAdmin.updateCombination(
      member,
      1,
      combination.id,
      fields(raised),
      'en',
    )
    expect(await price()).toBe(raised)
    const quote = await body(`${api}/detail-page/product/combination-info/1?quantity=1`)
    expect(quote.product_price).toBe(raised)
    // An order that takes stock says so on the bus, as the editor does for its changes.
    await database.db.execute(
      sql`update product_combinations set stock = 7 where id = ${combination.id}`,
    )
    expect((await body(url)).default_combination.stock).toBe(combination.stock)
    await app.services.invalidation.publish('stock')
    expect((await body(url)).default_combination.stock).toBe(7)
    await app.services.productPartsAdmin.updateCombination(
      member,
      1,
      combination.id,
      fields(combination.priceCents),
      'en',
    )
    expect(await price()).toBe(combination.priceCents)
  })
})
