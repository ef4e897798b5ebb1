import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test'
import { expectAccessible } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { placeOrder, type PlacedOrder } from './helpers.ts'
import { uploadPrintFile } from './orders.ts'
import { printPdf } from '../integration/fixtures/print-files.ts'
import { pdfPages } from '../fixtures/pdf-text.ts'

// SHIP-DOC-1..SHIP-DOC-4, ORD-BULK-1..ORD-BULK-3, ORD-SAVED-1 end to end: production staff tick
// two orders in the list, ship them with their tracking numbers and print their delivery notes;
// the same without JavaScript on a phone; saved filters.

/** An order walked to "in production": checked data accepted, the proof approved by the customer. */
async function orderInProduction(
  request: APIRequestContext,
  staff: BrowserContext,
  tag: string,
): Promise<PlacedOrder> {
  const order = await placeOrder(request, { tag })
  await uploadPrintFile(request, order.token, order.id, {
    name: 'rollup.pdf',
    buffer: Buffer.from(await printPdf({ trim: [850, 2000], bleed: 5 })),
  })
  const page = await staff.newPage()
  await page.goto(`/en/admin/orders/${order.id}`)
  const state = page.getByTestId('order-work-state')
  await page.getByRole('button', { name: 'Accept print data' }).click()
  await expect(state).toHaveText('print data checked')
  const approved = await request.post(`/api/v1/user/dashboard/invoices/proof/${order.id}`, {
    headers: { authorization: `Bearer ${order.token}` },
  })
  expect(approved.status(), await approved.text()).toBe(200)
  await page.reload()
  await page.getByRole('button', { name: 'Move to “in production”' }).click()
  await expect(state).toHaveText('in production')
  await page.close()
  return order
}

/** The PDF a click on a bulk button loads as a document: its file name and the text of each page. */
async function pdfOfClick(
  page: Page,
  button: Locator,
): Promise<{ filename: string; pages: string[] }> {
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.url().includes('/admin/orders/delivery-notes'), {
      timeout: 30_000,
    }),
    button.click(),
  ])
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/pdf')
  const filename = /filename="([^"]+)"/.exec(response.headers()['content-disposition'] ?? '')?.[1]
  // Chromium's PDF viewer takes the body: the same address (the form's ticked ids) read again.
  const again = await page.context().request.get(response.url())
  const pages = pdfPages(new Uint8Array(await again.body())).map((rows) => rows.join(' '))
  return { filename: filename ?? '', pages }
}

