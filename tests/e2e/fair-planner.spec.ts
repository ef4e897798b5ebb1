import { expectAccessible } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { open } from './helpers.ts'
import { createOrder, logIn, registerCustomer, savePayment } from './orders.ts'
import { logInAsStaff } from './staff.ts'

// FAIR-TGT-1..5 end to end: the product page's "Für eine Messe bestellen" panel plans each
// production time for a fair or a day (with JavaScript, and as a plain GET form without it),
// 'In den Warenkorb' takes the fair into the cart, the cart and the checkout show the whole
// cart's deadlines, and the placed order keeps them for the back office and My fairs.

const PRODUCT = '/roll-up-displays/roll-up-standard/roll-up-basic'
// The first demo fair (server/db/seed/data/fairs.ts), months ahead of the test's real clock.
const FAIR = { de: 'Messe Nordwest Bielefeld', en: 'North-West Trade Fair Bielefeld' }

/** A day `days` ahead of today, as a date field takes it. */
function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

test('a guest plans for a fair, takes it into the cart and sees the deadlines there (German, desktop)', async ({
  page,
}) => {
  await open(page, PRODUCT)
  const planner = page.getByTestId('fair-planner')
  await planner.getByText('Für eine Messe bestellen').click()
  await planner.getByLabel('Messe', { exact: true }).fill(FAIR.de)
  await planner.getByRole('button', { name: 'Termine berechnen' }).click()
  await expect(page).toHaveURL(/fair_q=/)
  await expect(planner.getByTestId('fair-target')).toContainText(`${FAIR.de}, Bielefeld`)
  const rows = planner.getByTestId('fair-plan-row')
  await expect(rows.first()).toContainText('passt')
  await expect(rows.first()).toContainText('Druckdaten freigeben bis')
  await expect(planner.getByText('empfohlen – günstigste, die passt')).toBeVisible()
  await expectAccessible(page, 'product page with the fair planner')

  await page.getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await open(page, '/cart')
  const plan = page.getByTestId('cart-plan')
  await expect(plan).toContainText(`Ihr Termin: ${FAIR.de}, Bielefeld`)
  await expect(page.getByTestId('cart-plan-line')).toContainText(
    /^Bestellen Sie bis \p{L}{2}\., \d\d\.\d\d\., 14:00 Uhr – Druckdaten freigeben bis \p{L}{2}\., \d\d\.\d\d\., 14:00 Uhr – Ankunft \p{L}{2}\., \d\d\.\d\d\./u,
  )
  await expectAccessible(page, 'cart with its fair')
  await plan.getByRole('button', { name: 'Termin entfernen' }).click()
  await expect(page.getByTestId('cart-plan')).toHaveCount(0)
  // Gone from the browser too: the cart read again has no target.
  await page.reload()
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  await expect(page.getByTestId('cart-plan')).toHaveCount(0)
})

test.describe('without JavaScript on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

  test('the panel is a GET form: a day and a country give each production time, a past day a message', async ({
    page,
  }) => {
    await page.goto(`/en${PRODUCT}`)
    const planner = page.getByTestId('fair-planner')
    await planner.getByText('Order for a trade fair').click()
    await planner.getByLabel('Delivery date').fill(daysAhead(45))
    await planner.getByLabel('Destination country').selectOption({ label: 'Austria' })
    await planner.getByRole('button', { name: 'Work out the dates' }).click()
    await expect(page).toHaveURL(/target_date=\d{4}-\d\d-\d\d&target_country=\d+/)
    await expect(planner.getByTestId('fair-target')).toContainText(
      'The goods must be in Austria by',
    )
    await expect(planner.getByTestId('fair-plan-row').first()).toContainText('fits')
    // The configuration priced without JavaScript keeps the plan in the address.
    await page.getByTestId('calculate-price').click()
    await expect(page).toHaveURL(/target_date=/)
    await expect(page.getByTestId('fair-plan-row').first()).toBeVisible()

    await page.goto(`/en${PRODUCT}?target_date=${daysAhead(-3)}&target_country=18`)
    await expect(page.getByTestId('fair-planner').getByRole('alert')).toHaveText(
      'The date lies in the past. Please choose today or a later day.',
    )
  })
})

test('a customer orders for a fair: checkout, back office and My fairs keep its deadlines (English, phone)', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const api = await registerCustomer(request, `fairplan.${Date.now().toString(36)}`)
  const context = await browser.newContext({
    baseURL: baseURL!,
    viewport: { width: 390, height: 844 },
  })
  await logIn(context, api, baseURL!)
  await context.addCookies([{ name: 'popup_seen', value: '1', url: baseURL! }])
  const page = await context.newPage()
  await open(page, `/en${PRODUCT}?fair_q=${encodeURIComponent(FAIR.en)}`)
  await expect(page.getByTestId('fair-plan-row').first()).toBeVisible()
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()

  await open(page, '/en/cart')
  await expect(page.getByTestId('cart-plan-line')).toContainText(
    /^Order by \p{L}{3}, \d\d\/\d\d, 14:00/u,
  )
  const lines = await api.call<{ id: number }[]>('GET', '/user/site/cart/fetch')
  // FAIR-ADDR: delivered to the booth, billed to the office.
  const [fair] = await api.call<{ id: number }[]>('GET', '/user/site/fairs?q=Nordwest')
  const person = {
    company: 'Nordwind Messebau',
    gender: 'female',
    first_name: 'Jördis',
    last_name: 'Hansen',
    phone: '+49 40 123',
  }
  const office = await api.call<{ id: number }>('POST', '/user/site/cart/addresses/add', {
    ...person,
    address: 'Hafenstraße 5',
    postcode: '20457',
    city: 'Hamburg',
    country_id: 18,
  })
  const booth = await api.call<{ id: number }>('POST', '/user/site/cart/addresses/add', {
    ...person,
    address: 'Ausstellungsweg 12',
    postcode: '33609',
    city: 'Bielefeld',
    country_id: 18,
    fair_id: fair!.id,
    hall: '3',
    booth: 'B12',
    onsite_contact: 'Jördis Hansen',
    onsite_mobile: '+49 170 1234567',
  })
  await api.call('PUT', '/user/site/cart/checkout/shipping', {
    billingAddressId: office.id,
    mode: 'different',
    shippings: [
      { addressId: booth.id, postMethod: 'dhl-standard', cartItemIds: lines.map((l) => l.id) },
    ],
  })
  await savePayment(api, 'invoice')
  await open(page, '/en/payment')
  await expect(page).toHaveURL(/\/en\/payment$/)
  await expect(page.getByTestId('cart-plan')).toContainText(FAIR.en)
  await expect(page.getByTestId('cart-plan-line')).toContainText(
    /arrival \p{L}{3}, \d\d\/\d\d in hall 3$/u,
  )
  await expectAccessible(page, 'payment step with the fair')
  const order = await createOrder(api)

  await open(page, '/en/profile/fairs')
  const target = page.getByTestId('fair-target').filter({ hasText: FAIR.en })
  await expect(target.getByTestId('fair-order')).toContainText(String(order.number))

  const desk = await (await browser.newContext({ baseURL: baseURL! })).newPage()
  await logInAsStaff(desk, 'production', 'de')
  await desk.goto(`/admin/orders/${order.id}`)
  await expect(desk.getByTestId('order-deadlines')).toContainText(FAIR.de)
  await expect(desk.getByTestId('order-latest-approval')).toContainText('14:00')
  await expect(desk.getByText(/Halle 3/).first()).toBeVisible()
})
