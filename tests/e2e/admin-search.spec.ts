import type { Page } from '@playwright/test'
import { expectAccessible } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { placeOrder } from './helpers.ts'

// FIND-1 … FIND-6 end to end: staff search from an address and from the page's form, a whole
// order number opens the order, the order leads to its customer and back, and sales change the
// customer's data with and without JavaScript — desktop and 390 px, both languages, axe clean.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
}

test('sales search from an address and the form, open an order, its customer and back', async ({
  staff,
  request,
}) => {
  test.setTimeout(180_000)
  const tag = `search.${Date.now().toString(36)}`
  const order = await placeOrder(request, { tag })
  const email = `${tag}@example.com`
  const context = await staff.context('sales')
  const page = await context.newPage()

  // The empty page says what it finds; the page's form searches (English).
  await page.goto('/en/admin/search')
  await expect(page.getByTestId('search-empty')).toHaveText(
    'Type what you are looking for: an order number finds the order at once.',
  )
  await expectAccessible(page, 'the empty search page')
  const form = page.getByTestId('search-form')
  await form.getByLabel('Search for').fill(email)
  await form.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/en\/admin\/search\?q=/)
  const found = page.getByTestId('search-customers')
  await expect(found.getByTestId('search-hit')).toHaveCount(1)
  await expect(found).toContainText('Nordwind Messebau')
  await expect(page.getByTestId('search-products')).toHaveCount(0)
  await expectAccessible(page, 'search results')
  if (process.env.SHOTS_DIR) {
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/admin-search-en.png`, fullPage: true })
  }

  // A whole order number from the address opens the order, which links to its customer.
  await page.goto(`/admin/search?q=${order.number}`)
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}$`))
  await page.getByTestId('order-customer').getByRole('link').click()
  await expect(page).toHaveURL(/\/admin\/customers\/\d+$/)
  await expect(page.getByTestId('customer-language')).toContainText('Deutsch')
  await expect(page.getByTestId('customer-order-language').first()).toHaveText(
    'E-Mails auf Deutsch',
  )
  await page
    .getByTestId('customer-orders')
    .getByRole('link', { name: `#${order.number}` })
    .click()
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}$`))

  // Nothing found, and odd input: a message, never an error page.
  await page.goto('/admin/search?q=%25')
  await expect(page.getByTestId('search-none')).toContainText('Nichts gefunden für „%“.')
  const long = await page.goto(`/admin/search?q=${'x'.repeat(10_000)}`)
  expect(long?.status()).toBe(400)
  await expect(page.getByTestId('field-error')).toHaveText('Bitte höchstens 200 Zeichen.')
  await expectAccessible(page, 'a refused search')
  expect((await page.goto('/admin/search?q=a%00b'))?.status()).toBe(400)

  // At 390 px the results fit the screen, in both languages.
  const phone = await context.newPage()
  await phone.setViewportSize(PHONE.viewport)
  for (const prefix of ['', '/en']) {
    await phone.goto(`${prefix}/admin/search?q=${encodeURIComponent(email)}`)
    await expect(phone.getByTestId('search-customers').getByTestId('search-hit')).toHaveCount(1)
    await noSidewaysScroll(phone)
    await expectAccessible(phone, `search results on a phone (${prefix || '/'})`)
    if (process.env.SHOTS_DIR) {
      const name = `admin-search-phone-${prefix ? 'en' : 'de'}.png`
      await phone.screenshot({ path: `${process.env.SHOTS_DIR}/${name}`, fullPage: true })
    }
  }
  await context.close()

  // Production finds the order by its number but no customers.
  const production = await staff.context('production')
  const desk = await production.newPage()
  await desk.goto(`/admin/search?q=${encodeURIComponent(email)}`)
  await expect(desk.getByTestId('search-none')).toBeVisible()
  await desk.goto(`/admin/search?q=${order.number}`)
  await expect(desk).toHaveURL(new RegExp(`/admin/orders/${order.id}$`))
  await expect(desk.getByTestId('order-customer')).toHaveCount(0)
  await production.close()
})

test('sales change a customer’s data, with and without JavaScript, on a desktop and a phone', async ({
  staff,
  request,
}) => {
  test.setTimeout(180_000)
  const tag = `edit.${Date.now().toString(36)}`
  await placeOrder(request, { tag })
  const context = await staff.context('sales')
  const page = await context.newPage()
  await page.goto(`/en/admin/search?q=${tag}@example.com`)
  await page.getByTestId('search-customers').getByTestId('search-hit').getByRole('link').click()
  await expect(page).toHaveURL(/\/en\/admin\/customers\/\d+$/)
  const customerPath = new URL(page.url()).pathname
  const edit = page.getByTestId('customer-edit-form')
  await edit.getByLabel('Postcode').fill('123')
  await edit.getByLabel('City').fill('Halle (Saale)')
  await edit.getByRole('button', { name: 'Save customer data' }).click()
  await expect(edit.getByTestId('field-error')).toHaveText('The postcode must have 5 digits.')
  await expect(edit.getByLabel('Postcode')).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page, 'the customer edit form with a field error')
  await edit.getByLabel('Postcode').fill('06108')
  await edit.getByRole('button', { name: 'Save customer data' }).click()
  await expect(page.getByTestId('customer-answer')).toHaveText('The customer’s data is saved.')
  await expect(page.getByRole('main').locator('address')).toContainText('06108 Halle (Saale)')
  // FIND-6: the account's language is the registration's; order mails follow the order.
  await expect(page.getByText('Language at registration', { exact: true })).toBeVisible()
  await expect(page.getByTestId('customer-language')).toContainText('German')

  // On a phone the page fits the screen.
  const phone = await context.newPage()
  await phone.setViewportSize(PHONE.viewport)
  await phone.goto(customerPath.replace(/^\/en/, ''))
  await expect(phone.getByTestId('customer-edit-form')).toBeVisible()
  await noSidewaysScroll(phone)
  await expectAccessible(phone, 'the customer page on a phone')
  if (process.env.SHOTS_DIR) {
    await phone.screenshot({
      path: `${process.env.SHOTS_DIR}/admin-customer-phone-de.png`,
      fullPage: true,
    })
    await page.screenshot({
      path: `${process.env.SHOTS_DIR}/admin-customer-en.png`,
      fullPage: true,
    })
  }
  await context.close()

  // Without JavaScript the form posts as a document; a refused e-mail keeps what was typed.
  const plain = await staff.context('sales', { javaScriptEnabled: false })
  const desk = await plain.newPage()
  await desk.goto(customerPath.replace(/^\/en/, ''))
  const form = desk.getByTestId('customer-edit-form')
  await form.getByLabel('E-Mail (seine Anmeldung)').fill('keine-adresse')
  await form.getByLabel('Ort').fill('Köln')
  await form.getByRole('button', { name: 'Kundendaten speichern' }).click()
  await expect(form.getByTestId('field-error')).toHaveText(
    'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  )
  await expect(form.getByLabel('Ort')).toHaveValue('Köln')
  await form.getByLabel('E-Mail (seine Anmeldung)').fill(`neu.${tag}@example.com`)
  await form.getByRole('button', { name: 'Kundendaten speichern' }).click()
  await expect(desk.getByTestId('customer-answer')).toHaveText('Die Kundendaten sind gespeichert.')
  await expect(desk.getByRole('main').locator('address')).toContainText(`neu.${tag}@example.com`)
  // An entry of the address book, in a details element that opens without JavaScript.
  await desk.getByText('Adresse 1 ändern (Jördis Hansen, Hafenstraße 5)').click()
  const entry = desk.getByTestId('address-edit').first()
  await entry.getByLabel('PLZ').fill('5')
  await entry.getByRole('button', { name: 'Adresse speichern' }).click()
  await expect(entry.getByTestId('field-error')).toHaveText('Die PLZ muss 5 Ziffern haben.')
  await entry.getByLabel('PLZ').fill('20095')
  await entry.getByLabel('Straße und Hausnummer').fill('Mönckebergstraße 7')
  await entry.getByRole('button', { name: 'Adresse speichern' }).click()
  await expect(desk.getByTestId('customer-answer')).toHaveText('Die Adresse ist gespeichert.')
  await expect(desk.getByRole('region', { name: 'Adressbuch' })).toContainText('Mönckebergstraße 7')
  await plain.close()
})
