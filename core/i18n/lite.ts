// PERF-3, decision 0062: what the browser runs of i18next. The catalogues, their keys and their
// format stay i18next's (the server and the tests use i18next itself); the browser only looks a
// message up, picks its plural form with the same Intl.PluralRules, its context variant, fills
// in {{values}} and $t(nested) messages. About 1 KB instead of i18next and react-i18next's 22 KB
// gzip. core/i18n/lite.test.ts holds every message of both languages against i18next.

type Tree = { [key: string]: string | Tree }
export type LiteOptions = Record<string, unknown> & {
  count?: number
  context?: unknown
  defaultValue?: unknown
}

export interface LiteI18n {
  language: string
  t(key: string | string[], options?: LiteOptions): string
  exists(key: string, options?: LiteOptions): boolean
  addResourceBundle(language: string, namespace: string, part: object): void
}

const NESTING = /\$t\(((?:[^()"']|"[^"]*"|'[^']*')*?)\)/g
const VARIABLE = /\{\{(.+?)\}\}/g

function lookUp(tree: Tree, key: string): string | Tree | undefined {
  if (key in tree) return tree[key]
  let node: string | Tree | undefined = tree
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return undefined
    node = node[part]
  }
  return node
}

function valueAt(options: Record<string, unknown>, path: string): unknown {
  if (path in options) return options[path]
  let value: unknown = options
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined
    value = (value as Record<string, unknown>)[part]
  }
  return value
}

export function createLiteI18n(
  language: string,
  resources: { translation: object } | undefined,
  onMissing: (key: string) => void,
): LiteI18n {
  const messages: Tree = (resources?.translation ?? {}) as Tree
  const plurals = new Intl.PluralRules(language)

  /** The most specific variant that exists: key, key_plural, key_context, key_context_plural. */
  function find(key: string, options: LiteOptions): string | Tree | undefined {
    const candidates = [key]
    const plural = typeof options.count === 'number' ? `_${plurals.select(options.count)}` : ''
    const context =
      (typeof options.context === 'string' || typeof options.context === 'number') &&
      options.context !== ''
        ? `_${options.context}`
        : ''
    if (plural) candidates.push(key + plural)
    if (context) candidates.push(key + context)
    if (context && plural) candidates.push(key + context + plural)
    for (const candidate of candidates.reverse()) {
      const found = lookUp(messages, candidate)
      if (found !== undefined) return found
    }
    return undefined
  }

  function fill(text: string, options: LiteOptions): string {
    const interpolated = text.replace(VARIABLE, (match, name: string) => {
      const value = valueAt(options, name.trim())
      return value === undefined || value === null ? match : String(value)
    })
    if (!interpolated.includes('$t(')) return interpolated
    return interpolated.replace(NESTING, (_match, inner: string) => {
      const { defaultValue: _dropped, ...inherited } = options
      return translate(inner.trim(), inherited) || ''
    })
  }

  function translate(key: string | string[], options: LiteOptions = {}): string {
    const keys = Array.isArray(key) ? key : [key]
    for (const candidate of keys) {
      const found = find(candidate, options)
      if (typeof found === 'string') return fill(found, options)
      if (found !== undefined)
        return `key '${candidate} (${language})' returned an object instead of string.`
    }
    const last = keys.at(-1) ?? ''
    onMissing(last)
    const fallback = options.defaultValue
    return typeof fallback === 'string' ? fill(fallback, options) : last
  }

  return {
    language,
    t: translate,
    exists: (key, options = {}) => find(key, options) !== undefined,
    addResourceBundle(_language, _namespace, part) {
      Object.assign(messages, part)
    },
  }
}
