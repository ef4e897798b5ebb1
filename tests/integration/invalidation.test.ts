import { and, eq, isNull, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { menus, products } from '#server/db/schema/index.ts'
import { createInvalidation } from '#server/modules/shared/invalidation.ts'
import type { Services } from '#server/services.ts'
import { testApp } from './app.ts'
import { testDatabases, testRedisUrl } from './databases.ts'

// Decision 0025: a back-office write clears the caches of every app process. Two apps with their
// own services (as two processes have) on one PostgreSQL and one Redis: what one changes, the
// other serves within a second although its caches would keep the old value for 30 s.

const redisUrl = await testRedisUrl()
const postgres = (await testDatabases()).find((kind) => kind.name === 'postgres')

/** Polls `read` until it answers `wanted`, for at most a second; answers the last reading. */
async function within(ms: number, read: () => Promise<unknown>, wanted: unknown) {
  const deadline = Date.now() + ms
  let last = await read()
  while (JSON.stringify(last) !== JSON.stringify(wanted) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20))
    last = await read()
  }
  return last
}

describe('the invalidation bus in one process', () => {
  it('runs the handlers of a topic at once, and only those', async () => {
    const bus = createInvalidation({ log: { error: () => {} } })
    const seen: string[] = []
    bus.on('menus', () => seen.push('menus'))
    bus.on('settings', () => seen.push('settings'))
    await bus.publish('menus')
    expect(bus.backend).toBe('memory')
    expect(seen).toEqual(['menus'])
    await bus.close()
  })
})

describe.skipIf(!redisUrl || !postgres)('two app processes on PostgreSQL and Redis', () => {
  let database: Database & { drop(): Promise<void> }
  let one: FastifyInstance & { services: Services }
  let two: FastifyInstance & { services: Services }

  beforeAll(async () => {
    database = await postgres!.create()
    one = (await testApp(database, { REDIS_URL: redisUrl! })) as typeof one
    two = (await testApp(database, { REDIS_URL: redisUrl! })) as typeof two
  })
  afterAll(async () => {
    await one?.close()
    await two?.close()
    await database?.drop()
  })

  const get = async (app: FastifyInstance, url: string, locale = 'de') => {
    const res = await app.inject({ method: 'GET', url, headers: { 'accept-language': locale } })
    expect(res.statusCode, res.body).toBe(200)
    return res.json().body
  }

  it('a settings change through one is served by the other within a second', async () => {
    expect(one.services.invalidation.backend).toBe('redis')
    const tax = () => get(two, '/api/v1/user/site/home/fetch/tax')
    expect(await tax()).toEqual({ tax: 19 })
    await one.services.settings.update({ tax: 7 })
    expect(await within(1000, tax, { tax: 7 })).toEqual({ tax: 7 })
    await one.services.settings.update({ tax: 19 })
    expect(await within(1000, tax, { tax: 19 })).toEqual({ tax: 19 })
  })

  it('a category title changed and published by one is the other’s menu within a second', async () => {
    const [category] = await database.db
      .select()
      .from(menus)
      .where(eq(menus.isActive, true))
      .limit(1)
    const title = async () =>
      (await get(two, `/api/v1/user/site/menus/fetch/${category!.id}`, 'en')).title
    expect(await title()).toBe(category!.title.en)
    await database.db
      .update(menus)
      .set({ title: sql`jsonb_set(${menus.title}, '{en}', '"Roll-ups, renamed"')` })
      .where(eq(menus.id, category!.id))
    // Unpublished, the other process keeps its cached tree (30 s): the bus is what clears it.
    expect(await title()).toBe(category!.title.en)
    await one.services.invalidation.publish('menus')
    expect(await within(1000, title, 'Roll-ups, renamed')).toBe('Roll-ups, renamed')
  })

  it('a category renamed in the back office through one is the other’s menu within a second (CONT-2)', async () => {
    const email = 'invalidation-content@example.com'
    const { password } = await one.services.staff.create(
      { email, name: 'content member', role: 'content' },
      null,
    )
    const { token } = (await one.services.staff.logIn(email, password))!
    const member = (await one.services.staff.session(token))!.member
    const [category] = await database.db
      .select()
      .from(menus)
      .where(and(eq(menus.isActive, true), isNull(menus.parentId)))
      .limit(1)
    const title = async () =>
      (await get(two, `/api/v1/user/site/menus/fetch/${category!.id}`, 'en')).title
    const mega = async () =>
      (await get(two, '/api/v1/user/site/menus/mega', 'en')).find(
        (top: { menu_id: number }) => top.menu_id === category!.id,
      )?.title
    expect(await title()).toBe(category!.title.en)
    expect(await mega()).toBe(category!.title.en)
    const input = {
      title: category!.title,
      slug: { de: category!.slugDe, en: category!.slugEn },
      description: category!.description,
      isActive: true,
    }
    await one.services.categoriesAdmin.update(
      member,
      category!.id,
      { ...input, title: { ...input.title, en: 'Roll-ups, edited' } },
      'en',
    )
    expect(await within(1000, title, 'Roll-ups, edited')).toBe('Roll-ups, edited')
    expect(await within(1000, mega, 'Roll-ups, edited')).toBe('Roll-ups, edited')
    await one.services.categoriesAdmin.update(member, category!.id, input, 'en')
    expect(await within(1000, title, category!.title.en)).toBe(category!.title.en)
  })

  it('a price edited in the product editor through one is the other’s quote within a second (CONT-6)', async () => {
    const email = 'invalidation-products@example.com'
    const { password } = await one.services.staff.create(
      { email, name: 'content member', role: 'content' },
      null,
    )
    const { token } = (await one.services.staff.logIn(email, password))!
    const member = (await one.services.staff.session(token))!.member
    const product = await one.services.productsAdmin.get(1, 'en')
    const combination = product.combinations.find((c) => c.isDefault) ?? product.combinations[0]!
    const quote = async () =>
      (
        await get(
          two,
          `/api/v1/user/site/detail-page/product/combination-info/1?combination_id=${combination.id}&quantity=1`,
          'en',
        )
      ).product_price as number
    expect(await quote()).toBe(combination.priceCents)
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
    await one.services.productPartsAdmin.updateCombination(
      member,
      1,
      combination.id,
      fields(raised),
      'en',
    )
    expect(await within(1000, quote, raised)).toBe(raised)
    await one.services.productPartsAdmin.updateCombination(
      member,
      1,
      combination.id,
      fields(combination.priceCents),
      'en',
    )
    expect(await within(1000, quote, combination.priceCents)).toBe(combination.priceCents)
  })

  it('a product changed and published by one is the other’s product within a second (PERF-4)', async () => {
    const [product] = await database.db
      .select()
      .from(products)
      .where(eq(products.isActive, true))
      .limit(1)
    const title = async () =>
      (await get(two, `/api/v1/user/site/detail-page/product/fetch/${product!.id}`, 'en')).title
    expect(await title()).toBe(product!.title.en)
    await database.db
      .update(products)
      .set({ title: sql`jsonb_set(${products.title}, '{en}', '"Roll-up, renamed"')` })
      .where(eq(products.id, product!.id))
    // Unpublished, the other process keeps the product it read (30 s): the bus is what clears it.
    expect(await title()).toBe(product!.title.en)
    await one.services.invalidation.publish('catalog')
    expect(await within(1000, title, 'Roll-up, renamed')).toBe('Roll-up, renamed')
    await database.db
      .update(products)
      .set({ title: product!.title })
      .where(eq(products.id, product!.id))
    await one.services.invalidation.publish('catalog')
    expect(await within(1000, title, product!.title.en)).toBe(product!.title.en)
  })
})
