import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { generate } from 'otplib'
import { renderToString } from 'react-dom/server'
import { createElement } from 'react'
import { I18nextProvider } from 'react-i18next'
import { RouterContextProvider } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CartTotals } from '#core/cart/cart.ts'
import { getI18n } from '#core/i18n/translate.ts'
import type { Database } from '#server/db/client.ts'
import { auditLog, orders } from '#server/db/schema/index.ts'
import { requestContext, servicesContext } from '#server/context.ts'
import { AUTH_COOKIE } from '#core/http/cookies.ts'
import { loadLayoutData } from '#server/modules/storefront/layout-data.ts'
import type { Services } from '#server/services.ts'
import { FreeDeliveryNote } from '#app/components/cart/FreeDeliveryNote.tsx'
import * as cartPage from '#app/routes/cart.tsx'
import * as shippingPage from '#app/routes/checkout/shipping.tsx'
import * as settingsPage from '#app/routes/admin/settings.tsx'
import { testApp } from './app.ts'
import { type Product, checkoutClient } from './checkout-helpers.ts'
import { testDatabases } from './databases.ts'
import { staffRouteArgs } from './staff-route.ts'

// TOT-4, STAFF-11 on both databases: the owner sets the free-shipping threshold in the back
// office's settings form; at once the cart (API and page), the shipping step, the checkout's
// totals, the order and the selling points measure against it and name it. A refused value
// changes nothing.

const databases = await testDatabases()

type Answer = {
  data: { message: string; errors: Record<string, string[]> }
  init: { status: number }
}

