import i18next, { type i18n, type ParseKeys, type TOptions } from 'i18next'
import { type Locale, fallbackLocale } from './locale.ts'
import { de } from './messages/de.ts'
import { en } from './messages/en.ts'

export const resources = { de: { translation: de }, en: { translation: en } } as const

/** One i18next instance per language, created once; shared by the server and the browser. */
function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance()
  void instance.init({
    lng: locale,
    fallbackLng: fallbackLocale,
    resources,
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
  return instance
}

/** A message outside React (API answers, mails): `translate('en', 'api.notFound')`. */
export type MessageKey = ParseKeys

export function translate(locale: Locale, key: MessageKey, options?: TOptions): string {
  return getI18n(locale).t(key, options ?? {}) as string
}
