import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { cartTotals } from '#core/cart/cart.ts'
import { productCombinations } from '#server/db/schema/index.ts'
import { cartShop, site } from './cart-shop.ts'
import { testDatabases } from './databases.ts'

const databases = await testDatabases()

// API-8, CART-1..CART-4, CART-10, CART-11: a customer's cart through the API, priced by
// core/pricing on every read.

describe.each(databases)('cart API on $name', (kind) => {
  const t = cartShop(kind)
  const { call, customer, quoteOf, addBody } = t

  it('adds, raises, lists, counts and prices every line with core/pricing', async () => {
    const token = await customer()
    const added = await call(`/cart/add/${t.basic.productId}`, {
      method: 'POST',
      body: addBody(t.basic),
      token,
    })
    expect(added.statusCode, added.body).toBe(200)
    // The same configuration again raises the quantity (CART-3).
    await call(`/cart/add/${t.basic.productId}`, {
      method: 'POST',
      body: addBody(t.basic, { quantity: 1 }),
      token,
    })
    await call(`/cart/add/${t.other.productId}`, {
      method: 'POST',
      body: {
        quantity: 1,
        combination_id: t.other.combinationIds[0],
        duration_id: t.other.durationIds[0],
      },
      token,
    })
    const items = (await call('/cart/fetch', { token })).json().body
    expect(items).toHaveLength(2)
    const expected = await quoteOf(
      t.basic,
      t.basic.combinationIds[0]!,
      t.basic.durationIds[1]!,
      t.basic.serviceValueIds.slice(0, 1),
      3,
    )
    expect(items[0]).toMatchObject({
      product_id: t.basic.productId,
      quantity: 3,
      services: String(t.basic.serviceValueIds[0]),
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

    const discount = (await call(`/cart/fetch/discount/${t.basic.productId}`)).json().body
    expect(Array.isArray(discount)).toBe(true)
  })

  it('counts every one of concurrent adds of one configuration, in one line', async () => {
    const token = await customer()
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(`/cart/add/${t.basic.productId}`, {
          method: 'POST',
          body: addBody(t.basic, { quantity: 1 }),
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
    const res = await call(`/cart/add/${t.basic.productId}`, {
      method: 'POST',
      body: { ...addBody(t.basic), price: 1, total_price: 1, unit_price: 1 },
      token,
    })
    expect(res.statusCode).toBe(200)
    const expected = await quoteOf(
      t.basic,
      t.basic.combinationIds[0]!,
      t.basic.durationIds[1]!,
      t.basic.serviceValueIds.slice(0, 1),
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
      [{ combination_id: t.other.combinationIds[0] }, 'combination_id'],
      [{ combination_id: 999_999 }, 'combination_id'],
      [{ duration_id: 999_999 }, 'duration_id'],
      [{ duration_id: t.other.durationIds[0] }, 'duration_id'],
      [{ services: [999_999] }, 'services'],
      [{ services: [t.basic.serviceValueIds[0], t.basic.serviceValueIds[0]] }, 'services'],
      [{ services: 'abc' }, 'services'],
      [{}, 'product_id', 999_999],
    ]
    for (const [overrides, field, productId] of cases) {
      const res = await call(`/cart/add/${productId ?? t.basic.productId}`, {
        method: 'POST',
        body: addBody(t.basic, overrides),
        token,
      })
      expect(res.statusCode, `${JSON.stringify(overrides)}: ${res.body}`).toBe(422)
      expect(Object.keys(res.json().errors), JSON.stringify(overrides)).toContain(field)
    }
    expect((await call('/cart/items/count', { token })).json().body.count).toBe(0)
    const gone = await call(`/cart/add/999999`, { method: 'POST', body: addBody(t.basic), token })
    expect(gone.json().errors.product_id).toEqual(['Sorry, this item no longer exists!'])
  })

  it('keeps the limit of 50 and the stock when adding', async () => {
    const token = await customer()
    expect(
      (
        await call(`/cart/add/${t.basic.productId}`, {
          method: 'POST',
          body: addBody(t.basic, { quantity: 40 }),
          token,
        })
      ).statusCode,
    ).toBe(200)
    const over = await call(`/cart/add/${t.basic.productId}`, {
      method: 'POST',
      body: addBody(t.basic, { quantity: 11 }),
      token,
    })
    expect(over.statusCode).toBe(422)
    expect((await call('/cart/items/count', { token })).json().body.count).toBe(40)

    await t.database.db
      .update(productCombinations)
      .set({ stock: 3 })
      .where(eq(productCombinations.id, t.basic.combinationIds[1]!))
    // As an order does after it took stock (PERF-4): products are kept.
    await t.app.services.invalidation.publish('stock')
    const short = await call(`/cart/add/${t.basic.productId}`, {
      method: 'POST',
      body: addBody(t.basic, { combination_id: t.basic.combinationIds[1], quantity: 4 }),
      token,
    })
    expect(short.statusCode).toBe(422)
    expect(short.json().errors.quantity).toEqual(['Not enough stock'])
    const stock = await call(`/cart/check/stock/${t.basic.productId}`, {
      method: 'POST',
      body: { combination_id: t.basic.combinationIds[1], quantity: 4 },
    })
    expect(stock.json().body).toEqual({ available: false, stock: 3, message: 'Not enough stock' })
    const enough = await call(`/cart/check/stock/${t.basic.productId}`, {
      method: 'POST',
      body: { combination_id: t.basic.combinationIds[1], quantity: 3 },
    })
    expect(enough.json().body).toMatchObject({ available: true, stock: 3 })
    await t.database.db
      .update(productCombinations)
      .set({ stock: 999 })
      .where(eq(productCombinations.id, t.basic.combinationIds[1]!))
    await t.app.services.invalidation.publish('stock')
  })

  it('changes quantity, production time and services of a line, merging equal lines', async () => {
    const token = await customer()
    const first = (
      await call(`/cart/add/${t.basic.productId}`, {
        method: 'POST',
        body: addBody(t.basic),
        token,
      })
    ).json().body
    const changed = await call(`/cart/update/${first.id}`, {
      method: 'PATCH',
      body: { quantity: 5, duration_id: t.basic.durationIds[0], services: [] },
      token,
    })
    expect(changed.statusCode, changed.body).toBe(200)
    const expected = await quoteOf(
      t.basic,
      t.basic.combinationIds[0]!,
      t.basic.durationIds[0]!,
      [],
      5,
    )
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
    await call(`/cart/add/${t.basic.productId}`, {
      method: 'POST',
      body: addBody(t.basic, { quantity: 1 }),
      token,
    })
    const lines = (await call('/cart/fetch', { token })).json().body
    expect(lines).toHaveLength(2)
    const joined = await call(`/cart/update/${lines[1].id}`, {
      method: 'PATCH',
      body: { duration_id: t.basic.durationIds[0], services: [] },
      token,
    })
    expect(joined.json().body.quantity).toBe(6)
    expect((await call('/cart/fetch', { token })).json().body).toHaveLength(1)
  })

  it('removes by product, combination and duration, optionally narrowed by services', async () => {
    const token = await customer()
    await call(`/cart/add/${t.basic.productId}`, { method: 'POST', body: addBody(t.basic), token })
    await call(`/cart/add/${t.basic.productId}`, {
      method: 'POST',
      body: addBody(t.basic, { services: [] }),
      token,
    })
    const key = `${t.basic.productId}/${t.basic.combinationIds[0]}/${t.basic.durationIds[1]}`
    const one = await call(`/cart/remove/${key}?services=0`, { method: 'DELETE', token })
    expect(one.json().body).toEqual({ removed: 1 })
    await call(`/cart/add/${t.basic.productId}`, {
      method: 'POST',
      body: addBody(t.basic, { services: [] }),
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
      await call(`/cart/add/${t.basic.productId}`, {
        method: 'POST',
        body: addBody(t.basic),
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
    const key = `${t.basic.productId}/${t.basic.combinationIds[0]}/${t.basic.durationIds[1]}`
    expect(
      (await call(`/cart/remove/${key}`, { method: 'DELETE', token: bob })).json().body.removed,
    ).toBe(0)
    expect((await call('/cart/items/count', { token: alice })).json().body.count).toBe(2)
    for (const url of ['/cart/fetch', '/cart/items/count', '/cart/summary']) {
      expect((await call(url)).statusCode).toBe(401)
    }
    expect(
      (await call(`/cart/add/${t.basic.productId}`, { method: 'POST', body: addBody(t.basic) }))
        .statusCode,
    ).toBe(401)
    // A cookie without the CSRF header may not write.
    const viaCookie = await t.app.inject({
      method: 'POST',
      url: `${site}/cart/add/${t.basic.productId}`,
      cookies: { nl_session: alice },
      payload: addBody(t.basic),
    })
    expect(viaCookie.statusCode).toBe(403)
  })
})
