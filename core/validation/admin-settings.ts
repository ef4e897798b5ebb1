import { checkVAT, countries as vatCountries } from 'jsvat'
import { z } from 'zod'
import type { Locale } from '#core/i18n/locale.ts'
import type { MessageKey } from '#core/i18n/translate.ts'
import { issueMessage } from './form-input.ts'
import { parseEuros } from '#core/money/money.ts'
import { mod97 } from './leitweg-id.ts'
import { checkbox } from './form-fields.ts'
import { text } from './text.ts'

// STAFF-11, STAFF-12: the rules of the shop's settings and its post methods, as the owner types
// them in the back office. One schema for the form's action and any other caller; every message
// in the member's language.

/** DLV-3: the German federal states whose public holidays a delivery date may skip. */
export const FEDERAL_STATES = [
  'BW',
  'BY',
  'BE',
  'BB',
  'HB',
  'HH',
  'HE',
  'MV',
  'NI',
  'NW',
  'RP',
  'SL',
  'SN',
  'ST',
  'SH',
  'TH',
] as const
export type FederalState = (typeof FEDERAL_STATES)[number]

/**
 * What the settings form sends: each field as text (the free-shipping threshold in euros), the
 * free-shipping countries as a list.
 */
export interface SettingsForm {
  shopName: string
  companyName: string
  phone: string
  email: string
  street: string
  postcode: string
  city: string
  openingHoursDe: string
  openingHoursEn: string
  tax: string
  productionDelay: string
  holidayState: string
  orderCutoffHour: string
  vatId: string
  bankName: string
  iban: string
  bic: string
  freeShippingAbove: string
  freeShippingCountries: string[]
}

export const SETTINGS_FIELDS = [
  'shopName',
  'companyName',
  'phone',
  'email',
  'street',
  'postcode',
  'city',
  'openingHoursDe',
  'openingHoursEn',
  'tax',
  'productionDelay',
  'holidayState',
  'orderCutoffHour',
  'vatId',
  'bankName',
  'iban',
  'bic',
  'freeShippingAbove',
  'freeShippingCountries',
] as const satisfies readonly (keyof SettingsForm)[]

/**
 * The settings as the form shows them (tax and the free-shipping threshold with a decimal comma
 * in German).
 */
export function settingsFormOf(
  settings: {
    shopName: string
    companyName: string
    phone: string
    email: string
    street: string
    postcode: string
    city: string
    openingHours: { de: string; en: string }
    tax: number
    productionDelay: number
    holidayState: string
    orderCutoffHour: number
    vatId: string
    bankName: string
    iban: string
    bic: string
    freeShippingAboveCents: number
    freeShippingCountries: string[]
  },
  locale: Locale,
): SettingsForm {
  return {
    shopName: settings.shopName,
    companyName: settings.companyName,
    phone: settings.phone,
    email: settings.email,
    street: settings.street,
    postcode: settings.postcode,
    city: settings.city,
    openingHoursDe: settings.openingHours.de,
    openingHoursEn: settings.openingHours.en,
    tax: locale === 'de' ? String(settings.tax).replace('.', ',') : String(settings.tax),
    productionDelay: String(settings.productionDelay),
    holidayState: settings.holidayState,
    orderCutoffHour: String(settings.orderCutoffHour),
    vatId: settings.vatId,
    bankName: settings.bankName,
    iban: settings.iban,
    bic: settings.bic,
    freeShippingAbove: eurosField(settings.freeShippingAboveCents, locale),
    freeShippingCountries: [...settings.freeShippingCountries],
  }
}

/** Cents as a euro field shows them: '500', '500,50' (German) or '500.50' (English). */
export function eurosField(cents: number, locale: Locale): string {
  if (cents % 100 === 0) return String(cents / 100)
  const text = (cents / 100).toFixed(2)
  return locale === 'de' ? text.replace('.', ',') : text
}

/** TOT-4, STAFF-11: the highest free-shipping threshold the owner may set, 100 000 EUR. */
export const MAX_FREE_SHIPPING_ABOVE_CENTS = 10_000_000

/**
 * A free-shipping threshold typed in euros ('500', '500,00', '500.50') in cents, 0 to 100 000
 * EUR; null for a negative value, anything else that is not one amount, or more.
 */
export function parseFreeShippingAbove(value: string): number | null {
  const cents = parseEuros(value)
  return cents !== null && cents <= MAX_FREE_SHIPPING_ABOVE_CENTS ? cents : null
}

