import i18next, { type i18n, type ParseKeys, type TOptions } from 'i18next'
import { type Locale, fallbackLocale } from './locale.ts'
import { type MessagePart, registerMessages as addPart, resources } from '#i18n/resources'

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
    // A key that the language's loaded parts do not hold shows as the key itself: say so loudly
    // (tests fail on it), e.g. a storefront component that reads a back-office message (PERF-3).
    // The other language is not in the browser at all: a schema built in English there (its
    // issues name their keys, text.ts) misses quietly.
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => {
      if (resources[locale]) console.error(`i18n: missing message ${key} (${locale})`)
    },
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

/**
 * PERF-3: a part of a language's messages that a route brings to the browser (on the server
 * every part is there from the start). A part loaded after the language's instance was made
 * joins it.
 */
export function registerMessages(locale: Locale, part: MessagePart): void {
  if (addPart(locale, part)) instances.get(locale)?.addResourceBundle(locale, 'translation', part)
}

/** A message outside React (API answers, mails): `translate('en', 'api.notFound')`. */
export type MessageKey = ParseKeys

export function translate(locale: Locale, key: MessageKey, options?: TOptions): string {
  return getI18n(locale).t(key, options ?? {}) as string
}
