import { randomBytes } from 'node:crypto'
import type { BrowserContext, Page } from '@playwright/test'
import { expectAccessible } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { open, readMail } from './helpers.ts'
import {
  addToCart,
  createOrder,
  findProduct,
  logIn,
  registerCustomerFromElsewhere,
  savePayment,
  saveShipping,
  type ShopApi,
} from './orders.ts'

// QUOTE-2..QUOTE-7: a customer asks for a quote from the cart, sales price it in the back office
// (a discount off today's price, shipping, validity) and send it; the customer gets the mail
// with its number, finds the quote in the profile — in German with JavaScript, in English on
// a phone with and without it — accepts it into the cart and orders it at its price; axe clean.

const run = randomBytes(3).toString('hex')

/** A day in the shop's calendar `days` from today, as the date field takes it. */
function dayFromToday(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000)
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(day)
}

/** Sales open the request of this customer's mail address, price its line and send it. */
async function priceAndSend(
  staff: { context: (role: 'sales') => Promise<BrowserContext> },
  email: string,
) {
  const context = await staff.context('sales')
  const page = await context.newPage()
  await open(page, '/admin/quotes')
  await expect(page.getByRole('heading', { name: 'Angebotsanfragen und Angebote' })).toBeVisible()
  await page
    .getByTestId('admin-quote-row')
    .filter({ hasText: email })
    .getByRole('link', { name: 'Öffnen' })
    .click()
  await expect(page.getByTestId('admin-quote-state')).toContainText('Angefragt')
  const line = page.getByTestId('pricing-line').first()
  await line.getByLabel('oder Rabatt (%)').fill('10')
  await page.getByLabel('Versand (€)').fill('49,00')
  await page.getByLabel('Gültig bis').fill(dayFromToday(14))
  await page.getByLabel('Hinweis für den Kunden').fill('Lieferung frei Messestand.')
  await page.getByTestId('quote-save').click()
  await expect(page.getByTestId('quote-answer')).toHaveText('Die Preise wurden gespeichert.')
  await expectAccessible(page, 'the back office’s quote')
  await page.getByTestId('quote-send').click()
  await expect(page.getByTestId('quote-answer')).toHaveText(
    /^Angebot AN-\d{4}-\d{6} wurde an den Kunden gesendet\.$/,
  )
  const number = /AN-\d{4}-\d{6}/.exec((await page.getByTestId('quote-answer').textContent())!)![0]
  await context.close()
  return number
}

async function customerWithCart(
  request: Parameters<typeof findProduct>[0],
  baseURL: string,
  tag: string,
): Promise<ShopApi> {
  const api = await registerCustomerFromElsewhere(request, baseURL, tag)
  const product = await findProduct(request, 'roll-up-standard')
  await addToCart(api, product.id, 2)
  return api
}

async function requestFromCart(page: Page, quantity: string) {
  await open(page, '/cart')
  await page.getByTestId('cart-quote-request').click()
  await expect(page.getByRole('heading', { name: 'Angebot anfragen' })).toBeVisible()
  await expect(page.getByTestId('quote-request-line')).toHaveCount(1)
  await page.getByTestId('quote-quantity').fill(quantity)
  await page.getByLabel('Ihre Nachricht').fill('Für die Messe im März, bitte mit Lieferung.')
}