/** An IBAN as it is compared and checked: no spaces, upper case. */
export function compactIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase()
}

/** An IBAN as it is stored and printed: groups of four ('DE02 1203 0000 0000 2020 51'). */
export function formatIban(value: string): string {
  return compactIban(value).replace(/(.{4})(?=.)/g, '$1 ')
}

/**
 * ISO 13616: two letters, two check digits, up to 30 letters or digits; the check digits make
 * the number (country and check digits moved to the end, A=10 … Z=35) ≡ 1 mod 97. A German IBAN
 * has 22 characters.
 */
export function isIban(value: string): boolean {
  const iban = compactIban(value)
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false
  if (iban.startsWith('DE') && iban.length !== 22) return false
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1
}

const BIC = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/
const PHONE = /^[0-9 +\-/()]{5,30}$/
const germanVat = vatCountries.filter((country) => country.codes[0] === 'DE')

/** A German VAT id: DE and 9 digits whose check digit is right (jsvat, as at checkout). */
export function isGermanVatId(value: string): boolean {
  return /^DE\d{9}$/.test(value) && checkVAT(value, germanVat).isValid
}

/** A tax percent typed '19', '7,5' or '7.5': 0 to 30 with at most two decimals; else null. */
export function parsePercent(value: string): number | null {
  const match = /^(\d{1,2})(?:[.,](\d{1,2}))?$/.exec(value.trim())
  if (!match) return null
  const percent = Number(`${match[1]}.${match[2] ?? '0'}`)
  return percent <= 30 ? percent : null
}

// Decision 0039: the messages are keys, translated at the edge (`issuesByField`).
function line(min: number, max: number, key: MessageKey) {
  const error = { error: key }
  return text(error).trim().min(min, error).max(max, error)
}

/**
 * STAFF-11: the settings form's fields, each refused with its own message. `countryCodes` are
 * the codes a free-shipping country may have (the countries table's).
 */
export function shopSettingsSchema(countryCodes: readonly string[]) {
  return shopSettingsFields(countryCodes).transform(
    ({ openingHoursDe, openingHoursEn, freeShippingAbove, ...rest }) => ({
      ...rest,
      openingHours: { de: openingHoursDe, en: openingHoursEn },
      freeShippingAboveCents: freeShippingAbove,
    }),
  )
}

/** The fields of the settings form, each with its rule (the service judges the typed ones). */
export function shopSettingsFields(countryCodes: readonly string[]) {
  const message = (key: string) => `shopSettings.errors.${key}` as MessageKey
  const known = new Set(countryCodes)
  return z.object({
    shopName: line(1, 120, 'shopSettings.errors.shopName'),
    companyName: line(1, 120, 'shopSettings.errors.companyName'),
    phone: line(5, 30, 'shopSettings.errors.phone').regex(PHONE, {
      error: message('phone'),
    }),
    email: text({ error: message('email') })
      .trim()
      .pipe(z.email({ error: message('email') }).max(200, { error: message('email') })),
    street: line(1, 120, 'shopSettings.errors.street'),
    postcode: line(4, 10, 'shopSettings.errors.postcode'),
    city: line(1, 120, 'shopSettings.errors.city'),
    openingHoursDe: line(1, 120, 'shopSettings.errors.openingHours'),
    openingHoursEn: line(1, 120, 'shopSettings.errors.openingHours'),
    tax: text({ error: message('tax') }).transform((value, ctx) => {
      const percent = parsePercent(value)
      if (percent === null) {
        ctx.addIssue({ code: 'custom', message: message('tax') })
        return z.NEVER
      }
      return percent
    }),
    productionDelay: text({ error: message('productionDelay') })
      .trim()
      .regex(/^\d{1,2}$/, { error: message('productionDelay') })
      .transform(Number)
      .refine((days) => days <= 30, { error: message('productionDelay') }),
    holidayState: z.enum(FEDERAL_STATES, { error: message('holidayState') }),
    orderCutoffHour: text({ error: message('orderCutoffHour') })
      .trim()
      .regex(/^\d{1,2}$/, { error: message('orderCutoffHour') })
      .transform(Number)
      .refine((hour) => hour <= 24, { error: message('orderCutoffHour') }),
    vatId: text({ error: message('vatId') })
      .transform((value) => value.replace(/\s+/g, '').toUpperCase())
      .refine((value) => value === '' || isGermanVatId(value), { error: message('vatId') }),
    bankName: line(1, 80, 'shopSettings.errors.bankName'),
    iban: text({ error: message('iban') }).transform((value, ctx) => {
      const iban = compactIban(value)
      if (!isIban(iban)) {
        const german = iban.startsWith('DE') && iban.length !== 22 && /^DE\d{2}/.test(iban)
        ctx.addIssue({ code: 'custom', message: message(german ? 'ibanGerman' : 'iban') })
        return z.NEVER
      }
      return formatIban(iban)
    }),
    bic: text({ error: message('bic') })
      .transform((value) => value.replace(/\s+/g, '').toUpperCase())
      .pipe(z.string().regex(BIC, { error: message('bic') })),
    freeShippingAbove: text({ error: message('freeShippingAbove') }).transform((value, ctx) => {
      const cents = parseFreeShippingAbove(value)
      if (cents === null) {
        ctx.addIssue({ code: 'custom', message: message('freeShippingAbove') })
        return z.NEVER
      }
      return cents
    }),
    freeShippingCountries: z
      .array(z.string(), { error: message('countries') })
      .max(100, { error: message('countries') })
      .default([])
      .refine((codes) => codes.every((code) => known.has(code)), {
        error: message('countries'),
      })
      .transform((codes) => [...new Set(codes)].sort()),
  })
}

