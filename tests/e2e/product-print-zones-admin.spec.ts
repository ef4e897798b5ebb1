import type { Locator, Page } from '@playwright/test'
import { expectAccessible } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { open } from './helpers.ts'
import { logInAsStaff } from './staff.ts'

// TPL-1: a product's print zones in the editor's section "Druck & Zonen" — a cassette strip
// added in German at 1366 px (its position shown while typing, the other kinds' fields hidden),
// a clamp rail in English at 390 px (a refused depth first, answered at its field), each saved
// and seen with its position; axe clean in both languages and widths; eyelets added without
// JavaScript, every field shown and another kind's field ignored. The product is deleted at the
// end, so the other specs see the seed's catalog. An option value gets its own layout.

async function addBand(
  region: Locator,
  labels: { group: string; kind: string; band: string; edge: string; depth: string },
  fields: { depth: string; nameDe: string; nameEn: string },
) {
  const row = region.getByRole('group', { name: labels.group, exact: true })
  await row.getByLabel(labels.kind).selectOption({ label: labels.band })
  await row.getByRole('checkbox', { name: labels.edge, exact: true }).check()
  await row.getByLabel(labels.depth).fill(fields.depth)
  await row.getByLabel(/^Name \((deutsch|German)\)/).fill(fields.nameDe)
  await row.getByLabel(/^Name \((englisch|English)\)/).fill(fields.nameEn)
  return row
}

const narrow = async (page: Page) => {
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
}

