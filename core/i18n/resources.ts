import type { Locale } from './locale.ts'
import { de } from './messages/de.ts'
import { en } from './messages/en.ts'
import type { Messages } from './messages/en.ts'

// The message catalogs where Node runs them (the server, mails, tests): both languages at once.
// The browser build takes resources.browser.ts instead (package.json "imports", PERF-3).

export type MessagePart = Partial<Messages>

export const resources: Partial<Record<Locale, { translation: MessagePart }>> = {
  de: { translation: de },
  en: { translation: en },
}

/** Every part is here already. */
export function registerMessages(_locale: Locale, _part: MessagePart): boolean {
  return false
}
