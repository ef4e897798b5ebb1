import { randomBytes } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { formatMoney } from '#core/money/money.ts'
import { expect, test } from './fixtures.ts'
import { open } from './helpers.ts'
import { checkoutThroughApi, logIn, registerCustomer, shopApi } from './orders.ts'

// End to end (decisions 0007, 0013): a card order in test mode goes through the test-payment page to the
// success page, or fails and lands on the failed page with the way back to the cart. The orders
// are placed through the HTTP API, the way the checkout screens place them.

let token: string | undefined

/** One customer for the file (registration is rate limited). */
async function customerOf(request: APIRequestContext) {
  token ??= (await registerCustomer(request, `payments.${randomBytes(4).toString('hex')}`)).token
  return shopApi(request, token)
}

let lastOrder: number | undefined

/** A card order in this language, its payment started: the test page's address. */
async function startedOrder(request: APIRequestContext, locale: 'de' | 'en') {
  const api = (await customerOf(request)).in(locale)
  // One unpaid order per cart: an earlier test's order that was left unpaid is dropped first.
  if (lastOrder !== undefined) {
    const state = await orderState(request, lastOrder)
    // Its lines stay in the cart; the next order adds to them.
    if (state.status === 'pending')
      await api.call('POST', `/user/site/cart/orders/drop/${lastOrder}`)
  }
  const { order } = await checkoutThroughApi(request, api, 'card')
  lastOrder = order.id
  const started = await api.call<{ redirect_url: string }>(
    'POST',
    `/user/site/cart/orders/pay/${order.id}`,
  )
  return { order, redirectUrl: started.redirect_url }
}

/** The order's state as the profile's order API shows it. */
async function orderState(request: APIRequestContext, id: number) {
  return (await customerOf(request)).call<{ status: string; paymentStatus: string }>(
    'GET',
    `/user/dashboard/invoices/fetch/${id}`,
  )
}

test('a successful test payment shows the success page with the order', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await logIn(context, await customerOf(request), baseURL!)
  const { order, redirectUrl } = await startedOrder(request, 'de')

  await open(page, redirectUrl)
  await expect(page.getByText('TESTMODUS — es wird kein Geld bewegt')).toBeVisible()
  await expect(page.getByText(`Bestellung ${order.number}`)).toBeVisible()
  await expect(page.getByText(formatMoney(order.total_cents))).toBeVisible()
  await page.getByRole('button', { name: 'Zahlung erfolgreich simulieren' }).click()

  await expect(page).toHaveURL(/\/payment\/checkout\/order\/success\?order=/)
  await expect(
    page.getByRole('heading', {
      name: 'Herzlichen Glückwunsch, die Transaktion wurde erfolgreich genehmigt.',
    }),
  ).toBeVisible()
  await expect(page.getByText(String(order.number))).toBeVisible()
  await expect(page.getByText(formatMoney(order.total_cents))).toBeVisible()
  await expect(page.getByRole('link', { name: 'Bestellung ansehen' })).toHaveAttribute(
    'href',
    `/overview?order=${order.id}`,
  )
  expect((await orderState(request, order.id)).status).toBe('paid')
})

test('the English success page shows the sentence of the spec', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await logIn(context, await customerOf(request), baseURL!)
  const { redirectUrl } = await startedOrder(request, 'en')
  await open(page, redirectUrl)
  await expect(page.getByText('TEST MODE — no money moves')).toBeVisible()
  await page.getByRole('button', { name: 'Simulate a successful payment' }).click()
  await expect(
    page.getByRole('heading', { name: 'Congratulations, transaction successfully approved.' }),
  ).toBeVisible()
})

test('a failed test payment shows the failed page, the way back to the cart and pay again', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await logIn(context, await customerOf(request), baseURL!)
  const { order, redirectUrl } = await startedOrder(request, 'en')
  await open(page, redirectUrl)
  await page.getByRole('button', { name: 'Let the payment fail' }).click()

  await expect(
    page.getByRole('heading', { name: 'Oh, we were unable to process your payment.' }),
  ).toBeVisible()
  const state = await orderState(request, order.id)
  expect(state).toMatchObject({ status: 'pending', paymentStatus: 'cancelled' })
  await expect(page.getByRole('link', { name: 'Back to the cart' })).toHaveAttribute(
    'href',
    '/en/cart',
  )

  await page.getByRole('button', { name: 'Pay again' }).click()
  await expect(page.getByText('TEST MODE — no money moves')).toBeVisible()
  await page.getByRole('button', { name: 'Let the payment fail' }).click()
  await page.getByRole('link', { name: 'Back to the cart' }).click()
  await expect(page).toHaveURL(`${baseURL}/en/cart`)
})

