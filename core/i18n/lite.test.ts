import { describe, expect, it } from 'vitest'
import { createEngine } from './engine.ts'
import { createLiteI18n, type LiteI18n } from './lite.ts'
import { de } from './messages/de.ts'
import { en } from './messages/en.ts'

// Decision 0062: the browser's lookup (lite.ts) says what i18next says on the server, for every
// message of both languages: each plural form, each context, {{values}} and $t(nested) messages.
// A difference would be a hydration mismatch.

type Tree = { [key: string]: string | Tree }
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : leaves(value, `${prefix}${key}.`),
  )
}

const catalogues = { de, en } as const

for (const [locale, messages] of Object.entries(catalogues)) {
  describe(`${locale}: the browser's lookup matches i18next`, () => {
    const resources = { de: { translation: de }, en: { translation: en } }
    // i18next, called with any key (its typed keys are the catalogues' own).
    const full = createEngine(
      locale as 'de' | 'en',
      'de',
      resources,
      () => {},
    ) as unknown as LiteI18n
    const lite = createLiteI18n(locale, { translation: messages }, () => {})
    const all = leaves(messages as unknown as Tree)

    it('for every message, with its values, counts and contexts', () => {
      const keys = new Set<string>()
      const contexts = new Map<string, Set<string>>()
      for (const [key] of all) {
        const base = key.replace(/_(one|other|zero|two|few|many)$/, '')
        keys.add(base)
        const context = /^(.*)_([A-Za-z0-9]+)$/.exec(base)
        if (context) {
          keys.add(context[1]!)
          contexts.set(context[1]!, (contexts.get(context[1]!) ?? new Set()).add(context[2]!))
        }
      }
      const values: Record<string, unknown> = {}
      for (const [, text] of all) {
        for (const match of text.matchAll(/\{\{(.+?)\}\}/g))
          values[match[1]!.trim()] = `«${match[1]}»`
      }
      let compared = 0
      for (const key of keys) {
        for (const count of [undefined, 0, 1, 2, 5]) {
          for (const context of [undefined, ...(contexts.get(key) ?? [])]) {
            const options = { ...values, count, context }
            if (count === undefined) delete options.count
            if (!full.exists(key, options)) continue
            const expected = full.t(key, options)
            if (typeof expected !== 'string') continue
            expect(lite.t(key, options), `${key} ${JSON.stringify({ count, context })}`).toBe(
              expected,
            )
            compared++
          }
        }
      }
      expect(compared).toBeGreaterThan(all.length)
    })

    it('a missing message: its key or its default value, and the missing handler hears of it', () => {
      const missed: string[] = []
      const quiet = createLiteI18n(locale, { translation: messages }, (key) => missed.push(key))
      expect(quiet.t('no.such.key')).toBe(full.t('no.such.key'))
      expect(quiet.t('no.such.key', { defaultValue: 'A {{x}}', x: 1 })).toBe(
        full.t('no.such.key', { defaultValue: 'A {{x}}', x: 1 }),
      )
      expect(missed).toEqual(['no.such.key', 'no.such.key'])
      expect(quiet.t('other.key', { x: 1 }) && quiet.exists('other.key')).toBe(false)
    })
  })
}
