import { SHOP_TIME_ZONE } from '../dates/dates.ts'
import { addDays, isoDateInTimeZone, isWorkingDay } from '../delivery-date/delivery-date.ts'
import { startOfHour } from '../delivery-date/plan-backwards.ts'
import type { WorkState } from './workflow.ts'

// FAIR-DUE-1..3 (decision 0054): whether an order's print data is late for its latest approval
// moment. One rule for the back office's mark, its filter, the dashboard's count and the
// deadline watcher's mails: each asks for "the moment n working days from now" and compares the
// order's latest approval with it, so the database can filter by a plain comparison.

type IsHoliday = (isoDate: string) => boolean

/** FAIR-DUE-2: an order is at risk within this many of the shop's working days of its deadline. */
export const AT_RISK_WORKING_DAYS = 2
/** FAIR-DUE-5: the buyer's reminders, this many working days before the latest approval. */
export const REMINDER_WORKING_DAYS = { three_days: 3, one_day: 1 } as const

export type DeadlineRisk = 'ok' | 'at_risk' | 'missed'
/** FAIR-DUE-3: the order list's filter — at risk or missed, only at risk, only missed. */
export const DEADLINE_FILTERS = ['risk', 'at_risk', 'missed'] as const
export type DeadlineFilter = (typeof DEADLINE_FILTERS)[number]
export type ReminderStage = 'three_days' | 'one_day' | 'missed'

/** PRE-11: the work states in which the print data is approved (production may start). */
export const APPROVED_WORK_STATES: readonly WorkState[] = [
  'proof_approved',
  'in_production',
  'shipped',
  'completed',
]

const MAX_DAYS_OFF = 60

/**
 * The instant `days` working days of the shop after `now`, at the same wall-clock time in the
 * shop's zone: Friday 10:00 plus two is Tuesday 10:00. On a day off the count starts with the
 * next working day's beginning: Saturday 10:00 plus two is Wednesday 00:00 (Monday and Tuesday
 * are the two days). Zero days is `now` itself.
 */
export function workingDaysAfter(
  now: Date,
  days: number,
  isHoliday: IsHoliday,
  timeZone = SHOP_TIME_ZONE,
): Date {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`days must be >= 0: ${days}`)
  if (days === 0) return now
  let day = isoDateInTimeZone(now, timeZone)
  let hour = 0
  let sinceHour = 0
  if (isWorkingDay(day, isHoliday)) {
    hour = hourIn(now, timeZone)
    sinceHour = now.getTime() - startOfHour(day, hour, timeZone).getTime()
  } else {
    day = stepWorkingDays(day, 1, isHoliday)
  }
  day = stepWorkingDays(day, days, isHoliday)
  return new Date(startOfHour(day, hour, timeZone).getTime() + sinceHour)
}

function stepWorkingDays(from: string, days: number, isHoliday: IsHoliday): string {
  let day = from
  let counted = 0
  for (let i = 0; counted < days; i++) {
    if (i > days + MAX_DAYS_OFF) throw new RangeError(`No working day near ${from}`)
    day = addDays(day, 1)
    if (isWorkingDay(day, isHoliday)) counted++
  }
  return day
}

function hourIn(at: Date, timeZone: string): number {
  const hour = new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', hourCycle: 'h23' })
    .formatToParts(at)
    .find((part) => part.type === 'hour')?.value
  return Number(hour)
}

export interface DeadlineFacts {
  /** The order's latest approval moment (null: an order without a target). */
  latestApprovalAt: Date | null
  workState: WorkState
}

/** FAIR-DUE-2: approved or cancelled orders and orders without a deadline are never at risk. */
export function watched(order: DeadlineFacts): order is DeadlineFacts & { latestApprovalAt: Date } {
  return (
    order.latestApprovalAt !== null &&
    order.workState !== 'cancelled' &&
    !APPROVED_WORK_STATES.includes(order.workState)
  )
}

/**
 * FAIR-DUE-2: 'missed' once the latest approval moment has come without approved data;
 * 'at_risk' when it comes within two working days of the shop; else 'ok'.
 */
export function deadlineRisk(order: DeadlineFacts, now: Date, isHoliday: IsHoliday): DeadlineRisk {
  if (!watched(order)) return 'ok'
  if (order.latestApprovalAt.getTime() <= now.getTime()) return 'missed'
  const horizon = workingDaysAfter(now, AT_RISK_WORKING_DAYS, isHoliday)
  return order.latestApprovalAt.getTime() <= horizon.getTime() ? 'at_risk' : 'ok'
}

/**
 * FAIR-DUE-5, FAIR-DUE-6: the buyer's mail due now, the most urgent one: 'missed' after the
 * moment, 'one_day' within one working day of it, 'three_days' within three; null before.
 */
export function reminderStage(
  order: DeadlineFacts,
  now: Date,
  isHoliday: IsHoliday,
): ReminderStage | null {
  if (!watched(order)) return null
  const due = order.latestApprovalAt.getTime()
  if (due <= now.getTime()) return 'missed'
  for (const stage of ['one_day', 'three_days'] as const) {
    const horizon = workingDaysAfter(now, REMINDER_WORKING_DAYS[stage], isHoliday)
    if (due <= horizon.getTime()) return stage
  }
  return null
}
