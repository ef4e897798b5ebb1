import type { Page } from '@playwright/test'
import { expectAccessible } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { open } from './helpers.ts'
import { logInAsStaff } from './staff.ts'

// PED-1 to PED-4 (decision 0049): a product made from scratch in the sectioned editor — its
// slug keeps the "×" of its size as an x, the options are added through forms that empty
// themselves, six combinations come from the generator in two runs (the existing ones skipped),
// the combinations are saved as one form with its unsaved/saved state, every field explains
// itself; in German and English, at 1366 and 390 px, axe clean, and a section saved without
// JavaScript. The product is deleted at the end, so the other specs see the seed's catalog.

const shots = process.env.SHOTS_DIR

async function section(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: /^(Abschnitte|Sections)$/ })
    .getByRole('link', { name, exact: true })
    .click()
  await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
}

const height = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight)

test('a product is made from scratch with the sections and the combination generator', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000)
  await logInAsStaff(page, 'content')
  await open(page, '/admin/products')
  const create = page.getByRole('region', { name: 'Neues Produkt' })
  await create.getByLabel('Titel (deutsch)').fill('Roll-up Premium 100×200 cm')
  await create.getByLabel('Titel (englisch)').fill('Roll-up premium 100×200 cm')
  await create.getByLabel('Kategorie').selectOption({ index: 1 })
  await create.getByRole('button', { name: 'Produkt anlegen' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Roll-up Premium 100×200 cm')
  await expect(page.locator('html[data-hydrated=true]')).toHaveCount(1)
  const editor = page.url().replace(/\?.*$/, '')
  const id = /\/admin\/products\/(\d+)$/.exec(editor)![1]
  // ROUTE-2: the size's "×" is an x in the address.
  await expect(page.getByText(/Adresse: .*roll-up-premium-100x200-cm/)).toBeVisible()
  // PED-4: a field explains itself, tied to it for a screen reader.
  await expect(page.getByLabel('Druckformat Breite (mm)')).toHaveAccessibleDescription(
    /Breite des Endformats ohne Beschnitt/,
  )
  console.log(`product editor, section Produkt: ${await height(page)} px`)

  // Options: each add form is empty again after its add.
  await section(page, 'Optionen')
  const options = page.getByRole('region', { name: 'Optionen' })
  const addOption = options.locator('form').filter({ hasText: 'Option hinzufügen' })
  const option = async (title: string, values: string[]) => {
    await addOption.getByLabel('Titel (deutsch)').fill(title)
    await addOption.getByLabel('Titel (englisch)').fill(title === 'Größe' ? 'Size' : 'Colour')
    await addOption.getByLabel('Erster Wert (deutsch)').fill(values[0]!)
    await addOption.getByLabel('Erster Wert (englisch)').fill(values[0]!)
    await addOption.getByRole('button', { name: 'Option hinzufügen' }).click()
    const added = options.getByTestId('option').filter({ hasText: title })
    await expect(added).toHaveCount(1)
    await expect(addOption.getByLabel('Titel (deutsch)')).toHaveValue('')
    await expect(addOption.getByLabel('Erster Wert (deutsch)')).toHaveValue('')
    const addValue = added.locator('form').filter({ hasText: 'Wert hinzufügen' })
    for (const [index, value] of values.slice(1).entries()) {
      await addValue.getByLabel('Titel (deutsch)').fill(value)
      await addValue.getByLabel('Titel (englisch)').fill(value)
      await addValue.getByRole('button', { name: 'Wert hinzufügen' }).click()
      await expect(added.getByTestId('option-value')).toHaveCount(index + 2)
      await expect(addValue.getByLabel('Titel (deutsch)')).toHaveValue('')
    }
  }
  await option('Größe', ['S', 'M', 'L'])
  await option('Farbe', ['Weiß', 'Schwarz'])
  // The names and print data of all options and values: one form, one save (PED-1).
  const names = options.getByRole('region', { name: 'Bezeichnungen und Druckdaten' })
  await names
    .getByRole('group', { name: 'Farbe', exact: true })
    .getByLabel('Titel (englisch)')
    .first()
    .fill('Color')
  await expect(names.getByTestId('save-state')).toHaveText('Nicht gespeicherte Änderungen')
  await names.getByRole('button', { name: 'Speichern' }).click()
  await expect(names.getByTestId('editor-answer')).toContainText('Gespeichert.')
  await expect(names.getByTestId('save-state')).toHaveText('Alles gespeichert')

  // The generator: S and M in both colours first, then L — the existing four are skipped.
  await section(page, 'Kombinationen')
  const generator = page.getByRole('region', { name: 'Kombinationen erzeugen' })
  await expect(generator.getByTestId('generator-count')).toHaveText(
    'Jetzt 0 Kombinationen; alle Werte zusammen ergäben 6 (höchstens 200 je Lauf).',
  )
  await generator.getByRole('checkbox', { name: 'L', exact: true }).uncheck()
  await generator.getByLabel('Aufpreis (€): M').fill('25')
  await generator.getByLabel('Aufpreis (€): Schwarz').fill('5,00')
  await generator.getByLabel('Grundpreis (€)').fill('100,00')
  await expect(generator.getByLabel('Grundpreis (€)')).toHaveAccessibleDescription(
    /vor den Aufpreisen|bevor die Aufpreise/,
  )
  await generator.getByRole('button', { name: 'Kombinationen erzeugen' }).click()
  await expect(generator.getByTestId('editor-answer')).toHaveText(
    '4 neu angelegt, 0 vorhandene übersprungen: vorher 0, jetzt 4 Kombinationen.',
  )
  const combinations = page.getByRole('region', { name: 'Kombinationen und Preise' })
  await expect(combinations.getByTestId('combination')).toHaveCount(4)
  await expect(combinations.getByLabel('Produktpreis (€): Größe: M · Farbe: Schwarz')).toHaveValue(
    '130,00',
  )
  // Drawn afresh: every value chosen again, the surcharges empty.
  await expect(generator.getByRole('checkbox', { name: 'L', exact: true })).toBeChecked()
  await expect(generator.getByLabel('Aufpreis (€): M')).toHaveValue('')
  await generator.getByLabel('Grundpreis (€)').fill('100')
  await generator.getByLabel('Aufpreis (€): L').fill('40')
  await generator.getByRole('button', { name: 'Kombinationen erzeugen' }).click()
  await expect(generator.getByTestId('editor-answer')).toHaveText(
    '2 neu angelegt, 4 vorhandene übersprungen: vorher 4, jetzt 6 Kombinationen.',
  )
  await expect(combinations.getByTestId('combination')).toHaveCount(6)
  await expect(combinations.getByLabel('Produktpreis (€): Größe: L · Farbe: Weiß')).toHaveValue(
    '140,00',
  )

  // Editable afterwards, all in one form; the state says what is not saved yet.
  const state = combinations.getByTestId('save-state')
  await expect(state).toHaveText('')
  const price = combinations.getByLabel('Produktpreis (€): Größe: L · Farbe: Schwarz')
  await price.fill('149,00')
  await expect(state).toHaveText('Nicht gespeicherte Änderungen')
  await expect(price).toHaveAccessibleDescription(/nur er erhält den Staffelrabatt/)
  await expect(
    combinations.getByLabel('Hardware-Aufpreis (€): Größe: S · Farbe: Weiß'),
  ).toHaveAccessibleDescription(/Gestell oder Hardware/)
  await combinations.getByRole('button', { name: 'Alle Kombinationen speichern' }).click()
  await expect(combinations.getByTestId('editor-answer')).toHaveText('6 Kombinationen gespeichert.')
  await expect(state).toHaveText('Alles gespeichert')
  await expect(price).toHaveValue('149,00')
  await expectAccessible(page, 'product editor: combinations (de)')
  console.log(`product editor, section Kombinationen (6): ${await height(page)} px`)
  if (shots) await page.screenshot({ path: `${shots}/product-sections.png`, fullPage: true })

  // On a phone the section fits the screen (the table scrolls within itself).
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectAccessible(page, 'product editor: combinations at 390 px')
  if (shots) await page.screenshot({ path: `${shots}/product-sections-phone.png` })
  await page.setViewportSize({ width: 1366, height: 900 })

  // In English: a service's price says what it is.
  await open(page, `/en/admin/products/${id}?section=services`)
  const services = page.getByRole('region', { name: 'Services' })
  const addService = services.locator('form').filter({ hasText: 'Add service' })
  await addService.getByLabel('Title (German)').fill('Transporttasche')
  await addService.getByLabel('Title (English)').fill('Carry bag')
  await addService.getByRole('button', { name: 'Add service' }).click()
  await expect(addService.getByLabel('Title (German)')).toHaveValue('')
  const servicePrice = services.getByLabel('Service price a piece (€)')
  await expect(servicePrice).toBeVisible()
  await expect(servicePrice).toHaveAccessibleDescription(/neither discounted nor surcharged/)
  await expect(services.getByText('Product price (€)')).toHaveCount(0)
  await expectAccessible(page, 'product editor: services (en)')
  await section(page, 'Combinations')
  await expect(page.getByRole('region', { name: 'Generate combinations' })).toBeVisible()
  await expectAccessible(page, 'product editor: combinations (en)')
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.setViewportSize({ width: 1366, height: 900 })

  // PED-1: no section is more than half the 6,700 px the editor had on one page.
  for (const name of [
    'basics',
    'categories',
    'options',
    'combinations',
    'prices',
    'services',
    'media',
    'texts',
  ]) {
    await open(page, `/en/admin/products/${id}?section=${name}`)
    const px = await height(page)
    console.log(`product editor, section ${name}: ${px} px`)
    expect(px).toBeLessThan(3350)
    await expectAccessible(page, `product editor: section ${name} (en)`)
    await page.setViewportSize({ width: 390, height: 844 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.setViewportSize({ width: 1366, height: 900 })
  }

  // Without JavaScript a section saves by a document post and comes back on that section.
  const plain = await browser.newContext({
    baseURL: baseURL!,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  })
  const noScript = await plain.newPage()
  await noScript.goto(`/en/admin/products/${id}?section=basics`)
  const basics = noScript.getByRole('region', { name: 'Product', exact: true })
  await basics.getByLabel('Search words').fill('banner stand')
  await basics.getByRole('button', { name: 'Save' }).click()
  await expect(basics.getByTestId('editor-answer')).toContainText('Saved.')
  await expect(basics.getByLabel('Search words')).toHaveValue('banner stand')
  expect(noScript.url()).toContain('section=basics')
  // An add form without JavaScript comes back empty too.
  await noScript.goto(`/en/admin/products/${id}?section=options`)
  const plainOptions = noScript.getByRole('region', { name: 'Options' })
  const plainAdd = plainOptions.locator('form').filter({ hasText: 'Add option' })
  await plainAdd.getByLabel('Title (German)').fill('Druck')
  await plainAdd.getByLabel('Title (English)').fill('Print')
  await plainAdd.getByLabel('First value (German)').fill('einseitig')
  await plainAdd.getByLabel('First value (English)').fill('one side')
  await plainAdd.getByRole('button', { name: 'Add option' }).click()
  await expect(plainOptions.getByTestId('option')).toHaveCount(3)
  await expect(plainAdd.getByLabel('Title (German)')).toHaveValue('')
  await plain.close()

  // Delete it: the other specs expect the seed's catalog.
  await open(page, `/admin/products/${id}`)
  await page.getByLabel('Ja, dieses Produkt mit seinen Bildern und Dateien löschen').check()
  await page.getByRole('button', { name: 'Produkt löschen' }).click()
  await expect(
    page.getByText('Das Produkt „Roll-up Premium 100×200 cm“ wurde gelöscht.'),
  ).toBeVisible()
})
