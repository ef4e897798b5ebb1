import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { open } from './helpers.ts'

/** Intercepts the third-party hosts and records every request made to them. */
async function watchThirdParties(page: Page) {
  const requests: string[] = []
  await page.route(/https:\/\/(analytics|trust)\.example\//, async (route) => {
    requests.push(route.request().url())
    await route.fulfill({
      contentType: 'text/javascript',
      body: 'window.__loaded = (window.__loaded || 0) + 1',
    })
  })
  return requests
}

function dataLayer(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer: unknown[] }).dataLayer ?? []).map((entry) =>
      // gtag pushes an arguments object; events are plain objects.
      Array.isArray(entry) || (entry && typeof entry === 'object' && '0' in entry)
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  )
}

test.describe('cookie consent', () => {
  test('nothing optional loads before consent; accept all loads analytics and the trust badge', async ({
    page,
  }) => {
    const requests = await watchThirdParties(page)
    await open(page, '/')
    const banner = page.getByTestId('consent-banner')
    await expect(banner).toBeVisible()
    await expect(page.getByTestId('trust-badge-link')).toHaveAttribute(
      'href',
      'https://trust.example/reviews/XDEMO1234',
    )
    // Consent defaults: all denied except security storage.
    const [first] = await dataLayer(page)
    expect(first).toEqual([
      'consent',
      'default',
      expect.objectContaining({ analytics_storage: 'denied', security_storage: 'granted' }),
    ])

    // A search before consent is not tracked.
    await page.locator('#header-search').fill('rollup')
    await page.locator('#header-search').press('Enter')
    await open(page, '/')
    expect(requests).toEqual([])
    expect((await dataLayer(page)).some((e) => (e as { event?: string }).event === 'search')).toBe(
      false,
    )

    await banner.getByRole('button', { name: 'Alle akzeptieren' }).click()
    await expect(banner).toBeHidden()
    await expect.poll(() => requests.length).toBe(2)
    expect(requests).toEqual(
      expect.arrayContaining([
        'https://analytics.example/tag.js',
        'https://trust.example/js/XDEMO1234.js',
      ]),
    )
    await expect(page.getByTestId('trust-badge-link')).toBeHidden()
    const layer = await dataLayer(page)
    expect(layer.at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted' }),
    ])

    // With statistics consent the search event reaches the data layer, with currency EUR.
    await page.locator('#header-search').fill('theke')
    await page.locator('#header-search').press('Enter')
    await expect
      .poll(async () =>
        (await dataLayer(page)).find((e) => (e as { event?: string }).event === 'search'),
      )
      .toEqual({ event: 'search', currency: 'EUR', search_term: 'theke' })

    // The choice is remembered: the next page shows no banner and loads the scripts at once.
    await open(page, '/en')
    await expect(page.getByTestId('consent-banner')).toBeHidden()
    await expect.poll(() => requests.length).toBe(4)
  })

  test('reject all keeps every optional script away; the footer reopens the settings', async ({
    page,
  }) => {
    const requests = await watchThirdParties(page)
    await open(page, '/en')
    await page.getByTestId('consent-banner').getByRole('button', { name: 'Reject all' }).click()
    await open(page, '/en/exhibition-walls')
    await expect(page.getByTestId('consent-banner')).toBeHidden()
    expect(requests).toEqual([])

    await page.getByTestId('consent-footer-link').click()
    const settings = page.getByTestId('consent-settings')
    await expect(settings).toBeVisible()
    await expect(settings.getByRole('switch', { name: 'Statistics' })).toHaveAttribute(
      'aria-checked',
      'false',
    )
    await settings.getByRole('switch', { name: 'Statistics' }).click()
    await settings.getByRole('button', { name: 'Save choice' }).click()
    await expect(settings).toBeHidden()
    await expect.poll(() => requests).toEqual(['https://analytics.example/tag.js'])
    await expect(page.getByTestId('trust-badge-link')).toBeVisible()
  })

  test('the settings dialog works with the keyboard alone', async ({ page }) => {
    await open(page, '/')
    const banner = page.getByTestId('consent-banner')
    await banner.getByRole('button', { name: 'Einstellungen' }).focus()
    await page.keyboard.press('Enter')
    const settings = page.getByTestId('consent-settings')
    await expect(settings).toBeVisible()
    // The close button says what it does in this dialog (not 'Menü schließen').
    await expect(settings.getByRole('button', { name: 'Schließen', exact: true })).toBeVisible()
    await settings.getByRole('switch', { name: 'Marketing' }).focus()
    await page.keyboard.press('Space')
    await expect(settings.getByRole('switch', { name: 'Marketing' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    await page.keyboard.press('Escape')
    await expect(settings).toBeHidden()
    // Closing without saving changes nothing: the banner is still there.
    await expect(banner).toBeVisible()
  })
})

// PERF-8: the page paints while its HTML still arrives; the banner, fixed to the bottom, shows
// only once it is whole, so it never grows upwards over the page (a layout shift).
test('the consent banner shows only once its HTML has arrived whole', async ({ page }) => {
  let cut = false
  await page.route('**/roll-up-displays', async (route) => {
    const response = await route.fetch()
    const html = await response.text()
    const end = html.lastIndexOf('<span data-consent-end')
    expect(end).toBeGreaterThan(0)
    // The document as a browser has it in the middle of the banner: the rest has not come yet.
    await route.fulfill({ response, body: cut ? html.slice(0, end) : html })
  })
  cut = true
  await page.goto('/roll-up-displays')
  await expect(page.getByTestId('consent-banner')).toBeAttached()
  await expect(page.getByTestId('consent-banner')).toBeHidden()
  cut = false
  await page.goto('/roll-up-displays')
  await expect(page.getByTestId('consent-banner')).toBeVisible()
})
