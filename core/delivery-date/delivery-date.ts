import { parseIsoDate, SHOP_TIME_ZONE } from '../dates/dates.ts'

const DAY_MS = 24 * 60 * 60 * 1000
// More non-working days in a row than any real calendar has means the holiday function is broken.
const MAX_DAYS_OFF_IN_A_ROW = 31

export type DeliveryDateInput = {
  orderedAt: Date
  productionDays: number
  productionDelayDays: number
  /** Orders placed at or after this hour (local time, 0 to 24) start production a day later. */
  cutoffHour: number
  /** Injected so that core stays free of the holiday library; see server/modules/calendar. */
  isHoliday: (isoDate: string) => boolean
  timeZone?: string
}

/**
 * The delivery date ('YYYY-MM-DD') for an order. The order day counts as day 0 if it is a working
 * day and the order came before the cut-off; otherwise day 0 is the next working day. The
 * production and delay days are then counted in working days (no weekends, no public holidays).
 */
export function deliveryDate(input: DeliveryDateInput): string {
  const { orderedAt, productionDays, productionDelayDays, cutoffHour, isHoliday } = input
  if (Number.isNaN(orderedAt.getTime())) throw new RangeError('orderedAt is not a valid date')
  assertDayCount('productionDays', productionDays)
  assertDayCount('productionDelayDays', productionDelayDays)
  if (!Number.isInteger(cutoffHour) || cutoffHour < 0 || cutoffHour > 24) {
    throw new RangeError(`cutoffHour must be a whole hour from 0 to 24: ${cutoffHour}`)
  }
  const local = wallClock(orderedAt, input.timeZone ?? SHOP_TIME_ZONE)
  let day = local.date
  if (!isWorkingDay(day, isHoliday) || local.hour >= cutoffHour) {
    day = nextWorkingDay(day, isHoliday)
  }
  for (let i = 0; i < productionDays + productionDelayDays; i++) {
    day = nextWorkingDay(day, isHoliday)
  }
  return day
}

export function isWorkingDay(isoDate: string, isHoliday: (isoDate: string) => boolean): boolean {
  const weekday = parseIsoDate(isoDate).getUTCDay()
  return weekday !== 0 && weekday !== 6 && !isHoliday(isoDate)
}

/** The calendar day ('YYYY-MM-DD') of an instant in a time zone. */
export function isoDateInTimeZone(at: Date, timeZone = SHOP_TIME_ZONE): string {
  return wallClock(at, timeZone).date
}

/** The ISO date `days` calendar days after `isoDate` (negative goes back). */
export function addDays(isoDate: string, days: number): string {
  return new Date(parseIsoDate(isoDate).getTime() + days * DAY_MS).toISOString().slice(0, 10)
}

function nextWorkingDay(isoDate: string, isHoliday: (isoDate: string) => boolean): string {
  let day = isoDate
  for (let i = 0; i < MAX_DAYS_OFF_IN_A_ROW; i++) {
    day = addDays(day, 1)
    if (isWorkingDay(day, isHoliday)) return day
  }
  throw new RangeError(`No working day within ${MAX_DAYS_OFF_IN_A_ROW} days after ${isoDate}`)
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>()

function wallClock(at: Date, timeZone: string): { date: string; hour: number } {
  let format = wallClockFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      // h23, so that midnight is hour 0 and not 24.
      hourCycle: 'h23',
    })
    wallClockFormats.set(timeZone, format)
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]))
  return {
    date: `${parts['year']}-${parts['month']}-${parts['day']}`,
    hour: Number(parts['hour']),
  }
}

function assertDayCount(name: string, days: number): void {
  if (!Number.isInteger(days) || days < 0) {
    throw new RangeError(`${name} must be a whole number of days >= 0: ${days}`)
  }
}
