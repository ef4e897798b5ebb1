import type { Locale } from './locale.ts'
import type { Messages } from './messages/en.ts'

// PERF-3: in the browser a language's catalog arrives with its pages — the pathless layout
// routes app/routes/layouts/messages-{de,en}.tsx import it and register it here — so a page
// loads only its own language's messages, preloaded like any route module.

export const resources: Partial<Record<Locale, { translation: Messages }>> = {}

export function registerMessages(locale: Locale, messages: Messages): void {
  resources[locale] ??= { translation: messages }
}
