import i18next, { type i18n, type ParseKeys, type TOptions } from 'i18next'
import { type Locale, fallbackLocale } from './locale.ts'
import { registerMessages, resources } from '#i18n/resources'

export { registerMessages }

/**
 * One i18next instance per language, created once; shared by the server and the browser (where
 * only the loaded language's catalog is there, PERF-3).
 */
function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance()
  void instance.init({
    lng: locale,
    fallbackLng: fallbackLocale,
    resources: { ...resources },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  return instance
}

const instances = new Map<Locale, i18n>()

export function getI18n(locale: Locale): i18n {
  let instance = instances.get(locale)
  if (!instance) {
    instance = createI18n(locale)
    instances.set(locale, instance)
  }
  // A catalog loaded after the instance was made (the browser) joins it.
  const loaded = resources[locale]
  if (loaded && !instance.hasResourceBundle(locale, 'translation')) {
    instance.addResourceBundle(locale, 'translation', loaded.translation)
  }
  return instance
}

/** A message outside React (API answers, mails): `translate('en', 'api.notFound')`. */
export type MessageKey = ParseKeys

export function translate(locale: Locale, key: MessageKey, options?: TOptions): string {
  return getI18n(locale).t(key, options ?? {}) as string
}
