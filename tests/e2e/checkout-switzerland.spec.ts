import type { CartItemAnswer as CartItem } from '#server/api/v1/cart.routes.ts'
import { swissServiceFee } from '#core/checkout-totals/checkout-totals.ts'
import { formatMoney, percentOf } from '#core/money/money.ts'
import { expect, test } from './fixtures.ts'
import { choosePaymentMethod, open, readMailText } from './helpers.ts'
import { addToCart, findProduct, logIn, registerCustomerFromElsewhere } from './orders.ts'

// A mixed order as a German tax adviser reads it (TOT-2..TOT-5): one shipment to Hamburg, one to
// Zürich. German VAT on the Hamburg goods only, free shipping for the German shipment above
// 500 EUR, post and the service fee for the Swiss one; the shipping step, the payment step, the
// order, the invoice and the confirmation mail show the same amounts.

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`

test('a mixed Germany/Switzerland order is taxed and charged per shipment, everywhere alike', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000)
  // A third loopback address: the storefront specs use up 127.0.0.1's registrations.
  const email = `ch.${run}@example.com`
  const api = await registerCustomerFromElsewhere(request, baseURL!, `ch.${run}`, '127.0.0.3')
  const classic = await findProduct(request, 'roll-up-displays', 'Roll-Up Classic')
  const basic = await findProduct(request, 'roll-up-displays', 'Roll-Up Basic')
  await addToCart(api, classic.id, 10)
  await addToCart(api, basic.id, 10)
  const items = await api.call<CartItem[]>('GET', '/user/site/cart/fetch')
  const toGermany = items.find((item) => item.product_title === 'Roll-Up Classic')!
  const toSwitzerland = items.find((item) => item.product_title === 'Roll-Up Basic')!
  // The German goods alone pass the free-shipping threshold.
  expect(toGermany.total_price).toBeGreaterThan(50_000)
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
  const swissMethods = await api.call<{ post_method: { value: string; price: number }[] }>(
    'GET',
    '/user/site/countries/post-methods/9',
  )
  const swissPost = swissMethods.post_method[0]!

  // The shipping step.
  await logIn(context, api, baseURL!)
  await open(page, '/shipping')
  const billing = page.getByTestId('billing-address')
  await expect(billing).toContainText('Hafenstraße 5')
  const labels = await billing.locator('option').allTextContents()
  const hamburg = labels.find((label) => label.includes('Hafenstraße 5'))!
  const zurich = labels.find((label) => label.includes('Seestrasse 1'))!
  await page.getByLabel('An mehrere Lieferadressen liefern').check()
  await page.getByTestId('add-shipment').click()
  const shipments = page.getByTestId('shipment')
  // A new shipment has no line yet, and says so.
  await expect(shipments.nth(1).getByTestId('empty-shipment')).toContainText(
    'Diese Sendung enthält noch keinen Artikel',
  )
  await shipments.nth(0).getByTestId('shipment-address').selectOption({ label: hamburg })
  await shipments
    .nth(0)
    .getByTestId('shipment-line')
    .filter({ hasText: 'Roll-Up Basic' })
    .getByTestId('line-shipment')
    .selectOption('1')
  await expect(page.getByTestId('empty-shipment')).toHaveCount(0)
  await expect(page.getByTestId('shipping-service-fee')).toHaveCount(0)
  // The Swiss fee shows, with its explanation, as soon as the Swiss address is chosen.
  await shipments.nth(1).getByTestId('shipment-address').selectOption({ label: zurich })
  const fee = swissServiceFee(toSwitzerland.total_price)
  await expect(page.getByTestId('shipping-service-fee')).toHaveText(formatMoney(fee))
  await expect(page.getByTestId('service-fee-help')).toContainText('Lieferungen in die Schweiz')

  // Going on without post methods: a banner, which goes once the errors are fixed.
  await page.getByTestId('to-payment').click()
  await expect(page.getByTestId('shipping-alert')).toBeVisible()
  const germanPost = shipments.nth(0).getByTestId('post-method')
  await germanPost.selectOption({ index: 1 })
  await expect(page.getByTestId('shipping-alert')).toHaveCount(0)
  // The German shipment ships free: its method reads 'kostenlos', never a price beside 0,00 €.
  await expect(germanPost.locator('option:checked')).toContainText('kostenlos')
  await shipments.nth(1).getByTestId('post-method').selectOption(swissPost.value)
  await expect(page.getByTestId('shipping-price')).toHaveText(formatMoney(swissPost.price))
  await page.getByTestId('to-payment').click()
  await expect(page).toHaveURL(/\/payment$/)

  // The payment step: German VAT on the Hamburg goods only; post and fee for Zürich.
  const vat = percentOf(toGermany.total_price, 19)
  const net = toGermany.total_price + toSwitzerland.total_price + swissPost.price
  const total = net + vat + fee
  await choosePaymentMethod(page, /^Kauf auf Rechnung/)
  const expected = {
    shipping: formatMoney(swissPost.price),
    net: formatMoney(net),
    vat: formatMoney(vat),
    'service-fee': formatMoney(fee),
    total: formatMoney(total),
  }
  for (const [row, amount] of Object.entries(expected)) {
    await expect(page.getByTestId(`totals-${row}`)).toHaveText(amount)
  }
  await expect(page.getByTestId('summary-post').first()).toContainText('kostenlos')
  await page.getByTestId('accept-terms').check()
  await page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click()
  await page.getByTestId('confirm-order').getByRole('button', { name: 'Jetzt bestellen' }).click()
  await expect(page).toHaveURL(/\/Thankyou\?order=\d+$/)
  await expect(page.getByTestId('thank-you-total')).toHaveText(expected.total)
  // PAY-3: the payment method's one terms text, as on the invoice and in the mail.
  await expect(page.getByTestId('thank-you-terms')).toHaveText(
    'Zahlbar innerhalb von 14 Tagen nach Rechnungsdatum ohne Abzug.',
  )
  const orderId = new URL(page.url()).searchParams.get('order')!
  const number = (await page.getByTestId('thank-you-number').textContent())!.replace(/\D/g, '')

  // The invoice (as its PDF, INV-10): the same amounts, the VAT row names its base, the
  // export is named in words and noted.
  await open(page, `/print_invoice/${orderId}`)
  await expect(page.getByTestId('invoice-shipping')).toHaveText(expected.shipping)
  await expect(page.getByTestId('invoice-net')).toHaveText(expected.net)
  await expect(page.getByTestId('invoice-vat')).toHaveText(expected.vat)
  await expect(page.getByTestId('invoice-totals')).toContainText(
    `MwSt. 19 % auf ${formatMoney(toGermany.total_price)}`,
  )
  await expect(page.getByTestId('invoice-vat-G')).toHaveText(formatMoney(0))
  await expect(page.getByTestId('invoice-totals')).toContainText('Ohne MwSt.: steuerfreie Ausfuhr')
  await expect(page.getByTestId('invoice-service-fee')).toHaveText(expected['service-fee'])
  await expect(page.getByTestId('invoice-total')).toHaveText(expected.total)
  const notes = page.getByTestId('invoice-note')
  await expect(notes).toHaveCount(1)
  await expect(notes).toContainText('steuerfreie Ausfuhrlieferung')
  await expect(page.getByTestId('invoice-shipments')).toContainText('(kostenlos)')

  // The confirmation mail.
  const mail = await readMailText(email, number)
  expect(mail).toContain(`MwSt. 19 % auf Sendung 1`)
  for (const amount of [expected.vat, expected['service-fee'], expected.total]) {
    expect(mail).toContain(amount)
  }
  expect(mail).toContain('steuerfreie Ausfuhrlieferung')
})
