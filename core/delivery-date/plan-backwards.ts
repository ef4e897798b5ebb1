import { SHOP_TIME_ZONE } from '../dates/dates.ts'
import { addDays, deliveryDate, isoDateInTimeZone, isWorkingDay } from './delivery-date.ts'

// FAIR-PLAN-2..6 (decision 0051): planning backwards from the day goods must be there. The
// forward count (DLV-1..3, `deliveryDate`) gives the day an order ships; the carrier's transit
// working days at the destination (FAIR-PLAN-1) give the day it arrives. This module inverts
// both, so that `arrivalDate(latestOrderAt - 1 ms) <= target < arrivalDate(latestOrderAt)`.

type IsHoliday = (isoDate: string) => boolean

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
// A production time plus delay, transit and holidays never spans this many calendar days; a
// search that gets this far has a broken holiday function.
const MAX_SEARCH_DAYS = 400

export type PlanTargetProblem = 'invalid' | 'past' | 'too_far'

/** FAIR-PLAN-3: a target the planner refuses; the API answers 422 with a message per reason. */
export class PlanTargetError extends Error {
  readonly reason: PlanTargetProblem
  constructor(reason: PlanTargetProblem, target: string) {
    super(`Planning target refused (${reason}): ${target}`)
    this.name = 'PlanTargetError'
    this.reason = reason
  }
}

export type ArrivalInput = {
  orderedAt: Date
  productionDays: number
  productionDelayDays: number
  cutoffHour: number
  /** The shop's holidays (DLV-3): production counts the workshop's working days. */
  shopIsHoliday: IsHoliday
  /** The destination's holidays: transit counts the carrier's working days there. */
  destinationIsHoliday: IsHoliday
  transitDays: number
  timeZone?: string
}

/** The day an order placed at `orderedAt` arrives: the forward count plus transit. */
export function arrivalDate(input: ArrivalInput): string {
  const shipsOn = deliveryDate({
    orderedAt: input.orderedAt,
    productionDays: input.productionDays,
    productionDelayDays: input.productionDelayDays,
    cutoffHour: input.cutoffHour,
    isHoliday: input.shopIsHoliday,
    ...(input.timeZone ? { timeZone: input.timeZone } : {}),
  })
  return arrivalAfterShipping(shipsOn, input.transitDays, input.destinationIsHoliday)
}

/**
 * FAIR-PLAN-1: a parcel handed to the carrier on `shipsOn` arrives `transitDays` working days
 * of the destination later (0: the same day, e.g. collection).
 */
export function arrivalAfterShipping(
  shipsOn: string,
  transitDays: number,
  destinationIsHoliday: IsHoliday,
): string {
  assertDayCount('transitDays', transitDays)
  let day = shipsOn
  for (let i = 0; i < transitDays; i++) day = stepWorkingDay(day, 1, destinationIsHoliday)
  return day
}

export type PlanInput<T> = {
  /** The day the goods must be there ('YYYY-MM-DD'). */
  target: string
  now: Date
  productionTimes: readonly T[]
  productionDelayDays: number
  cutoffHour: number
  shopIsHoliday: IsHoliday
  destinationIsHoliday: IsHoliday
  transitDays: number
  timeZone?: string
}

export type PlannedProductionTime<T> = T & {
  /** Orders placed before this instant arrive by the target (the cut-off hour on that day). */
  latestOrderAt: Date
  /** Print data approved before this instant (production starts at approval, PRE-11). */
  latestApprovalAt: Date
  shipsOn: string
  arrivesOn: string
  /** Whether an order placed now still arrives by the target. */
  fits: boolean
}

/**
 * FAIR-PLAN-2..6: for each production time, the latest moments to order and to approve the
 * print data, the day it ships and the day it arrives for `target`, and whether it fits now.
 * A target before today (shop time) or more than a year ahead throws PlanTargetError.
 */
export function planBackwards<T extends { workingDays: number }>(
  input: PlanInput<T>,
): PlannedProductionTime<T>[] {
  const timeZone = input.timeZone ?? SHOP_TIME_ZONE
  assertPlanTarget(input.target, input.now, timeZone)
  assertDayCount('productionDelayDays', input.productionDelayDays)
  assertDayCount('transitDays', input.transitDays)
  if (!Number.isInteger(input.cutoffHour) || input.cutoffHour < 0 || input.cutoffHour > 24) {
    throw new RangeError(`cutoffHour must be a whole hour from 0 to 24: ${input.cutoffHour}`)
  }
  const shipsOn = latestShippingDay(input)
  const arrivesOn = arrivalAfterShipping(shipsOn, input.transitDays, input.destinationIsHoliday)
  return input.productionTimes.map((time) => {
    assertDayCount('workingDays', time.workingDays)
    // FAIR-PLAN-4: production (and with it the count of its days) starts at the approval; the
    // production delay (DLV-1) is the time between an order and its approval.
    const approvalDay = stepWorkingDays(shipsOn, -time.workingDays, input.shopIsHoliday)
    const orderDay = stepWorkingDays(approvalDay, -input.productionDelayDays, input.shopIsHoliday)
    const latestOrderAt = startOfHour(orderDay, input.cutoffHour, timeZone)
    return {
      ...time,
      latestOrderAt,
      latestApprovalAt: startOfHour(approvalDay, input.cutoffHour, timeZone),
      shipsOn,
      arrivesOn,
      fits: input.now.getTime() < latestOrderAt.getTime(),
    }
  })
}

