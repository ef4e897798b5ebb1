import { expect, test } from '@playwright/test'
import { CONSENT_COOKIE, noConsent, serializeConsent } from '#core/consent/consent.ts'
import { open } from './helpers.ts'

test('the site popup waits for the consent answer, shows once and not again after closing', async ({
  page,
}) => {
  await open(page, '/')
  const banner = page.getByTestId('consent-banner')
  const popup = page.getByTestId('site-popup')
  // Decision 0008: while the banner asks, the popup stays away.
  await expect(banner).toBeVisible()
  await expect(popup).toHaveCount(0)

  await banner.getByRole('button', { name: 'Alle ablehnen' }).click()
  await expect(banner).toBeHidden()
  await expect(popup).toBeVisible()
  await expect(popup.getByRole('heading')).toHaveText('Neu: LED-Leuchtrahmen im 24h-Express')
  await expect(popup).toContainText('24h-Produktion')
  await popup.getByRole('button', { name: 'Schließen' }).click()
  await expect(popup).toBeHidden()

  await open(page, '/en/exhibition-walls')
  await expect(page.getByTestId('site-popup')).toBeHidden()
  await page.reload()
  await expect(page.locator('html[data-hydrated=true]')).toHaveCount(1)
  await expect(page.getByTestId('site-popup')).toHaveCount(0)
})

test('saving the consent settings lets the popup open on the same page', async ({ page }) => {
  await open(page, '/en')
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Settings' }).click()
  const settings = page.getByTestId('consent-settings')
  await expect(settings).toBeVisible()
  await expect(page.getByTestId('site-popup')).toHaveCount(0)
  await settings.getByRole('button', { name: 'Save choice' }).click()
  await expect(settings).toBeHidden()
  const popup = page.getByTestId('site-popup')
  await expect(popup.getByRole('heading')).toHaveText('New: LED light frames with 24-hour express')
  // The popup holds the focus, so the keyboard closes it.
  await page.keyboard.press('Escape')
  await expect(popup).toBeHidden()
})

test('with consent already stored the popup opens at once and closes with Escape', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([
    { name: CONSENT_COOKIE, value: serializeConsent(noConsent), url: baseURL! },
  ])
  await open(page, '/en')
  await expect(page.getByTestId('consent-banner')).toHaveCount(0)
  const popup = page.getByTestId('site-popup')
  await expect(popup.getByRole('heading')).toHaveText('New: LED light frames with 24-hour express')
  await page.keyboard.press('Escape')
  await expect(popup).toBeHidden()
})
