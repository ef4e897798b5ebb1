import type { Page, APIRequestContext } from '@playwright/test'
import { formatMoney } from '#core/money/money.ts'
import { priceLine } from '#core/pricing/pricing.ts'
import { expect, test } from './fixtures.ts'
import { open } from './helpers.ts'
import { findProduct } from './orders.ts'

// PAGE-7, PAGE-8, PAGE-14, CAT-8 end to end: category -> product; options, production time,
// services and quantity change the unit price, total and delivery date exactly as core/pricing
// computes them; the product sheet prints the chosen configuration; a search with a typo finds the
// product.

const api = '/api/v1/user/site/detail-page/product'

interface Infos {
  working_day: { duration_id: number; price: number; title: string; delivery_date_text: string }[]
  services: { title: string; service_values: { service_value_id: number; price: number }[] }[]
  discount: { quantity: number; percent: number }[]
}
interface Combination {
  combination_id: number
  option_value_ids: number[]
  price: number
  real_price: number
  additional_price: number
}

const json = async <T>(request: APIRequestContext, url: string): Promise<T> =>
  ((await (await request.get(url, { headers: { 'accept-language': 'de' } })).json()) as { body: T })
    .body

/** Runs a change in the calculator and waits for the loader's new price (decision 0043). */
async function change(page: Page, action: () => Promise<unknown>) {
  await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('.data')),
    action(),
  ])
}

test('a configured roll-up shows the price and delivery date of core/pricing; the sheet prints it', async ({
  page,
  request,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))

  await open(page, '/roll-up-displays')
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Alle ablehnen' }).click()
  await page
    .getByRole('link', { name: /Roll-Up Classic/ })
    .first()
    .click()
  await expect(page).toHaveURL(/roll-up-classic$/)
  await expect(page.getByTestId('price-calculator')).toBeVisible()

  const product = await json<{ id: number }>(request, `${api}/fetch/2`)
  expect(product.id).toBe(2)
  const infos = await json<Infos>(request, `${api}/infos/2`)
  const { combinations } = await json<{ combinations: Combination[] }>(
    request,
    `${api}/optionsid/2`,
  )
  const options = await json<{
    options: { title: string; option_values: { option_value_id: number; title: string }[] }[]
  }>(request, `${api}/options/2`)

  // Width 120 cm, express, carry bag, quantity 5.
  await change(page, () => page.getByLabel('Breite').selectOption({ label: '120 cm' }))
  await change(page, () => page.getByLabel(/Express/).check())
  await change(page, () => page.getByLabel('Tragetasche').selectOption({ index: 1 }))
  // More than 50 is corrected, and the page says why.
  await change(page, () => page.getByLabel('Menge').fill('80'))
  await expect(page.getByLabel('Menge')).toHaveValue('50')
  await expect(page.getByTestId('quantity-capped')).toHaveText(
    'max. 50 Stück – für größere Mengen bitte anfragen.',
  )
  await change(page, () => page.getByLabel('Menge').fill('5'))
  await expect(page.getByTestId('quantity-capped')).toHaveText('')

  const width120 = options.options[0]!.option_values.find((v) => v.title === '120 cm')!
  const defaults = combinations[0]!.option_value_ids.slice(1)
  const combination = combinations.find(
    (c) =>
      c.option_value_ids.includes(width120.option_value_id) &&
      defaults.every((id) => c.option_value_ids.includes(id)),
  )!
  const express = infos.working_day.find((d) => d.title === 'Express')!
  const bag = infos.services.find((s) => s.title === 'Tragetasche')!.service_values[0]!
  const expected = priceLine({
    productPriceCents: combination.price,
    realPriceCents: combination.real_price,
    additionalPriceCents: combination.additional_price,
    tiers: infos.discount.map((t) => ({ minQuantity: t.quantity, percent: t.percent })),
    durationSurchargePercent: express.price,
    servicePricesCents: [bag.price],
    quantity: 5,
  })
  await expect(page.getByTestId('unit-price')).toHaveText(`${formatMoney(expected.unitCents)}*`)
  await expect(page.getByTestId('total-price')).toHaveText(`${formatMoney(expected.totalCents)}*`)
  await expect(page.getByTestId('delivery-date')).toHaveText(
    `Lieferung am ${express.delivery_date_text}`,
  )
  const total = await page.getByTestId('total-price').textContent()

  // Quantity is clamped to 50.
  await change(page, () => page.getByLabel('Menge').fill('70'))
  await expect(page.getByLabel('Menge')).toHaveValue('50')

  // The product sheet prints the chosen configuration.
  await change(page, () => page.getByLabel('Menge').fill('5'))
  await page.getByTestId('print-link').click()
  await expect(page).toHaveURL(/print_product/)
  const sheet = page.getByTestId('print-sheet')
  for (const text of ['120 cm', 'Express', 'Gepolsterte Tragetasche', total!]) {
    await expect(sheet).toContainText(text)
  }
  await expect(sheet).toContainText(/Stand: \d{2}\.\d{2}\.\d{4}\./)
  expect(errors).toEqual([])
})

