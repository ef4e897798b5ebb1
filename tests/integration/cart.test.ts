import { randomBytes } from 'node:crypto'
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cartTotals } from '#core/cart/cart.ts'
import type { Database } from '#server/db/client.ts'
import {
  cartItems,
  combinationValues,
  productCombinations,
  productOptionValues,
  products,
} from '#server/db/schema/index.ts'
import { testApp } from './app.ts'
import { testDatabases } from './databases.ts'

const databases = await testDatabases()
const run = randomBytes(4).toString('hex')
let counter = 0
const site = '/api/v1/user/site'

interface Config {
  productId: number
  combinationIds: number[]
  durationIds: number[]
  /** One value of each service group. */
  serviceValueIds: number[]
}

describe.each(databases)('cart API on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance
  let basic: Config
  let other: Config

  const call = (
    url: string,
    opts: { method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'; body?: unknown; token?: string } = {},
  ) =>
    app.inject({
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
    const res = await app.inject({
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
    database = await kind.create()
    app = await testApp(database)
    const list = (await call('/middle-page/products/roll-up-standard?per_page=100')).json().body
    const configs = await Promise.all(
      list.data.map((p: { id: number }) => configOf(p.id)) as Promise<Config>[],
    )
    // A product with several combinations, production times and services, and another one.
    basic = configs.find(
      (c) =>
        c.combinationIds.length > 1 && c.durationIds.length > 1 && c.serviceValueIds.length > 0,
    )!
    other = configs.find((c) => c.productId !== basic.productId)!
    expect(basic).toBeDefined()
    expect(other).toBeDefined()
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  const addBody = (c: Config, overrides: Record<string, unknown> = {}) => ({
    quantity: 2,
    combination_id: c.combinationIds[0],
    duration_id: c.durationIds[1],
    services: c.serviceValueIds.slice(0, 1),
    ...overrides,
  })

  it('adds, raises, lists, counts and prices every line with core/pricing', async () => {
    const token = await customer()
    const added = await call(`/cart/add/${basic.productId}`, {
      method: 'POST',
      body: addBody(basic),
      token,
    })
    expect(added.statusCode, added.body).toBe(200)
    // The same configuration again raises the quantity (CART-3).
    await call(`/cart/add/${basic.productId}`, {
      method: 'POST',
      body: addBody(basic, { quantity: 1 }),
      token,
    })
    await call(`/cart/add/${other.productId}`, {
      method: 'POST',
      body: {
        quantity: 1,
        combination_id: other.combinationIds[0],
        duration_id: other.durationIds[0],
      },
      token,
    })
    const items = (await call('/cart/fetch', { token })).json().body
    expect(items).toHaveLength(2)
    const expected = await quoteOf(
      basic,
      basic.combinationIds[0]!,
      basic.durationIds[1]!,
      basic.serviceValueIds.slice(0, 1),
      3,
    )
    expect(items[0]).toMatchObject({
      product_id: basic.productId,
      quantity: 3,
      services: String(basic.serviceValueIds[0]),
      price: expected.unit_price,
      total_price: expected.total_price,
      price_set: true,
    })
    expect(items[0].service_values).toHaveLength(1)
    expect(items[0].images[0].path).toBeTruthy()
    expect(items[1].services).toBe('0')
    expect((await call('/cart/items/count', { token })).json().body).toEqual({ count: 4 })

    const summary = (await call('/cart/summary', { token })).json().body
    const totals = cartTotals(
      items.map((item: { quantity: number; total_price: number }) => ({
        quantity: item.quantity,
        totalCents: item.total_price,
      })),
      19,
      50_000,
    )
    expect(summary).toMatchObject({
      count: totals.count,
      net: totals.netCents,
      tax_percent: totals.taxPercent,
      tax: totals.taxCents,
      gross: totals.grossCents,
      free_delivery: totals.freeDelivery,
      free_delivery_missing: totals.freeDeliveryMissingCents,
      free_delivery_above: 50_000,
    })
    expect(summary.gross).toBe(summary.net + Math.round((summary.net * 19) / 100))

    const discount = (await call(`/cart/fetch/discount/${basic.productId}`)).json().body
    expect(Array.isArray(discount)).toBe(true)
  })

  it('counts every one of concurrent adds of one configuration, in one line', async () => {
    const token = await customer()
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(`/cart/add/${basic.productId}`, {
          method: 'POST',
          body: addBody(basic, { quantity: 1 }),
          token,
        }),
      ),
    )
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200])
    const lines = (await call('/cart/fetch', { token })).json().body
    expect(lines).toHaveLength(1)
    // No increment is lost: five adds of one piece make five pieces.
    expect(lines[0].quantity).toBe(5)
  })

  it('ignores any price a client sends', async () => {
    const token = await customer()
    const res = await call(`/cart/add/${basic.productId}`, {
      method: 'POST',
      body: { ...addBody(basic), price: 1, total_price: 1, unit_price: 1 },
      token,
    })
    expect(res.statusCode).toBe(200)
    const expected = await quoteOf(
      basic,
      basic.combinationIds[0]!,
      basic.durationIds[1]!,
      basic.serviceValueIds.slice(0, 1),
      2,
    )
    expect(res.json().body.total_price).toBe(expected.total_price)
  })

  it('refuses bad input with 422 and field errors and stores nothing', async () => {
    const token = await customer()
    const cases: [Record<string, unknown>, string, number?][] = [
      [{ quantity: 0 }, 'quantity'],
      [{ quantity: -1 }, 'quantity'],
      [{ quantity: 1.5 }, 'quantity'],
      [{ quantity: 51 }, 'quantity'],
      [{ quantity: 1e9 }, 'quantity'],
      [{ quantity: 'abc' }, 'quantity'],
      [{ combination_id: other.combinationIds[0] }, 'combination_id'],
      [{ combination_id: 999_999 }, 'combination_id'],
      [{ duration_id: 999_999 }, 'duration_id'],
      [{ duration_id: other.durationIds[0] }, 'duration_id'],
      [{ services: [999_999] }, 'services'],
      [{ services: [basic.serviceValueIds[0], basic.serviceValueIds[0]] }, 'services'],
      [{ services: 'abc' }, 'services'],
      [{}, 'product_id', 999_999],
    ]
    for (const [overrides, field, productId] of cases) {
      const res = await call(`/cart/add/${productId ?? basic.productId}`, {
        method: 'POST',
        body: addBody(basic, overrides),
        token,
      })
      expect(res.statusCode, `${JSON.stringify(overrides)}: ${res.body}`).toBe(422)
      expect(Object.keys(res.json().errors), JSON.stringify(overrides)).toContain(field)
    }
    expect((await call('/cart/items/count', { token })).json().body.count).toBe(0)
    const gone = await call(`/cart/add/999999`, { method: 'POST', body: addBody(basic), token })
    expect(gone.json().errors.product_id).toEqual(['Sorry, this item no longer exists!'])
  })

  it('keeps the limit of 50 and the stock when adding', async () => {
    const token = await customer()
    expect(
      (
        await call(`/cart/add/${basic.productId}`, {
          method: 'POST',
          body: addBody(basic, { quantity: 40 }),
          token,
        })
      ).statusCode,
    ).toBe(200)
    const over = await call(`/cart/add/${basic.productId}`, {
      method: 'POST',
      body: addBody(basic, { quantity: 11 }),
      token,
    })
    expect(over.statusCode).toBe(422)
    expect((await call('/cart/items/count', { token })).json().body.count).toBe(40)

    await database.db
      .update(productCombinations)
      .set({ stock: 3 })
      .where(eq(productCombinations.id, basic.combinationIds[1]!))
    // As an order does after it took stock (PERF-4): products are kept.
    await app.services.invalidation.publish('stock')
    const short = await call(`/cart/add/${basic.productId}`, {
      method: 'POST',
      body: addBody(basic, { combination_id: basic.combinationIds[1], quantity: 4 }),
      token,
    })
    expect(short.statusCode).toBe(422)
    expect(short.json().errors.quantity).toEqual(['Not enough stock'])
    const stock = await call(`/cart/check/stock/${basic.productId}`, {
      method: 'POST',
      body: { combination_id: basic.combinationIds[1], quantity: 4 },
    })
    expect(stock.json().body).toEqual({ available: false, stock: 3, message: 'Not enough stock' })
    const enough = await call(`/cart/check/stock/${basic.productId}`, {
      method: 'POST',
      body: { combination_id: basic.combinationIds[1], quantity: 3 },
    })
    expect(enough.json().body).toMatchObject({ available: true, stock: 3 })
    await database.db
      .update(productCombinations)
      .set({ stock: 999 })
      .where(eq(productCombinations.id, basic.combinationIds[1]!))
    await app.services.invalidation.publish('stock')
  })

  it('changes quantity, production time and services of a line, merging equal lines', async () => {
    const token = await customer()
    const first = (
      await call(`/cart/add/${basic.productId}`, { method: 'POST', body: addBody(basic), token })
    ).json().body
    const changed = await call(`/cart/update/${first.id}`, {
      method: 'PATCH',
      body: { quantity: 5, duration_id: basic.durationIds[0], services: [] },
      token,
    })
    expect(changed.statusCode, changed.body).toBe(200)
    const expected = await quoteOf(basic, basic.combinationIds[0]!, basic.durationIds[0]!, [], 5)
    expect(changed.json().body).toMatchObject({
      quantity: 5,
      services: '0',
      total_price: expected.total_price,
    })
    for (const body of [
      { quantity: 0 },
      { quantity: 51 },
      { duration_id: 999_999 },
      { services: [999_999] },
    ]) {
      const res = await call(`/cart/update/${first.id}`, { method: 'PATCH', body, token })
      expect(res.statusCode, JSON.stringify(body)).toBe(422)
    }
    // A second line that becomes the same configuration joins the first.
    await call(`/cart/add/${basic.productId}`, {
      method: 'POST',
      body: addBody(basic, { quantity: 1 }),
      token,
    })
    const lines = (await call('/cart/fetch', { token })).json().body
    expect(lines).toHaveLength(2)
    const joined = await call(`/cart/update/${lines[1].id}`, {
      method: 'PATCH',
      body: { duration_id: basic.durationIds[0], services: [] },
      token,
    })
    expect(joined.json().body.quantity).toBe(6)
    expect((await call('/cart/fetch', { token })).json().body).toHaveLength(1)
  })

  it('removes by product, combination and duration, optionally narrowed by services', async () => {
    const token = await customer()
    await call(`/cart/add/${basic.productId}`, { method: 'POST', body: addBody(basic), token })
    await call(`/cart/add/${basic.productId}`, {
      method: 'POST',
      body: addBody(basic, { services: [] }),
      token,
    })
    const key = `${basic.productId}/${basic.combinationIds[0]}/${basic.durationIds[1]}`
    const one = await call(`/cart/remove/${key}?services=0`, { method: 'DELETE', token })
    expect(one.json().body).toEqual({ removed: 1 })
    await call(`/cart/add/${basic.productId}`, {
      method: 'POST',
      body: addBody(basic, { services: [] }),
      token,
    })
    const all = await call(`/cart/remove/${key}`, { method: 'DELETE', token })
    expect(all.json().body).toEqual({ removed: 2 })
    expect((await call('/cart/fetch', { token })).json().body).toEqual([])
  })

  it("keeps another customer's cart unreachable, and the cart needs a login", async () => {
    const alice = await customer()
    const bob = await customer()
    const line = (
      await call(`/cart/add/${basic.productId}`, {
        method: 'POST',
        body: addBody(basic),
        token: alice,
      })
    ).json().body
    expect((await call('/cart/fetch', { token: bob })).json().body).toEqual([])
    const steal = await call(`/cart/update/${line.id}`, {
      method: 'PATCH',
      body: { quantity: 9 },
      token: bob,
    })
    expect(steal.statusCode).toBe(404)
    const key = `${basic.productId}/${basic.combinationIds[0]}/${basic.durationIds[1]}`
    expect(
      (await call(`/cart/remove/${key}`, { method: 'DELETE', token: bob })).json().body.removed,
    ).toBe(0)
    expect((await call('/cart/items/count', { token: alice })).json().body.count).toBe(2)
    for (const url of ['/cart/fetch', '/cart/items/count', '/cart/summary']) {
      expect((await call(url)).statusCode).toBe(401)
    }
    expect(
      (await call(`/cart/add/${basic.productId}`, { method: 'POST', body: addBody(basic) }))
        .statusCode,
    ).toBe(401)
    // A cookie without the CSRF header may not write.
    const viaCookie = await app.inject({
      method: 'POST',
      url: `${site}/cart/add/${basic.productId}`,
      cookies: { nl_session: alice },
      payload: addBody(basic),
    })
    expect(viaCookie.statusCode).toBe(403)
  })

  it('merges the guest cart at login: same configurations first, then limit and stock', async () => {
    const token = await customer()
    await call(`/cart/add/${basic.productId}`, {
      method: 'POST',
      body: addBody(basic, { quantity: 30 }),
      token,
    })
    await database.db
      .update(productCombinations)
      .set({ stock: 2 })
      .where(eq(productCombinations.id, other.combinationIds[0]!))
    await app.services.invalidation.publish('stock')
    const guest = {
      product_id: basic.productId,
      combination_id: basic.combinationIds[0],
      duration_id: basic.durationIds[1],
      services: basic.serviceValueIds.slice(0, 1),
    }
    const res = await call('/cart/merge', {
      method: 'POST',
      token,
      body: {
        items: [
          { ...guest, quantity: 15 },
          { ...guest, quantity: 10 },
          { ...guest, services: [], quantity: 2 },
          { ...guest, quantity: 1, product_id: 999_999 },
          {
            product_id: other.productId,
            combination_id: other.combinationIds[0],
            duration_id: other.durationIds[0],
            services: [],
            quantity: 3,
          },
        ],
      },
    })
    expect(res.statusCode, res.body).toBe(200)
    const { results, count } = res.json().body
    expect(results.map((r: { status: string }) => r.status)).toEqual([
      'capped',
      'added',
      'failed',
      'failed',
    ])
    expect(results[2].message).toBe('Sorry, this item no longer exists!')
    expect(results[3].message).toBe('Not enough stock')
    expect(count).toBe(52)
    await database.db
      .update(productCombinations)
      .set({ stock: 999 })
      .where(eq(productCombinations.id, other.combinationIds[0]!))
    await app.services.invalidation.publish('stock')
    const bad = await call('/cart/merge', {
      method: 'POST',
      token,
      body: { items: [{ ...guest, quantity: 0 }] },
    })
    expect(bad.statusCode).toBe(422)
  })

  it('prices a guest cart without storing it, and reports vanished products', async () => {
    const before = await database.db.select().from(cartItems)
    const res = await call('/cart/quote', {
      method: 'POST',
      body: {
        items: [
          {
            product_id: basic.productId,
            combination_id: basic.combinationIds[0],
            duration_id: basic.durationIds[1],
            services: basic.serviceValueIds.slice(0, 1),
            quantity: 7,
          },
          { product_id: 999_999, combination_id: 1, duration_id: 1, services: [], quantity: 1 },
        ],
      },
    })
    expect(res.statusCode, res.body).toBe(200)
    const summary = res.json().body
    const expected = await quoteOf(
      basic,
      basic.combinationIds[0]!,
      basic.durationIds[1]!,
      basic.serviceValueIds.slice(0, 1),
      7,
    )
    expect(summary.items[0]).toMatchObject({
      id: 0,
      quantity: 7,
      total_price: expected.total_price,
    })
    expect(summary.errors).toEqual([
      expect.objectContaining({
        product_id: 999_999,
        message: 'Sorry, this item no longer exists!',
      }),
    ])
    expect(summary.net).toBe(expected.total_price)
    expect(await database.db.select().from(cartItems)).toHaveLength(before.length)
    for (const quantity of [0, 51, 'abc']) {
      const bad = await call('/cart/quote', {
        method: 'POST',
        body: {
          items: [{ product_id: basic.productId, combination_id: 1, duration_id: 1, quantity }],
        },
      })
      expect(bad.statusCode).toBe(422)
    }
  })

  it('prices every configuration exactly as the product page does', async () => {
    const list = (await call('/middle-page/products/roll-up-displays?per_page=100')).json().body
    for (const { id } of list.data as { id: number }[]) {
      const c = await configOf(id)
      const items = c.combinationIds.slice(0, 3).flatMap((combination_id) =>
        c.durationIds.flatMap((duration_id) =>
          [1, 5, 10, 25, 50].map((quantity) => ({
            product_id: id,
            combination_id,
            duration_id,
            services: c.serviceValueIds,
            quantity,
          })),
        ),
      )
      const cart = (await call('/cart/quote', { method: 'POST', body: { items } })).json().body
      expect(cart.errors).toEqual([])
      for (const [i, item] of items.entries()) {
        const page = await quoteOf(
          c,
          item.combination_id,
          item.duration_id,
          item.services,
          item.quantity,
        )
        expect(cart.items[i].price, `${id} ${JSON.stringify(item)}`).toBe(page.unit_price)
        expect(cart.items[i].total_price).toBe(page.total_price)
      }
    }
  })

  it('reports a line whose product was taken off the shop', async () => {
    const token = await customer()
    await call(`/cart/add/${other.productId}`, {
      method: 'POST',
      body: {
        quantity: 1,
        combination_id: other.combinationIds[0],
        duration_id: other.durationIds[0],
      },
      token,
    })
    await database.db
      .update(products)
      .set({ isActive: false })
      .where(eq(products.id, other.productId))
    // As the product editor does after its write (decision 0025): products are kept briefly.
    await app.services.invalidation.publish('catalog')
    const summary = (await call('/cart/summary', { token })).json().body
    expect(summary.items).toEqual([])
    expect(summary.errors[0].message).toBe('Sorry, this item no longer exists!')
    await database.db
      .update(products)
      .set({ isActive: true })
      .where(eq(products.id, other.productId))
    await app.services.invalidation.publish('catalog')
  })

  /** A product with several combinations that no other test uses. */
  async function spareProduct(): Promise<Config> {
    const [spare] = await database.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(productCombinations, eq(productCombinations.productId, products.id))
      .where(
        and(
          eq(products.isActive, true),
          notInArray(products.id, [basic.productId, other.productId]),
        ),
      )
      .groupBy(products.id)
      .having(sql`count(*) > 1`)
      .orderBy(products.id)
      .limit(1)
    expect(spare).toBeDefined()
    return configOf(spare!.id)
  }

  /** The shop owner re-creates a product's combinations: same values and prices, new ids. */
  async function recreateCombinations(oldIds: number[]): Promise<Map<number, number>> {
    const rows = await database.db
      .select()
      .from(productCombinations)
      .where(inArray(productCombinations.id, oldIds))
    const values = await database.db
      .select()
      .from(combinationValues)
      .where(inArray(combinationValues.combinationId, oldIds))
    const newIds = new Map<number, number>()
    for (const { id, ...row } of rows) {
      const [created] = await database.db
        .insert(productCombinations)
        .values(row)
        .returning({ id: productCombinations.id })
      newIds.set(id, created!.id)
      const own = values.filter((v) => v.combinationId === id)
      if (own.length) {
        await database.db
          .insert(combinationValues)
          .values(own.map((v) => ({ combinationId: created!.id, optionValueId: v.optionValueId })))
      }
    }
    await database.db.delete(productCombinations).where(inArray(productCombinations.id, oldIds))
    await app.services.invalidation.publish('catalog')
    return newIds
  }

  it('finds a guest line again by its titles when combinations got new ids (CART-12)', async () => {
    const spare = await spareProduct()
    const [oldId, otherOldId] = spare.combinationIds as [number, number]
    const durationId = spare.durationIds[0]!
    const line = {
      product_id: spare.productId,
      combination_id: oldId,
      duration_id: durationId,
      services: [],
    }
    // What the product page showed when the guest put the line into the browser's cart.
    const shown = (
      await call('/cart/quote', { method: 'POST', body: { items: [{ ...line, quantity: 5 }] } })
    ).json().body.items[0]
    const titles = { options: shown.options, duration: shown.duration_title, services: [] }
    expect(titles.options.length).toBeGreaterThan(0)

    const newIds = await recreateCombinations(spare.combinationIds)
    const newId = newIds.get(oldId)!
    expect(newId).not.toBe(oldId)
    // ... and makes one value of the configuration more precise.
    const renamed = titles.options[0].value as string
    const [value] = await database.db
      .select()
      .from(productOptionValues)
      .innerJoin(combinationValues, eq(combinationValues.optionValueId, productOptionValues.id))
      .where(
        and(
          eq(combinationValues.combinationId, newId),
          sql`${productOptionValues.title}->>'en' = ${renamed}`,
        ),
      )
    expect(value).toBeDefined()
    await database.db
      .update(productOptionValues)
      .set({
        title: {
          de: `${value!.product_option_values.title.de} (Nylon)`,
          en: `${renamed} (Nylon)`,
        },
      })
      .where(eq(productOptionValues.id, value!.product_option_values.id))

    // The guest sees the line before login, under the current ids, at the same price.
    const quoted = await call('/cart/quote', {
      method: 'POST',
      body: { items: [{ ...line, quantity: 5, titles }] },
    })
    expect(quoted.statusCode, quoted.body).toBe(200)
    const guest = quoted.json().body
    expect(guest.errors).toEqual([])
    expect(guest.items[0]).toMatchObject({ combination_id: newId, price: shown.price })
    expect(guest.repaired).toEqual([{ from: line, to: { ...line, combination_id: newId } }])
    // Without titles the old ids point to nothing.
    const untitled = (
      await call('/cart/quote', { method: 'POST', body: { items: [{ ...line, quantity: 5 }] } })
    ).json().body
    expect(untitled.errors[0].message).toBe('Sorry, this item no longer exists!')

    const token = await customer()
    const res = await call('/cart/merge', {
      method: 'POST',
      token,
      body: {
        items: [
          { ...line, quantity: 3, titles },
          // The same configuration by its new id: one line, summed before the checks.
          { ...line, combination_id: newId, quantity: 2 },
          {
            ...line,
            combination_id: otherOldId,
            quantity: 1,
            titles: {
              ...titles,
              options: titles.options.map((o: { option: string }, i: number) =>
                i === 0 ? { ...o, value: 'Bodenplatte aus Stahl' } : o,
              ),
            },
          },
        ],
      },
    })
    expect(res.statusCode, res.body).toBe(200)
    const { results } = res.json().body
    expect(results).toMatchObject([
      { combination_id: newId, quantity: 5, status: 'added' },
      {
        combination_id: otherOldId,
        status: 'failed',
        message: 'Sorry, this item no longer exists!',
      },
    ])
    const summary = (await call('/cart/summary', { token })).json().body
    const expected = await quoteOf(spare, newId, durationId, [], 5)
    expect(summary.items).toHaveLength(1)
    expect(summary.items[0]).toMatchObject({
      combination_id: newId,
      quantity: 5,
      price: expected.unit_price,
      total_price: expected.total_price,
    })
    expect(expected.unit_price).toBe(shown.price)
  })

  it('refuses titles that are too long or too many with 422', async () => {
    const res = await call('/cart/quote', {
      method: 'POST',
      body: {
        items: [
          {
            product_id: basic.productId,
            combination_id: basic.combinationIds[0],
            duration_id: basic.durationIds[0],
            services: [],
            quantity: 1,
            titles: { options: [], duration: 'x'.repeat(201), services: [] },
          },
        ],
      },
    })
    expect(res.statusCode).toBe(422)
  })
})
