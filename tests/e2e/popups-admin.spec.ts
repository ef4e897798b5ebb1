import { readFileSync } from 'node:fs'
import path from 'node:path'
import { CONSENT_COOKIE, noConsent, serializeConsent } from '#core/consent/consent.ts'
import { expectAccessible } from './axe.ts'
import { expect, test } from './fixtures.ts'

// CONT-3: the content team puts up a site popup in the back office; a visitor sees it at once;
// it is taken down again (other specs expect the seed's popup). Uses the content member that
// admin.spec.ts created (e2e-staff.json), so it runs after it.

const member = () =>
  (
    JSON.parse(readFileSync(path.join(process.env.E2E_DATA_DIR!, 'e2e-staff.json'), 'utf8')) as {
      members: Record<'content', { email: string; password: string }>
    }
  ).members.content

test('the content team puts up a popup that visitors see at once, then takes it down', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/en/admin/login')
  await page.getByLabel('E-mail').fill(member().email)
  await page.getByLabel('Password').fill(member().password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/en\/admin$/)
  await page.getByRole('link', { name: 'Popups', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Popups')
  await expectAccessible(page, 'popups')

  const form = page.getByTestId('popup-form')
  await form.getByLabel('Title (German)').fill('Adventsaktion')
  await form.getByLabel('Title (English)').fill('Advent offer')
  await form.getByLabel('Text (German, HTML)').fill('<p>Alle Theken -10 %</p><script>x()</script>')
  // A missing English text is refused at its field, keeping what was typed.
  await form.getByRole('checkbox', { name: 'Switched on' }).check()
  await form.getByRole('button', { name: 'Create popup' }).click()
  await expect(form.getByText('Please fill in this field.')).toBeVisible()
  await expect(form.getByLabel('Title (German)')).toHaveValue('Adventsaktion')
  await form.getByLabel('Text (English, HTML)').fill('<p>All counters -10 %</p>')
  await form.getByRole('button', { name: 'Create popup' }).click()
  await expect(page.getByTestId('popup-answer')).toHaveText(
    'The popup “Adventsaktion” was created. Parts of the HTML that are not allowed (scripts, styles, event handlers) were removed.',
  )
  await expect(page.getByLabel('Text (German, HTML)')).toHaveValue('<p>Alle Theken -10 %</p>')
  await expectAccessible(page, 'a popup')
  if (process.env.SHOTS_DIR) {
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/admin-popup-en.png`, fullPage: true })
  }

  // A visitor (consent answered) sees it at once.
  const visitor = await browser.newContext({ baseURL: baseURL! })
  await visitor.addCookies([
    { name: CONSENT_COOKIE, value: serializeConsent(noConsent), url: baseURL! },
  ])
  const shop = await visitor.newPage()
  await shop.goto('/en')
  await expect(shop.getByTestId('site-popup').getByRole('heading')).toHaveText('Advent offer')
  await visitor.close()

  await page.getByRole('button', { name: 'Delete popup' }).click()
  await expect(page).toHaveURL(/\/en\/admin\/popups$/)
  await expect(page.getByTestId('popup-row').filter({ hasText: 'Adventsaktion' })).toHaveCount(0)
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  if (process.env.SHOTS_DIR) {
    await page.goto('/admin/popups')
    await page.screenshot({
      path: `${process.env.SHOTS_DIR}/admin-popups-phone-de.png`,
      fullPage: true,
    })
  }
})
