import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import {
  defaultLocale,
  isLocale,
  type Locale,
  localeFromPath,
  localizePath,
} from '#core/i18n/locale.ts'
import { formatEuroAmount } from '#core/money/money.ts'

/** The current language and a helper that turns a locale-less path into a link of it. */
export function useLocale(): { locale: Locale; href: (path: string) => string } {
  const { pathname } = useLocation()
  const locale = localeFromPath(pathname)
  return { locale, href: (path: string) => localizePath(path, locale) }
}

/**
 * An amount as the texts of the page's language write it: '500 EUR', '500,50 EUR' or
 * '500.50 EUR' (TOT-4's threshold, a setting: STAFF-11). Only formats what the server sent.
 */
export function useEuroAmount(): (cents: number) => string {
  const { i18n } = useTranslation()
  const locale = isLocale(i18n.language) ? i18n.language : defaultLocale
  return (cents) => formatEuroAmount(cents, locale)
}

export { useTranslation }
