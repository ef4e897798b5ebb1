import { formatMoney } from '#core/money/money.ts'
import { swissServiceFee } from '#core/checkout-totals/checkout-totals.ts'
import type { CartItemAnswer as CartItem } from '#server/api/v1/cart.routes.ts'
import { expect, test } from './fixtures.ts'
import { addToCart, findProduct, logIn, registerCustomer } from './orders.ts'

// The shipping step without JavaScript (decision 0017): every change is a post that answers the
// page with the changed choices and the server's prices; the step saves and goes on to /payment.

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`

test.describe('the shipping step without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('one address, then two shipments to Hamburg and Zürich, each saved', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const api = await registerCustomer(request, `nojs.shipping.${run}`)
    const classic = await findProduct(request, 'roll-up-displays', 'Roll-Up Classic')
    const basic = await findProduct(request, 'roll-up-displays', 'Roll-Up Basic')
    await addToCart(api, classic.id, 2)
    await addToCart(api, basic.id, 2)
    const items = await api.call<CartItem[]>('GET', '/user/site/cart/fetch')
    const toSwitzerland = items.find((item) => item.product_title === 'Roll-Up Basic')!
    await api.call('POST', '/user/site/cart/addresses/add', {
      company: 'Messebau Zürich AG',
      gender: 'male',
      first_name: 'Urs',
      last_name: 'Meier',
      address: 'Seestrasse 1',
      postcode: '8001',
      city: 'Zürich',
      country_id: 9,
      phone: '+41 44 123',
    })
    await logIn(context, api, baseURL!)

    // To the billing address: the registration's address is chosen, its post methods are there.
    await page.goto('/shipping')
    await expect(page.getByTestId('billing-address')).toContainText('Hafenstraße 5')
    // The address buttons lead to the address book's forms, which work without JavaScript.
    await page.getByRole('link', { name: 'Adresse hinzufügen' }).first().click()
    await expect(page).toHaveURL(/\/profile\/addresses\?edit=new$/)
    await expect(page.getByRole('textbox', { name: /Firma/ })).toBeVisible()
    await page.goto('/shipping')
    // Sent without a post method: the page again, with the message at the field.
    await page.getByTestId('to-payment').click()
    await expect(page.getByTestId('shipping-alert')).toBeVisible()
    await page.getByTestId('post-method').selectOption({ index: 1 })
    await page.getByTestId('to-payment').click()
    await expect(page).toHaveURL(/\/payment$/)

    // Two shipments: each change is a post (mode, a new shipment, the addresses).
    await page.goto('/shipping')
    await page.getByLabel('An mehrere Lieferadressen liefern').check()
    await page.getByRole('button', { name: 'Aktualisieren' }).click()
    await page.getByTestId('add-shipment').click()
    const shipments = page.getByTestId('shipment')
    await expect(shipments).toHaveCount(2)
    await expect(shipments.nth(1).getByTestId('empty-shipment')).toBeVisible()
    const labels = await page.getByTestId('billing-address').locator('option').allTextContents()
    await shipments
      .nth(0)
      .getByTestId('shipment-address')
      .selectOption({ label: labels.find((label) => label.includes('Hafenstraße 5'))! })
    await shipments
      .nth(1)
      .getByTestId('shipment-address')
      .selectOption({ label: labels.find((label) => label.includes('Seestrasse 1'))! })
    await shipments
      .nth(0)
      .getByTestId('shipment-line')
      .filter({ hasText: 'Roll-Up Basic' })
      .getByTestId('line-shipment')
      .selectOption('1')
    await page.getByRole('button', { name: 'Aktualisieren' }).click()
    // The server priced the Swiss shipment: its fee shows, and its post methods are there.
    await expect(page.getByTestId('shipping-service-fee')).toHaveText(
      formatMoney(swissServiceFee(toSwitzerland.total_price)),
    )
    for (const index of [0, 1]) {
      await page
        .getByTestId('shipment')
        .nth(index)
        .getByTestId('post-method')
        .selectOption({ index: 1 })
    }
    await page.getByTestId('to-payment').click()
    await expect(page).toHaveURL(/\/payment$/)
    await expect(page.getByTestId('totals-service-fee')).toHaveText(
      formatMoney(swissServiceFee(toSwitzerland.total_price)),
    )
  })
})
