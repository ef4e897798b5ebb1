import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

// PERF-3, decision 0034: a catalogue page's first load carries no dialog code (Radix's dialog),
// no zod and no back-office messages; the dialog's code comes when
// a visitor is about to open one. The cart and the search carry no zod either (decision 0062).
// PERF-2, decision 0062: no module preload holds up the first paint.

async function scriptsOf(page: Page, action: () => Promise<unknown>) {
  const urls = new Set<string>()
  const listener = (request: { url(): string }) => {
    if (/\/assets\/.+\.js$/.test(request.url())) urls.add(request.url())
  }
  page.on('request', listener)
  await action()
  page.off('request', listener)
  return Promise.all(
    [...urls].map(async (url) => ({ url, code: await (await page.request.get(url)).text() })),
  )
}

// What each kind of code is recognised by in the built files (Radix names its dialog's parts;
// i18next's logger prefixes its warnings). The browser looks messages up without i18next
// (decision 0062).
const marks = {
  dialog: 'DialogPortal',
  zod: 'ZodType',
  backOffice: 'adminProducts',
  i18next: 'i18next:',
}

const pages = [
  '/',
  '/roll-up-displays',
  '/en/roll-up-displays/standard-roll-ups/roll-up-basic',
  '/search?q=roll-up',
  '/cart',
]

for (const path of pages) {
  test(`the first load of ${path} brings no dialog, zod, i18next or back-office code`, async ({
    page,
  }) => {
    const scripts = await scriptsOf(page, async () => {
      await page.goto(path)
      await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
    })
    expect(scripts.length).toBeGreaterThan(3)
    for (const [what, mark] of Object.entries(marks)) {
      const found = scripts.filter((script) => script.code.includes(mark)).map((s) => s.url)
      expect(found, `${what} code on ${path}`).toEqual([])
    }
  })
}

test('every module preload of a page loads at low priority, after what the first paint needs', async ({
  page,
}) => {
  for (const path of pages) {
    const html = await (await page.request.get(path)).text()
    const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)].map((m) => m[0])
    expect(preloads.length, path).toBeGreaterThan(3)
    expect(
      preloads.filter((tag) => !tag.includes('fetchpriority="low"')),
      `preloads that compete with the first paint on ${path}`,
    ).toEqual([])
  }
})

test('the login dialog’s code comes when the visitor is about to open it', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
  const codes: Promise<string>[] = []
  page.on('response', (response) => {
    if (/\/assets\/.+\.js$/.test(response.url())) codes.push(response.text())
  })
  await page.getByTestId('header-login').hover()
  await expect
    .poll(async () => (await Promise.all(codes)).some((code) => code.includes(marks.dialog)))
    .toBe(true)
  await page.getByTestId('header-login').click()
  await expect(page.getByTestId('login-dialog')).toBeVisible()
})
