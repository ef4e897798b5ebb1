import { and, gt, isNotNull, lte, notInArray, type SQL } from 'drizzle-orm'
import { holidayCalendars } from '#core/calendar/holidays.ts'
import {
  APPROVED_WORK_STATES,
  AT_RISK_WORKING_DAYS,
  type DeadlineFilter,
} from '#core/orders/deadline-risk.ts'
import { workingDaysAfter } from '#core/orders/deadline-risk.ts'
import { orders } from '#server/db/schema/index.ts'
import type { SettingsService } from '#server/modules/settings/settings.service.ts'

// FAIR-DUE-2, FAIR-DUE-3 (decision 0054): the orders at risk as SQL, for the order list's filter
// and the dashboard's count alike. The working days are counted once in core (the moment two
// working days from now); the database compares each order's latest approval with it, so the
// condition and core's `deadlineRisk` on a row always agree.

export type IsHoliday = (isoDate: string) => boolean

/** The orders `filter` names at `now`: unapproved, not cancelled, at risk and/or missed. */
export function deadlineCondition(filter: DeadlineFilter, now: Date, isHoliday: IsHoliday): SQL {
  const horizon = workingDaysAfter(now, AT_RISK_WORKING_DAYS, isHoliday)
  return and(
    isNotNull(orders.latestApprovalAt),
    notInArray(orders.workState, [...APPROVED_WORK_STATES, 'cancelled']),
    filter === 'missed' ? lte(orders.latestApprovalAt, now) : lte(orders.latestApprovalAt, horizon),
    filter === 'at_risk' ? gt(orders.latestApprovalAt, now) : undefined,
  )!
}

const calendars = holidayCalendars()

/** The shop's holidays (DLV-3: the federal state is a setting). */
export function shopHolidays(settings: Pick<SettingsService, 'get'>): () => Promise<IsHoliday> {
  return async () => calendars((await settings.get()).holidayState).isHoliday
}
