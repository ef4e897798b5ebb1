import { CONSENT_COOKIE, noConsent, serializeConsent } from '#core/consent/consent.ts'
import { expectAccessible } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { logInAsStaff } from './staff.ts'

// CONT-3: the content team puts up a site popup in the back office; a visitor sees it at once;
// it is taken down again (other specs expect the seed's popup). The texts are HTML typed into
// the rich-text editor's source view ("Show HTML").

test('the content team puts up a popup that visitors see at once, then takes it down', async ({
  page,
  browser,
  baseURL,
}) => {
  await logInAsStaff(page, 'content', 'en')
  await page.getByRole('link', { name: 'Popups', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Popups')
  await expectAccessible(page, 'popups')

  const form = page.getByTestId('popup-form')
  await form.getByLabel('Title (German)').fill('Adventsaktion')
  await form.getByLabel('Title (English)').fill('Advent offer')
  await form.getByRole('button', { name: 'Show HTML' }).first().click()
  await form
    .locator('textarea[name=contentDe]')
    .fill('<p>Alle Theken -10 %</p><script>x()</script>')
  // A missing English text is refused at its field, keeping what was typed.
  await form.getByRole('checkbox', { name: 'Switched on' }).check()
  await form.getByRole('button', { name: 'Create popup' }).click()
  await expect(form.getByText('Please fill in this field.')).toBeVisible()
  await expect(form.getByLabel('Title (German)')).toHaveValue('Adventsaktion')
  await form.getByRole('textbox', { name: 'Text (English, HTML)' }).fill('All counters -10 %')
  await form.getByRole('button', { name: 'Create popup' }).click()
  await expect(page.getByTestId('popup-answer')).toHaveText(
    'The popup “Adventsaktion” was created. Parts of the HTML that are not allowed (scripts, styles, event handlers) were removed.',
  )
  await expect(page.locator('textarea[name=contentDe]')).toHaveValue('<p>Alle Theken -10 %</p>')
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
