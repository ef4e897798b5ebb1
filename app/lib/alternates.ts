import { useLocation, useMatches } from 'react-router'
import {
  type Locale,
  type Localized,
  localeFromPath,
  localizePath,
  stripLocale,
} from '#core/i18n/locale.ts'

/**
 * The same page in each language, as full paths ('/messewaende', '/en/exhibition-walls').
 * A route whose slugs differ by language returns `alternates` (locale-less paths) from its
 * loader; every other page simply swaps the /en prefix.
 */
export function useAlternates(): { locale: Locale; paths: Localized } {
  const location = useLocation()
  const matches = useMatches()
  const locale = localeFromPath(location.pathname)
  let localeless: Localized | undefined
  for (const match of [...matches].reverse()) {
    const data = match.loaderData as { alternates?: Localized } | undefined
    if (data?.alternates) {
      localeless = data.alternates
      break
    }
  }
  const base = stripLocale(location.pathname)
  const paths = localeless ?? { de: base, en: base }
  return { locale, paths: { de: localizePath(paths.de, 'de'), en: localizePath(paths.en, 'en') } }
}
