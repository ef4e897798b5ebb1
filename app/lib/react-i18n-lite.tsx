import {
  cloneElement,
  createContext,
  type ReactElement,
  type ReactNode,
  useContext,
  useMemo,
} from 'react'
import type { i18n as I18n, TFunction } from 'i18next'

// PERF-3, decision 0062: the part of react-i18next the shop uses — a provider, useTranslation()
// and <Trans> with named components — in a few lines; vite.config.ts puts it in react-i18next's
// place on the server and in the browser alike (the same markup on both sides). The i18n instance
// is i18next on the server and core/i18n/lite.ts in the browser (core/i18n/translate.ts).

const I18nContext = createContext<I18n | null>(null)

export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>
}

export function useTranslation() {
  const i18n = useContext(I18nContext)
  if (!i18n) throw new Error('useTranslation outside of I18nextProvider')
  const t = useMemo(() => i18n.t.bind(i18n) as TFunction, [i18n])
  return { t, i18n, ready: true } as const
}

/** `<name>text</name>` in the message becomes the named component with the text inside. */
export function Trans({
  i18nKey,
  components = {},
  values,
}: {
  i18nKey: string
  components?: Record<string, ReactElement>
  values?: Record<string, unknown>
}) {
  const { t } = useTranslation()
  const text = (t as unknown as (key: string, options?: object) => string)(i18nKey, values)
  const parts: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(/<(\w+)>([\s\S]*?)<\/\1>/g)) {
    const component = components[match[1]!]
    if (!component) continue
    if (match.index > last) parts.push(text.slice(last, match.index))
    parts.push(cloneElement(component, { key: parts.length }, match[2]))
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push(text.slice(last))
  return <>{parts}</>
}
