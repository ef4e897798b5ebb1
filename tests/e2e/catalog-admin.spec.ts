import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { formatMoney } from '#core/money/money.ts'
import { expectAccessible } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { fixtureStaff } from './staff.ts'
import { open } from './helpers.ts'

// CONT-4: the content team exports the price file, changes one price, sees it in the dry run,
// imports it and the product page shows the new price at once. Other specs assert prices, so
// the old price is imported back at the end. CONT-8: the product file changes a product's
// search-engine title and adds a product. Uses this worker's content member.

/** This worker's content member (tests/e2e/serve.ts). */
const member = () => fixtureStaff('content')

const api = '/api/v1/user/site/detail-page/product'

async function download(page: Page): Promise<string> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'CSV-Datei herunterladen' }).click(),
  ])
  const bytes = readFileSync((await file.path())!)
  expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
  return bytes.toString('utf8').slice(1)
}

async function upload(
  page: Page,
  text: string,
  locale: 'de' | 'en' = 'de',
  file: 'prices' | 'products' = 'prices',
) {
  const form = page.getByTestId(`${file}-upload`)
  await form.getByLabel(locale === 'de' ? 'CSV-Datei' : 'CSV file').setInputFiles({
    name: 'preise.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${text}`, 'utf8'),
  })
  await form
    .getByRole('button', { name: locale === 'de' ? 'Prüfen (Probelauf)' : 'Check (dry run)' })
    .click()
}

async function logIn(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel('E-Mail').fill(member().email)
  await page.getByLabel('Passwort').fill(member().password)
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page).toHaveURL(/\/admin$/)
}

