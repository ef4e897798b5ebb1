import type { Locale, Localized } from '../i18n/locale.ts'
import { formatEuroAmount } from '../money/money.ts'

// CONT-9 (decision 0036): the pages' and popups' texts name the shop's settings by placeholder
// — `{{free_shipping_threshold}}`, `{{order_cutoff}}`, `{{phone}}`, `{{email}}`,
// `{{opening_hours}}` — filled in when a page or popup is read, so a changed setting shows in
// every text at once. Staff see and keep the placeholders; an unknown one is refused on save.

export const PLACEHOLDERS = [
  'free_shipping_threshold',
  'order_cutoff',
  'phone',
  'email',
  'opening_hours',
] as const
export type PlaceholderName = (typeof PLACEHOLDERS)[number]

/** `{{ name }}`: two braces, a name, two braces (spaces inside allowed). */
const PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g

const isPlaceholder = (name: string): name is PlaceholderName =>
  (PLACEHOLDERS as readonly string[]).includes(name)

/** The placeholder as staff write it. */
export const placeholderText = (name: string) => `{{${name}}}`

/** The placeholders of a text that the shop does not know, as written (`{{telefon}}`), once each. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>()
  for (const [written, name] of text.matchAll(PATTERN))
    if (!isPlaceholder(name!)) unknown.add(written)
  return [...unknown]
}

/** The settings the placeholders name (server/modules/settings: ShopSettings). */
export interface PlaceholderSettings {
  freeShippingAboveCents: number
  orderCutoffHour: number
  phone: string
  email: string
  openingHours: Localized
}

/** The cut-off hour as a text reads it: "14:00 Uhr", "2 pm" (DLV-2). */
export function formatCutoffHour(hour: number, locale: Locale): string {
  if (locale === 'de') return `${String(hour).padStart(2, '0')}:00 Uhr`
  if (hour === 0 || hour === 24) return 'midnight'
  if (hour === 12) return '12 noon'
  return hour < 12 ? `${hour} am` : `${hour - 12} pm`
}

export function placeholderValues(
  settings: PlaceholderSettings,
  locale: Locale,
): Record<PlaceholderName, string> {
  return {
    // TOT-4, decision 0029: the same words as the shop's own texts ("500 EUR").
    free_shipping_threshold: formatEuroAmount(settings.freeShippingAboveCents, locale),
    order_cutoff: formatCutoffHour(settings.orderCutoffHour, locale),
    phone: settings.phone,
    email: settings.email,
    opening_hours: settings.openingHours[locale],
  }
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

const fill = (
  text: string,
  values: Record<PlaceholderName, string>,
  escape: (value: string) => string = escapeHtml,
) =>
  text.replace(PATTERN, (written, name: string) =>
    isPlaceholder(name) ? escape(values[name]) : written,
  )

/** A plain text (a page's description for search engines) with its placeholders filled in. */
export const fillTextPlaceholders = (text: string, values: Record<PlaceholderName, string>) =>
  fill(text, values, (value) => value)

/**
 * A cleaned HTML text with its placeholders filled in (the values escaped). A phone number in a
 * `tel:` link is written without its spaces, as dialling wants it; an unknown placeholder stays.
 */
export function fillPlaceholders(html: string, values: Record<PlaceholderName, string>): string {
  const dialled = { ...values, phone: values.phone.replace(/[^\d+]/g, '') }
  return fill(
    html.replace(
      /href="tel:([^"]*)"/g,
      (_, number: string) => `href="tel:${fill(number, dialled)}"`,
    ),
    values,
  )
}
