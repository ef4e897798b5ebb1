import { type Locale, localizePath } from '../i18n/locale.ts'
import { categorySlug } from './categories.ts'

// CONT-5, PAGE-13: the static pages as staff keep them. A page's address is /pages/{slug} in
// German and /en/pages/{slug} in English; the storefront finds a page by its slug in either
// language (and sends the other language's slug on to its own), so a slug is free only when no
// other page uses it in either language.

const SLUG_MAX = 80
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The server sends /pages/download-centrum elsewhere (ROUTE-3): a page there would be hidden. */
const RESERVED_SLUGS = new Set(['download-centrum'])

/**
 * The pages the shop links by their key, so they cannot be deleted and keep a link in the
 * footer: the checkout's minimal footer (PAGE-5) links imprint, terms and privacy through the
 * footer's links, the consent banner privacy, the payment step's consent terms and privacy; the
 * withdrawal policy belongs with them in the footer's legal section (decision 0030).
 */
export const PROTECTED_PAGE_KEYS: readonly string[] = ['imprint', 'terms', 'privacy', 'withdrawal']

export const isProtectedPage = (key: string) => PROTECTED_PAGE_KEYS.includes(key)

export type PageSlugField = 'slugDe' | 'slugEn'
export type PageSlugProblem = 'slugInvalid' | 'slugReserved' | 'slugTaken'

export interface PageSlugs {
  id: number
  slug: Record<Locale, string>
}

/** The slug a page gets: the one typed, else the title's, as a category's (ROUTE-2). */
export const pageSlug: (typed: string, title: string) => string = categorySlug

/**
 * Checks a new or changed page's slugs (`id` when it is an edit) against the other pages:
 * valid, not an address the server takes, and used by no other page in either language.
 */
export function checkPageSlugs(
  pages: readonly PageSlugs[],
  candidate: { id?: number; slug: Record<Locale, string> },
): Partial<Record<PageSlugField, PageSlugProblem>> {
  const problems: Partial<Record<PageSlugField, PageSlugProblem>> = {}
  const taken = new Set(
    pages
      .filter((page) => page.id !== candidate.id)
      .flatMap((page) => [page.slug.de, page.slug.en]),
  )
  for (const locale of ['de', 'en'] as const) {
    const field = locale === 'de' ? 'slugDe' : 'slugEn'
    const slug = candidate.slug[locale]
    if (!SLUG.test(slug) || slug.length > SLUG_MAX) problems[field] = 'slugInvalid'
    else if (RESERVED_SLUGS.has(slug)) problems[field] = 'slugReserved'
    else if (taken.has(slug)) problems[field] = 'slugTaken'
  }
  return problems
}

/** A new page's key: its German slug, numbered when another page has that key already. */
export function pageKeyFor(slugDe: string, keys: readonly string[]): string {
  const used = new Set(keys)
  if (!used.has(slugDe)) return slugDe
  let n = 2
  while (used.has(`${slugDe}-${n}`)) n++
  return `${slugDe}-${n}`
}

/** The storefront's path of a page in a language: '/en/pages/imprint'. */
export const pagePath = (slug: string, locale: Locale) => localizePath(`/pages/${slug}`, locale)
