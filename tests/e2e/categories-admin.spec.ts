import { expectAccessible } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { fixtureStaff } from './staff.ts'

// CONT-2: the content team renames a subcategory in the back office and a visitor sees the new
// title in the storefront's category bar at once; a field error comes in the member's language;
// the page fits a phone. Uses this worker's content member, and puts the title back (other specs read category names).

/** This worker's content member (tests/e2e/serve.ts). */
const member = () => fixtureStaff('content')

test('the content team renames a subcategory and the storefront shows it at once', async ({
  page,
  browser,
}) => {
  // Four axe runs and a second browser: more than the default 30 s on a busy 2-core machine.
  test.setTimeout(120_000)
  const renamed = `Premium Roll-Ups ${Date.now().toString(36)}`
  await page.goto('/admin/login')
  await page.getByLabel('E-Mail').fill(member().email)
  await page.getByLabel('Passwort').fill(member().password)
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await page.getByRole('link', { name: 'Kategorien', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kategorien')
  await expectAccessible(page, 'categories')

  const rename = async (title: string) => {
    await page.getByRole('link', { name: 'Roll-Up Premium bearbeiten' }).click()
    const form = page.getByTestId('category-edit')
    await form.getByLabel('Titel (Englisch)').fill(title)
    await form.getByRole('button', { name: 'Speichern' }).click()
    await expect(page.getByTestId('categories-answer')).toHaveText(
      'Die Kategorie Roll-Up Premium wurde gespeichert.',
    )
  }
  await rename(renamed)

  // A visitor (its own browser, nothing cached) finds the new title in the dropdown at once.
  const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin })
  const shop = await visitor.newPage()
  await shop.goto('/en')
  await shop.getByTestId('category-trigger-roll-up-displays').hover()
  const panel = shop.getByTestId('category-panel-roll-up-displays')
  await expect(panel.getByRole('link', { name: renamed })).toBeVisible()
  await visitor.close()

  // An empty title is refused at its field, in German, keeping what was typed.
  await page.getByRole('link', { name: 'Roll-Up Premium bearbeiten' }).click()
  const form = page.getByTestId('category-edit')
  await form.getByLabel('Titel (Deutsch)').fill('')
  await form.getByRole('button', { name: 'Speichern' }).click()
  await expect(
    form.getByText('Bitte geben Sie einen Titel mit 1 bis 80 Zeichen ein.'),
  ).toBeVisible()
  await expect(form.getByLabel('Titel (Englisch)')).toHaveValue(renamed)
  await expectAccessible(page, 'categories with a field error')
  if (process.env.SHOTS_DIR) {
    await page.screenshot({
      path: `${process.env.SHOTS_DIR}/admin-categories-de.png`,
      fullPage: true,
    })
  }

  // On a phone the page never scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/en/admin/categories')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Categories')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectAccessible(page, 'categories on a phone, in English')
  if (process.env.SHOTS_DIR) {
    await page.screenshot({
      path: `${process.env.SHOTS_DIR}/admin-categories-phone-en.png`,
      fullPage: true,
    })
  }

  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/admin/categories')
  await rename('Premium Roll-Ups')
})
