import { randomBytes } from 'node:crypto'
import { expect, test } from './fixtures.ts'
import { open, placeOrder } from './helpers.ts'

// ORD-5, ORD-6: a customer with an order sees it in the profile, opens its details and
// uploads a print file with the progress bar. The order is placed through the HTTP API, the way
// the checkout screens place it.

const run = randomBytes(4).toString('hex')

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
  const order = await placeOrder(request, { tag: `orders.${run}` })
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
  const files = dialog.getByTestId('print-files')
  await expect(
    files.getByRole('link', { name: 'Druckdaten Rollup.pdf herunterladen' }),
  ).toBeVisible()
  // Once the file stands in the list, its upload line has done its job and goes.
  await expect(dialog.getByRole('progressbar', { name: 'Fortschritt des Uploads' })).toHaveCount(0)
  // PRE-1: the dialog reads the order again until the file's check has its result.
  await expect(files.getByTestId('print-check-level')).toBeVisible({ timeout: 30_000 })
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

  // A file can be deleted through its confirmation (the order list's action).
  const dialogFiles = page.getByTestId('order-dialog').getByTestId('print-files')
  await dialogFiles.getByRole('button', { name: 'Delete Druckdaten Rollup.pdf' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(
    page.getByTestId('order-dialog').getByRole('link', { name: 'Download Druckdaten Rollup.pdf' }),
  ).toHaveCount(0)
})

test.describe('the order list without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the details button shows the order in the page, and another order is not shown', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const order = await placeOrder(request, { tag: `orders.nojs.${run}` })
    await context.addCookies([{ name: 'nl_session', value: order.token, url: baseURL! }])
    await page.goto('/profile/orders')
    await page.getByTestId('order-details-button').click()
    await expect(page).toHaveURL(/\/profile\/orders\?order=\d+$/)
    const details = page.getByTestId('order-details-page')
    await expect(details.getByTestId('order-item')).toContainText(order.title)
    await expect(details.getByTestId('order-totals')).toContainText('Gesamtsumme')
    await details.getByRole('link', { name: 'Schließen' }).click()
    await expect(page.getByTestId('order-details-page')).toHaveCount(0)
    // An order the customer cannot see shows no details, the list as usual.
    await page.goto('/profile/orders?order=2147483647')
    await expect(page.getByTestId('order-row')).toHaveCount(1)
    await expect(page.getByTestId('order-details-page')).toHaveCount(0)
  })
})
