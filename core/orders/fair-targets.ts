import { SHOP_TIME_ZONE } from '../dates/dates.ts'
import type { Locale } from '../i18n/locale.ts'
import type { WorkState } from './workflow.ts'

// FAIR-MINE-1..FAIR-MINE-3 (decision 0055): the customer's fair and date targets with their
// orders, and where each order stands against its deadlines. Pure: the orders module gives the
// facts and the clock, the profile shows the answer.

/** An order's facts the state against its deadlines is read from. */
export interface TargetOrderFacts {
  workState: WorkState
  /** The moment the print data had to be approved before (FAIR-PLAN-4); null: none promised. */
  latestApprovalAt: Date | null
  proofApprovedAt: Date | null
}

/**
 * FAIR-MINE-2: where an order stands. The approval deadline is one to be _before_
 * (FAIR-PLAN-4): at the moment itself it is missed.
 */
export type DeadlineState =
  | { kind: 'cancelled' }
  | { kind: 'shipped' }
  | { kind: 'in-production' }
  | { kind: 'approved'; late: boolean }
  | { kind: 'approval-due'; until: string; dataMissing: boolean }
  | { kind: 'approval-missed'; dataMissing: boolean }
  | { kind: 'approval-open'; dataMissing: boolean }

/** The work states in which the customer's print data is not there yet (ORD-10). */
const DATA_MISSING: readonly WorkState[] = ['new', 'awaiting_print_data']

export function deadlineState(order: TargetOrderFacts, now: Date): DeadlineState {
  switch (order.workState) {
    case 'cancelled':
      return { kind: 'cancelled' }
    case 'shipped':
    case 'completed':
      return { kind: 'shipped' }
    case 'in_production':
      return { kind: 'in-production' }
    case 'proof_approved': {
      const { proofApprovedAt: at, latestApprovalAt: until } = order
      return { kind: 'approved', late: at !== null && until !== null && at >= until }
    }
    default: {
      const dataMissing = DATA_MISSING.includes(order.workState)
      if (!order.latestApprovalAt) return { kind: 'approval-open', dataMissing }
      if (now >= order.latestApprovalAt) return { kind: 'approval-missed', dataMissing }
      return { kind: 'approval-due', until: order.latestApprovalAt.toISOString(), dataMissing }
    }
  }
}

/** How a state looks: needs the customer (`action`), too late (`alert`), fine, or neutral. */
export function deadlineTone(state: DeadlineState): 'action' | 'alert' | 'ok' | 'neutral' {
  switch (state.kind) {
    case 'approval-due':
    case 'approval-open':
      return 'action'
    case 'approval-missed':
      return 'alert'
    case 'approved':
      return state.late ? 'alert' : 'ok'
    case 'in-production':
    case 'shipped':
      return 'ok'
    case 'cancelled':
      return 'neutral'
  }
}

const deadlineFormats = new Map<Locale, Intl.DateTimeFormat>()

/**
 * A deadline as the profile says it, in German time: 'Mi., 13.01., 12:00' in German,
 * 'Wed, 13/01, 12:00' in English (the message adds "Uhr").
 */
export function formatDeadline(instant: string | Date, locale: Locale): string {
  let format = deadlineFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
      timeZone: SHOP_TIME_ZONE,
      weekday: 'short',
      day: '2-digit',
      month: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    deadlineFormats.set(locale, format)
  }
  const parts = format.formatToParts(new Date(instant))
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? ''
  const separator = locale === 'de' ? '.' : '/'
  const day = `${part('day')}${separator}${part('month')}${locale === 'de' ? '.' : ''}`
  return `${part('weekday')}, ${day}, ${part('hour')}:${part('minute')}`
}

/** A target's key in addresses (the calendar's `?target=`): `fair-12`, `date-2027-01-20-18`. */
export type TargetKey = `fair-${number}` | `date-${string}`

export function fairTargetKey(fairId: number): TargetKey {
  return `fair-${fairId}`
}

export function dateTargetKey(targetOn: string, countryId: number | null): TargetKey {
  return `date-${targetOn}${countryId === null ? '' : `-${countryId}`}`
}

const TARGET_KEY = /^(?:fair-[1-9]\d{0,8}|date-\d{4}-\d{2}-\d{2}(?:-[1-9]\d{0,8})?)$/

/** Whether a text from an address is a well-formed target key (anything else finds nothing). */
export function isTargetKey(value: string | null): value is TargetKey {
  return value !== null && TARGET_KEY.test(value)
}

/** An order of a target as the profile lists it. */
export interface TargetOrderView {
  id: number
  number: number
  createdAt: string
  workState: WorkState
  latestApprovalAt: string | null
  promisedArrivalOn: string | null
  state: DeadlineState
}

/** The fair of a fair target, in the customer's language. */
export interface TargetFairView {
  id: number
  /** The fair's code (FAIR-5), which names its calendar file. */
  code: string
  name: string
  city: string
  venueName: string
  venueAddress: string
  opensOn: string
  closesOn: string
  buildUpFrom: string
  buildUpTo: string
  buildUpHoursFrom: string
  buildUpHoursTo: string
}

/** FAIR-MINE-1: a fair (or a day and a country) the customer ordered for, with those orders. */
export type TargetView = {
  key: TargetKey
  /** The target's last useful day: the fair's closing day or the date target's day. */
  lastDay: string
  /** The day the goods must be there (the orders' `target_on`, the earliest of them). */
  targetOn: string | null
  orders: TargetOrderView[]
} & (
  | { kind: 'fair'; fair: TargetFairView }
  | { kind: 'date'; countryName: string | null; fair?: undefined }
)

export interface ArrangedTargets {
  upcoming: TargetView[]
  past: TargetView[]
}

/**
 * FAIR-MINE-1: the targets whose last day is today (the shop's day) or later come first, soonest
 * first; those over follow, the latest first.
 */
export function arrangeTargets(targets: TargetView[], today: string): ArrangedTargets {
  const firstDay = (target: TargetView) => target.fair?.opensOn ?? target.lastDay
  const upcoming = targets
    .filter((target) => target.lastDay >= today)
    .sort((a, b) => firstDay(a).localeCompare(firstDay(b)) || a.key.localeCompare(b.key))
  const past = targets
    .filter((target) => target.lastDay < today)
    .sort((a, b) => b.lastDay.localeCompare(a.lastDay) || a.key.localeCompare(b.key))
  return { upcoming, past }
}