test("the print data tab states the chosen width's print facts, in both languages", async ({
  page,
  request,
}) => {
  await open(page, (await findProduct(request, 'roll-up-displays', 'Roll-Up Classic')).path)
  const english = new URL(
    (await page.locator('link[rel=alternate][hreflang=en]').getAttribute('href'))!,
  ).pathname
  await page.getByRole('tab', { name: 'Druckdaten' }).click()
  const size = page.getByTestId('print-facts-size')
  await expect(size).toHaveText('850 × 2000 mm zuzüglich 5 mm Beschnitt an jeder Seite')
  // PRE-3: the width chosen in the calculator is the width the check asks of the file.
  await page.getByLabel('Breite').selectOption({ label: '100 cm' })
  await expect(size).toHaveText('1000 × 2000 mm zuzüglich 5 mm Beschnitt an jeder Seite')
  await expect(page.getByTestId('print-facts')).toContainText('mindestens 100 dpi im Endformat')
  await open(page, english)
  await page.getByRole('tab', { name: 'Print data' }).click()
  await page.getByLabel('Width').selectOption({ label: '120 cm' })
  await expect(page.getByTestId('print-facts-size')).toHaveText(
    '1200 × 2000 mm plus 5 mm bleed on every side',
  )
})

test('a search with typos finds the product', async ({ page }) => {
  await open(page, '/')
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Alle ablehnen' }).click()
  await page.getByRole('combobox', { name: 'Suche' }).fill('rolup clasic')
  await page.getByRole('combobox', { name: 'Suche' }).press('Enter')
  await expect(page).toHaveURL(/search\?q=/)
  await expect(page.getByRole('link', { name: /Roll-Up Classic/ }).first()).toBeVisible()
})

/** The "from" prices of the listed products, in euros, top to bottom. */
async function listedPrices(page: Page): Promise<number[]> {
  const cards = await page.getByTestId('product-list').locator('li').allTextContents()
  return cards.map((text) => {
    const [, euros] = /(\d[\d.]*,\d\d)\s*€/.exec(text)!
    return Number(euros!.replace(/\./g, '').replace(',', '.'))
  })
}

test('search results are sorted like a category page, keeping the query', async ({ page }) => {
  await open(page, '/search?q=roll&page=1')
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Alle ablehnen' }).click()
  const sort = page.getByLabel('Sortieren nach')
  await expect(sort).toHaveValue('relevance')
  await expect(sort.locator('option')).toHaveText([
    'Relevanz',
    'Empfehlung',
    'Preis aufsteigend',
    'Preis absteigend',
    'Name',
  ])
  const relevance = await listedPrices(page)
  await sort.focus()
  await sort.selectOption('price-asc')
  await expect(page).toHaveURL(/sort=price-asc/)
  const url = new URL(page.url())
  expect(url.searchParams.get('q')).toBe('roll')
  // A new order starts again on the first page.
  expect(url.searchParams.has('page')).toBe(false)
  await expect(sort).toBeFocused()
  // The address changes as the navigation starts; the list follows when its data is in.
  const ascending = [...relevance].sort((a, b) => a - b)
  expect(ascending).not.toEqual(relevance)
  await expect.poll(() => listedPrices(page)).toEqual(ascending)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ergebnisse für „roll“')
  // An unknown sort is the default, not an error.
  const unknown = await page.goto('/search?q=roll&sort=cheapest')
  expect(unknown?.status()).toBe(200)
  await expect(sort).toHaveValue('relevance')
})

