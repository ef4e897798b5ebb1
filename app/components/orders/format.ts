import type { Locale } from '#core/i18n/locale.ts'

// Dates of orders in the shop's time zone, so the server's HTML and the browser agree.
const formats = new Map<Locale, Intl.DateTimeFormat>()

/** '23.11.2026' (de-DE) or '23/11/2026' (en-GB). */
export function formatOrderDate(iso: string, locale: Locale): string {
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'Europe/Berlin',
    })
    formats.set(locale, format)
  }
  return format.format(new Date(iso))
}
