import { expectAccessible } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { fixtureStaff } from './staff.ts'

// CONT-5: the content team renames the English imprint in the back office; a visitor sees the new
// title at once; it is restored (other specs expect the seed's title). Uses this worker's content member.

/** This worker's content member (tests/e2e/serve.ts). */
const member = () => fixtureStaff('content')

test('the content team renames the imprint, visitors see it at once, and it is restored', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/en/admin/login')
  await page.getByLabel('E-mail').fill(member().email)
  await page.getByLabel('Password').fill(member().password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/en\/admin$/)
  await page.getByRole('link', { name: 'Pages', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pages')
  await expectAccessible(page, 'pages')
  await page.getByRole('link', { name: 'Edit the page “Imprint”' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit page')

  const form = page.getByTestId('page-form')
  const title = form.getByLabel('Title (English)')
  await expect(title).toHaveValue('Imprint')
  // An empty title is refused at its field, keeping what was typed elsewhere.
  await title.fill('')
  await form.getByLabel('Title (German)').fill('Impressum!')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText('Please fill in this field.')).toBeVisible()
  await expect(form.getByLabel('Title (German)')).toHaveValue('Impressum!')
  await form.getByLabel('Title (German)').fill('Impressum')
  await form.getByLabel('Title (English)').fill('Legal notice')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByTestId('page-answer')).toHaveText('The page was saved.')
  await expectAccessible(page, 'a page')

  const visitor = await browser.newContext({ baseURL: baseURL! })
  const shop = await visitor.newPage()
  await shop.goto('/en/pages/imprint')
  await expect(shop.getByRole('heading', { level: 1 })).toHaveText('Legal notice')
  await visitor.close()

  await page.setViewportSize({ width: 390, height: 844 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.getByTestId('page-form').getByLabel('Title (English)').fill('Imprint')
  await page.getByTestId('page-form').getByRole('button', { name: 'Save' }).click()
  await expect(page.getByTestId('page-answer')).toHaveText('The page was saved.')
  await page.goto('/admin/pages')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})
