import type { Page } from '@playwright/test'
import { expectAccessible } from './axe.ts'
import { expect, test } from './fixtures.ts'
import type { staffSessions } from './staff-fixtures.ts'

// STAFF-11, STAFF-12: the owner changes the shop's settings in the back office and the
// storefront shows them at once, as this worker's owner (tests/e2e/serve.ts, logged in once per
// worker). The settings are the whole shop's: this spec runs after the parallel ones, alone
// (playwright.config.ts, 'shop-wide'); it changes only the English opening hours and puts them
// back.

const SEED_HOURS_EN = 'Mon–Fri 08:30–17:00'

type Staff = ReturnType<typeof staffSessions>

async function ownerPage(staff: Staff, width = 1366): Promise<Page> {
  const context = await staff.context('owner', {
    viewport: { width, height: width < 600 ? 844 : 900 },
    ...(width < 600 ? { isMobile: true, hasTouch: true } : {}),
  })
  return context.newPage()
}

async function saveEnglishHours(page: Page, hours: string) {
  await page.goto('/en/admin/settings')
  await page.getByLabel('Opening hours (English)').fill(hours)
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByTestId('settings-answer')).toHaveText('The settings have been saved.')
}

test('the owner changes the opening hours and the storefront shows them', async ({
  browser,
  baseURL,
  staff,
}) => {
  test.setTimeout(180_000)
  const page = await ownerPage(staff)
  const hours = `Mon–Thu 08:00–16:00 (${Date.now().toString(36)})`
  try {
    await page.goto('/en/admin')
    await page.getByRole('link', { name: 'Settings', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
    await expect(page.getByLabel('Opening hours (English)')).toHaveValue(SEED_HOURS_EN)
    await expectAccessible(page, 'admin settings')

    // A tax of 190 is refused next to its field; nothing is saved.
    await page.getByLabel('VAT in percent').fill('190')
    await page.getByLabel('Opening hours (English)').fill(hours)
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(page.getByTestId('settings-answer')).toHaveAttribute('role', 'alert')
    const tax = page.getByLabel('VAT in percent')
    await expect(tax).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByTestId('field-error')).toHaveText(
      'The tax rate must be between 0 and 30 % (at most 2 decimals).',
    )
    await expect(tax).toBeFocused()
    await expectAccessible(page, 'admin settings with a field error')
    if (process.env.SHOTS_DIR) {
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/admin-settings-error-en.png` })
    }
    // The same without JavaScript, in German: the page comes back with the message and what
    // was typed.
    const plain = await browser.newContext({
      baseURL: baseURL!,
      storageState: await staff.state('owner'),
      javaScriptEnabled: false,
    })
    const noScript = await plain.newPage()
    await noScript.goto('/admin/settings')
    await noScript.getByLabel('Mehrwertsteuer in Prozent').fill('190')
    await noScript.getByRole('button', { name: 'Einstellungen speichern' }).click()
    await expect(noScript.getByTestId('field-error')).toHaveText(
      'Der Steuersatz muss zwischen 0 und 30 % liegen.',
    )
    await expect(noScript.getByLabel('Mehrwertsteuer in Prozent')).toHaveValue('190')
    await plain.close()
    await page.goto('/en')
    await expect(page.getByText(SEED_HOURS_EN).first()).toBeVisible()

    // Saved: the storefront's header shows the new hours at once.
    await saveEnglishHours(page, hours)
    await expect(page.getByLabel('Opening hours (English)')).toHaveValue(hours)
    await page.goto('/en')
    await expect(
      page.getByRole('complementary', { name: 'Contact and opening hours' }),
    ).toContainText(hours)
    // The German shop keeps its own text.
    await page.goto('/')
    await expect(page.getByText('Mo–Fr 08:30–17:00 Uhr').first()).toBeVisible()

    if (process.env.SHOTS_DIR) {
      await page.goto('/en/admin/settings')
      await page.screenshot({
        path: `${process.env.SHOTS_DIR}/admin-settings-en.png`,
        fullPage: true,
      })
      await page.goto('/admin/settings')
      await page.screenshot({
        path: `${process.env.SHOTS_DIR}/admin-settings-de.png`,
        fullPage: true,
      })
    }

    // The post methods per country: Germany's open, keyboard reachable.
    await page.goto('/en/admin/settings/shipping')
    await expect(page.getByRole('heading', { name: 'Post methods', level: 1 })).toBeVisible()
    const germany = page.getByTestId('shipping-country-DE')
    await germany.locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect(germany.getByTestId('post-method-pickup')).toBeVisible()
    await expectAccessible(page, 'admin post methods')
    if (process.env.SHOTS_DIR) {
      await page.screenshot({
        path: `${process.env.SHOTS_DIR}/admin-shipping-en.png`,
        fullPage: true,
      })
    }

    for (const prefix of ['', '/en']) {
      const phone = await ownerPage(staff, 390)
      await phone.goto(`${prefix}/admin/settings`)
      const width = await phone.evaluate(() => document.documentElement.scrollWidth)
      expect(width, 'no sideways scrolling on a phone').toBeLessThanOrEqual(390)
      if (process.env.SHOTS_DIR) {
        const language = prefix ? 'en' : 'de'
        await phone.screenshot({
          path: `${process.env.SHOTS_DIR}/admin-settings-phone-${language}.png`,
          fullPage: true,
        })
        await phone.goto(`${prefix}/admin/settings/shipping`)
        await phone.getByTestId('shipping-country-DE').locator('summary').click()
        await phone.screenshot({
          path: `${process.env.SHOTS_DIR}/admin-shipping-phone-${language}.png`,
          fullPage: true,
        })
      }
      await phone.context().close()
    }
  } finally {
    await saveEnglishHours(page, SEED_HOURS_EN)
    await page.context().close()
  }
})
