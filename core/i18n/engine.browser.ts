import type { i18n } from 'i18next'
import { createLiteI18n } from './lite.ts'
import type { Locale } from './locale.ts'

// PERF-3, decision 0062: in the browser a page holds one language's messages, looked up by
// core/i18n/lite.ts instead of i18next (the same catalogues, format and plural rules). It offers
// what the shop calls — t, exists, language, addResourceBundle — and nothing else of i18n.

export function createEngine(
  locale: Locale,
  _fallbackLocale: Locale,
  resources: Partial<Record<Locale, { translation: object }>>,
  onMissing: (key: string) => void,
): i18n {
  return createLiteI18n(locale, resources[locale], onMissing) as unknown as i18n
}
