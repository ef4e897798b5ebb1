import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect } from 'vitest'
import type { PriceInput } from '#core/pricing/pricing.ts'
import type { CartItemAnswer as CartItem } from '#server/api/v1/cart.routes.ts'
import type { Database } from '#server/db/client.ts'
import type { Services } from '#server/services.ts'
import { testApp } from './app.ts'
import { type Product, checkoutClient } from './checkout-helpers.ts'
import type { testDatabases } from './databases.ts'
import { startFakeVies } from './fakes/vies.ts'

// What the checkout API files (checkout-*.test.ts) share: destinations, a cart line as
// core/pricing reads it, and an app on one database with a fake VIES and a checkout client.

/** What core/pricing needs to price an API cart line again, as the expected totals do. */
export const priceInputOf = (item: CartItem): PriceInput => ({
  productPriceCents: item.original_price,
  realPriceCents: item.real_price,
  additionalPriceCents: item.additional_price,
  tiers: item.discount.map((tier) => ({ minQuantity: tier.quantity, percent: tier.percent })),
  durationSurchargePercent: item.duration_price,
  servicePricesCents: item.service_values.map((value) => value.price),
  quantity: item.quantity,
})

export const DE = { code: 'DE', taxRequired: true, isEu: true }
export const SW = { code: 'SW', taxRequired: false, isEu: false }
export const AT = { code: 'AT', taxRequired: true, isEu: true }

/** The app of a describe on a database of `kind`, made before its tests and closed after. */
export function checkoutApi(kind: Awaited<ReturnType<typeof testDatabases>>[number]) {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance
  let vies: Awaited<ReturnType<typeof startFakeVies>>
  let client: ReturnType<typeof checkoutClient>
  let products: Product[]

  beforeAll(async () => {
    database = await kind.create()
    vies = await startFakeVies()
    // Room for a busy machine (test files run in parallel); the 'slow' fake outwaits any timeout.
    app = await testApp(database, { VIES_URL: vies.url, VIES_TIMEOUT_MS: '1500' })
    client = checkoutClient(app)
    products = await client.products()
    expect(products.length).toBeGreaterThan(1)
  })
  afterAll(async () => {
    await app?.close()
    await vies?.close()
    await database?.drop()
  })

  const cartItems = async (token: string): Promise<CartItem[]> =>
    (await client.call('/cart/fetch', { token })).json().body
  // The flows the API and the payment page's action share (services.checkoutFlows).
  const services = () => (app as unknown as { services: Services }).services
  const buyerOf = async (token: string, locale: 'de' | 'en' = 'en') => ({
    customer: (await services().auth.authenticate(token))!.customer,
    locale,
  })

  return {
    cartItems,
    services,
    buyerOf,
    get database() {
      return database
    },
    get app() {
      return app
    },
    get vies() {
      return vies
    },
    get client() {
      return client
    },
    get products() {
      return products
    },
  }
}