test('a product gets its print zones in the editor, in German and English', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  await logInAsStaff(page, 'content')
  await open(page, '/admin/products')
  const create = page.getByRole('region', { name: 'Neues Produkt' })
  await create.getByLabel('Titel (deutsch)').fill('Roll-up Zonenprobe')
  await create.getByLabel('Titel (englisch)').fill('Roll-up zone sample')
  await create.getByLabel('Kategorie').selectOption({ index: 1 })
  await create.getByRole('button', { name: 'Produkt anlegen' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Roll-up Zonenprobe')
  const id = /\/admin\/products\/(\d+)/.exec(page.url())![1]

  // German, desktop: the section by its tab, a cassette strip at the bottom.
  await open(page, `/admin/products/${id}`)
  await page
    .getByRole('navigation', { name: 'Abschnitte' })
    .getByRole('link', { name: 'Druck & Zonen', exact: true })
    .click()
  const region = page.getByRole('region', { name: 'Drucklayout und Zonen' })
  const product = region.getByRole('group', { name: 'Das Produkt', exact: true })
  await expect(product.getByText('Noch keine Zonen.')).toBeVisible()
  await expectAccessible(page, 'print zones, empty (de)')
  const de = {
    group: 'Zone hinzufügen',
    kind: 'Art',
    band: 'Verdeckter Streifen',
    edge: 'unten',
    depth: 'Tiefe (mm)',
  }
  const row = await addBand(product, de, {
    depth: '100',
    nameDe: 'Kassettenbereich',
    nameEn: 'cassette area',
  })
  // With JavaScript a strip shows its own fields only; the position follows what is typed.
  await expect(row.getByLabel('Ösenabstand höchstens (mm)')).toBeHidden()
  await expect(row.getByLabel('Teile')).toBeHidden()
  await expect(row.getByTestId('zone-where')).toHaveText('Lage: unten 10 cm')
  await expect(row.getByLabel('Name (deutsch)')).toHaveAccessibleDescription(
    /nach „im“ gelesen.*Text im Kassettenbereich/,
  )
  await expect(region.getByTestId('save-state')).toHaveText('Nicht gespeicherte Änderungen')
  await region.getByRole('button', { name: 'Speichern' }).click()
  await expect(region.getByTestId('editor-answer')).toContainText('Gespeichert.')
  await expect(region.getByTestId('save-state')).toHaveText('Alles gespeichert')
  const cassette = product.getByRole('group', { name: 'Zone 1: Kassettenbereich' })
  await expect(cassette.getByTestId('zone-where')).toHaveText('Lage: unten 10 cm')
  await expect(cassette.getByLabel('Tiefe (mm)')).toHaveValue('100')
  // A fresh empty row to add the next one.
  await expect(product.getByRole('group', { name: 'Zone hinzufügen' })).toHaveCount(1)
  await expectAccessible(page, 'print zones, one strip (de)')
  await narrow(page)
  await expectAccessible(page, 'print zones at 390 px (de)')

  // English, phone: the stored strip in English words; a clamp rail, its depth refused first.
  await open(page, `/en/admin/products/${id}?section=print`)
  const regionEn = page.getByRole('region', { name: 'Print layout and zones' })
  const productEn = regionEn.getByRole('group', { name: 'The product', exact: true })
  await expect(
    productEn.getByRole('group', { name: 'Zone 1: cassette area' }).getByTestId('zone-where'),
  ).toHaveText('Position: bottom 10 cm')
  const en = {
    group: 'Add a zone',
    kind: 'Kind',
    band: 'Hidden strip (band)',
    edge: 'top',
    depth: 'Depth (mm)',
  }
  const rail = await addBand(productEn, en, {
    depth: '0',
    nameDe: 'Klemmleistenbereich',
    nameEn: 'clamp rail area',
  })
  await regionEn.getByRole('button', { name: 'Save' }).click()
  await expect(regionEn.getByTestId('editor-answer')).toBeVisible()
  await expect(rail.getByLabel('Depth (mm)')).toHaveAccessibleDescription(
    /A whole number from 1 to 1000/,
  )
  await expect(productEn.getByRole('group', { name: /^Zone 2/ })).toHaveCount(0)
  await rail.getByLabel('Depth (mm)').fill('30')
  await expect(rail.getByTestId('zone-where')).toHaveText('Position: top 3 cm')
  await regionEn.getByRole('button', { name: 'Save' }).click()
  await expect(regionEn.getByTestId('editor-answer')).toContainText('Saved.')
  await expect(
    productEn.getByRole('group', { name: 'Zone 2: clamp rail area' }).getByTestId('zone-where'),
  ).toHaveText('Position: top 3 cm')
  await expectAccessible(page, 'print zones at 390 px (en)')
  await page.setViewportSize({ width: 1366, height: 900 })
  await expectAccessible(page, 'print zones (en)')

  // Without JavaScript every field of a row shows, its hint naming the kind that reads it.
  const plain = await browser.newContext({
    baseURL: baseURL!,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  })
  const noScript = await plain.newPage()
  await noScript.goto(`/en/admin/products/${id}?section=print`)
  const plainProduct = noScript
    .getByRole('region', { name: 'Print layout and zones' })
    .getByRole('group', { name: 'The product', exact: true })
  const eyelets = plainProduct.getByRole('group', { name: 'Add a zone', exact: true })
  await expect(eyelets.getByLabel('Parts')).toHaveAccessibleDescription(/^Dividing lines only/)
  await eyelets.getByLabel('Kind').selectOption({ label: 'Eyelets' })
  await eyelets.getByRole('checkbox', { name: 'top', exact: true }).check()
  await eyelets.getByLabel('Eyelet spacing at most (mm)').fill('500')
  await eyelets.getByLabel('Distance from the edge (mm)').fill('20')
  await eyelets.getByLabel('Eyelet diameter (mm)').fill('12')
  await eyelets.getByLabel('Depth (mm)').fill('99')
  await eyelets.getByLabel('Name (German)').fill('Ösenbereich')
  await eyelets.getByLabel('Name (English)').fill('eyelet area')
  await noScript.getByRole('button', { name: 'Save' }).click()
  await expect(noScript.getByTestId('editor-answer')).toContainText('Saved.')
  await expect(
    plainProduct.getByRole('group', { name: 'Zone 3: eyelet area' }).getByTestId('zone-where'),
  ).toHaveText('Position: Ø 1.2 cm every 50 cm, 2 cm from the edge')
  expect(noScript.url()).toContain('section=print')
  await plain.close()

  // An option value with its own layout: folded, "as the product" until it gets one.
  await open(page, `/en/admin/products/${id}?section=options`)
  const addOption = page
    .getByRole('region', { name: 'Options' })
    .locator('form')
    .filter({ hasText: 'Add option' })
  await addOption.getByLabel('Title (German)').fill('Breite')
  await addOption.getByLabel('Title (English)').fill('Width')
  await addOption.getByLabel('First value (German)').fill('85 cm')
  await addOption.getByLabel('First value (English)').fill('85 cm')
  await addOption.getByRole('button', { name: 'Add option' }).click()
  await expect(page.getByRole('region', { name: 'Options' }).getByTestId('option')).toHaveCount(1)
  await open(page, `/en/admin/products/${id}?section=print`)
  const value = page.getByTestId('value-layout')
  await expect(value.locator('summary')).toHaveText('Width: 85 cm — as the product')
  await value.locator('summary').click()
  await expect(value.getByLabel('Safety margin (mm)')).toBeHidden()
  await value.getByRole('radio', { name: 'own layout' }).check()
  const sleeve = await addBand(
    value,
    { ...en, edge: 'left' },
    { depth: '50', nameDe: 'Hohlsaum', nameEn: 'pole sleeve' },
  )
  await expect(sleeve.getByTestId('zone-where')).toHaveText('Position: left 5 cm')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByTestId('editor-answer')).toContainText('Saved.')
  await expect(value.locator('summary')).toHaveText('Width: 85 cm — own zones: 1')
  await value.locator('summary').click()
  await expect(
    value.getByRole('group', { name: 'Zone 1: pole sleeve' }).getByTestId('zone-where'),
  ).toHaveText('Position: left 5 cm')
  await expectAccessible(page, 'print zones of a value (en)')

  // Delete it: the other specs expect the seed's catalog.
  await open(page, `/admin/products/${id}`)
  await page.getByLabel('Ja, dieses Produkt mit seinen Bildern und Dateien löschen').check()
  await page.getByRole('button', { name: 'Produkt löschen' }).click()
  await expect(page.getByText('Das Produkt „Roll-up Zonenprobe“ wurde gelöscht.')).toBeVisible()
})
