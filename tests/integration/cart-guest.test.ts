import { and, eq, inArray, notInArray, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  cartItems,
  combinationValues,
  productCombinations,
  productOptionValues,
  products,
} from '#server/db/schema/index.ts'
import { cartShop, type Config } from './cart-shop.ts'
import { testDatabases } from './databases.ts'

const databases = await testDatabases()

// CART-5, CART-7, CART-9, CART-11, CART-12: the guest cart through the API — priced without
// being stored, merged at login, found again by its titles.

describe.each(databases)('guest cart API on $name', (kind) => {
  const t = cartShop(kind)
  const { call, customer, configOf, quoteOf, addBody } = t

  it('merges the guest cart at login: same configurations first, then limit and stock', async () => {
    const token = await customer()
    await call(`/cart/add/${t.basic.productId}`, {
      method: 'POST',
      body: addBody(t.basic, { quantity: 30 }),
      token,
    })
    await t.database.db
      .update(productCombinations)
      .set({ stock: 2 })
      .where(eq(productCombinations.id, t.other.combinationIds[0]!))
    await t.app.services.invalidation.publish('stock')
    const guest = {
      product_id: t.basic.productId,
      combination_id: t.basic.combinationIds[0],
      duration_id: t.basic.durationIds[1],
      services: t.basic.serviceValueIds.slice(0, 1),
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
            product_id: t.other.productId,
            combination_id: t.other.combinationIds[0],
            duration_id: t.other.durationIds[0],
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
    await t.database.db
      .update(productCombinations)
      .set({ stock: 999 })
      .where(eq(productCombinations.id, t.other.combinationIds[0]!))
    await t.app.services.invalidation.publish('stock')
    const bad = await call('/cart/merge', {
      method: 'POST',
      token,
      body: { items: [{ ...guest, quantity: 0 }] },
    })
    expect(bad.statusCode).toBe(422)
  })

  it('prices a guest cart without storing it, and reports vanished products', async () => {
    const before = await t.database.db.select().from(cartItems)
    const res = await call('/cart/quote', {
      method: 'POST',
      body: {
        items: [
          {
            product_id: t.basic.productId,
            combination_id: t.basic.combinationIds[0],
            duration_id: t.basic.durationIds[1],
            services: t.basic.serviceValueIds.slice(0, 1),
            quantity: 7,
          },
          { product_id: 999_999, combination_id: 1, duration_id: 1, services: [], quantity: 1 },
        ],
      },
    })
    expect(res.statusCode, res.body).toBe(200)
    const summary = res.json().body
    const expected = await quoteOf(
      t.basic,
      t.basic.combinationIds[0]!,
      t.basic.durationIds[1]!,
      t.basic.serviceValueIds.slice(0, 1),
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
    expect(await t.database.db.select().from(cartItems)).toHaveLength(before.length)
    for (const quantity of [0, 51, 'abc']) {
      const bad = await call('/cart/quote', {
        method: 'POST',
        body: {
          items: [{ product_id: t.basic.productId, combination_id: 1, duration_id: 1, quantity }],
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
    await call(`/cart/add/${t.other.productId}`, {
      method: 'POST',
      body: {
        quantity: 1,
        combination_id: t.other.combinationIds[0],
        duration_id: t.other.durationIds[0],
      },
      token,
    })
    await t.database.db
      .update(products)
      .set({ isActive: false })
      .where(eq(products.id, t.other.productId))
    // As the product editor does after its write (decision 0025): products are kept briefly.
    await t.app.services.invalidation.publish('catalog')
    const summary = (await call('/cart/summary', { token })).json().body
    expect(summary.items).toEqual([])
    expect(summary.errors[0].message).toBe('Sorry, this item no longer exists!')
    await t.database.db
      .update(products)
      .set({ isActive: true })
      .where(eq(products.id, t.other.productId))
    await t.app.services.invalidation.publish('catalog')
  })

  /** A product with several combinations that no t.other test uses. */
  async function spareProduct(): Promise<Config> {
    const [spare] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(productCombinations, eq(productCombinations.productId, products.id))
      .where(
        and(
          eq(products.isActive, true),
          notInArray(products.id, [t.basic.productId, t.other.productId]),
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
    const rows = await t.database.db
      .select()
      .from(productCombinations)
      .where(inArray(productCombinations.id, oldIds))
    const values = await t.database.db
      .select()
      .from(combinationValues)
      .where(inArray(combinationValues.combinationId, oldIds))
    const newIds = new Map<number, number>()
    for (const { id, ...row } of rows) {
      const [created] = await t.database.db
        .insert(productCombinations)
        .values(row)
        .returning({ id: productCombinations.id })
      newIds.set(id, created!.id)
      const own = values.filter((v) => v.combinationId === id)
      if (own.length) {
        await t.database.db
          .insert(combinationValues)
          .values(own.map((v) => ({ combinationId: created!.id, optionValueId: v.optionValueId })))
      }
    }
    await t.database.db.delete(productCombinations).where(inArray(productCombinations.id, oldIds))
    await t.app.services.invalidation.publish('catalog')
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
    const [value] = await t.database.db
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
    await t.database.db
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
            product_id: t.basic.productId,
            combination_id: t.basic.combinationIds[0],
            duration_id: t.basic.durationIds[0],
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
