import i18next, { type i18n } from 'i18next'
import type { Locale } from './locale.ts'

// Where Node runs (the server, mails, tests): i18next itself. The browser build takes
// engine.browser.ts instead (package.json "imports", decision 0062).

export function createEngine(
  locale: Locale,
  fallbackLocale: Locale,
  resources: Partial<Record<Locale, { translation: object }>>,
  onMissing: (key: string) => void,
): i18n {
  const instance = i18next.createInstance()
  void instance.init({
    lng: locale,
    fallbackLng: fallbackLocale,
    resources: { ...resources },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => onMissing(key),
  })
  return instance
}
