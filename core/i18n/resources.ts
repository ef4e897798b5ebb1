import type { Locale } from './locale.ts'
import { de } from './messages/de.ts'
import { en } from './messages/en.ts'
import type { Messages } from './messages/en.ts'

// The message catalogs where Node runs them (the server, mails, tests): both languages at once.
// The browser build takes resources.browser.ts instead (package.json "imports", PERF-3).

export const resources: Partial<Record<Locale, { translation: Messages }>> = {
  de: { translation: de },
  en: { translation: en },
}

/** Both catalogs are here already. */
export function registerMessages(_locale: Locale, _messages: Messages): void {}