test('a quote requested from the cart is priced and sent by sales, accepted and ordered at its price', async ({
  page,
  context,
  request,
  baseURL,
  staff,
}) => {
  test.setTimeout(120_000)
  const email = `quotes.${run}@example.com`
  const api = await customerWithCart(request, baseURL!, `quotes.${run}`)
  await logIn(context, api, baseURL!)

  // 10,001 pieces are refused at the field, 400 are taken.
  await requestFromCart(page, '10001')
  await page.getByRole('button', { name: 'Anfrage senden' }).click()
  await expect(page.getByTestId('field-error')).toHaveText(
    'Die Menge muss eine ganze Zahl von 1 bis 10.000 sein.',
  )
  await page.getByTestId('quote-quantity').fill('400')
  await expectAccessible(page, 'the quote request form')
  await page.getByRole('button', { name: 'Anfrage senden' }).click()
  await expect(page).toHaveURL(/\/profile\/quotes\/\d+\?sent=1$/)
  const quoteId = Number(/quotes\/(\d+)/.exec(page.url())![1])
  await expect(page.getByRole('status').filter({ hasText: 'Angebotsanfrage' })).toBeVisible()
  await expect(page.getByTestId('quote-state')).toHaveText('Angefragt')
  await expect(page.getByTestId('quote-line')).toContainText('400')

  const number = await priceAndSend(staff, email)
  const mail = await readMail(email, number)
  expect(mail).toContain(`Ihr Angebot ${number}`)
  expect(mail).toContain(`${number}.pdf`)

  await open(page, '/profile')
  await page.getByTestId('profile-menu').getByRole('link', { name: 'Angebote' }).click()
  const row = page.getByTestId('quote-row')
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(number)
  await expect(row.getByTestId('quote-state')).toHaveText('Angebot erhalten')
  await row.getByRole('link', { name: /Anzeigen/ }).click()
  await expect(page.getByRole('heading', { name: `Angebot ${number}` })).toBeVisible()
  await expect(page.getByTestId('quote-net')).toContainText('€')
  await expect(page.getByText('Lieferung frei Messestand.')).toBeVisible()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('quote-pdf').click(),
  ])
  expect(download.suggestedFilename()).toBe(`${number}.pdf`)
  await expectAccessible(page, 'the customer’s quote')

  // Accepted, the quote's line is in the cart at its price: marked, its quantity fixed.
  await page.getByTestId('quote-accept').click()
  await expect(page).toHaveURL(/\/cart$/)
  const mark = page.getByTestId('quote-line-mark')
  await expect(mark).toContainText(`Angebot ${number}`)
  await expect(mark).toContainText('400')
  await expect(page.getByTestId('cart-line')).toHaveCount(2)
  const quoted = page.getByTestId('cart-line').filter({ has: mark })
  await expect(quoted.getByTestId('cart-quantity')).toBeHidden()
  await expect(
    page.getByTestId('cart-line').filter({ hasNot: mark }).getByTestId('cart-quantity'),
  ).toBeVisible()
  await expectAccessible(page, 'the cart with a quote’s line')

  // The ordinary checkout orders it at the quoted price.
  const quote = await api.call<{ items: { unit_price: number }[] }>(
    'GET',
    `/user/dashboard/quotes/${quoteId}`,
  )
  const items = await api.call<{ id: number; quantity: number; price: number }[]>(
    'GET',
    '/user/site/cart/fetch',
  )
  expect(items.find((item) => item.quantity === 400)!.price).toBe(quote.items[0]!.unit_price)
  await saveShipping(
    api,
    items.map((item) => item.id),
  )
  await savePayment(api, 'invoice')
  const order = await createOrder(api)
  expect(order.number).toBeGreaterThan(0)
  await open(page, `/profile/quotes/${quoteId}`)
  await expect(page.getByTestId('quote-state')).toHaveText('Bestellt')
})