test('the test page pays nothing by GET or with a forged signature, and refuses a post from another site', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await logIn(context, await customerOf(request), baseURL!)
  const { order, redirectUrl } = await startedOrder(request, 'de')
  // The success page only reads: a GET with the order id and the reference pays nothing.
  const reference = new URL(redirectUrl, baseURL).searchParams.get('reference')!
  await open(page, `/payment/checkout/order/success?order=${order.id}&reference=${reference}`)
  expect((await orderState(request, order.id)).status).toBe('pending')

  const forged = new URL(redirectUrl, baseURL)
  forged.searchParams.set('signature', 'nachgemacht')
  await open(page, forged.pathname + forged.search)
  await expect(page.getByText('Dieser Link zur Testzahlung ist unvollständig.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Zahlung erfolgreich simulieren' })).toHaveCount(0)

  // A post of the test form from another site is refused before it reaches the page.
  const params = new URL(redirectUrl, baseURL).searchParams
  const crossSite = await request.post(`${baseURL}/checkout/test-payment`, {
    headers: {
      origin: 'https://evil.example',
      cookie: (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; '),
    },
    form: {
      order: params.get('order')!,
      reference: params.get('reference')!,
      signature: params.get('signature')!,
      outcome: 'paid',
    },
    maxRedirects: 0,
  })
  expect(crossSite.status()).toBe(403)
  expect((await orderState(request, order.id)).status).toBe('pending')
})

test('every page says so while payments are simulated', async ({ page }) => {
  await open(page, '/')
  await expect(page.getByTestId('test-mode-notice')).toHaveText(
    'Testmodus: Zahlungen werden simuliert. Es wird kein Geld bewegt.',
  )
  await open(page, '/en/cart')
  await expect(page.getByTestId('test-mode-notice')).toHaveText(
    'Test mode: payments are simulated. No money moves.',
  )
})

test('an aborted card payment keeps the cart and the way to pay', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await logIn(context, await customerOf(request), baseURL!)
  const { order, redirectUrl } = await startedOrder(request, 'de')
  await open(page, redirectUrl)
  await page.getByRole('button', { name: 'Zahlung fehlschlagen lassen' }).click()
  await page.getByRole('link', { name: 'Zurück zum Warenkorb' }).click()

  // The cart still holds the order's lines, and says how to pay or drop the order.
  await expect(page.getByTestId('cart-summary')).toBeVisible()
  const banner = page.getByTestId('unpaid-order')
  await expect(banner).toContainText(
    `Bestellung ${order.number}: Zahlung fehlgeschlagen – noch offen`,
  )
  await expect(banner).toContainText(formatMoney(order.total_cents))
  await open(page, '/profile/orders')
  const row = page.getByTestId('order-row').filter({ hasText: `#${order.number}` })
  await expect(row.getByTestId('payment-state')).toHaveText('Zahlung fehlgeschlagen – offen')
  await expect(row.getByTestId('order-pay-now')).toBeVisible()

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await open(page, '/cart')
    await page.screenshot({ path: `test-results/cart-unpaid-order-${width}.png`, fullPage: true })
  }
  await page.getByRole('button', { name: 'Jetzt bezahlen' }).click()
  await expect(page.getByText('TESTMODUS — es wird kein Geld bewegt')).toBeVisible()
  await page.getByRole('button', { name: 'Zahlung erfolgreich simulieren' }).click()
  await expect(page).toHaveURL(/\/payment\/checkout\/order\/success\?order=/)
  // Paid: the lines left the cart with the order.
  await open(page, '/cart')
  await expect(page.getByText('Ihr Warenkorb ist leer.')).toBeVisible()
  await expect(page.getByTestId('unpaid-order')).toHaveCount(0)
})

test('screenshots of the payment pages at 390 and 1280 px', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await logIn(context, await customerOf(request), baseURL!)
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    const { redirectUrl } = await startedOrder(request, 'de')
    await open(page, redirectUrl)
    await page.screenshot({ path: `test-results/payment-test-page-${width}.png`, fullPage: true })
    await page.getByRole('button', { name: 'Zahlung fehlschlagen lassen' }).click()
    await expect(page.getByRole('button', { name: 'Erneut bezahlen' })).toBeVisible()
    await page.screenshot({ path: `test-results/payment-failed-${width}.png`, fullPage: true })
    await page.getByRole('button', { name: 'Erneut bezahlen' }).click()
    await page.getByRole('button', { name: 'Zahlung erfolgreich simulieren' }).click()
    await expect(page.getByRole('link', { name: 'Meine Bestellungen' })).toBeVisible()
    await page.screenshot({ path: `test-results/payment-success-${width}.png`, fullPage: true })
  }
})
