import type { Page } from '@playwright/test'
import { expectAccessible } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { placeOrder } from './helpers.ts'
import { fixtureStaff } from './staff.ts'

/** A member of the staff logs in (English); none of the roles below needs a second factor. */
async function logInStaff(page: Page, member: { email: string; password: string }) {
  await page.goto('/en/admin/login')
  await page.getByLabel('E-mail').fill(member.email)
  await page.getByLabel('Password').fill(member.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/en\/admin$/)
}

/**
 * INV-6: sales find the invoice of an order on invoice and the credit note of its refund,
 * download the PDF and send it again; the same in German, on a phone and without JavaScript.
 */
test('sales find an order’s invoice and credit note, download the PDF and send it again', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000)
  const members = { sales: fixtureStaff('sales') }
  const order = await placeOrder(request, { tag: `invoices.${Date.now().toString(36)}` })
  const orderId = order.id
  const orderNumber = order.number
  const context = await browser.newContext({ baseURL: baseURL! })
  const page = await context.newPage()
  await logInStaff(page, members.sales)
  // The order is paid by transfer and 10,00 go back: its invoice (issued when it was placed)
  // and a credit note.
  await page.goto(`/en/admin/orders/${orderId}`)
  const money = page.getByTestId('order-money')
  await money.getByLabel('Amount').fill((order.totalCents / 100).toFixed(2))
  await money.getByRole('button', { name: 'Record the payment' }).click()
  await expect(page.getByTestId('order-work-answer')).toHaveText('The payment is recorded.')
  const refunds = page.getByTestId('order-refunds')
  await refunds.getByLabel('Amount').fill('10,00')
  await refunds.getByRole('button', { name: 'Record the transfer back' }).click()
  await expect(page.getByTestId('order-work-answer')).toContainText('The transfer back of 10,00')
  await page.goto('/en/admin')
  await page.getByRole('link', { name: 'Invoices', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Invoices' })).toBeVisible()
  const filters = page.getByTestId('invoices-filters')
  await filters.getByLabel('Search').fill(String(orderNumber))
  await filters.getByRole('button', { name: 'Filter' }).click()
  await expect(page).toHaveURL(new RegExp(`q=${orderNumber}`))
  const rows = page.getByTestId('invoice-row')
  await expect(page.getByTestId('invoices-count')).toHaveText('2 documents')
  const invoice = rows.filter({ has: page.getByRole('rowheader', { name: /^RE-/ }) })
  const credit = rows.filter({ has: page.getByRole('rowheader', { name: /^GS-/ }) })
  const invoiceNumber = (await invoice.getByRole('rowheader').textContent())!.trim()
  await expect(invoice).toContainText('Invoice')
  await expect(invoice).toContainText('On invoice')
  await expect(invoice.getByRole('link', { name: `#${orderNumber}` })).toHaveAttribute(
    'href',
    `/en/admin/orders/${orderId}`,
  )
  // The refund of 10,00 is the credit note; it names its invoice.
  await expect(credit).toContainText('Credit note')
  await expect(credit).toContainText('10,00')
  await expect(credit).toContainText(invoiceNumber)
  await expectAccessible(page, 'admin invoices')

  // The PDF comes as an attachment.
  const pdfLink = invoice.getByRole('link', { name: `PDF ${invoiceNumber}` })
  const [download] = await Promise.all([page.waitForEvent('download'), pdfLink.click()])
  expect(download.suggestedFilename()).toBe(`${invoiceNumber}.pdf`)
  const pdf = await page.request.get((await pdfLink.getAttribute('href'))!)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect(pdf.headers()['content-disposition']).toMatch(/^attachment; filename="RE-/)
  expect(pdf.headers()['cache-control']).toBe('private, no-store')
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
  await expect(invoice.getByRole('link', { name: `XML ${invoiceNumber}` })).toBeVisible()

  await invoice.getByRole('button', { name: `Send again ${invoiceNumber}` }).click()
  await expect(page.getByTestId('invoices-answer')).toHaveText(
    `Invoice ${invoiceNumber} was sent again.`,
  )
  // The filter stays after sending.
  await expect(page.getByTestId('invoices-count')).toHaveText('2 documents')
  await filters.getByLabel('Type').selectOption('credit_note')
  await filters.getByRole('button', { name: 'Filter' }).click()
  await expect(page.getByTestId('invoices-count')).toHaveText('1 document')
  await filters.getByLabel('Search').fill('no such buyer')
  await filters.getByRole('button', { name: 'Filter' }).click()
  await expect(page.getByTestId('invoices-empty')).toHaveText('No document matches these filters.')
  if (process.env.SHOTS_DIR) {
    await page.goto(`/en/admin/invoices?q=${orderNumber}`)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/admin-invoices-en.png` })
  }

  // The order's page lists them too, and sends the credit note again.
  await page.goto(`/en/admin/orders/${orderId}`)
  const section = page.getByTestId('order-invoices')
  await expect(section.getByRole('heading', { name: 'Invoices and credit notes' })).toBeVisible()
  await expect(section.getByTestId('order-invoice')).toHaveCount(2)
  await section.getByRole('button', { name: /^Send again GS-/ }).click()
  await expect(section.getByTestId('order-invoices-answer')).toContainText(
    /^Credit note GS-\d{4}-\d{6} was sent again\.$/,
  )
  await expectAccessible(page, 'admin order with invoices')
  if (process.env.SHOTS_DIR) {
    await section.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/admin-order-invoices-en.png` })
  }

  // German is the back office's default; the frame's language link switches.
  await page.goto(`/en/admin/invoices?q=${orderNumber}`)
  await page.getByRole('link', { name: 'Deutsch' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/invoices\\?q=${orderNumber}$`))
  await expect(page.getByRole('heading', { name: 'Rechnungen' })).toBeVisible()
  await expect(invoice).toContainText('Rechnung')
  await expect(invoice).toContainText('Auf Rechnung')
  await expect(credit).toContainText('Gutschrift')
  await expect(page.getByTestId('invoices-count')).toHaveText('2 Belege')
  await expectAccessible(page, 'admin invoices in German')
  if (process.env.SHOTS_DIR) {
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/admin-invoices-de.png` })
  }
  // On a phone the table scrolls in its own box; the page itself does not scroll sideways.
  const phone = await context.newPage()
  await phone.setViewportSize({ width: 390, height: 844 })
  for (const prefix of ['', '/en']) {
    await phone.goto(`${prefix}/admin/invoices?q=${orderNumber}`)
    await expect(phone.getByTestId('invoice-row')).toHaveCount(2)
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    )
    if (process.env.SHOTS_DIR) {
      await phone.screenshot({
        path: `${process.env.SHOTS_DIR}/admin-invoices-phone-${prefix ? 'en' : 'de'}.png`,
        fullPage: true,
      })
    }
  }
  await phone.goto(`/admin/orders/${orderId}`)
  await phone.getByTestId('order-invoices').scrollIntoViewIfNeeded()
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  if (process.env.SHOTS_DIR) {
    await phone.screenshot({ path: `${process.env.SHOTS_DIR}/admin-order-invoices-phone-de.png` })
  }
  await phone.close()
  await context.close()

  // Without JavaScript: the filter is a link, "send again" a plain form post.
  const plain = await browser.newContext({ baseURL: baseURL!, javaScriptEnabled: false })
  const desk = await plain.newPage()
  await logInStaff(desk, members.sales)
  await desk.goto('/admin/invoices')
  await desk.getByRole('main').getByLabel('Suche', { exact: true }).fill(String(orderNumber))
  await desk.getByLabel('Art').selectOption('invoice')
  await desk.getByRole('button', { name: 'Filtern' }).click()
  await expect(desk.getByTestId('invoices-count')).toHaveText('1 Beleg')
  await desk.getByRole('button', { name: `Erneut senden ${invoiceNumber}` }).click()
  await expect(desk.getByTestId('invoices-answer')).toHaveText(
    `Rechnung ${invoiceNumber} wurde erneut gesendet.`,
  )
  await expect(desk.getByTestId('invoices-count')).toHaveText('1 Beleg')
  await plain.close()
})