/** FAIR-PLAN-3: a target must be a real day from today (shop time) to a year from today. */
export function assertPlanTarget(target: string, now: Date, timeZone = SHOP_TIME_ZONE): void {
  // '2027-13-01' parses to no date at all, '2027-02-30' to 2 March: both are no day.
  const noon = ISO_DATE.test(target) ? Date.parse(`${target}T12:00:00Z`) : Number.NaN
  if (Number.isNaN(noon) || new Date(noon).toISOString().slice(0, 10) !== target) {
    throw new PlanTargetError('invalid', target)
  }
  const today = isoDateInTimeZone(now, timeZone)
  if (target < today) throw new PlanTargetError('past', target)
  // ISO dates compare as strings; 29 February plus a year is past 28 February, as it should be.
  const inAYear = `${String(Number(today.slice(0, 4)) + 1).padStart(4, '0')}${today.slice(4)}`
  if (target > inAYear) throw new PlanTargetError('too_far', target)
}

/**
 * FAIR-PLAN-3: the latest working day of the workshop whose parcel arrives by the target. A
 * target on a day off at the destination is met by arriving on a working day before it.
 */
function latestShippingDay(input: PlanInput<unknown>): string {
  let day = input.target
  for (let i = 0; i < MAX_SEARCH_DAYS; i++) {
    if (
      isWorkingDay(day, input.shopIsHoliday) &&
      arrivalAfterShipping(day, input.transitDays, input.destinationIsHoliday) <= input.target
    ) {
      return day
    }
    day = addDays(day, -1)
  }
  throw new RangeError(`No shipping day within ${MAX_SEARCH_DAYS} days before ${input.target}`)
}

/** `count` working days after (positive) or before (negative) `isoDate`. */
function stepWorkingDays(isoDate: string, count: number, isHoliday: IsHoliday): string {
  let day = isoDate
  for (let i = 0; i < Math.abs(count); i++) day = stepWorkingDay(day, Math.sign(count), isHoliday)
  return day
}

function stepWorkingDay(isoDate: string, direction: number, isHoliday: IsHoliday): string {
  let day = isoDate
  for (let i = 0; i < MAX_SEARCH_DAYS; i++) {
    day = addDays(day, direction)
    if (isWorkingDay(day, isHoliday)) return day
  }
  throw new RangeError(`No working day within ${MAX_SEARCH_DAYS} days of ${isoDate}`)
}

const partFormats = new Map<string, Intl.DateTimeFormat>()

/** The local wall clock of an instant in `timeZone`, as two-digit parts. */
function localParts(at: number, timeZone: string): Record<string, string> {
  let format = partFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      // h23, so that midnight is hour 0 and not 24.
      hourCycle: 'h23',
    })
    partFormats.set(timeZone, format)
  }
  return Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]))
}

/** The local day and hour of an instant, as a sortable 'YYYY-MM-DD HH'. */
function localDayHour(at: number, timeZone: string): string {
  const p = localParts(at, timeZone)
  return `${p['year']}-${p['month']}-${p['day']} ${p['hour']}`
}

const MINUTE = 60_000

/**
 * The first instant whose local clock in `timeZone` shows `hour` or later on `isoDate` (hour 24:
 * the next day's midnight) — the moment `deliveryDate`'s cut-off rule starts counting the next
 * day. On the spring-forward night a missing hour starts when the clock jumps past it. The
 * local (day, hour) never falls back across a whole hour, so a binary search over minutes works.
 */
export function startOfHour(isoDate: string, hour: number, timeZone = SHOP_TIME_ZONE): Date {
  const day = hour === 24 ? addDays(isoDate, 1) : isoDate
  const wanted = `${day} ${String(hour % 24).padStart(2, '0')}`
  const wallAsUtc = Date.parse(`${day}T00:00:00Z`) + (hour % 24) * 60 * MINUTE
  // Usually the offset at the wall time read as UTC is the offset at the answer: check that the
  // minute before it is still earlier, else search.
  const guess = wallAsUtc - localOffset(wallAsUtc, timeZone)
  if (localDayHour(guess, timeZone) >= wanted && localDayHour(guess - MINUTE, timeZone) < wanted) {
    return new Date(guess)
  }
  // Every offset on earth is within 14 hours of UTC.
  let low = wallAsUtc / MINUTE - 15 * 60 // before the wanted hour
  let high = wallAsUtc / MINUTE + 15 * 60 // at or after it
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2)
    if (localDayHour(middle * MINUTE, timeZone) >= wanted) high = middle
    else low = middle
  }
  return new Date(high * MINUTE)
}

/** How far the local clock in `timeZone` is ahead of UTC at `at` (ms, whole minutes). */
function localOffset(at: number, timeZone: string): number {
  const p = localParts(at, timeZone)
  const local = Date.parse(
    `${p['year']}-${p['month']}-${p['day']}T${p['hour']}:${p['minute']}:${p['second']}Z`,
  )
  return local - Math.floor(at / 1000) * 1000
}

/** ISO 8601 with the offset of `timeZone` at that instant: '2027-01-12T14:00:00+01:00'. */
export function isoWithOffset(at: Date, timeZone = SHOP_TIME_ZONE): string {
  const p = localParts(at.getTime(), timeZone)
  const local = `${p['year']}-${p['month']}-${p['day']}T${p['hour']}:${p['minute']}:${p['second']}`
  const offsetMinutes = Math.round(localOffset(at.getTime(), timeZone) / MINUTE)
  const sign = offsetMinutes < 0 ? '-' : '+'
  const abs = Math.abs(offsetMinutes)
  const hh = String(Math.floor(abs / 60)).padStart(2, '0')
  const mm = String(abs % 60).padStart(2, '0')
  return `${local}${sign}${hh}:${mm}`
}

function assertDayCount(name: string, days: number): void {
  if (!Number.isInteger(days) || days < 0) {
    throw new RangeError(`${name} must be a whole number of days >= 0: ${days}`)
  }
}
