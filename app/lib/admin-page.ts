import type { MetaDescriptor } from 'react-router'
import type { Locale } from '#core/i18n/locale.ts'
import { type MessageKey, translate } from '#core/i18n/translate.ts'
import { pageTitle, shopNameFrom } from './meta.ts'

// What every back-office page says about itself (decision 0019): a title in the member's
// language, never indexed, never kept by a browser cache or a CDN.

export function adminMeta(
  matches: Parameters<typeof shopNameFrom>[0],
  locale: Locale | undefined,
  key: MessageKey,
  values?: Record<string, string | number>,
): MetaDescriptor[] {
  return [
    { title: pageTitle(translate(locale ?? 'de', key, values), shopNameFrom(matches)) },
    { name: 'robots', content: 'noindex' },
  ]
}

/**
 * A back-office page's headers: never cached, and a refused action's `Retry-After` (a used-up
 * limit, STAFF-2) passed on, which a route's own headers would otherwise replace.
 */
export function adminHeaders({
  actionHeaders,
  errorHeaders,
}: {
  actionHeaders?: Headers
  errorHeaders?: Headers
} = {}): Headers {
  const headers = new Headers({ 'Cache-Control': 'private, no-store' })
  const retryAfter = actionHeaders?.get('retry-after') ?? errorHeaders?.get('retry-after')
  if (retryAfter) headers.set('Retry-After', retryAfter)
  return headers
}
