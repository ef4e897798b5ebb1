// SHOP-2: German is the default language without a URL prefix, English lives under /en.
export const locales = ['de', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'de'
/** SHOP-2: missing texts fall back to English. */
export const fallbackLocale: Locale = 'en'

/** A text stored in both languages. */
export type Localized = Record<Locale, string>

export function isLocale(value: unknown): value is Locale {
  return value === 'de' || value === 'en'
}

/** The text in the wanted language, else English, else German. */
export function pick(text: Partial<Localized> | null | undefined, locale: Locale): string {
  return text?.[locale] || text?.[fallbackLocale] || text?.de || ''
}

/** The locale a storefront path belongs to: '/en' and '/en/...' are English. */
export function localeFromPath(pathname: string): Locale {
  // '/en.data' is React Router's data request for the English home page (a revalidation).
  return pathname === '/en' || pathname === '/en.data' || pathname.startsWith('/en/') ? 'en' : 'de'
}

/** The path without its locale prefix: '/en/cart' -> '/cart', '/en' -> '/'. */
export function stripLocale(pathname: string): string {
  if (pathname === '/en') return '/'
  return pathname.startsWith('/en/') ? pathname.slice(3) : pathname
}

/** A locale-less path ('/cart') in the given locale ('/en/cart'). */
export function localizePath(pathname: string, locale: Locale): string {
  if (locale === defaultLocale) return pathname
  return pathname === '/' ? '/en' : `/en${pathname}`
}

/**
 * The preferred supported language of an Accept-Language header (q-values respected),
 * or undefined when it names none.
 */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale | undefined {
  if (!header) return undefined
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { lang: tag.toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1, index }
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return ranked.map((entry) => entry.lang).find(isLocale)
}