test('the customer’s quotes in English on a phone, with and without JavaScript @phone', async ({
  page,
  context,
  request,
  baseURL,
  browser,
  staff,
}) => {
  test.setTimeout(120_000)
  const tag = `quotes.phone.${run}`
  const api = await registerCustomerFromElsewhere(request, baseURL!, tag)
  const product = await findProduct(request, 'roll-up-standard')
  const infos = await api.call<{ working_day: { duration_id: number }[] }>(
    'GET',
    `/user/site/detail-page/product/infos/${product.id}`,
  )
  const combos = await api.call<{ combinations: { combination_id: number }[] }>(
    'GET',
    `/user/site/detail-page/product/optionsid/${product.id}`,
  )
  await api.in('en').call('POST', '/user/site/quotes', {
    items: [
      {
        product_id: product.id,
        combination_id: combos.combinations[0]!.combination_id,
        duration_id: infos.working_day[0]!.duration_id,
        services: [],
        quantity: 2500,
      },
    ],
    message: 'For our stand in Hanover.',
  })
  const number = await priceAndSend(staff, `${tag}@example.com`)
  expect(await readMail(`${tag}@example.com`, number)).toContain(`Your quote ${number}`)

  // With JavaScript on the phone: axe on the list and the quote.
  await logIn(context, api, baseURL!)
  await open(page, '/en/profile/quotes')
  await expect(page.getByRole('heading', { name: 'Your quotes' })).toBeVisible()
  await expect(page.getByTestId('quote-row')).toContainText(number)
  await expectAccessible(page, 'the quotes on a phone')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  )
  await page.getByTestId('quote-row').getByRole('link', { name: /Show/ }).click()
  await expect(page.getByRole('heading', { name: `Quote ${number}` })).toBeVisible()
  await expectAccessible(page, 'a quote on a phone')

  // Without JavaScript: the same list and the quote, reached by its link.
  const plain = await browser.newContext({
    baseURL: baseURL!,
    javaScriptEnabled: false,
    viewport: page.viewportSize()!,
    isMobile: true,
    hasTouch: true,
  })
  await plain.addCookies([{ name: 'popup_seen', value: '1', url: baseURL! }])
  await logIn(plain, api, baseURL!)
  const bare = await plain.newPage()
  await bare.goto('/en/profile/quotes')
  const row = bare.getByTestId('quote-row')
  await expect(row).toContainText(number)
  await expect(row.getByTestId('quote-state')).toHaveText('Quote received')
  await row.getByRole('link', { name: /Show/ }).click()
  await expect(bare.getByRole('heading', { name: `Quote ${number}` })).toBeVisible()
  await expect(bare.getByTestId('quote-line')).toContainText('2.500')
  await expect(bare.getByTestId('quote-pdf')).toHaveText('Download PDF')
  await plain.close()
})

test('the product page’s message for larger quantities leads to the request; a guest logs in there and comes back to it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const product = await findProduct(request, 'roll-up-standard')
  const tag = `quotes.product.${run}`
  await registerCustomerFromElsewhere(request, baseURL!, tag)
  await open(page, product.path)
  const quantity = page.getByLabel('Menge', { exact: true })
  await quantity.fill('750')
  await expect(quantity).toHaveValue('50')
  await expect(page.getByTestId('quantity-capped')).toContainText('für größere Mengen')
  await page.getByTestId('product-quote-request').first().click()
  await expect(page.getByTestId('quote-login')).toContainText(
    'Bitte melden Sie sich an, um ein Angebot anzufragen.',
  )
  await expect(
    page.getByTestId('quote-login').getByRole('link', { name: 'Konto anlegen' }),
  ).toBeVisible()
  // Logged in on the request page, the guest is back at the request with its configuration.
  const login = page.getByTestId('quote-login')
  await login.getByLabel('E-Mail').fill(`${tag}@example.com`)
  await login.getByLabel('Passwort').fill('Sicher1234')
  await login.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page.getByRole('heading', { name: 'Angebot anfragen' })).toBeVisible()
  await expect(page.getByTestId('quote-request-line')).toContainText(product.title)
  const requestPath = new URL(page.url()).pathname + new URL(page.url()).search
  await expect(page.getByTestId('quote-quantity')).toHaveValue('750')
  await page.getByRole('button', { name: 'Anfrage senden' }).click()
  await expect(page.getByTestId('quote-state')).toHaveText('Angefragt')
  await expect(page.getByTestId('quote-line')).toContainText('750')

  // Without JavaScript the login page's action goes back to the request as well.
  const plain = await browser.newContext({ javaScriptEnabled: false })
  await plain.addCookies([{ name: 'popup_seen', value: '1', url: baseURL! }])
  const bare = await plain.newPage()
  await bare.goto(requestPath)
  const form = bare.getByTestId('quote-login')
  await form.getByLabel('E-Mail').fill(`${tag}@example.com`)
  await form.getByLabel('Passwort').fill('Sicher1234')
  await form.getByRole('button', { name: 'Anmelden' }).click()
  await expect(bare).toHaveURL(/\/quote-request\?/)
  await expect(bare.getByTestId('quote-quantity')).toHaveValue('750')
  await plain.close()
})
