import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { choosePaymentMethod, open } from './helpers.ts'
import { addToCart, findProduct, logIn, registerCustomer, saveShipping } from './orders.ts'

// CHK-16 in the browser: a redeemed coupon stays with the checkout draft — back to the shipping
// step and on again, or a reload — until the buyer removes it, and the order takes it. With and
// without JavaScript.

async function readyForPayment(
  request: Parameters<typeof registerCustomer>[0],
  context: BrowserContext,
  baseURL: string,
  tag: string,
) {
  const api = await registerCustomer(request, `${tag}.${Date.now().toString(36)}`)
  const product = await findProduct(request, 'roll-up-standard')
  const line = await addToCart(api, product.id)
  await saveShipping(api, [line.id])
  await logIn(context, api, baseURL)
  return api
}

async function expectCoupon(page: Page, total: string) {
  await expect(page.getByTestId('coupon-applied')).toContainText(
    'Gutschein MESSE10: 10 % auf den Warenwert',
  )
  await expect(page.getByTestId('totals-total')).toHaveText(total)
}

test('a redeemed coupon stays through the steps and a reload, and the order takes it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const api = await readyForPayment(request, context, baseURL!, 'coupon.kept')
  await open(page, '/payment')
  await choosePaymentMethod(page, /^Kauf auf Rechnung/)
  const without = (await page.getByTestId('totals-total').textContent())!
  await page.getByTestId('coupon').fill('messe10')
  await page.getByRole('button', { name: 'Einlösen' }).click()
  await expect(page.getByTestId('coupon-applied')).toBeVisible()
  const total = (await page.getByTestId('totals-total').textContent())!
  expect(total).not.toBe(without)

  // Back to the shipping step and on to the payment again: the coupon is still there.
  await page.getByRole('link', { name: 'Zurück zum Versand' }).click()
  await expect(page).toHaveURL(/\/shipping$/)
  await page.getByTestId('to-payment').click()
  await expect(page).toHaveURL(/\/payment$/)
  await choosePaymentMethod(page, /^Kauf auf Rechnung/)
  await expectCoupon(page, total)
  // And after a reload.
  await page.reload()
  await choosePaymentMethod(page, /^Kauf auf Rechnung/)
  await expectCoupon(page, total)

  // Removed, it is gone for good; redeemed again, it stays.
  await page.getByRole('button', { name: 'Gutschein entfernen' }).click()
  await expect(page.getByTestId('coupon-applied')).toHaveCount(0)
  await expect(page.getByTestId('totals-total')).toHaveText(without)
  await page.reload()
  await expect(page.getByTestId('coupon-applied')).toHaveCount(0)
  await choosePaymentMethod(page, /^Kauf auf Rechnung/)
  await page.getByTestId('coupon').fill('MESSE10')
  await page.getByRole('button', { name: 'Einlösen' }).click()
  // The coupon's answer is priced with the method chosen on the page.
  await expectCoupon(page, total)

  await page.getByTestId('accept-terms').check()
  await page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click()
  const confirm = page.getByTestId('confirm-order')
  await expect(confirm.getByTestId('confirm-total')).toHaveText(total)
  await confirm.getByRole('button', { name: 'Jetzt bestellen' }).click()
  await expect(page).toHaveURL(/\/Thankyou/)
  const orderId = new URL(page.url()).searchParams.get('order')
  const detail = await api.call<{ couponCode: string | null }>(
    'GET',
    `/user/dashboard/invoices/fetch/${orderId}`,
  )
  expect(detail.couponCode).toBe('MESSE10')
})

test('without JavaScript a redeemed coupon stays after a reload', async ({
  browser,
  request,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL: baseURL!, javaScriptEnabled: false })
  await context.addCookies([{ name: 'popup_seen', value: '1', url: baseURL! }])
  await readyForPayment(request, context, baseURL!, 'coupon.plain')
  const page = await context.newPage()
  await page.goto('/payment')
  await page.getByTestId('coupon').fill('messe10')
  await page.getByRole('button', { name: 'Einlösen' }).click()
  await expect(page.getByTestId('coupon-applied')).toBeVisible()
  await page.goto('/payment')
  await expect(page.getByTestId('coupon-applied')).toContainText('MESSE10')
  await context.close()
})