test.describe('search without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the sort form is sent with its button and keeps the query', async ({ page }) => {
    await page.goto('/en/search?q=roll')
    await page.getByLabel('Sort by').selectOption('price-desc')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/\/en\/search\?q=roll&sort=price-desc$/)
    await expect(page.getByLabel('Sort by')).toHaveValue('price-desc')
    const prices = await listedPrices(page)
    expect(prices.length).toBeGreaterThan(2)
    expect(prices).toEqual([...prices].sort((a, b) => b - a))
  })
})

test('the downloads page lists real PDF print templates and data sheets', async ({
  page,
  request,
}) => {
  await open(page, '/en/downloads')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Downloads')
  const links = page.getByTestId('downloads').locator('a[download]')
  expect(await links.count()).toBeGreaterThan(40)
  const href = await links.first().getAttribute('href')
  const pdf = await request.get(href!)
  expect(pdf.headers()['content-type']).toContain('application/pdf')
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
})

test('a product page describes the product for search engines', async ({ page }) => {
  await open(page, '/roll-up-displays/roll-up-standard/roll-up-classic')
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text),
  )
  const product = data.find((entry) => entry['@type'] === 'Product')
  expect(product).toMatchObject({
    name: expect.stringContaining('Roll-Up Classic'),
    offers: { priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
  })
  expect(Number(product.offers.price)).toBeGreaterThan(0)
  expect(data.some((entry) => entry['@type'] === 'BreadcrumbList')).toBe(true)
})

test('product images come as AVIF to browsers that take it, made once from the WebP', async ({
  page,
  request,
}) => {
  await open(page, '/roll-up-displays/roll-up-standard/roll-up-classic')
  const avif = page.locator('picture source[type="image/avif"]').first()
  const srcset = (await avif.getAttribute('srcset'))!
  const url = srcset.split(',')[0]!.trim().split(' ')[0]!
  const first = await request.get(url)
  expect(first.status()).toBe(200)
  expect(first.headers()['content-type']).toBe('image/avif')
  expect((await request.get(url)).headers()['content-type']).toBe('image/avif')
  // Chromium picks the AVIF source and the image has its size before it loads (no layout shift).
  const img = page.locator('picture img').first()
  await expect(img).toHaveAttribute('width', /\d+/)
  await expect(img).toHaveAttribute('height', /\d+/)
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\.avif$/)
})

test('a type-2 product is configured in the configurator dialog', async ({ page }) => {
  await open(page, '/messewaende/gerade-messewaende/textil-messewand-gerade')
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Alle ablehnen' }).click()
  const summary = page.getByTestId('configuration-summary')
  await expect(summary).toContainText('200 cm')
  const before = await page.getByTestId('unit-price').textContent()

  await page.getByTestId('open-configurator').click()
  const dialog = page.getByTestId('configurator-dialog')
  await expect(dialog).toBeVisible()
  await change(page, () => dialog.getByLabel('Breite').selectOption({ label: '600 cm' }))
  // 600 cm is built at 230 cm height only: 300 cm is marked as not available.
  await expect(dialog.getByLabel('Höhe').locator('option', { hasText: '300 cm' })).toContainText(
    '(',
  )
  await dialog.getByRole('button', { name: 'Konfiguration übernehmen' }).click()
  await expect(dialog).toBeHidden()
  await expect(summary).toContainText('600 cm')
  await expect(page.getByTestId('unit-price')).not.toHaveText(before!)
})

test('a page number past the end leads back to the last page', async ({ page }) => {
  await page.goto('/search?q=roll&page=999')
  const url = new URL(page.url())
  expect(url.searchParams.get('q')).toBe('roll')
  expect(Number(url.searchParams.get('page') ?? '1')).toBeLessThan(999)
  await expect(
    page
      .locator('main')
      .getByRole('link', { name: /Roll-Up/ })
      .first(),
  ).toBeVisible()
})
