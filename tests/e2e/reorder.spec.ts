import postgres from 'postgres'
import { expectAccessible } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { printPdf } from '../integration/fixtures/print-files.ts'
import {
  checkoutThroughApi,
  createOrder,
  logIn,
  registerCustomer,
  savePayment,
  saveShipping,
  uploadPrintFile,
} from './orders.ts'

// REORD-1..REORD-6 end to end: a customer orders an earlier order again with the same print
// data, reads the changed price in the cart, places the order, and confirms the carried data and
// proof in one step; the back office names the order the data came from. Without JavaScript, in
// English on a phone, "Order again" works too. Axe clean.

/**
 * The earlier order as it stands after its production: its proof approved, and its line bought
 * 5 € cheaper than today. Written straight into the shop's database (the e2e shop runs on
 * PostgreSQL; a price list change would reach the specs running beside this one).
 */
async function asDelivered(baseURL: string, orderId: number, cheaperByCents: number) {
  const sql = postgres(`postgres://postgres@127.0.0.1:5432/shop_e2e_${new URL(baseURL).port}`, {
    max: 1,
    onnotice: () => {},
    connect_timeout: 5,
  })
  try {
    await sql`update orders set work_state = 'completed', proof_approved_at = now(), proof_approved_ip = '127.0.0.1' where id = ${orderId}`
    await sql`update order_items set unit_cents = unit_cents - ${cheaperByCents}, total_cents = total_cents - quantity * ${cheaperByCents} where order_id = ${orderId}`
  } finally {
    await sql.end({ timeout: 1 })
  }
}

test('a customer orders again with the same print data, sees the new price and confirms the proof in one step', async ({
  browser,
  request,
  staff,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const tag = `reorder.${Date.now().toString(36)}`
  const api = await registerCustomer(request, tag)
  const { product, order } = await checkoutThroughApi(request, api, 'invoice')
  const file = await uploadPrintFile(request, api.token, order.id, {
    name: 'rollup-messe.pdf',
    buffer: Buffer.from(await printPdf({ trim: [850, 2000], bleed: 5 })),
  })
  expect(file.check?.level).toBe('pass')
  await asDelivered(baseURL!, order.id, 500)

  const context = await browser.newContext({ baseURL: baseURL! })
  await logIn(context, api, baseURL!)
  await context.addCookies([{ name: 'popup_seen', value: '1', url: baseURL! }])
  const page = await context.newPage()
  await page.goto(`/profile/orders?order=${order.id}`)
  await expect(page.locator('html[data-hydrated=true]')).toHaveCount(1)
  const line = page.getByTestId('order-details-page').getByTestId('order-item').first()
  await expectAccessible(page, 'order with "order again" (de)')
  await line.getByLabel('mit denselben Druckdaten').check()
  await line.getByRole('button', { name: `„${product.title}“ erneut bestellen` }).click()

  // REORD-3: in the cart, the line says its price changed, and that its print data goes along.
  await expect(page).toHaveURL(/\/cart$/)
  const notice = page.getByTestId('reorder-notice')
  await expect(notice).toContainText(`Aus Bestellung #${order.number}`)
  await expect(notice.getByTestId('reorder-notice-price_changed')).toContainText(
    /Der Preis hat sich geändert: damals .+\s€ pro Stück, heute .+\s€\. Die Druckdaten der Bestellung gehen mit\./,
  )
  await expectAccessible(page, 'cart after order again (de)')

  // The order is placed as any other (through the API, as the checkout screens do).
  const cart = await api.call<{ id: number }[]>('GET', '/user/site/cart/fetch')
  await saveShipping(
    api,
    cart.map((item) => item.id),
  )
  await savePayment(api, 'invoice')
  const again = await createOrder(api)

  // REORD-5, REORD-6: the carried file is checked again; one button confirms data and proof.
  await page.goto(`/profile/orders?order=${again.id}`)
  const details = page.getByTestId('order-details-page')
  await expect(details.getByTestId('carried-from')).toHaveText(
    `Druckdaten aus Bestellung #${order.number}`,
  )
  const carried = details.getByTestId('carried-proof')
  await expect(carried).toContainText('haben die heutige Prüfung bestanden', { timeout: 60_000 })
  await expectAccessible(page, 'order with carried print data (de)')
  await carried.getByRole('button', { name: 'Druckdaten und Korrekturabzug freigeben' }).click()
  await expect(details.getByTestId('proof-approved')).toBeVisible()
  await expect(details.getByTestId('carried-proof')).toHaveCount(0)

  // The back office sees whose data it is.
  const desk = await (await staff.context('production')).newPage()
  await desk.goto(`/en/admin/orders/${again.id}`)
  await expect(desk.getByTestId('carried-from')).toHaveText(
    `Print data from order #${order.number}`,
  )
  await expect(desk.getByTestId('order-work-state')).toHaveText('proof approved')
  await context.close()
})

test('without JavaScript on a phone in English, "Order again" puts the order into the cart @phone', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const tag = `reorder.plain.${Date.now().toString(36)}`
  const api = await registerCustomer(request, tag)
  const { product, order } = await checkoutThroughApi(request, api, 'invoice')
  // With JavaScript (axe runs in the page): the list with its "Order again" forms, axe clean.
  const phone = await browser.newContext({
    baseURL: baseURL!,
    viewport: { width: 390, height: 844 },
    isMobile: true,
  })
  await logIn(phone, api, baseURL!)
  await phone.addCookies([{ name: 'popup_seen', value: '1', url: baseURL! }])
  const listed = await phone.newPage()
  await listed.goto('/en/profile/orders')
  await expect(listed.getByTestId('reorder-order-form')).toHaveCount(1)
  await expectAccessible(listed, 'orders with "Order again" (en, phone)')
  await phone.close()

  const plain = await browser.newContext({
    baseURL: baseURL!,
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    isMobile: true,
  })
  await logIn(plain, api, baseURL!)
  await plain.addCookies([{ name: 'popup_seen', value: '1', url: baseURL! }])
  const page = await plain.newPage()
  await page.goto('/en/profile/orders')
  const row = page.getByTestId('order-row').filter({ hasText: `#${order.number}` })
  await row.getByRole('button', { name: `Order again: order #${order.number}` }).click()
  await expect(page).toHaveURL(/\/en\/cart$/)
  await expect(page.getByTestId('reorder-notice')).toContainText(
    `“${product.title}” is in the cart at the same price.`,
  )
  await expect(page.getByTestId('to-checkout')).toBeVisible()
  // The page never scrolls sideways on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await plain.close()
})
