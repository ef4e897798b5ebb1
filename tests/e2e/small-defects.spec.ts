import { expect, test } from './fixtures.ts'
import { open } from './helpers.ts'
import { printPdf } from '../integration/fixtures/print-files.ts'
import {
  addToCart,
  checkoutThroughApi,
  findProduct,
  logIn,
  registerCustomer,
  saveShipping,
} from './orders.ts'

// The smaller defects a buyer's walk found: each is seen in the browser, so each is checked there.

test('the upload line goes once the file is in the list with its check', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const api = await registerCustomer(request, `upload.line.${Date.now().toString(36)}`)
  const { order } = await checkoutThroughApi(request, api, 'invoice')
  await logIn(context, api, baseURL!)
  await open(page, `/profile/orders?order=${order.id}`)
  const item = page.getByTestId('order-item').first()
  await item.getByTestId('print-file-input').setInputFiles({
    name: 'rollup.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await printPdf({ trim: [850, 2000], bleed: 5 })),
  })
  await expect(item.getByTestId('print-file').filter({ hasText: 'rollup.pdf' })).toBeVisible()
  await expect(item.getByTestId('upload-progress')).toHaveCount(0)
})

test('dropping an unpaid order asks first', async ({ page, context, request, baseURL }) => {
  const api = await registerCustomer(request, `drop.asks.${Date.now().toString(36)}`)
  const { order } = await checkoutThroughApi(request, api, 'card')
  await logIn(context, api, baseURL!)
  await open(page, '/cart')
  const banner = page.getByTestId('unpaid-order')
  await expect(banner).toContainText(`Bestellung ${order.number}`)
  await banner.getByText('Bestellung verwerfen', { exact: true }).click()
  // One click only opens the question; the order is still there.
  await expect(banner).toContainText(
    `Die Bestellung ${order.number} wird storniert und kann nicht mehr bezahlt werden.`,
  )
  await expect(page.getByTestId('unpaid-order')).toHaveCount(1)
  await banner.getByRole('button', { name: `Ja, Bestellung ${order.number} verwerfen` }).click()
  await expect(
    page.getByText('Die Bestellung wurde verworfen. Ihr Warenkorb ist unverändert.'),
  ).toBeVisible()
  await expect(page.getByTestId('unpaid-order')).toHaveCount(0)
})

test('the country count and its button read as two phrases', async ({ page }) => {
  await open(page, '/login')
  await page.getByRole('tab', { name: 'Neuer Kunde' }).click()
  const more = page.getByRole('button', { name: 'Weitere Länder anzeigen' })
  const row = page.locator('div', { has: more }).last()
  await expect(row).toHaveText(/\d+ von \d+ Ländern Weitere Länder anzeigen/)
})

test('"Warenkorb als Angebot drucken" stands on one line in the cart dialog', async ({
  page,
  request,
}) => {
  await open(page, (await findProduct(request, 'roll-up-displays', 'Roll-Up Classic')).path)
  await page.getByTestId('add-to-cart').click()
  const print = page.getByTestId('cart-dialog').getByTestId('cart-print')
  await expect(print).toBeVisible()
  const lines = await print.evaluate((link) => {
    const range = document.createRange()
    range.selectNodeContents(link)
    const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
    return tops.size
  })
  expect(lines).toBe(1)
})

test('the free-shipping note says that it counts per shipment', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const api = await registerCustomer(request, `free.note.${Date.now().toString(36)}`)
  const product = await findProduct(request, 'roll-up-standard')
  const line = await addToCart(api, product.id)
  await saveShipping(api, [line.id])
  await logIn(context, api, baseURL!)
  await open(page, '/shipping')
  await expect(
    page.getByText(
      /Nettowarenwert je Sendung: Bei mehreren Lieferadressen zählt jede Sendung für sich\./,
    ),
  ).toBeVisible()
})
