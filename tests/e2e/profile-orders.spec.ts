import { randomBytes } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { open } from './helpers.ts'

// Issue 6 item 9: a customer with an order sees it in the profile, opens its details and
// uploads a print file with the progress bar. The order is placed through the HTTP API, the way
// the checkout screens place it.

const run = randomBytes(4).toString('hex')
const site = '/api/v1/user/site'

async function placeOrder(request: APIRequestContext) {
  const email = `orders.${run}@example.com`
  const registered = await request.post('/api/v1/user/auth/register', {
    data: {
      company: 'Nordwind Messebau',
      gender: 'female',
      first_name: 'Jördis',
      last_name: 'Hansen',
      address: 'Hafenstraße 5',
      postcode: '20457',
      city: 'Hamburg',
      country_id: 18,
      email,
      phone: `+49 40 ${run}`,
      password: 'Sicher1234',
      password_confirmation: 'Sicher1234',
    },
  })
  expect(registered.status()).toBe(201)
  const token = (await registered.json()).body.access_token as string
  const headers = { authorization: `Bearer ${token}`, 'accept-language': 'de' }
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown) => {
    const res = await request.fetch(`${site}${url}`, { method, headers, data })
    expect(res.ok(), await res.text()).toBe(true)
    return (await res.json()).body
  }

  const address = await call('POST', '/cart/addresses/add', {
    company: 'Nordwind Messebau',
    gender: 'female',
    first_name: 'Jördis',
    last_name: 'Hansen',
    address: 'Hafenstraße 5',
    postcode: '20457',
    city: 'Hamburg',
    country_id: 18,
    phone: '+49 40 123',
  })
  const list = await call('GET', '/middle-page/products/roll-up-standard?per_page=100')
  const product = list.data[0] as { id: number; title: string }
  const infos = await call('GET', `/detail-page/product/infos/${product.id}`)
  const combos = await call('GET', `/detail-page/product/optionsid/${product.id}`)
  const line = await call('POST', `/cart/add/${product.id}`, {
    quantity: 2,
    combination_id: combos.combinations[0].combination_id,
    duration_id: infos.working_day[0].duration_id,
    services: [],
  })
  await call('PUT', '/cart/checkout/shipping', {
    billingAddressId: address.id,
    mode: 'same',
    shippings: [{ addressId: address.id, postMethod: 'dhl-standard', cartItemIds: [line.id] }],
  })
  await call('PUT', '/cart/checkout/payment', { paymentMethod: 'invoice', termsAccepted: true })
  const created = await call('POST', '/cart/orders/create', { idempotency_key: `e2e-${run}-order` })
  return { token, title: product.title, number: created.order.number as number }
}

// A minimal PDF, built here: the shop recognises it by its first bytes.
const pdf = Buffer.concat([
  Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  Buffer.alloc(256 * 1024, 0x20),
])

test('a customer finds the order, opens its details and uploads a print file', async ({
  page,
  request,
  context,
  baseURL,
}, testInfo) => {
  const order = await placeOrder(request)
  await context.addCookies([{ name: 'nl_session', value: order.token, url: baseURL! }])

  await open(page, '/profile/orders')
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Alle ablehnen' }).click()
  await expect(page.getByRole('heading', { name: 'Meine Bestellungen' })).toBeVisible()
  const row = page.getByTestId('order-row')
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('1 Artikel')
  await expect(row).toContainText('Auf Rechnung')
  await expect(row).toContainText(/\d{2}\.\d{2}\.\d{4}/)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.screenshot({ path: testInfo.outputPath('orders-1280.png'), fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: testInfo.outputPath('orders-390.png') })
  await page.setViewportSize({ width: 1280, height: 900 })

  // The search form works as a plain GET form.
  const search = page.getByRole('search', { name: 'Bestellungen durchsuchen' })
  await search.getByRole('searchbox', { name: 'Bestellungen durchsuchen' }).fill('kein-treffer-xyz')
  await search.getByRole('button', { name: 'Suchen' }).click()
  await expect(page).toHaveURL(/q=kein-treffer-xyz/)
  await expect(page.getByTestId('orders-empty')).toContainText('Keine Bestellung passt')
  await page.getByRole('link', { name: 'Alle Bestellungen zeigen' }).click()
  await expect(page.getByTestId('order-row')).toHaveCount(1)

  await page.getByTestId('order-details-button').click()
  const dialog = page.getByTestId('order-dialog')
  await expect(dialog.getByTestId('order-details')).toBeVisible()
  await expect(dialog.getByTestId('order-item')).toContainText(order.title)
  await expect(dialog.getByTestId('order-totals')).toContainText('Gesamtsumme')

  await dialog.getByTestId('print-file-input').setInputFiles({
    name: 'Druckdaten Rollup.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  })
  const progress = dialog.getByRole('progressbar', { name: 'Fortschritt des Uploads' })
  await expect(progress).toHaveAttribute('aria-valuenow', '100')
  const files = dialog.getByTestId('print-files')
  await expect(
    files.getByRole('link', { name: 'Druckdaten Rollup.pdf herunterladen' }),
  ).toBeVisible()
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: testInfo.outputPath('order-details-390.png') })

  // The upload stays after a reload.
  await page.keyboard.press('Escape')
  await open(page, '/en/profile/orders')
  await page.getByTestId('order-details-button').click()
  await expect(
    page.getByTestId('order-dialog').getByRole('link', { name: 'Download Druckdaten Rollup.pdf' }),
  ).toBeVisible()

  // Print files ready.
  await page.getByRole('button', { name: 'Print files ready' }).click()
  await expect(page.getByTestId('files-ready')).toContainText('Print files marked ready')
})
