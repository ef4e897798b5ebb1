import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { expectAccessible } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { choosePaymentMethod, open } from './helpers.ts'
import { addToCart, findProduct, logIn, registerCustomer, saveShipping } from './orders.ts'

// PO-1..PO-5: a customer gives a purchase order number and a cost centre at the payment step —
// in German with JavaScript (a too long number refused at once), places the order and finds both
// on the order page, where the back office finds the order by the number too; in English without JavaScript on a phone the server refuses a too long
// number at its field. axe clean.

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`

/** A new customer with a cart line and the shipping step saved, logged in in this browser. */
async function readyForPayment(
  request: APIRequestContext,
  context: BrowserContext,
  baseURL: string,
  tag: string,
) {
  const api = await registerCustomer(request, `${tag}.${run}`)
  const product = await findProduct(request, 'roll-up-standard')
  const line = await addToCart(api, product.id)
  await saveShipping(api, [line.id])
  await logIn(context, api, baseURL)
  await context.addCookies([{ name: 'popup_seen', value: '1', url: baseURL }])
}

const fieldError = (page: Page, testId: string) =>
  page.getByTestId(testId).locator('xpath=..').getByTestId('field-error')

test.describe('the purchase order number at the payment step', () => {
  test('in German with JavaScript: entered, ordered and shown on the order page, axe clean', async ({
    page,
    context,
    request,
    baseURL,
    staff,
  }) => {
    test.setTimeout(120_000)
    await readyForPayment(request, context, baseURL!, 'po.de')
    await open(page, '/payment')
    const purchaseOrder = page.getByTestId('purchase-order')
    await expect(purchaseOrder).toHaveAccessibleName(/^Ihre Bestellnummer/)
    await expect(page.getByTestId('cost-centre')).toHaveAccessibleName(/^Kostenstelle/)
    await choosePaymentMethod(page, /^Kauf auf Rechnung/)
    await page.getByTestId('accept-terms').check()

    // Too long: refused in the browser before anything is sent.
    await purchaseOrder.fill('P'.repeat(36))
    await page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click()
    await expect(fieldError(page, 'purchase-order')).toHaveText(
      'Die Bestellnummer darf höchstens 35 Zeichen lang sein.',
    )
    await expect(purchaseOrder).toHaveAttribute('aria-invalid', 'true')
    await expectAccessible(page, 'the payment step with a refused purchase order number (de)')

    const reference = `BANF-${run}`
    await purchaseOrder.fill(`  ${reference} `)
    await expect(fieldError(page, 'purchase-order')).toHaveCount(0)
    await page.getByTestId('cost-centre').fill('KST 4100 Messe')
    await page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click()
    const confirm = page.getByTestId('confirm-order')
    await confirm.getByRole('button', { name: 'Jetzt bestellen' }).click()
    await expect(page).toHaveURL(/\/Thankyou\?order=\d+$/)
    const orderId = /order=(\d+)/.exec(page.url())![1]

    await open(page, `/profile/orders?order=${orderId}`)
    await expect(page.getByTestId('order-purchase-order')).toHaveText(
      `Ihre Bestellnummer: ${reference}`,
    )
    await expect(page.getByTestId('order-cost-centre')).toHaveText('Kostenstelle: KST 4100 Messe')
    await expectAccessible(page, 'the order with its purchase order number (de)')

    // PO-5: the back office finds the order by the number and shows both on its page.
    const office = await (await staff.context('owner')).newPage()
    await office.goto(`/admin/orders?q=${reference.toLowerCase()}`)
    const rows = office.getByTestId('admin-order-row')
    await expect(rows).toHaveCount(1)
    await office.goto(`/admin/orders/${orderId}`)
    await expect(office.getByTestId('order-purchase-order')).toHaveText(
      `Ihre Bestellnummer: ${reference}`,
    )
    await expect(office.getByTestId('order-cost-centre')).toHaveText('Kostenstelle: KST 4100 Messe')
    await office.close()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('in English on a phone: a too long number is refused at its field @phone', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      test.setTimeout(120_000)
      await readyForPayment(request, context, baseURL!, 'po.en')
      await page.goto('/en/payment')
      await page.getByRole('radio', { name: /^Purchase on invoice/ }).check()
      await page.getByTestId('accept-terms').check()
      await page.getByTestId('purchase-order').fill(`PO-${'9'.repeat(40)}`)
      await page.getByTestId('cost-centre').fill('CC 7')
      await page.getByRole('button', { name: 'Place order with obligation to pay' }).click()
      await expect(fieldError(page, 'purchase-order')).toHaveText(
        'The purchase order number may be at most 35 characters long.',
      )
      await expect(page.getByTestId('purchase-order')).toHaveAttribute('aria-invalid', 'true')
      // What was sent stays in the fields; no confirmation is offered.
      await expect(page.getByTestId('cost-centre')).toHaveValue('CC 7')
      await expect(page.getByTestId('confirm-order')).toHaveCount(0)
      // axe needs JavaScript in the page: the next test checks the same state on a phone.
    })
  })

  test('in English on a phone, the refused number is axe clean @phone', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    await readyForPayment(request, context, baseURL!, 'po.phone')
    await open(page, '/en/payment')
    await page.getByTestId('purchase-order').fill(`PO-${'9'.repeat(40)}`)
    await page.getByRole('button', { name: 'Place order with obligation to pay' }).click()
    await expect(fieldError(page, 'purchase-order')).toHaveText(
      'The purchase order number may be at most 35 characters long.',
    )
    await expectAccessible(
      page,
      'the payment step with a refused purchase order number (en, phone)',
    )
  })
})
