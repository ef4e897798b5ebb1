import { expect, test } from '@playwright/test'
import { open } from './helpers.ts'

test('the site popup shows once and not again after closing', async ({ page }) => {
  await open(page, '/')
  const popup = page.getByTestId('site-popup')
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

test('the popup closes with Escape and is in English on /en', async ({ page }) => {
  await open(page, '/en')
  const popup = page.getByTestId('site-popup')
  await expect(popup.getByRole('heading')).toHaveText('New: LED light frames with 24-hour express')
  await page.keyboard.press('Escape')
  await expect(popup).toBeHidden()
})
