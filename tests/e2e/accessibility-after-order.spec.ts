import { expect, test } from './fixtures.ts'
import { expectAccessible } from './axe.ts'
import { open } from './helpers.ts'
import {
  addToCart,
  checkoutThroughApi,
  findProduct,
  logIn,
  registerCustomerFromElsewhere,
  saveShipping,
} from './orders.ts'

import { declineCookies, run } from './accessibility-helpers.ts'

// best practices (landmarks, heading order, …). Any violation fails the test with the rule, its
// impact, the elements and axe's help, so the fix can start from the test's output.

test.describe('accessibility (axe)', () => {
  // axe needs a few seconds per page state on a busy two-core machine.
  test.describe.configure({ timeout: 90_000 })

  test('after the order: overview, thank-you, invoice, order dialog, bookmarks, address and confirm dialogs, test payment and its result pages', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(360_000)
    const api = await registerCustomerFromElsewhere(request, baseURL!, `a11y.after.${run}`)
    const { order } = await checkoutThroughApi(request, api, 'invoice')
    // A cart line with the shipping step saved: the confirm dialog on the payment step.
    const product = await findProduct(request, 'roll-up-standard')
    await api.call('GET', `/user/site/bookmark/add/${product.id}`)
    const line = await addToCart(api, product.id)
    await saveShipping(api, [line.id])
    await logIn(context, api, baseURL!)

    for (const prefix of ['', '/en']) {
      for (const path of [
        `/overview?order=${order.id}`,
        `/Thankyou?order=${order.id}`,
        `/print_invoice/${order.id}`,
        '/print_cart',
        '/bookmarks',
      ]) {
        await open(page, `${prefix}${path}`)
        await expect(page.locator('h1')).toBeVisible()
        await expectAccessible(page, `${prefix}${path}`)
      }

      await open(page, `${prefix}/profile/orders`)
      await page.getByTestId('order-details-button').first().click()
      await expect(page.getByTestId('order-dialog')).toBeVisible()
      await expectAccessible(page, `${prefix}/profile/orders with the order dialog`)
      await page.keyboard.press('Escape')

      await page.getByTestId('header-bookmarks').click()
      await expect(page.getByTestId('bookmarks-dialog')).toBeVisible()
      await expectAccessible(page, `${prefix} bookmarks dialog`)
      await page.keyboard.press('Escape')

      await open(page, `${prefix}/shipping`)
      await page
        .getByRole('button', { name: /^\+ (Adresse hinzufügen|Add address)$/ })
        .first()
        .click()
      await expect(page.getByTestId('address-dialog')).toBeVisible()
      await expectAccessible(page, `${prefix}/shipping address dialog`)
      await page.keyboard.press('Escape')

      await open(page, `${prefix}/payment`)
      await page.getByRole('radio', { name: /^(Kauf auf Rechnung|Purchase on invoice)/ }).check()
      await page.getByTestId('accept-terms').check()
      await page.getByTestId('place-order').click()
      await expect(page.getByTestId('confirm-order')).toBeVisible()
      await expectAccessible(page, `${prefix}/payment confirm dialog`)
      await page.keyboard.press('Escape')
    }

    // A card order: the test-payment page and both result pages, in both languages.
    for (const locale of ['de', 'en'] as const) {
      const customer = api.in(locale)
      const card = await checkoutThroughApi(request, customer, 'card')
      const started = await customer.call<{ redirect_url: string }>(
        'POST',
        `/user/site/cart/orders/pay/${card.order.id}`,
      )
      await open(page, started.redirect_url)
      await expectAccessible(page, `test payment ${locale}`)
      await page
        .getByRole('button', {
          name: locale === 'de' ? 'Zahlung fehlschlagen lassen' : 'Let the payment fail',
        })
        .click()
      await expect(page).toHaveURL(/\/payment\/checkout\/order\/failed/)
      await expectAccessible(page, `payment failed ${locale}`)
      await page
        .getByRole('button', { name: locale === 'de' ? 'Erneut bezahlen' : 'Pay again' })
        .click()
      await page
        .getByRole('button', {
          name:
            locale === 'de' ? 'Zahlung erfolgreich simulieren' : /Simulate a successful payment/i,
        })
        .click()
      await expect(page).toHaveURL(/\/payment\/checkout\/order\/success/)
      await expectAccessible(page, `payment success ${locale}`)
    }
  })

  test("after a client-side navigation the focus is on the new page's heading", async ({
    page,
  }) => {
    await open(page, '/roll-up-displays')
    await declineCookies(page)
    await page.getByRole('main').getByRole('link', { name: 'Roll-Up Standard' }).first().click()
    await expect(page).toHaveURL(/\/roll-up-displays\/roll-up-standard$/)
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toHaveText('Roll-Up Standard')
    await expect(heading).toBeFocused()
    // Sorting changes the query only: the focus stays on the sort control.
    const sort = page.getByLabel('Sortieren nach')
    await sort.focus()
    await sort.selectOption('name')
    await expect(page).toHaveURL(/sort=name/)
    await expect(sort).toBeFocused()
  })

  test('a product page offers a skip link to the price calculator', async ({ page, request }) => {
    await open(page, (await findProduct(request, 'roll-up-displays', 'Roll-Up Classic')).path)
    await declineCookies(page)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Zu Preis und Bestellung springen' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('price-calculator')).toBeFocused()
  })
})
