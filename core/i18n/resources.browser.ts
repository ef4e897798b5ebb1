import type { Locale } from './locale.ts'
import type { Messages } from './messages/en.ts'

// PERF-3: in the browser a language's messages arrive with its pages, in parts: the storefront's
// with every page (the pathless layout routes app/routes/layouts/messages-{de,en}.tsx), the back
// office's with its routes (layouts/back-office-{de,en}.tsx). Each route module registers its part
// here when it loads, so a page loads only its own language and area, preloaded like any route.

export type MessagePart = Partial<Messages>

export const resources: Partial<Record<Locale, { translation: MessagePart }>> = {}

/** Adds a part to its language's messages; says whether it was new. */
export function registerMessages(locale: Locale, part: MessagePart): boolean {
  const loaded = (resources[locale] ??= { translation: {} })
  const keys = Object.keys(part) as (keyof Messages)[]
  if (keys.every((key) => key in loaded.translation)) return false
  Object.assign(loaded.translation, part)
  return true
}
