import sharp from 'sharp'
import { expectAccessible } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { fixtureStaff } from './staff.ts'
import { open } from './helpers.ts'

// CONT-6: a content manager builds a product in the back office — an option with two values, two
// combinations, a quantity tier, an image — previews a price and publishes it; a guest finds it by
// search, configures it and sees the price the editor previewed. The product is deleted at the
// end (no order names it), so the other specs see the seed's catalog. Uses this worker's content member.

/** This worker's content member (tests/e2e/serve.ts). */
const member = () => fixtureStaff('content')

const shots = process.env.SHOTS_DIR

test('the content team builds and publishes a product; a guest finds it and pays the previewed price', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000)
  await page.goto('/en/admin/login')
  await page.getByLabel('E-mail').fill(member().email)
  await page.getByLabel('Password').fill(member().password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/en\/admin$/)
  await page.getByRole('link', { name: 'Products', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products')
  await expectAccessible(page, 'products')

  // A new product: a missing title is refused at its field, then it is created offline.
  const create = page.getByRole('region', { name: 'New product' })
  await create.getByLabel('Title (German)').fill('Messetheke Orion')
  await create.getByLabel('Category').selectOption({ index: 1 })
  await create.getByRole('button', { name: 'Create product' }).click()
  await expect(create.getByText('Please fill in this field.')).toBeVisible()
  await expect(create.getByLabel('Title (German)')).toHaveValue('Messetheke Orion')
  await create.getByLabel('Title (English)').fill('Counter Orion')
  await create.getByLabel('Category').selectOption({ index: 1 })
  await create.getByRole('button', { name: 'Create product' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Counter Orion')
  await expect(page.getByTestId('product-state')).toHaveText('Offline')
  const editor = page.url()
  // PED-1: one section at a time, chosen in the editor's section links.
  const section = async (name: string) => {
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name }).click()
    await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
  }

  // An option with two values; the add forms are empty again after each add (PED-3).
  await section('Options')
  const options = page.getByRole('region', { name: 'Options' })
  const addOption = options.locator('form').filter({ hasText: 'Add option' })
  await addOption.getByLabel('Title (German)').fill('Farbe')
  await addOption.getByLabel('Title (English)').fill('Colour')
  await addOption.getByLabel('First value (German)').fill('Weiß')
  await addOption.getByLabel('First value (English)').fill('White')
  await addOption.getByRole('button', { name: 'Add option' }).click()
  await expect(options.getByTestId('option')).toHaveCount(1)
  await expect(addOption.getByLabel('Title (German)')).toHaveValue('')
  await expect(addOption.getByLabel('First value (English)')).toHaveValue('')
  const addValue = options.getByTestId('option').locator('form').filter({ hasText: 'Add value' })
  await addValue.getByLabel('Title (German)').fill('Schwarz')
  await addValue.getByLabel('Title (English)').fill('Black')
  await addValue.getByRole('button', { name: 'Add value' }).click()
  await expect(options.getByTestId('option-value')).toHaveCount(2)
  await expect(addValue.getByLabel('Title (German)')).toHaveValue('')

  // Two combinations; a wrong amount is refused at its field.
  await section('Combinations')
  const combinations = page.getByRole('region', { name: 'Combinations and prices' })
  const addCombination = combinations.locator('form').filter({ hasText: 'Add combination' })
  await addCombination.getByLabel('Colour').selectOption({ label: 'White' })
  await addCombination.getByLabel('Product price (€)').fill('199,9,0')
  await addCombination.getByRole('button', { name: 'Add combination' }).click()
  await expect(addCombination.getByText('An amount in euros, e.g. 49,90.')).toBeVisible()
  await addCombination.getByLabel('Product price (€)').fill('199,00')
  await addCombination.getByRole('button', { name: 'Add combination' }).click()
  await expect(combinations.getByTestId('combination')).toHaveCount(1)
  await addCombination.getByLabel('Colour').selectOption({ label: 'Black' })
  await addCombination.getByLabel('Product price (€)').fill('219,00')
  await addCombination.getByLabel('Material and print (€)').fill('30')
  await addCombination.getByRole('button', { name: 'Add combination' }).click()
  await expect(combinations.getByTestId('combination')).toHaveCount(2)

  // 10 % off from 5 pieces.
  await section('Times and discounts')
  const tiers = page.getByRole('region', { name: 'Quantity discount' })
  await tiers.getByLabel('From quantity 1').fill('5')
  await tiers.getByLabel('Discount (%) 1').fill('10')
  await tiers.getByRole('button', { name: 'Save discounts' }).click()
  await expect(tiers.getByTestId('editor-answer')).toContainText('Saved.')

  // An image with its alt texts.
  const photo = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: '#1d4ed8' },
  })
    .jpeg()
    .toBuffer()
  await section('Images and files')
  const images = page.getByRole('region', { name: 'Images' })
  await images.getByLabel('Image file').setInputFiles({
    name: 'orion.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  })
  await images.getByLabel('Alt text (German)').fill('Messetheke Orion in Schwarz')
  await images.getByLabel('Alt text (English)').fill('Counter Orion in black')
  await images.getByRole('button', { name: 'Upload image' }).click()
  await expect(images.getByTestId('product-image')).toHaveCount(1)
  await expect(images.getByRole('img', { name: 'Counter Orion in black' })).toBeVisible()

  // A tab written in the rich-text editor: bold text reaches the storefront.
  await section('Texts')
  const tabs = page.getByRole('region', { name: 'Texts and tabs' })
  const addTab = tabs.locator('form').filter({ hasText: 'Add tab' })
  await addTab.getByLabel('Title (German)').fill('Pflege')
  await addTab.getByLabel('Title (English)').fill('Care')
  await addTab.getByRole('textbox', { name: 'Text (German, HTML)' }).click()
  await page.keyboard.type('Feucht ')
  await addTab
    .getByRole('toolbar', { name: 'Formatting: Text (German, HTML)' })
    .getByRole('button', { name: 'Bold' })
    .click()
  await page.keyboard.type('abwischen')
  await addTab.getByRole('textbox', { name: 'Text (English, HTML)' }).click()
  await page.keyboard.type('Wipe ')
  const bold = addTab
    .getByRole('toolbar', { name: 'Formatting: Text (English, HTML)' })
    .getByRole('button', { name: 'Bold' })
  await bold.click()
  // Typing starts once the editor has taken the mark: on a busy machine the first letters came
  // before it and were set plain.
  await expect(bold).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.type('damp')
  await addTab.getByRole('button', { name: 'Add tab' }).click()
  await expect(tabs.getByTestId('product-tab')).toHaveCount(1)

  // Publish; the preview of 5 black counters.
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByTestId('product-state')).toHaveText('Online')
  await section('Times and discounts')
  const preview = page.getByRole('region', { name: 'Price preview' })
  await preview.getByLabel('Combination').selectOption({ label: 'Black' })
  await preview.getByLabel('Quantity').fill('5')
  await preview.getByRole('button', { name: 'Calculate' }).click()
  // (219 − 10 % = 197,10 + 30) = 227,10 a piece, 1 135,50 for five.
  await expect(preview.getByTestId('preview-unit')).toHaveText('227,10 €')
  await expect(preview.getByTestId('preview-total')).toHaveText('1.135,50 €')
  const previewed = (await preview.getByTestId('preview-total').textContent())!
  await expectAccessible(page, 'product editor')
  if (shots) await page.screenshot({ path: `${shots}/product-editor.png`, fullPage: true })

  // A guest finds it by search, configures it and sees that price.
  const guest = await browser.newContext({ baseURL: baseURL! })
  // A visitor who has closed the demo popup (fixtures.ts).
  await guest.addCookies([{ name: 'popup_seen', value: '1', url: baseURL! }])
  const shop = await guest.newPage()
  await open(shop, '/en')
  await shop
    .getByTestId('consent-banner')
    .getByRole('button', { name: /Reject/ })
    .click()
  await shop.getByRole('combobox', { name: 'Search' }).fill('orion')
  await shop.getByRole('combobox', { name: 'Search' }).press('Enter')
  await shop
    .getByRole('link', { name: /Counter Orion/ })
    .first()
    .click()
  await expect(shop.getByRole('heading', { level: 1 })).toHaveText('Counter Orion')
  await expect(shop.locator('html[data-hydrated=true]')).toHaveCount(1)
  await Promise.all([
    shop.waitForResponse((response) => new URL(response.url()).pathname.endsWith('.data')),
    shop.getByLabel('Colour').selectOption({ label: 'Black' }),
  ])
  await Promise.all([
    shop.waitForResponse((response) => new URL(response.url()).pathname.endsWith('.data')),
    shop.getByLabel('Quantity').fill('5'),
  ])
  await expect(shop.getByTestId('total-price')).toHaveText(`${previewed}*`)
  await shop.getByRole('tab', { name: 'Care' }).click()
  await expect(shop.getByRole('tabpanel').locator('strong')).toHaveText('damp')
  await guest.close()

  // On a phone the editor fits the screen.
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  if (shots) await page.screenshot({ path: `${shots}/product-editor-phone.png` })

  // Without JavaScript a form still saves (a document post).
  const plain = await browser.newContext({
    baseURL: baseURL!,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  })
  const noScript = await plain.newPage()
  await noScript.goto(`${editor.replace(/\?.*$/, '')}?section=media`)
  const alt = noScript.getByRole('region', { name: 'Images' }).getByTestId('product-image')
  await alt.getByLabel('Alt text (English)').fill('Counter Orion, black, front')
  await alt.getByRole('button', { name: 'Save' }).click()
  await expect(noScript.getByTestId('editor-answer')).toContainText('Saved.')
  await expect(alt.getByLabel('Alt text (English)')).toHaveValue('Counter Orion, black, front')
  await plain.close()

  // Take it offline and delete it: the other specs expect the seed's catalog.
  await open(page, editor)
  await page.getByRole('button', { name: 'Take offline' }).click()
  await expect(page.getByTestId('product-state')).toHaveText('Offline')
  await page.getByLabel('Yes, delete this product with its images and files').check()
  await page.getByRole('button', { name: 'Delete product' }).click()
  await expect(page.getByText('The product “Counter Orion” was deleted.')).toBeVisible()
})
