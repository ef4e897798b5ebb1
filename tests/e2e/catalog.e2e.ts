import assert from 'node:assert/strict'
import { chromium, type Page } from 'playwright-core'
import { formatMoney } from '#core/money/money.ts'
import { priceLine } from '#core/pricing/pricing.ts'

// End-to-end walk of issue 3 in Chromium against a running shop (BASE_URL, default
// http://127.0.0.1:3201): category -> product; options, production time, services and quantity
// change the unit price, total and delivery date exactly as core/pricing computes them; a search
// with a typo finds the product; the product sheet prints the chosen configuration.
// Run: `node tests/e2e/catalog.e2e.ts` (it is not part of `vitest run`, which has no browser).

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3201'
const api = `${base}/api/v1/user/site/detail-page/product`

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

const json = async <T>(url: string): Promise<T> =>
  ((await (await fetch(url, { headers: { 'accept-language': 'de' } })).json()) as { body: T }).body

/** Runs a change in the calculator and waits for the server's new price. */
async function change(page: Page, action: () => Promise<unknown>) {
  await Promise.all([
    page.waitForResponse((response) => response.url().includes('/combination-info/')),
    action(),
  ])
  await page.waitForTimeout(50)
}

async function priceShown(page: Page) {
  return {
    unit: await page.getByTestId('unit-price').textContent(),
    total: await page.getByTestId('total-price').textContent(),
    delivery: await page.getByTestId('delivery-date').textContent(),
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
})
try {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))

  // Category -> product.
  await page.goto(`${base}/roll-up-displays`, { waitUntil: 'networkidle' })
  await page.getByRole('link', { name: /Roll-Up Classic/ }).click()
  await page.waitForURL(/roll-up-classic$/)
  // Interact only after hydration: the calculator's handlers are attached then.
  await page.waitForLoadState('networkidle')
  await page.waitForFunction(() => document.querySelector('[data-testid="price-calculator"]'))
  const product = await json<{ id: number }>(`${api}/fetch/2`)
  assert.equal(product.id, 2)
  const infos = await json<Infos>(`${api}/infos/2`)
  const { combinations } = await json<{ combinations: Combination[] }>(`${api}/optionsid/2`)
  const options = await json<{
    options: { title: string; option_values: { option_value_id: number; title: string }[] }[]
  }>(`${api}/options/2`)

  // Width 120 cm, express, carry bag, quantity 5.
  await change(page, () => page.getByLabel('Breite').selectOption({ label: '120 cm' }))
  await change(page, () => page.getByLabel(/Express/).check())
  await change(page, () => page.getByLabel('Tragetasche').selectOption({ index: 1 }))
  await change(page, () => page.getByLabel('Menge').fill('5'))
  const shown = await priceShown(page)

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
  assert.equal(shown.unit, `${formatMoney(expected.unitCents)}*`)
  assert.equal(shown.total, `${formatMoney(expected.totalCents)}*`)
  assert.equal(shown.delivery, `Lieferung am ${express.delivery_date_text}`)

  // Quantity is clamped to 50.
  await change(page, () => page.getByLabel('Menge').fill('70'))
  assert.equal(await page.getByLabel('Menge').inputValue(), '50')

  // The product sheet prints the chosen configuration.
  await change(page, () => page.getByLabel('Menge').fill('5'))
  await page.getByTestId('print-link').click()
  await page.waitForURL(/print_product/)
  const sheet = (await page.getByTestId('print-sheet').textContent()) ?? ''
  for (const text of ['120 cm', 'Express', 'Gepolsterte Tragetasche', shown.total!]) {
    assert.ok(sheet.includes(text), `product sheet shows ${text}`)
  }

  // A search with a typo finds the product.
  await page.goto(base, { waitUntil: 'networkidle' })
  await page.getByRole('combobox', { name: 'Suche' }).fill('rolup clasic')
  await page.getByRole('combobox', { name: 'Suche' }).press('Enter')
  await page.waitForURL(/search\?q=/)
  await page.getByRole('link', { name: /Roll-Up Classic/ }).waitFor()

  assert.deepEqual(errors, [])
  console.log('catalog e2e: passed')
} finally {
  await browser.close()
}
