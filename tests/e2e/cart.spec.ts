import type { APIRequestContext, Locator, Page, Response } from '@playwright/test'
import { cartTotals } from '#core/cart/cart.ts'
import { isoDateInTimeZone } from '#core/delivery-date/delivery-date.ts'
import { formatMoney } from '#core/money/money.ts'
import { expect, test } from './fixtures.ts'
import { open } from './helpers.ts'

// CART-5 to CART-9 end to end: a guest fills the cart in the browser, changes a quantity, prints
// the offer, logs in and finds the same items and totals in the server cart.

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`
const site = '/api/v1/user/site'

interface GuestLine {
  product_id: number
  combination_id: number
  duration_id: number
  services: number[]
  quantity: number
  titles?: { options: { option: string; value: string }[]; duration: string; services: string[] }
}

async function productPath(request: APIRequestContext, title: string): Promise<string> {
  const res = await request.get(`${site}/middle-page/products/roll-up-displays?per_page=100`, {
    headers: { 'accept-language': 'de' },
  })
  const list = (await res.json()).body.data as { title: string; path: string }[]
  return list.find((product) => product.title === title)!.path
}

/** What the product page's price (combination-info, core/pricing) says each line costs. */
async function expectedTotals(request: APIRequestContext, lines: GuestLine[]) {
  const priced = []
  for (const line of lines) {
    const query = new URLSearchParams({
      combination_id: String(line.combination_id),
      duration_id: String(line.duration_id),
      services: line.services.length ? line.services.join(',') : '0',
      quantity: String(line.quantity),
    })
    const res = await request.get(
      `${site}/detail-page/product/combination-info/${line.product_id}?${query}`,
    )
    priced.push({
      quantity: line.quantity,
      totalCents: (await res.json()).body.total_price as number,
    })
  }
  // The seed's tax and free-delivery threshold (19 %, 500 EUR): only net, VAT and gross are read.
  return cartTotals(priced, 19, 50_000)
}

/** The unit price of a line's configuration at quantity 1, which no tier of the seed reaches. */
async function unitPriceWithoutTiers(request: APIRequestContext, line: GuestLine) {
  const query = new URLSearchParams({
    combination_id: String(line.combination_id),
    duration_id: String(line.duration_id),
    services: line.services.length ? line.services.join(',') : '0',
    quantity: '1',
  })
  const res = await request.get(
    `${site}/detail-page/product/combination-info/${line.product_id}?${query}`,
  )
  return (await res.json()).body.unit_price as number
}

async function addFromProductPage(
  page: Page,
  path: string,
  configure: () => Promise<void>,
  inDialog: (dialog: Locator) => Promise<void> = async () => {},
) {
  await open(page, path)
  await configure()
  await page.getByTestId('add-to-cart').click()
  const dialog = page.getByTestId('cart-dialog')
  await expect(dialog.getByRole('heading', { name: 'Warenkorb' })).toBeVisible()
  await expect(dialog.getByTestId('cart-gross')).toBeVisible()
  await inDialog(dialog)
  await dialog.getByRole('button', { name: 'Weiter einkaufen' }).click()
}

/** A post to the cart's route action (decision 0018), as a fetcher sends it. */
const cartPost = (response: Response) =>
  response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('cart.data')

const guestLines = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cart_items') ?? '[]') as GuestLine[])

test('a guest fills the cart, prints the offer, logs in and keeps the cart', async ({
  page,
  request,
}) => {
  const classic = await productPath(request, 'Roll-Up Classic')
  const basic = await productPath(request, 'Roll-Up Basic')

  await open(page, '/')
  await page.getByRole('button', { name: 'Alle ablehnen' }).click()

  // Two configured products: Roll-Up Classic with express production and a carry bag.
  await addFromProductPage(page, classic, async () => {
    // CAT-1: the print-data check is included, not a service to choose.
    await expect(page.getByTestId('print-check-included')).toContainText(
      'Druckdatencheck inklusive – kostenlos',
    )
    await expect(page.getByLabel('Druckdatencheck')).toHaveCount(0)
    await Promise.all([
      // The loader prices the configuration in the address (decision 0043).
      page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('.data')),
      page.getByLabel(/Express/).check(),
    ])
    await Promise.all([
      // The loader prices the configuration in the address (decision 0043).
      page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('.data')),
      page.getByLabel('Tragetasche').selectOption({ index: 1 }),
    ])
  })
  // CAT-2: the cart dialog lists the chosen service with its price, like the cart page.
  await addFromProductPage(
    page,
    basic,
    async () => {},
    async (dialog) => {
      const classicLine = dialog.getByTestId('cart-dialog-item').filter({ hasText: 'Classic' })
      await expect(classicLine.getByTestId('line-service')).toHaveText(
        'Tragetasche: Gepolsterte Tragetasche (+19,90 €)',
      )
    },
  )
  await expect(page.getByTestId('header-cart')).toContainText('2')

  // The cart page: the first line's quantity becomes 3 (and 70 is clamped to 50 first).
  await open(page, '/cart')
  const lines = page.getByTestId('cart-line')
  await expect(lines).toHaveCount(2)
  // Services read as on the product page: 'ohne', then each value with its price.
  const lighting = lines.first().getByLabel('Beleuchtung')
  await expect(lighting.locator('option').first()).toHaveText('ohne')
  await expect(lighting.locator('option').nth(1)).toHaveText('1 LED-Strahler 50 W (+39,90 €)')
  const quantity = lines.first().getByTestId('cart-quantity')
  await quantity.fill('70')
  await Promise.all([page.waitForResponse(cartPost), quantity.press('Enter')])
  await expect(quantity).toHaveValue('50')
  await quantity.fill('3')
  await Promise.all([page.waitForResponse(cartPost), quantity.press('Enter')])
  await expect(quantity).toHaveValue('3')
  // PRICE-3: three reach the 5 % tier, which the line says is off the base price only.
  await expect(lines.first().getByTestId('cart-tier')).toHaveText(
    'Staffelrabatt 5 % auf den Grundpreis',
  )
  await expect(lines.last().getByTestId('cart-tier')).toHaveCount(0)
  const stored = await guestLines(page)
  expect(stored.map((line) => line.quantity)).toEqual([3, 1])
  expect(stored[0]!.services).toHaveLength(1)
  // CART-5, CART-12: the line keeps the titles the product page showed, to be found again by title.
  expect(stored[0]!.titles?.options.length).toBeGreaterThan(0)
  expect(stored[0]!.titles?.duration).not.toBe('')
  expect(stored[0]!.titles?.services).toEqual([expect.stringContaining(': ')])

  const expected = await expectedTotals(request, stored)
  await expect(page.getByTestId('cart-net')).toHaveText(formatMoney(expected.netCents))
  await expect(page.getByTestId('cart-tax')).toHaveText(formatMoney(expected.taxCents))
  await expect(page.getByTestId('cart-gross')).toHaveText(formatMoney(expected.grossCents))

  // The offer shows the same totals.
  await open(page, '/print_cart')
  await expect(page.getByRole('heading', { name: 'Angebot' })).toBeVisible()
  await expect(page.getByTestId('offer-line')).toHaveCount(2)
  await expect(page.getByTestId('offer-net')).toHaveText(formatMoney(expected.netCents))
  await expect(page.getByTestId('offer-tax')).toHaveText(formatMoney(expected.taxCents))
  await expect(page.getByTestId('offer-gross')).toHaveText(formatMoney(expected.grossCents))
  await expect(page.getByTestId('offer-letterhead')).toContainText('Messebau Nordlicht GmbH')
  await expect(page.getByTestId('offer-number')).toHaveText(/^AN-\d{8}-[0-9A-Z]{6}$/)
  // The three Classics reach the 5 % tier: the line says so, with the unit price before it.
  const [classicLine, basicLine] = [
    page.getByTestId('offer-line').first(),
    page.getByTestId('offer-line').last(),
  ]
  const before = await unitPriceWithoutTiers(request, stored[0]!)
  await expect(classicLine.getByTestId('offer-tier-discount')).toHaveText(
    `Staffelrabatt 5 % auf den Grundpreis ab 3 Stück – Einzelpreis ohne Rabatt: ${formatMoney(before)}`,
  )
  await expect(basicLine.getByTestId('offer-tier-discount')).toHaveCount(0)
  // Dates as the customer writes them: dd.mm.yyyy in German, dd/mm/yyyy in English.
  const [year, month, day] = isoDateInTimeZone(new Date()).split('-')
  await expect(page.getByTestId('offer-date')).toHaveText(`${day}.${month}.${year}`)
  await expect(page.getByTestId('offer-valid-until')).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/)
  await open(page, '/en/print_cart')
  await expect(page.getByTestId('offer-tier-discount')).toHaveText(
    `Quantity discount 5 % on the base price from 3 pcs – unit price without discount: ${formatMoney(before)}`,
  )
  await expect(page.getByTestId('offer-date')).toHaveText(`${day}/${month}/${year}`)

  // A fresh customer, registered through the API, logs in through the login modal.
  const email = `cart.${run}@example.com`
  const registered = await request.post('/api/v1/user/auth/register', {
    data: {
      company: 'Nordwind Messebau',
      gender: 'female',
      first_name: 'Jördis',
      last_name: 'van Dijk',
      address: 'Hafenstraße 5',
      postcode: '20457',
      city: 'Hamburg',
      country_id: 18,
      email,
      phone: `+49 40 ${run}`,
      password: 'Sicher1234',
      password_confirmation: 'Sicher1234',
    },
  })
  expect(registered.status()).toBe(201)
  await open(page, '/')
  await page.getByTestId('header-login').click()
  const login = page.getByTestId('login-form')
  await login.getByRole('textbox', { name: 'E-Mail', exact: true }).fill(email)
  await login.getByRole('textbox', { name: 'Passwort', exact: true }).fill('Sicher1234')
  // The login's own post carries the guest cart along (CART-9, decision 0017).
  await login.getByRole('button', { name: 'Anmelden', exact: true }).click()
  await expect(page.getByTestId('header-profile')).toBeVisible()
  await expect(page.getByTestId('header-cart')).toContainText('4')
  expect(await guestLines(page)).toEqual([])

  // The server cart holds the same lines and totals.
  await open(page, '/cart')
  await expect(page.getByTestId('cart-line')).toHaveCount(2)
  await expect(page.getByTestId('cart-line').first().getByTestId('cart-quantity')).toHaveValue('3')
  await expect(page.getByTestId('cart-net')).toHaveText(formatMoney(expected.netCents))
  await expect(page.getByTestId('cart-gross')).toHaveText(formatMoney(expected.grossCents))
  await open(page, '/print_cart')
  await expect(page.getByTestId('offer-gross')).toHaveText(formatMoney(expected.grossCents))
  await expect(page.getByTestId('offer-recipient')).toContainText('Nordwind Messebau')

  // Removing a line updates the totals.
  await open(page, '/cart')
  await Promise.all([
    page.waitForResponse(cartPost),
    page.getByTestId('cart-remove').last().click(),
  ])
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
})

test("a guest's cart page frame is in the server's HTML, before any script runs", async ({
  request,
}) => {
  for (const [path, texts] of [
    ['/cart', ['>Warenkorb</h1>', 'Zwischensumme (netto)', 'Der Warenkorb wird geladen …']],
    ['/en/cart', ['>Shopping Cart</h1>', 'Subtotal (net)', 'Loading the cart …']],
  ] as const) {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    const html = await response.text()
    for (const text of texts) expect(html).toContain(text)
    for (const part of ['checkout-steps', 'cart-lines-loading', 'cart-summary', 'cart-noscript']) {
      expect(html).toContain(`data-testid="${part}"`)
    }
    expect(html).toMatch(/<noscript>.*(JavaScript).*<\/noscript>/s)
  }
})

test.describe('the cart page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('shows the frame and says that a guest cart needs JavaScript or a login', async ({
    page,
  }) => {
    await page.goto('/cart')
    await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible()
    await expect(page.getByTestId('checkout-steps')).toBeVisible()
    await expect(page.getByTestId('cart-summary')).toContainText('Gesamtsumme (brutto)')
    const note = page.getByTestId('cart-noscript')
    await expect(note).toContainText('nur mit JavaScript anzeigen')
    await expect(note.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute(
      'href',
      '/login',
    )
    // Nothing is loading without scripts: the loading text is hidden.
    await expect(page.getByText('Der Warenkorb wird geladen …')).toBeHidden()
  })
})

test('the same configuration added again adds its quantity, for a guest as for a customer (CART-3)', async ({
  page,
  request,
}) => {
  const basic = await productPath(request, 'Roll-Up Basic')
  await open(page, basic)
  const quantity = page.getByLabel('Menge', { exact: true })
  const dialog = page.getByTestId('cart-dialog')
  for (const expected of [5, 10]) {
    await quantity.fill('5')
    await page.getByTestId('add-to-cart').click()
    await expect(dialog.getByTestId('cart-dialog-item')).toHaveCount(1)
    await expect.poll(async () => (await guestLines(page))[0]?.quantity).toBe(expected)
    await expect(page.getByTestId('header-cart')).toContainText(String(expected))
    await dialog.getByRole('button', { name: 'Weiter einkaufen' }).click()
  }
  // 41 more would pass 50: the server refuses, the browser's cart stays as it was.
  await quantity.fill('41')
  await page.getByTestId('add-to-cart').click()
  await expect(page.getByTestId('toast-error')).toContainText(
    'Die Menge muss eine ganze Zahl von 1 bis 50 sein.',
  )
  expect((await guestLines(page))[0]?.quantity).toBe(10)
})
