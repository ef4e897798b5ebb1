import Holidays from 'date-holidays'
import { addDays, isoDateInTimeZone } from '#core/delivery-date/delivery-date.ts'

export type Holiday = { date: string; name: string }

export type HolidayCalendar = {
  isHoliday(isoDate: string): boolean
  /** Public holidays from fromIso to toIso, both included, in date order; names in German. */
  holidaysBetween(fromIso: string, toIso: string, locale?: 'de' | 'en'): Holiday[]
  /** Public holidays in the `days` days starting with the Berlin calendar day of `from`. */
  upcoming(days: number, from: Date, locale: 'de' | 'en'): Holiday[]
}

const GERMAN_STATES = Object.keys(new Holidays().getStates('DE') ?? {})

/**
 * The German public holidays of one federal state. Only type 'public' counts: days such as
 * 24 December or Rosenmontag are observances, on which the workshop works.
 */
export function createHolidayCalendar({ state }: { state: string }): HolidayCalendar {
  const stateCode = state.toUpperCase()
  // date-holidays silently falls back to the national holidays for an unknown state.
  if (!GERMAN_STATES.includes(stateCode)) {
    throw new RangeError(`Unknown German federal state: ${state}`)
  }
  const holidays = new Holidays('DE', stateCode, { types: ['public'] })
  const byYear = new Map<string, Map<string, string>>()

  // One lookup per year and language; the delivery-date count asks for the same days often.
  function holidaysOf(year: number, locale: 'de' | 'en'): Map<string, string> {
    const key = `${year}:${locale}`
    let days = byYear.get(key)
    if (!days) {
      days = new Map(
        holidays
          .getHolidays(year, locale)
          .filter((holiday) => holiday.type === 'public')
          // holiday.date is local to the state: 'YYYY-MM-DD 00:00:00'.
          .map((holiday) => [holiday.date.slice(0, 10), holiday.name]),
      )
      byYear.set(key, days)
    }
    return days
  }

  function between(fromIso: string, toIso: string, locale: 'de' | 'en'): Holiday[] {
    const found: Holiday[] = []
    for (let year = yearOf(fromIso); year <= yearOf(toIso); year++) {
      for (const [date, name] of holidaysOf(year, locale)) {
        if (date >= fromIso && date <= toIso) found.push({ date, name })
      }
    }
    return found.sort((a, b) => a.date.localeCompare(b.date))
  }

  return {
    isHoliday: (isoDate) => holidaysOf(yearOf(isoDate), 'de').has(isoDate),
    holidaysBetween: (fromIso, toIso, locale = 'de') => between(fromIso, toIso, locale),
    upcoming(days, from, locale) {
      if (days < 1) return []
      const today = isoDateInTimeZone(from)
      return between(today, addDays(today, days - 1), locale)
    },
  }
}

function yearOf(isoDate: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) throw new RangeError(`Not an ISO date: ${isoDate}`)
  return Number(isoDate.slice(0, 4))
}

/** One calendar per federal state, made when first asked for (the state is a setting, STAFF-11). */
export function holidayCalendars(): (state: string) => HolidayCalendar {
  const calendars = new Map<string, HolidayCalendar>()
  return (state) => {
    let calendar = calendars.get(state)
    if (!calendar) {
      calendar = createHolidayCalendar({ state })
      calendars.set(state, calendar)
    }
    return calendar
  }
}

// ACC-8 codes Switzerland 'SW'; date-holidays knows it as 'CH'.
const HOLIDAY_COUNTRY: Readonly<Record<string, string>> = { SW: 'CH' }
const KNOWN_COUNTRIES = new Set(Object.keys(new Holidays().getCountries() ?? {}))

/**
 * FAIR-PLAN-1 (decision 0051): the public holidays of a destination country, for the carrier's
 * transit days. Germany is the shop's own state's calendar (a superset of the national holidays);
 * elsewhere the nationwide holidays date-holidays knows (a canton's or a Land's own days are not
 * known without a region); a country it does not know has only weekends off.
 */
export function destinationHolidays(
  shopCalendar: (state: string) => HolidayCalendar,
): (countryCode: string, shopState: string) => (isoDate: string) => boolean {
  const byCountry = new Map<string, (isoDate: string) => boolean>()
  return (countryCode, shopState) => {
    const code = HOLIDAY_COUNTRY[countryCode.toUpperCase()] ?? countryCode.toUpperCase()
    if (code === 'DE') return shopCalendar(shopState).isHoliday
    let isHoliday = byCountry.get(code)
    if (!isHoliday) {
      isHoliday = KNOWN_COUNTRIES.has(code) ? nationwideHolidays(code) : () => false
      byCountry.set(code, isHoliday)
    }
    return isHoliday
  }
}

function nationwideHolidays(code: string): (isoDate: string) => boolean {
  const holidays = new Holidays(code, { types: ['public'] })
  const byYear = new Map<number, Set<string>>()
  return (isoDate) => {
    const year = yearOf(isoDate)
    let days = byYear.get(year)
    if (!days) {
      days = new Set(
        holidays
          .getHolidays(year)
          .filter((holiday) => holiday.type === 'public')
          .map((holiday) => holiday.date.slice(0, 10)),
      )
      byYear.set(year, days)
    }
    return days.has(isoDate)
  }
}