export type ParsedShopSettings = z.output<ReturnType<typeof shopSettingsSchema>>

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])$/

/**
 * A price in euros as staff type it ('9,90', '9.90'), in cents; a minus sign is its own message
 * ('Der Preis darf nicht negativ sein.').
 */
const PRICE_INVALID = 'shopSettings.methods.priceInvalid' satisfies MessageKey
const priceField = text({ error: PRICE_INVALID })
  .trim()
  .transform((value, ctx) => {
    if (/^-/.test(value)) {
      ctx.addIssue({ code: 'custom', message: 'shopSettings.methods.priceNegative' })
      return z.NEVER
    }
    const cents = parseEuros(value)
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: PRICE_INVALID })
      return z.NEVER
    }
    return cents
  })

/** FAIR-PLAN-1: working days in transit, 0 to 60 (the table's check). */
const TRANSIT_INVALID = { error: 'adminTransit.transitInvalid' satisfies MessageKey }
const transitField = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  text(TRANSIT_INVALID)
    .trim()
    .regex(/^\d{1,2}$/, TRANSIT_INVALID)
    .transform(Number)
    .refine((days) => days <= 60, TRANSIT_INVALID),
)

/**
 * STAFF-12, FAIR-PLAN-1: a post method's names, price, transit working days and whether it
 * delivers on a fixed day, as the editor changes them.
 */
export const postMethodSchema = z
  .object({
    textDe: line(1, 120, 'shopSettings.methods.textInvalid'),
    textEn: line(1, 120, 'shopSettings.methods.textInvalid'),
    price: priceField,
    transitDays: transitField,
    dateDefinite: checkbox,
  })
  .transform(({ textDe, textEn, price, transitDays, dateDefinite }) => ({
    text: { de: textDe, en: textEn },
    priceCents: price,
    transitDays,
    dateDefinite,
  }))

/** STAFF-12: a new post method: its key (a slug, unique per country), names and price. */
const VALUE_INVALID = { error: 'shopSettings.methods.valueInvalid' satisfies MessageKey }
export const newPostMethodSchema = z
  .object({
    value: text(VALUE_INVALID).trim().toLowerCase().pipe(z.string().regex(SLUG, VALUE_INVALID)),
    textDe: line(1, 120, 'shopSettings.methods.textInvalid'),
    textEn: line(1, 120, 'shopSettings.methods.textInvalid'),
    price: priceField,
    transitDays: transitField,
    dateDefinite: checkbox,
  })
  .transform(({ value, textDe, textEn, price, transitDays, dateDefinite }) => ({
    value,
    text: { de: textDe, en: textEn },
    priceCents: price,
    transitDays,
    dateDefinite,
  }))

/**
 * A schema's issues as field messages in `locale` (`{ field: [message] }`), the first path part
 * the key.
 */
export function issuesByField(error: z.ZodError, locale: Locale): Record<string, string[]> {
  const fields: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form')
    const message = issueMessage(issue, locale)
    if (!fields[key]?.includes(message)) fields[key] = [...(fields[key] ?? []), message]
  }
  return fields
}