describe.each(databases)('the free-shipping threshold on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance
  let services: Services
  let client: ReturnType<typeof checkoutClient>
  let ownerToken: string
  let ownerId: number

  beforeAll(async () => {
    database = await kind.create()
    app = await testApp(database)
    services = app.services
    client = checkoutClient(app)
    const email = 'threshold-owner@example.com'
    const { member, password } = await services.staff.create(
      { email, name: 'Owner', role: 'owner' },
      null,
    )
    ownerId = member.id
    const login = (await services.staff.logIn(email, password))!
    ownerToken = login.token
    // The owner logs in with a second factor (STAFF-3).
    const { secret } = await services.staff.beginTotpSetup(member.id)
    await services.staff.confirmTotpSetup(login.session, await generate({ secret }), 'de')
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  /** The settings form as the page shows it, with `freeShippingAbove` typed in, saved. */
  async function saveThreshold(value: string, path = '/admin/settings') {
    const page = await settingsPage.loader(
      staffRouteArgs(services, ownerToken, '/admin/settings') as never,
    )
    const { freeShippingCountries, ...fields } = page.values
    const body = new FormData()
    for (const [key, field] of Object.entries({ intent: 'save', ...fields }))
      body.append(key, field)
    for (const code of freeShippingCountries) body.append('freeShippingCountries[]', code)
    body.set('freeShippingAbove', value)
    return settingsPage.action(
      staffRouteArgs(services, ownerToken, path, { method: 'POST', body }) as never,
    )
  }
  const audits = () =>
    database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'))

  /** A storefront page's loader arguments, with the customer's session cookie. */
  function pageArgs(path: string, token: string) {
    const context = new RouterContextProvider()
    context.set(servicesContext, services)
    context.set(requestContext, {
      origin: 'http://127.0.0.1',
      nonce: '',
      locale: path.startsWith('/en/') ? 'en' : 'de',
      ip: '127.0.0.1',
    })
    const request = new Request(`http://127.0.0.1${path}`, {
      headers: { cookie: `${AUTH_COOKIE}=${token}` },
    })
    return { request, context, params: {} }
  }
  const noteOf = (totals: CartTotals, locale: 'de' | 'en' = 'de') =>
    renderToString(
      createElement(
        I18nextProvider,
        { i18n: getI18n(locale) },
        createElement(FreeDeliveryNote, { totals }),
      ),
    )

  /** A product and quantity whose net goods are above 300 EUR and not above 500 EUR. */
  async function between300And500(): Promise<{ product: Product; quantity: number }> {
    for (const product of await client.products()) {
      for (let quantity = 1; quantity <= 50; quantity += 1) {
        const query = new URLSearchParams({
          combination_id: String(product.combinationId),
          duration_id: String(product.durationId),
          services: '0',
          quantity: String(quantity),
        })
        const res = await client.call(
          `/detail-page/product/combination-info/${product.productId}?${query}`,
        )
        const total = res.json().body.total_price as number
        if (total > 30_000 && total <= 50_000) return { product, quantity }
        if (total > 50_000) break
      }
    }
    throw new Error('no configuration of the demo catalog costs between 300 and 500 EUR')
  }

  it('refuses a negative or non-amount threshold with a field message and changes nothing', async () => {
    const before = await services.settings.get()
    expect(before.freeShippingAboveCents).toBe(50_000)
    const page = await settingsPage.loader(
      staffRouteArgs(services, ownerToken, '/admin/settings') as never,
    )
    expect(page.values.freeShippingAbove).toBe('500')

    for (const value of ['-5', 'abc', '100000,01']) {
      const answer = (await saveThreshold(value)) as Answer
      expect(answer.init.status, value).toBe(422)
      expect(answer.data.errors).toEqual({
        freeShippingAbove: [
          'Die Grenze für kostenlosen Versand muss ein Betrag in Euro von 0 bis 100.000 sein, z. B. 500 oder 500,50.',
        ],
      })
    }
    const english = (await saveThreshold('-5', '/en/admin/settings')) as Answer
    expect(english.data.errors).toEqual({
      freeShippingAbove: [
        'The free-shipping threshold must be an amount in euros from 0 to 100,000, e.g. 500 or 500.50.',
      ],
    })
    expect(await services.settings.get()).toEqual(before)
    expect(await audits()).toEqual([])
    // The same amount typed otherwise is no change.
    expect(await saveThreshold('500,00')).toMatchObject({ ok: true, changed: [] })
  })

  it('ships a 300-to-500 EUR cart to Germany free at once after the owner sets 300 EUR', async () => {
    const { product, quantity } = await between300And500()
    const who = await client.customer()
    const addressId = await client.address(who.token)
    const lineId = await client.addToCart(who.token, product, quantity)
    const shipping = await client.saveShipping(who.token, {
      billingAddressId: addressId,
      mode: 'same',
      shippings: [{ addressId, postMethod: 'dhl-standard', cartItemIds: [lineId] }],
    })
    expect(shipping.statusCode, shipping.body).toBe(200)

    // Under the default 500 EUR the cart pays its post and is told what is missing.
    const before = (await client.call('/cart/summary', { token: who.token })).json().body
    expect(before).toMatchObject({ free_delivery: false, free_delivery_above: 50_000 })
    expect(before.free_delivery_missing).toBe(50_000 - before.net)
    const paying = (await client.call('/cart/checkout', { token: who.token })).json().body.summary
    expect(paying.totals.shippingCents).toBeGreaterThan(0)

    const saved = (await saveThreshold('300')) as { ok: true; changed: string[] }
    expect(saved).toMatchObject({ ok: true, changed: ['freeShippingAboveCents'] })
    expect((await services.settings.get()).freeShippingAboveCents).toBe(30_000)
    const [entry, ...more] = await audits()
    expect(more).toEqual([])
    expect(entry).toMatchObject({
      staffId: ownerId,
      before: { freeShippingAboveCents: 50_000 },
      after: { freeShippingAboveCents: 30_000 },
    })

    // The cart API and the cart page.
    const summary = (await client.call('/cart/summary', { token: who.token })).json().body
    expect(summary.net).toBe(before.net)
    expect(summary).toMatchObject({
      free_delivery: true,
      free_delivery_missing: 0,
      free_delivery_above: 30_000,
    })
    const cart = await cartPage.loader(pageArgs('/cart', who.token) as never)
    expect(cart.summary!.totals).toMatchObject({
      freeDelivery: true,
      freeDeliveryAboveCents: 30_000,
    })
    expect(noteOf(cart.summary!.totals)).toContain(
      'Ihre Bestellung wird versandkostenfrei geliefert (ab 300 EUR netto).',
    )
    const english = await cartPage.loader(pageArgs('/en/cart', who.token) as never)
    expect(noteOf(english.summary!.totals, 'en')).toContain(
      'Your order qualifies for free delivery (above 300 EUR net).',
    )

    // The shipping step, the checkout's totals and the frame's selling points.
    const step = await shippingPage.loader(pageArgs('/shipping', who.token) as never)
    expect(step.freeShippingAboveCents).toBe(30_000)
    expect(step.estimate).toMatchObject({ shippingCents: 0, freeShipping: [true] })
    const checkout = (await client.call('/cart/checkout', { token: who.token })).json().body.summary
    expect(checkout.totals).toMatchObject({
      postPriceCents: paying.totals.postPriceCents,
      shippingCents: 0,
      netCents: checkout.totals.goodsNetCents,
      flags: { freeShipping: true },
    })
    const layout = await loadLayoutData(services, 'de')
    expect(layout.settings.freeShippingAboveCents).toBe(30_000)

    // The order keeps the free shipping it was placed with.
    const paid = await client.savePayment(who.token, { paymentMethod: 'invoice' })
    expect(paid.statusCode, paid.body).toBe(200)
    const placed = await client.call('/cart/orders/create', {
      method: 'POST',
      token: who.token,
      locale: 'de',
      body: { idempotency_key: randomUUID() },
    })
    expect(placed.statusCode, placed.body).toBe(201)
    const [order] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.number, placed.json().body.order.number))
    expect(order).toMatchObject({ shippingCents: 0, totalCents: checkout.totals.totalCents })
  })

  it('takes a threshold with cents and names it so (500,50 EUR / 500.50 EUR)', async () => {
    expect(await saveThreshold('500.50')).toMatchObject({ ok: true })
    expect((await services.settings.get()).freeShippingAboveCents).toBe(50_050)
    const page = await settingsPage.loader(
      staffRouteArgs(services, ownerToken, '/admin/settings') as never,
    )
    expect(page.values.freeShippingAbove).toBe('500,50')
    const who = await client.customer()
    await client.addToCart(who.token, (await client.products())[0]!, 1)
    const cart = await cartPage.loader(pageArgs('/cart', who.token) as never)
    expect(noteOf(cart.summary!.totals)).toContain('(ab 500,50 EUR netto)')
    expect(noteOf(cart.summary!.totals, 'en')).toContain('(above 500.50 EUR net)')
  })
})
