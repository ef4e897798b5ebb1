import { randomBytes } from 'node:crypto'
import { CONSENT_COOKIE, noConsent, serializeConsent } from '#core/consent/consent.ts'
import { formatMoney } from '#core/money/money.ts'
import type { OrderDetailView } from '#core/orders/order-views.ts'
import { expect, test } from './fixtures.ts'
import { open, placeOrder } from './helpers.ts'

// The printable invoice (Rechnung) of an order: opened from the order's details in the profile,
// it shows the invoice number, the lines and exactly the totals stored with the order; only the
// order's owner sees it.

const run = randomBytes(4).toString('hex')

test('the owner opens the invoice of an order from the profile; others get 404', async ({
  page,
  request,
  context,
  baseURL,
}, testInfo) => {
  const order = await placeOrder(request, { tag: `invoice.${run}`, paymentMethod: 'prepayment' })
  const fetched = await request.get(`/api/v1/user/dashboard/invoices/fetch/${order.id}`, {
    headers: { authorization: `Bearer ${order.token}`, 'accept-language': 'de' },
  })
  expect(fetched.ok()).toBe(true)
  const stored = (await fetched.json()).body as OrderDetailView & { invoice_url: string }
  expect(stored.invoice_url).toBe(`/print_invoice/${order.id}`)

  // Anonymous: the localized home page.
  await page.goto(`/en/print_invoice/${order.id}`)
  await expect(page).toHaveURL(/\/en$/)

  await context.addCookies([
    { name: 'nl_session', value: order.token, url: baseURL! },
    { name: CONSENT_COOKIE, value: serializeConsent(noConsent), url: baseURL! },
  ])
  await page.setViewportSize({ width: 1280, height: 900 })
  await open(page, '/profile/orders')
  await page.getByTestId('order-details-button').click()
  // INV-1, INV-6: the issued invoice with its PDF (ZUGFeRD) and XML, downloaded by its owner.
  const documents = page.getByTestId('order-dialog').getByTestId('order-document')
  await expect(documents).toHaveCount(1)
  await expect(documents).toContainText(/Rechnung RE-\d{4}-\d{6}/)
  await expect(documents).toContainText(formatMoney(order.totalCents))
  const pdfLink = documents.getByRole('link', { name: /als PDF herunterladen$/ })
  const [download] = await Promise.all([page.waitForEvent('download'), pdfLink.click()])
  expect(download.suggestedFilename()).toMatch(/^RE-\d{4}-\d{6}\.pdf$/)
  const pdf = await page.request.get((await pdfLink.getAttribute('href'))!)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
  if (process.env.SHOTS_DIR) {
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/profile-documents-desktop.png` })
  }
  const link = page.getByTestId('order-dialog').getByRole('link', {
    name: `Rechnung zur Bestellung ${order.number} (öffnet in einem neuen Tab)`,
  })
  await expect(link).toHaveAttribute('target', '_blank')
  const [invoicePage] = await Promise.all([context.waitForEvent('page'), link.click()])
  await invoicePage.waitForLoadState()
  expect(new URL(invoicePage.url()).pathname).toBe(stored.invoice_url)
  await invoicePage.close()

  await open(page, stored.invoice_url)
  const sheet = page.getByTestId('invoice')
  // INV-1, INV-2: a prepayment order is invoiced when placed, numbered per year.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Rechnung RE-\d{4}-\d{6}$/)
  const invoiceNumber = (await page.getByTestId('invoice-number').textContent())!
  expect(invoiceNumber).toMatch(/^RE-\d{4}-\d{6}$/)
  await expect(page.getByTestId('invoice-order-number')).toHaveText(String(order.number))
  await expect(page.getByTestId('invoice-letterhead')).toContainText('Messebau Nordlicht GmbH')
  await expect(page.getByTestId('invoice-letterhead')).toContainText('USt-IdNr.: DE999999999')
  await expect(page.getByTestId('invoice-billing-address')).toContainText('Hafenstraße 5')
  await expect(page.getByTestId('invoice-payment-method')).toHaveText('Vorkasse')

  const items = stored.packages.flatMap((pkg) => pkg.items)
  const lines = page.getByTestId('invoice-line')
  await expect(lines).toHaveCount(items.length)
  await expect(lines.first()).toContainText(order.title)
  await expect(lines.first()).toContainText(formatMoney(items[0]!.unitCents))
  await expect(lines.first().getByTestId('invoice-line-total')).toHaveText(
    formatMoney(items[0]!.totalCents),
  )
  await expect(sheet).toContainText(stored.packages[0]!.postMethodText)

  const { totals } = stored
  await expect(page.getByTestId('invoice-subtotal')).toHaveText(formatMoney(totals.subtotalCents))
  expect(totals.prepaymentDiscountCents).toBeGreaterThan(0)
  await expect(page.getByTestId('invoice-prepayment-discount')).toHaveText(
    formatMoney(-totals.prepaymentDiscountCents),
  )
  await expect(page.getByTestId('invoice-shipping')).toHaveText(formatMoney(totals.shippingCents))
  await expect(page.getByTestId('invoice-net')).toHaveText(formatMoney(totals.netCents))
  await expect(page.getByTestId('invoice-vat')).toHaveText(formatMoney(totals.vatCents))
  await expect(sheet).toContainText(`MwSt. ${totals.taxPercent} %`)
  await expect(page.getByTestId('invoice-total')).toHaveText(formatMoney(totals.totalCents))
  await expect(page.getByTestId('invoice-bank')).toContainText('DE00 0000 0000 0000 0000 00')
  // PAY-2, PAY-3: prepayment is due at once on its own terms, with the order number as the
  // one reference (the thank-you page and the mail name it too).
  await expect(page.getByTestId('invoice-bank-reference')).toHaveText(String(order.number))
  await expect(page.getByTestId('invoice-terms')).toHaveText(/^Zahlbar sofort per Überweisung/)
  await expect(sheet).not.toContainText('Zahlbar innerhalb von 14 Tagen')
  await expect(page.getByTestId('invoice-due-date')).toHaveText(
    (await page.getByTestId('invoice-date').textContent())!,
  )
  // The invoice date as a German customer writes it, never an ISO date.
  await expect(page.getByTestId('invoice-date')).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/)
  await expect(sheet).not.toContainText(/\d{4}-\d{2}-\d{2}/)

  const print = page.getByRole('button', { name: 'Drucken' })
  await expect(print).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('invoice-1280.png'), fullPage: true })

  // Printed on A4 (about 794 px wide at 96 dpi): no button, no consent banner of the site.
  await context.clearCookies({ name: CONSENT_COOKIE })
  await open(page, stored.invoice_url)
  const banner = page.getByTestId('consent-banner')
  await expect(banner).toBeVisible()
  await page.setViewportSize({ width: 794, height: 1123 })
  await page.emulateMedia({ media: 'print' })
  await expect(print).toBeHidden()
  await expect(banner).toBeHidden()
  await expect(page.getByTestId('invoice-total')).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('invoice-print-a4.png'), fullPage: true })
  await page.emulateMedia({ media: 'screen' })
  await page.setViewportSize({ width: 1280, height: 900 })

  // English under /en.
  await open(page, `/en/print_invoice/${order.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Invoice ${invoiceNumber}`)
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible()
  await expect(page.getByTestId('invoice-total')).toHaveText(formatMoney(totals.totalCents))
  await expect(page.getByTestId('invoice-date')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/)

  // Another customer, and an unknown order: the 404 page.
  const other = await request.post('/api/v1/user/auth/register', {
    data: {
      company: 'Andere Messe GmbH',
      gender: 'male',
      first_name: 'Ole',
      last_name: 'Petersen',
      address: 'Kaistraße 1',
      postcode: '24103',
      city: 'Kiel',
      country_id: 18,
      email: `invoice.other.${run}@example.com`,
      phone: `+49 431 ${run}`,
      password: 'Sicher1234',
      password_confirmation: 'Sicher1234',
    },
  })
  expect(other.status()).toBe(201)
  const otherToken = (await other.json()).body.access_token as string
  await context.addCookies([{ name: 'nl_session', value: otherToken, url: baseURL! }])
  const refused = await page.goto(`/print_invoice/${order.id}`)
  expect(refused?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Entschuldigung, die Seite wurde nicht gefunden.',
  )
  await expect(page.getByText(invoiceNumber)).toHaveCount(0)
  expect((await page.goto('/en/print_invoice/99999999'))?.status()).toBe(404)
})
