import type { BrowserContext, APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { addToCart, findProduct, logIn, registerCustomer, saveShipping } from './orders.ts'

// The payment step posts to its route action (decision 0017): without JavaScript it checks a
// coupon, refuses a step without method or terms in the page's language, answers a saved step
// with a confirmation and places the order from there.

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
}

test.describe('the payment step without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a customer checks a coupon, is told what is missing and orders on invoice', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await readyForPayment(request, context, baseURL!, 'nojs.invoice')
    await page.goto('/payment')
    const order = page.getByRole('button', { name: 'zahlungspflichtig bestellen' })

    // Sent without a method and the terms: the headline and both field messages.
    await order.click()
    await expect(page.getByTestId('payment-alert')).toContainText(
      'Bitte korrigieren Sie die Fehler',
    )
    await expect(page.getByTestId('payment-methods')).toContainText(
      'Bitte wählen Sie zuerst die Zahlungsart.',
    )
    await expect(
      page.getByText('Bitte akzeptieren Sie die AGB und die Datenschutzerklärung.'),
    ).toBeVisible()

    // The coupon button checks the code on its own; the totals are the server's for it.
    const without = await page.getByTestId('totals-total').textContent()
    await page.getByTestId('coupon').fill('GIBTSNICHT')
    await page.getByRole('button', { name: 'Einlösen' }).click()
    await expect(page.getByText('Diesen Gutscheincode gibt es nicht.')).toBeVisible()
    await page.getByTestId('coupon').fill('messe10')
    await page.getByRole('button', { name: 'Einlösen' }).click()
    await expect(page.getByTestId('coupon-applied')).toContainText('MESSE10')
    await expect(page.getByTestId('totals-total')).not.toHaveText(without!)

    await page.getByRole('radio', { name: /^Kauf auf Rechnung/ }).check()
    await page.getByTestId('accept-terms').check()
    await order.click()
    // The saved step answers with the confirmation: the total and the method, then the order.
    const confirm = page.getByTestId('confirm-order')
    await expect(confirm).toContainText('Kauf auf Rechnung')
    const total = (await page.getByTestId('totals-total').textContent())!
    await expect(confirm.getByTestId('confirm-total')).toHaveText(total)
    await confirm.getByRole('button', { name: 'Jetzt bestellen' }).click()

    await expect(page).toHaveURL(/\/Thankyou\?order=\d+$/)
    await expect(page.getByTestId('thank-you-total')).toHaveText(total)
  })

  test('a card payment goes on to the payment page, in English', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await readyForPayment(request, context, baseURL!, 'nojs.card')
    await page.goto('/en/payment')
    await page.getByRole('radio', { name: /^Credit card/ }).check()
    await page.getByRole('button', { name: 'Place order with obligation to pay' }).click()
    await expect(page.getByTestId('payment-alert')).toContainText('Please correct the errors')
    await expect(
      page.getByText('Please accept the terms and conditions and the privacy policy.'),
    ).toBeVisible()

    await page.getByTestId('accept-terms').check()
    await page.getByRole('button', { name: 'Place order with obligation to pay' }).click()
    const confirm = page.getByTestId('confirm-order')
    await expect(confirm).toContainText('Credit card')
    await confirm.getByRole('button', { name: 'Order now' }).click()
    await expect(page).toHaveURL(/\/checkout\/test-payment/)
  })
})
