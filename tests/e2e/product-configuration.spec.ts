import type { APIRequestContext } from '@playwright/test'
import { formatMoney } from '#core/money/money.ts'
import { expect, test } from './fixtures.ts'
import { open } from './helpers.ts'
import { findProduct } from './orders.ts'

// PAGE-8, decision 0043: the product page's configuration is its address. A choice in the
// calculator changes the address and the loader's price follows it; the address alone, opened
// again, shows the same configuration and price. Without JavaScript 'Preis berechnen' reloads
// the page with the configuration in its address.

const api = '/api/v1/user/site/detail-page/product'

async function expressOf(request: APIRequestContext, productId: number): Promise<number> {
  const res = await request.get(`${api}/infos/${productId}`, {
    headers: { 'accept-language': 'de' },
  })
  const days = (await res.json()).body.working_day as { duration_id: number; title: string }[]
  return days.find((day) => day.title === 'Express')!.duration_id
}

/** What combination-info (core/pricing) says the default combination costs so configured. */
async function priceOf(
  request: APIRequestContext,
  productId: number,
  durationId: number,
  quantity: number,
) {
  const res = await request.get(
    `${api}/combination-info/${productId}?duration_id=${durationId}&quantity=${quantity}`,
    { headers: { 'accept-language': 'de' } },
  )
  const body = (await res.json()).body as { unit_price: number; total_price: number }
  return { unit: `${formatMoney(body.unit_price)}*`, total: `${formatMoney(body.total_price)}*` }
}

test('a choice changes the address and the price; the address alone shows both again', async ({
  page,
  request,
}) => {
  const product = await findProduct(request, 'roll-up-displays', 'Roll-Up Classic')
  const express = await expressOf(request, product.id)
  await open(page, product.path)
  const before = await page.getByTestId('unit-price').textContent()

  await page.getByLabel(/Express/).check()
  await expect(page).toHaveURL(new RegExp(`[?&]duration=${express}(&|$)`))
  await page.getByLabel('Menge', { exact: true }).fill('3')
  await expect(page).toHaveURL(/[?&]quantity=3(&|$)/)
  const expected = await priceOf(request, product.id, express, 3)
  await expect(page.getByTestId('unit-price')).toHaveText(expected.unit)
  await expect(page.getByTestId('total-price')).toHaveText(expected.total)
  expect(expected.unit).not.toBe(before)
  await expect(page.getByTestId('price-calculator').locator('[aria-busy=true]')).toHaveCount(0)

  // The address is the configuration: opened anew, the page is priced and filled from it.
  await open(page, page.url())
  await expect(page.getByLabel(/Express/)).toBeChecked()
  await expect(page.getByLabel('Menge', { exact: true })).toHaveValue('3')
  await expect(page.getByTestId('total-price')).toHaveText(expected.total)
  // The canonical address stays the product's own.
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
    'href',
    new RegExp(`${product.path}$`),
  )
})

test.describe('the price calculator without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("'Preis berechnen' reloads the page priced for the chosen configuration", async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, 'roll-up-displays', 'Roll-Up Classic')
    const express = await expressOf(request, product.id)
    await page.goto(product.path)
    await page.getByLabel(/Express/).check()
    await page.getByLabel('Menge', { exact: true }).fill('4')
    await page.getByRole('button', { name: 'Preis berechnen' }).click()

    await expect(page).toHaveURL(new RegExp(`\\?combination=\\d+&duration=${express}&quantity=4$`))
    const expected = await priceOf(request, product.id, express, 4)
    await expect(page.getByTestId('unit-price')).toHaveText(expected.unit)
    await expect(page.getByTestId('total-price')).toHaveText(expected.total)
    await expect(page.getByLabel(/Express/)).toBeChecked()
    await expect(page.getByLabel('Menge', { exact: true })).toHaveValue('4')
  })
})