test('production ticks two orders, ships them with tracking numbers and prints their delivery notes', async ({
  request,
  staff,
}) => {
  test.setTimeout(300_000)
  const run = `bulk.${Date.now().toString(36)}`
  const context = await staff.context('production')
  const first = await orderInProduction(request, context, `${run}.a`)
  const second = await orderInProduction(request, context, `${run}.b`)
  const page = await context.newPage()
  await page.goto(`/en/admin/orders?q=${run}`)
  const rows = page.getByTestId('admin-order-row')
  await expect(rows).toHaveCount(2)
  await expectAccessible(page, 'order list with bulk actions')

  // Nothing ticked: the list says so.
  await page.getByRole('button', { name: 'Mark shipped…' }).click()
  await expect(page.getByTestId('orders-bulk-notice')).toHaveText(
    'Please select at least one order.',
  )
  await page.goto(`/en/admin/orders?q=${run}`)
  await page.getByLabel(`Select order ${first.number}`).check()
  await page.getByLabel(`Select order ${second.number}`).check()
  // With JavaScript the select-all box follows the rows.
  await expect(page.getByTestId('orders-select-all')).toBeChecked()
  await page.getByRole('button', { name: 'Mark shipped…' }).click()
  await expect(page.getByRole('heading', { name: 'Mark orders shipped' })).toBeVisible()
  const orders = page.getByTestId('bulk-ship-order')
  await expect(orders).toHaveCount(2)
  await expectAccessible(page, 'bulk shipping form')
  for (const [index, order] of [first, second].entries()) {
    const fieldset = orders.filter({ hasText: `Order ${order.number}` })
    await fieldset.getByLabel('Carrier').selectOption('dhl')
    await fieldset.getByLabel('Tracking number').fill(`0034 0434 16${index}2`)
  }
  await page.getByRole('button', { name: 'Mark shipped', exact: true }).click()
  await expect(page.getByTestId('bulk-ship-summary')).toHaveText('2 shipped, 0 refused.')
  // In the list's order: newest first.
  await expect(page.getByTestId('bulk-ship-result')).toHaveText([
    `Order ${second.number} was marked shipped.`,
    `Order ${first.number} was marked shipped.`,
  ])
  // Shipped orders are no longer offered for shipping.
  await expect(page.getByTestId('bulk-ship-form')).toHaveCount(0)
  await expectAccessible(page, 'bulk shipping results')
  if (process.env.SHOTS_DIR) {
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/orders-shipped.png`, fullPage: true })
  }

  // The delivery notes of both, one PDF with a page per package, each with its tracking number.
  await page.goto(`/en/admin/orders?q=${run}`)
  await expect(rows.filter({ hasText: 'shipped' })).toHaveCount(2)
  await page.getByTestId('orders-select-all').check()
  const { filename, pages } = await pdfOfClick(
    page,
    page.getByRole('button', { name: 'Print delivery notes' }),
  )
  expect(filename).toMatch(/^Delivery-note-\d+_\d+\.pdf$/)
  expect(pages).toHaveLength(2)
  // The orders were placed in German: their delivery notes are German.
  expect(pages.join(' ')).toContain(`Lieferschein ${first.number}-1`)
  expect(pages.join(' ')).toContain(`Lieferschein ${second.number}-1`)
  expect(pages.join(' ')).toContain('Sendungsnummer DHL')
  expect(pages.join(' ')).not.toContain('€')

  // The order page links its delivery note and packing slip.
  await page.goto(`/en/admin/orders/${first.id}`)
  const links = page.getByTestId('order-shipping-docs')
  await expect(links.getByRole('link', { name: 'Delivery note (PDF)' })).toHaveAttribute(
    'href',
    `/en/admin/orders/${first.id}/delivery-note`,
  )
  const slip = await context.request.get(`/en/admin/orders/${first.id}/packing-slip`)
  expect(slip.headers()['content-type']).toBe('application/pdf')
  expect(slip.headers()['content-disposition']).toContain(`Packing-slip-${first.number}.pdf`)
  const slipText = pdfPages(new Uint8Array(await slip.body()))
    .flat()
    .join(' ')
  expect(slipText).toContain('Pos. Item Quantity Picked')
  expect(slipText).toContain('rollup.pdf: OK')
  await expectAccessible(page, 'order page with delivery documents')
  await context.close()
})

test('without JavaScript on a phone: the bulk form ships one order after a refusal and prints notes (German)', async ({
  request,
  staff,
}) => {
  test.setTimeout(300_000)
  const run = `plain.${Date.now().toString(36)}`
  const helper = await staff.context('production')
  const order = await orderInProduction(request, helper, `${run}.a`)
  const fresh = await placeOrder(request, { tag: `${run}.b` })
  // axe reads the phone's pages with JavaScript (it runs in the page): the list and the form.
  const phone = await helper.newPage()
  await phone.setViewportSize({ width: 390, height: 844 })
  await phone.goto(`/admin/orders?q=${run}`)
  await expect(phone.getByTestId('admin-order-row')).toHaveCount(2)
  await expectAccessible(phone, 'order list on a phone')
  if (process.env.SHOTS_DIR) {
    await phone.screenshot({
      path: `${process.env.SHOTS_DIR}/orders-bulk-phone.png`,
      fullPage: true,
    })
  }
  await phone.goto(`/admin/orders/ship?bulk=1&id=${order.id}&id=${fresh.id}`)
  await expect(phone.getByTestId('bulk-ship-order')).toHaveCount(1)
  await expectAccessible(phone, 'bulk shipping form on a phone')
  if (process.env.SHOTS_DIR) {
    await phone.screenshot({
      path: `${process.env.SHOTS_DIR}/orders-ship-phone.png`,
      fullPage: true,
    })
  }
  await helper.close()
  const context = await staff.context('production', {
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  })
  const page = await context.newPage()
  await page.goto(`/admin/orders?q=${run}`)
  await expect(page.getByTestId('admin-order-row')).toHaveCount(2)
  // The select-all box sends the page's orders itself.
  await page.getByLabel('Alle Bestellungen dieser Seite auswählen').check()
  await page.getByRole('button', { name: 'Als versendet markieren…' }).click()
  await expect(page.getByTestId('bulk-ship-not-ready')).toContainText(
    `Bestellung ${fresh.number}: Diese Bestellung ist „neu“`,
  )
  const fieldset = page.getByTestId('bulk-ship-order')
  await expect(fieldset).toHaveCount(1)
  // No carrier: refused with the reason, nothing shipped.
  await page.getByRole('button', { name: 'Als versendet markieren', exact: true }).click()
  await expect(page.getByTestId('bulk-ship-result')).toHaveText(
    `Bestellung ${order.number} wurde nicht versendet: Paket 1: Bitte wählen Sie den Versanddienst.`,
  )
  await fieldset.getByLabel('Versanddienst').selectOption('ups')
  await fieldset.getByLabel('Sendungsnummer').fill('1Z999AA10123456784')
  await page.getByRole('button', { name: 'Als versendet markieren', exact: true }).click()
  await expect(page.getByTestId('bulk-ship-summary')).toHaveText('1 versendet, 0 abgelehnt.')

  await page.goto(`/admin/orders?q=${run}`)
  await page.getByLabel(`Bestellung ${order.number} auswählen`).check()
  await page.getByLabel(`Bestellung ${fresh.number} auswählen`).check()
  const { pages } = await pdfOfClick(
    page,
    page.getByRole('button', { name: 'Lieferscheine drucken' }),
  )
  expect(pages).toHaveLength(2)
  // In the list's order, newest first; only the shipped one names a tracking number.
  expect(pages[0]).toContain(`Lieferschein ${fresh.number}-1`)
  expect(pages[0]).not.toContain('Sendungsnummer')
  expect(pages[1]).toContain(`Lieferschein ${order.number}-1`)
  expect(pages[1]).toContain('Sendungsnummer UPS 1Z999AA10123456784')
  await context.close()
})

test('a member saves the current filter, applies and deletes it; the CSV of a selection has labels', async ({
  staff,
}) => {
  const context = await staff.context('sales')
  const page = await context.newPage()
  for (const locale of ['en', 'de'] as const) {
    const en = locale === 'en'
    const prefix = en ? '/en' : ''
    await page.goto(`${prefix}/admin/orders?status=new&method=invoice`)
    const saved = page.getByTestId('saved-filters')
    const name = `${en ? 'New on invoice' : 'Neu auf Rechnung'} ${Date.now().toString(36)}`
    await saved
      .getByLabel(en ? 'Name of the current filter' : 'Name des aktuellen Filters')
      .fill(name)
    await saved.getByRole('button', { name: en ? 'Save filter' : 'Filter speichern' }).click()
    await expect(page.getByTestId('saved-filters-answer')).toHaveText(
      en ? `Filter “${name}” saved.` : `Filter „${name}“ gespeichert.`,
    )
    await expectAccessible(page, `order list with a saved filter (${locale})`)
    await page.goto(`${prefix}/admin/orders`)
    await saved.getByRole('link', { name: en ? `Apply “${name}”` : `„${name}“ anwenden` }).click()
    await expect(page).toHaveURL(/\?method=invoice&status=new$/)
    await expect(page.locator('#orders-status')).toHaveValue('new')
    await saved.getByRole('button', { name: en ? `Delete “${name}”` : `„${name}“ löschen` }).click()
    await expect(page.getByTestId('saved-filters-answer')).toHaveText(
      en ? 'Filter deleted.' : 'Filter gelöscht.',
    )
    await expect(saved.getByRole('link', { name: new RegExp(name) })).toHaveCount(0)
    // ORD-CSV-1: the ticked orders' CSV with the language's labels and the local time zone.
    const csv = await (
      await context.request.get(`${prefix}/admin/orders.csv?bulk=1&all=1,2`)
    ).text()
    expect(csv.split('\r\n')[0]).toContain(en ? 'Date (Europe/Berlin)' : 'Datum (Europe/Berlin)')
  }
  await context.close()
})
