import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'

/** Texts the API itself answers with, from the shared message catalogs. */
export function apiMessage(
  locale: Locale,
  key: 'invalidInput' | 'serverError' | 'notFound',
): string {
  return translate(locale, `api.${key}`)
}
