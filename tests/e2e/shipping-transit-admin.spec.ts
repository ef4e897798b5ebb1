import { expectAccessible } from './axe.ts'
import { expect, test } from './fixtures.ts'

// FAIR-PLAN-1: the shipping settings show each post method's transit days and its date-definite
// mark, in both languages, on a desktop and on a phone, and stay accessible. Read only: the
// integration tests (deadlines-api, back-office-settings) change the figures.

test('the shipping settings show transit days per post method, in both languages and on a phone', async ({
  staff,
}) => {
  test.setTimeout(120_000)
  for (const [width, language, label] of [
    [1366, 'de', 'Laufzeit (Werktage)'],
    [390, 'en', 'Transit (working days)'],
  ] as const) {
    const context = await staff.context('owner', {
      viewport: { width, height: width < 600 ? 844 : 900 },
      ...(width < 600 ? { isMobile: true, hasTouch: true } : {}),
    })
    const page = await context.newPage()
    await page.goto(`${language === 'en' ? '/en' : ''}/admin/settings/shipping`)
    // Each country folds its methods away: open the first.
    await page.locator('main details > summary').first().click()
    const fields = page.getByLabel(label, { exact: false })
    await expect(fields.first()).toBeVisible()
    expect(Number(await fields.first().inputValue())).toBeGreaterThanOrEqual(0)
    // No page wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    )
    await expectAccessible(page, `shipping settings (${language}, ${width} px)`)
    await context.close()
  }
})
