import type { Page } from '@playwright/test'
import { open } from './helpers.ts'

// What the accessibility specs (accessibility*.spec.ts) share: a run's suffix, a page's twin in
// the other language, and declining the cookies.

export const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`
/** The other-language twin of the open page, from its hreflang link. */
export async function twin(page: Page, locale: 'de' | 'en') {
  const href = await page.locator(`link[rel=alternate][hreflang=${locale}]`).getAttribute('href')
  return new URL(href!).pathname
}

/** Opens a page and answers it, for `twin`. */
export async function openAt(page: Page, path: string) {
  await open(page, path)
  return page
}

/** German path and its English twin of a page found through the German shop. */
export async function bothLanguages(page: Page, path: string) {
  await open(page, path)
  return { de: path, en: await twin(page, 'en') }
}

export async function declineCookies(page: Page) {
  await page
    .getByTestId('consent-banner')
    .getByRole('button', { name: /ablehnen|reject/i })
    .click()
}
