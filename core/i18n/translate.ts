import type { i18n, ParseKeys, TOptions } from 'i18next'
import { createEngine } from '#i18n/engine'
import { type Locale, fallbackLocale } from './locale.ts'
import { type MessagePart, registerMessages as addPart, resources } from '#i18n/resources'

/**
 * One instance per language, created once: i18next on the server, its lite stand-in in the browser
 * (core/i18n/lite.ts, decision 0062), where only the loaded language's catalog is there (PERF-3).
 */
function createI18n(locale: Locale): i18n {
  // A key that the language's loaded parts do not hold shows as the key itself: say so loudly
  // (tests fail on it), e.g. a storefront component that reads a back-office message (PERF-3).
  // The other language is not in the browser at all: a schema built in English there (its
  // issues name their keys, text.ts) misses quietly.
  return createEngine(locale, fallbackLocale, { ...resources }, (key) => {
    if (resources[locale]) console.error(`i18n: missing message ${key} (${locale})`)
  })
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
