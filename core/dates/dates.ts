import type { Locale } from '../i18n/locale.ts'

/** The workshop is in Germany: its calendar, not the customer's or the server's, names the day. */
export const SHOP_TIME_ZONE = 'Europe/Berlin'

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
// An instant as JSON carries it (Date#toJSON); lenient parsing would read '01.12.2026' as 12 January.
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/

/**
 * A calendar day ('YYYY-MM-DD') as a Date at 12:00 UTC: adding whole days to noon never crosses
 * a date line, so daylight-saving changes cannot shift the day.
 */
export function parseIsoDate(isoDate: string): Date {
  const match = ISO_DATE.exec(isoDate)
  const date = match
    ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12))
    : new Date(Number.NaN)
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== isoDate) {
    throw new RangeError(`Not an ISO date (YYYY-MM-DD): ${isoDate}`)
  }
  return date
}

// en-GB is the English shop's date everywhere (day before month, as the German one).
const formats = new Map<string, Intl.DateTimeFormat>()

function formatOf(locale: Locale, timeZone: string, weekday: boolean): Intl.DateTimeFormat {
  const key = `${locale}/${timeZone}/${weekday}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
      timeZone,
      ...(weekday ? { weekday: 'short' } : {}),
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    })
    formats.set(key, format)
  }
  return format
}

/**
 * FMT-1: a date as every customer-facing text shows it (pages, printouts, mails): '30.11.2026' in
 * German, '30/11/2026' in English; with `weekday`, 'Mo., 30.11.2026' and 'Mon, 30/11/2026'.
 * A calendar day ('2026-11-30', e.g. a delivery date) is that day; an instant (a Date or an ISO
 * timestamp, e.g. when an order was placed) is the day it was in the shop's time zone, so the
 * server's HTML, the browser and the mails agree. Never shows an ISO date.
 */
export function formatDate(
  value: string | Date,
  locale: Locale,
  { weekday = false }: { weekday?: boolean } = {},
): string {
  if (typeof value === 'string' && ISO_DATE.test(value)) {
    return formatOf(locale, 'UTC', weekday).format(parseIsoDate(value))
  }
  const instant =
    typeof value !== 'string' ? value : new Date(ISO_TIMESTAMP.test(value) ? value : Number.NaN)
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a date: ${String(value)}`)
  return formatOf(locale, SHOP_TIME_ZONE, weekday).format(instant)
}

const timeFormats = new Map<Locale, Intl.DateTimeFormat>()

/**
 * FMT-1 with the time, for the back office (when a mail is tried again, when a step was taken):
 * '25.11.2026, 14:05' in German, '25/11/2026, 14:05' in English, in the shop's time zone.
 */
export function formatDateTime(value: string | Date, locale: Locale): string {
  const instant = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not an instant: ${String(value)}`)
  let format = timeFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
      timeZone: SHOP_TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    timeFormats.set(locale, format)
  }
  return format.format(instant)
}

/**
 * The instant a shop day ('2026-03-29') begins in the shop's time zone. Germany changes its
 * clocks at 01:00 UTC, after every German midnight, so the offset at 00:00 UTC of that day is
 * the one in force at its midnight.
 */
export function shopDayStart(isoDate: string): Date {
  parseIsoDate(isoDate)
  const offset = shopOffsetFormat
    .formatToParts(new Date(`${isoDate}T00:00:00Z`))
    .find((part) => part.type === 'timeZoneName')!
    .value.replace('GMT', '')
  return new Date(`${isoDate}T00:00:00${offset || '+00:00'}`)
}

// Made once: a formatter costs far more to make than to use (carts date every line).
const shopOffsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  timeZoneName: 'longOffset',
})
const shopDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The shop day ('YYYY-MM-DD') an instant falls on. */
export function shopDayOf(instant: Date): string {
  return shopDayFormat.format(instant)
}

const shortDayFormats = new Map<string, Intl.DateTimeFormat>()

/**
 * FAIR-TGT-5: the planner's days and moments as the line says them, without the year
 * (the planner never looks more than a year ahead): 'Di., 12.01.' and 'Di., 12.01., 14:00 Uhr'
 * in German, 'Tue, 12/01' and 'Tue, 12/01, 14:00' in English. A calendar day is that day; an
 * instant is read in the shop's time zone.
 */
export function formatShortDay(
  value: string | Date,
  locale: Locale,
  { time = false }: { time?: boolean } = {},
): string {
  const day = typeof value === 'string' && ISO_DATE.test(value)
  const instant = day ? parseIsoDate(value) : typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a date: ${String(value)}`)
  const timeZone = day ? 'UTC' : SHOP_TIME_ZONE
  const key = `${locale}/${timeZone}/${time}`
  let format = shortDayFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
      timeZone,
      weekday: 'short',
      day: '2-digit',
      month: '2-digit',
      ...(time ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    })
    shortDayFormats.set(key, format)
  }
  const text = format.format(instant)
  return locale === 'de' ? (time ? `${text} Uhr` : text) : text.replace(/^(\p{L}+)\s/u, '$1, ')
}
