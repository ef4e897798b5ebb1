import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { type Locale, localeFromPath, localizePath } from '#core/i18n/locale.ts'

/** The current language and a helper that turns a locale-less path into a link of it. */
export function useLocale(): { locale: Locale; href: (path: string) => string } {
  const { pathname } = useLocation()
  const locale = localeFromPath(pathname)
  return { locale, href: (path: string) => localizePath(path, locale) }
}

export { useTranslation }
