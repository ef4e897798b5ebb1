import net from 'node:net'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { orders } from '#server/db/schema/index.ts'
import { testApp } from './app.ts'
import type { testDatabases } from './databases.ts'
import { startFakePayPal } from './fakes/paypal.ts'
import { startFakeStripe } from './fakes/stripe.ts'
import { createCustomerFixture, type CustomerFixture } from './fixtures/orders.ts'

// What the payment route files (payments-routes*.test.ts) share: the providers' keys, and apps
// on one database in test mode, against the fakes of Stripe and PayPal, and with both down.

export const stripeKey = 'sk_test_routes'
export const webhookSecret = 'whsec_test_routes'
export const paypalId = 'paypal-client'
export const paypalSecret = 'paypal-secret'
export const orderPath = '/api/v1/user/site/cart/orders'

/** A port nothing listens on: the provider is down. */
export async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** The apps of a describe on a database of `kind`, made before its tests and closed after. */
export function paymentApps(kind: Awaited<ReturnType<typeof testDatabases>>[number]) {
  let database: Database & { drop(): Promise<void> }
  let fakeStripe: Awaited<ReturnType<typeof startFakeStripe>>
  let fakePayPal: Awaited<ReturnType<typeof startFakePayPal>>
  /** No keys: the test-mode provider. */
  let testMode: FastifyInstance
  /** Stripe and PayPal configured against the fakes. */
  let live: FastifyInstance
  /** Stripe and PayPal configured, but nothing answers. */
  let down: FastifyInstance
  let customer: CustomerFixture
  let stranger: CustomerFixture

  beforeAll(async () => {
    database = await kind.create()
    fakeStripe = await startFakeStripe(stripeKey)
    fakePayPal = await startFakePayPal(paypalId, paypalSecret)
    const keys = {
      STRIPE_SECRET_KEY: stripeKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      PAYPAL_CLIENT_ID: paypalId,
      PAYPAL_CLIENT_SECRET: paypalSecret,
      PUBLIC_URL: 'https://shop.example',
    }
    testMode = await testApp(database)
    live = await testApp(database, {
      ...keys,
      STRIPE_API_BASE: fakeStripe.url,
      PAYPAL_API_BASE: fakePayPal.url,
    })
    const port = await closedPort()
    down = await testApp(database, {
      ...keys,
      STRIPE_API_BASE: `http://127.0.0.1:${port}`,
      PAYPAL_API_BASE: `http://127.0.0.1:${port}`,
    })
    customer = await createCustomerFixture(database.db)
    stranger = await createCustomerFixture(database.db)
  })

  afterAll(async () => {
    await Promise.all([testMode?.close(), live?.close(), down?.close()])
    await Promise.all([fakeStripe?.close(), fakePayPal?.close()])
    await database?.drop()
  })

  const post = (
    app: FastifyInstance,
    url: string,
    { token = customer.token, locale = 'en' }: { token?: string; locale?: 'de' | 'en' } = {},
  ) =>
    app.inject({
      method: 'POST',
      url: `${orderPath}${url}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': locale },
    })

  const orderRow = async (id: number) =>
    (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!

  return {
    post,
    orderRow,
    get database() {
      return database
    },
    get fakeStripe() {
      return fakeStripe
    },
    get fakePayPal() {
      return fakePayPal
    },
    get testMode() {
      return testMode
    },
    get live() {
      return live
    },
    get down() {
      return down
    },
    get customer() {
      return customer
    },
    get stranger() {
      return stranger
    },
  }
}