test('the content team changes a price through the price file, and the product page shows it', async ({
  page,
  request,
}) => {
  // Three axe runs over long tables: more than the default 30 s on a busy 2-core machine.
  test.setTimeout(120_000)
  await logIn(page)
  await page.getByRole('link', { name: 'Preise', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preise und Bestand')
  await expectAccessible(page, 'prices')

  const original = await download(page)
  const lines = original.split('\r\n')
  // The last product's default combination: the one its page shows first.
  const last = lines.filter(Boolean).at(-1)!.split(';')
  const productId = Number(last[0])
  const detail = (await (await request.get(`${api}/fetch/${productId}`)).json()) as {
    body: { paths: { de: string } }
  }
  const options = (await (await request.get(`${api}/optionsid/${productId}`)).json()) as {
    body: {
      default_combination_id: number
      combinations: {
        combination_id: number
        price: number
        real_price: number
        additional_price: number
      }[]
    }
  }
  const combo = options.body.combinations.find(
    (c) => c.combination_id === options.body.default_combination_id,
  )!
  const newPrice = combo.price + 1234
  const changed = lines
    .map((line) => {
      const cells = line.split(';')
      if (Number(cells[3]) !== combo.combination_id) return line
      cells[5] = (newPrice / 100).toFixed(2).replace('.', ',')
      return cells.join(';')
    })
    .join('\r\n')

  await upload(page, changed)
  await expect(page.getByTestId('prices-totals')).toHaveText(
    `1 geändert, ${lines.filter(Boolean).length - 2} unverändert, 0 mit Fehlern`,
  )
  const row = page.getByTestId('price-row').filter({ hasText: 'geändert' })
  await expect(row.getByTestId('price-change')).toHaveText(
    `Preis: ${formatMoney(combo.price)} → ${formatMoney(newPrice)}`,
  )
  await expectAccessible(page, 'the dry run')
  if (process.env.SHOTS_DIR) {
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/admin-prices-de.png`, fullPage: true })
  }
  await page.getByRole('button', { name: '1 Änderung importieren' }).click()
  await expect(page.getByTestId('catalog-answer')).toHaveText(
    '1 Kombination wurde geändert. Der Shop zeigt die neuen Preise ab sofort.',
  )

  const shop = await page.context().browser()!.newPage()
  await open(shop, `${new URL(page.url()).origin}${detail.body.paths.de}`)
  const unit = combo.real_price + combo.additional_price
  await expect(shop.getByTestId('unit-price')).toHaveText(`${formatMoney(newPrice + unit)}*`)

  // A row in error blocks the import, on a phone, in English; the page never scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/en/admin/catalog')
  await upload(
    page,
    `${changed}\r\n${productId};;;999999;;1,00;0;1;ja`.replace(/\r\n\r\n/, '\r\n'),
    'en',
  )
  await expect(page.getByTestId('prices-blocked')).toBeVisible()
  await expect(page.getByText('There is no combination 999999.')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectAccessible(page, 'a dry run with an error on a phone, in English')
  if (process.env.SHOTS_DIR) {
    await page.screenshot({
      path: `${process.env.SHOTS_DIR}/admin-prices-phone-en.png`,
      fullPage: true,
    })
  }

  // The old price back: the original file is one change again.
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/admin/catalog')
  await upload(page, original)
  await page.getByRole('button', { name: '1 Änderung importieren' }).click()
  await expect(page.getByTestId('catalog-answer')).toContainText('1 Kombination wurde geändert')
  await shop.reload()
  await expect(shop.getByTestId('unit-price')).toHaveText(`${formatMoney(combo.price + unit)}*`)
  await shop.close()
})

test('the content team changes a product and adds one through the product file', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await logIn(page)
  await page.getByRole('link', { name: 'Preise', exact: true }).click()
  await page.getByRole('link', { name: 'Titel, Texte und neue Produkte: Produktdatei' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Produktdatei')
  await expectAccessible(page, 'the product file')

  const original = await download(page)
  const [head, ...rows] = original.split('\r\n').filter(Boolean)
  const columns = head!.split(';')
  const at = (name: string) => columns.indexOf(name)
  // A product without quotes in its line, so splitting at semicolons is safe here.
  const target = rows.find((row) => !row.includes('"') && row.endsWith(';ja'))!.split(';')
  const productId = Number(target[at('Produkt-ID')])
  target[at('SEO-Titel DE')] = 'Messe-Klassiker aus Bielefeld'
  const fresh = columns.map(() => '')
  fresh[at('Titel DE')] = 'Prospektständer Nord'
  fresh[at('Titel EN')] = 'Brochure stand North'
  fresh[at('Hauptkategorie-ID')] = target[at('Hauptkategorie-ID')]!
  const changed = [
    head,
    ...rows.map((row) => (row.startsWith(`${productId};`) ? target.join(';') : row)),
    fresh.join(';'),
  ].join('\r\n')

  await upload(page, changed, 'de', 'products')
  await expect(page.getByTestId('products-totals')).toHaveText(
    `1 geändert, 1 neu, ${rows.length - 1} unverändert, 0 mit Fehlern`,
  )
  await expect(
    page.getByTestId('product-row').filter({ hasText: 'geändert' }).getByTestId('product-change'),
  ).toHaveText('SEO-Titel (deutsch): – → Messe-Klassiker aus Bielefeld')
  await expect(
    page.getByTestId('product-row').filter({ hasText: 'Prospektständer Nord' }),
  ).toContainText('Slug (deutsch): prospektstaender-nord')
  await expectAccessible(page, 'the product file’s dry run')
  if (process.env.SHOTS_DIR) {
    await page.screenshot({
      path: `${process.env.SHOTS_DIR}/admin-products-file-de.png`,
      fullPage: true,
    })
  }
  await page.getByRole('button', { name: '2 Änderungen importieren' }).click()
  await expect(page.getByTestId('catalog-answer')).toHaveText(
    'Geändert: 1, neu angelegt: 1. Der Shop zeigt die Änderungen ab sofort.',
  )
  const detail = (await (await request.get(`${api}/fetch/${productId}`)).json()) as {
    body: { paths: { de: string } }
  }
  const shop = await page.context().browser()!.newPage()
  await open(shop, `${new URL(page.url()).origin}${detail.body.paths.de}`)
  await expect(shop).toHaveTitle(/^Messe-Klassiker aus Bielefeld/)
  await shop.close()

  // The new product waits offline in the product list; the old title comes back by file.
  await page.goto('/admin/products?q=Prospektst%C3%A4nder')
  await expect(page.getByRole('link', { name: 'Prospektständer Nord' })).toBeVisible()
  await page.goto('/admin/catalog/products')
  await upload(page, original, 'de', 'products')
  await page.getByRole('button', { name: '1 Änderung importieren' }).click()
  await expect(page.getByTestId('catalog-answer')).toContainText('Geändert: 1, neu angelegt: 0.')
})
