import type { FastifyInstance } from 'fastify'
import type { BrowserContext } from '@playwright/test'
import { CONSENT_COOKIE, noConsent, serializeConsent } from '#core/consent/consent.ts'
import { formatMoney } from '#core/money/money.ts'
import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import type { Database } from '#server/db/client.ts'
import { testDatabases } from '#tests/integration/databases.ts'
import {
  createCustomerFixture,
  createOrderFixture,
  type CustomerFixture,
} from '#tests/integration/fixtures/orders.ts'
import { expect, test } from './fixtures.ts'
import { open } from './helpers.ts'

// Issue 6 item 8 end to end: a card order in test mode goes through the test-payment page to the
// success page, or fails and lands on the failed page with the way back to the cart.
//
// Orders are created before the checkout can create them in a browser, so this file runs its own
// shop in-process (the same buildApp and storefront build as `npm start`) on an embedded database
// it can write the order fixture into.

let shop: FastifyInstance
let database: Database & { drop(): Promise<void> }
let base: string
let customer: CustomerFixture

test.beforeAll(async () => {
  const [pglite] = await testDatabases()
  database = await pglite!.create()
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/shop-e2e-payments',
    LOG_LEVEL: 'warn',
  })
  shop = await buildApp(config, { database, logger: false })
  base = await shop.listen({ host: '127.0.0.1', port: 0 })
  customer = await createCustomerFixture(database.db)
})

test.afterAll(async () => {
  await shop?.close()
  await database?.drop()
})

async function logIn(context: BrowserContext) {
  await context.addCookies([
    { name: 'nl_session', value: customer.token, url: base },
    { name: 'popup_seen', value: '1', url: base },
    { name: CONSENT_COOKIE, value: serializeConsent(noConsent), url: base },
  ])
}

test('a successful test payment shows the success page with the order', async ({
  page,
  context,
}) => {
  await logIn(context)
  const { order } = await createOrderFixture(database.db, customer.id)
  const started = await shop.services.payments.start(customer.id, order.id, 'de')

  await open(page, `${base}${started.redirectUrl}`)
  await expect(page.getByText('TESTMODUS — es wird kein Geld bewegt')).toBeVisible()
  await expect(page.getByText(`Bestellung ${order.number}`)).toBeVisible()
  await expect(page.getByText(formatMoney(order.totalCents))).toBeVisible()
  await page.getByRole('link', { name: 'Zahlung erfolgreich simulieren' }).click()

  await expect(page).toHaveURL(/\/payment\/checkout\/order\/success\?order=/)
  await expect(
    page.getByRole('heading', {
      name: 'Herzlichen Glückwunsch, die Transaktion wurde erfolgreich genehmigt.',
    }),
  ).toBeVisible()
  await expect(page.getByText(String(order.number))).toBeVisible()
  await expect(page.getByText(formatMoney(order.totalCents))).toBeVisible()
  await expect(page.getByRole('link', { name: 'Bestellung ansehen' })).toHaveAttribute(
    'href',
    `/overview?order=${order.id}`,
  )
  expect((await shop.services.payments.state(customer.id, order.id, 'de')).status).toBe('paid')
})

test('the English success page shows the sentence of the spec', async ({ page, context }) => {
  await logIn(context)
  const { order } = await createOrderFixture(database.db, customer.id, { locale: 'en' })
  const started = await shop.services.payments.start(customer.id, order.id, 'en')
  await open(page, `${base}${started.redirectUrl}`)
  await expect(page.getByText('TEST MODE — no money moves')).toBeVisible()
  await page.getByRole('link', { name: 'Simulate a successful payment' }).click()
  await expect(
    page.getByRole('heading', { name: 'Congratulations, transaction successfully approved.' }),
  ).toBeVisible()
})

test('a failed test payment shows the failed page, the way back to the cart and pay again', async ({
  page,
  context,
}) => {
  await logIn(context)
  const { order } = await createOrderFixture(database.db, customer.id, { locale: 'en' })
  const started = await shop.services.payments.start(customer.id, order.id, 'en')
  await open(page, `${base}${started.redirectUrl}`)
  await page.getByRole('link', { name: 'Let the payment fail' }).click()

  await expect(
    page.getByRole('heading', { name: 'Oh, we were unable to process your payment.' }),
  ).toBeVisible()
  const state = await shop.services.payments.state(customer.id, order.id, 'en')
  expect(state).toMatchObject({ status: 'pending', paymentStatus: 'cancelled' })
  await expect(page.getByRole('link', { name: 'Back to the cart' })).toHaveAttribute(
    'href',
    '/en/cart',
  )

  await page.getByRole('button', { name: 'Pay again' }).click()
  await expect(page.getByText('TEST MODE — no money moves')).toBeVisible()
  await page.getByRole('link', { name: 'Let the payment fail' }).click()
  await page.getByRole('link', { name: 'Back to the cart' }).click()
  await expect(page).toHaveURL(`${base}/en/cart`)
})

test('the test page refuses a return address on another site', async ({ page, context }) => {
  await logIn(context)
  const query = new URLSearchParams({
    reference: 'test_stripe_00000000-0000-4000-8000-000000000000',
    order: '1',
    amount: '1000',
    success: 'https://evil.example/steal',
    cancel: '//evil.example/steal',
  })
  await open(page, `${base}/checkout/test-payment?${query}`)
  await expect(page.getByText('Dieser Link zur Testzahlung ist unvollständig.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Zahlung erfolgreich simulieren' })).toHaveCount(0)
})

test('screenshots of the payment pages at 390 and 1280 px', async ({ page, context }) => {
  await logIn(context)
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    const { order } = await createOrderFixture(database.db, customer.id)
    const started = await shop.services.payments.start(customer.id, order.id, 'de')
    await open(page, `${base}${started.redirectUrl}`)
    await page.screenshot({ path: `test-results/payment-test-page-${width}.png`, fullPage: true })
    await page.getByRole('link', { name: 'Zahlung fehlschlagen lassen' }).click()
    await expect(page.getByRole('button', { name: 'Erneut bezahlen' })).toBeVisible()
    await page.screenshot({ path: `test-results/payment-failed-${width}.png`, fullPage: true })
    await page.getByRole('button', { name: 'Erneut bezahlen' }).click()
    await page.getByRole('link', { name: 'Zahlung erfolgreich simulieren' }).click()
    await expect(page.getByRole('link', { name: 'Meine Bestellungen' })).toBeVisible()
    await page.screenshot({ path: `test-results/payment-success-${width}.png`, fullPage: true })
  }
})
