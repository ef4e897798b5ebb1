import { describe, expect, it } from 'vitest'
import { checkPageSlugs, isProtectedPage, pageKeyFor, pagePath, pageSlug } from './pages.ts'

// CONT-5: the static pages' rules.

const pages = [
  { id: 1, slug: { de: 'impressum', en: 'imprint' } },
  { id: 2, slug: { de: 'team', en: 'team' } },
]

describe('pageSlug', () => {
  it('takes the typed slug, else the title’s', () => {
    expect(pageSlug('', 'Über uns & Partner')).toBe('ueber-uns-and-partner')
    expect(pageSlug(' Messe Service ', 'Titel')).toBe('messe-service')
  })
})

describe('checkPageSlugs', () => {
  it('accepts free slugs, the same in both languages too', () => {
    expect(checkPageSlugs(pages, { slug: { de: 'messen', en: 'messen' } })).toEqual({})
    expect(checkPageSlugs(pages, { id: 1, slug: { de: 'impressum', en: 'legal-notice' } })).toEqual(
      {},
    )
  })
  it('refuses bad, reserved and taken slugs, in either language', () => {
    expect(checkPageSlugs(pages, { slug: { de: '', en: 'download-centrum' } })).toEqual({
      slugDe: 'slugInvalid',
      slugEn: 'slugReserved',
    })
    // The storefront finds a page by either slug: another page's English slug is taken too.
    expect(checkPageSlugs(pages, { slug: { de: 'imprint', en: 'team' } })).toEqual({
      slugDe: 'slugTaken',
      slugEn: 'slugTaken',
    })
  })
})

describe('pageKeyFor', () => {
  it('is the German slug, numbered when that key exists', () => {
    expect(pageKeyFor('messen', ['imprint'])).toBe('messen')
    expect(pageKeyFor('messen', ['messen', 'messen-2'])).toBe('messen-3')
  })
})

describe('pages the shop links', () => {
  it('are the legal ones', () => {
    expect(['imprint', 'terms', 'privacy', 'withdrawal'].every(isProtectedPage)).toBe(true)
    expect(isProtectedPage('jobs')).toBe(false)
  })
  it('live at /pages/{slug} and /en/pages/{slug}', () => {
    expect(pagePath('impressum', 'de')).toBe('/pages/impressum')
    expect(pagePath('imprint', 'en')).toBe('/en/pages/imprint')
  })
})
