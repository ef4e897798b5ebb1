import { describe, expect, it } from 'vitest'
import { createHolidayCalendar } from '#core/calendar/holidays.ts'
import type { WorkState } from './workflow.ts'
import { deadlineRisk, reminderStage, workingDaysAfter } from './deadline-risk.ts'

const nw = createHolidayCalendar({ state: 'NW' }).isHoliday
const noHolidays = () => false
const at = (iso: string) => new Date(iso)
const order = (latestApprovalAt: string | null, workState: WorkState = 'awaiting_print_data') => ({
  latestApprovalAt: latestApprovalAt ? at(latestApprovalAt) : null,
  workState,
})

describe('workingDaysAfter (FAIR-DUE-2)', () => {
  it('keeps the wall-clock time and skips the weekend', () => {
    // Friday 10:00 plus two working days: Monday, Tuesday.
    expect(workingDaysAfter(at('2026-12-04T09:00:00Z'), 2, noHolidays)).toEqual(
      at('2026-12-08T09:00:00Z'),
    )
  })
  it('counts from the next working day when today is a day off', () => {
    expect(workingDaysAfter(at('2026-12-05T09:00:00Z'), 2, noHolidays)).toEqual(
      at('2026-12-08T23:00:00Z'),
    )
  })
  it('skips the shop state’s public holidays (Christmas in NRW)', () => {
    // Wednesday 23 December: the 24th is worked, 25th and 26th are holidays (and a weekend).
    expect(workingDaysAfter(at('2026-12-23T09:00:00Z'), 2, nw)).toEqual(at('2026-12-28T09:00:00Z'))
    expect(workingDaysAfter(at('2026-12-23T09:00:00Z'), 2, noHolidays)).toEqual(
      at('2026-12-25T09:00:00Z'),
    )
  })
  it('keeps the local time across the change to summer time', () => {
    // Friday 26 March 2027 10:00 CET, plus one working day: Monday 29 March 10:00 CEST.
    expect(workingDaysAfter(at('2027-03-26T09:00:00Z'), 1, noHolidays)).toEqual(
      at('2027-03-29T08:00:00Z'),
    )
  })
})

describe('deadlineRisk (FAIR-DUE-2)', () => {
  const friday = at('2026-12-04T09:00:00Z')
  it('marks an unapproved order within two working days as at risk, and past it as missed', () => {
    expect(deadlineRisk(order('2026-12-08T09:00:00Z'), friday, noHolidays)).toBe('at_risk')
    expect(deadlineRisk(order('2026-12-08T09:00:01Z'), friday, noHolidays)).toBe('ok')
    expect(deadlineRisk(order('2026-12-04T09:00:00Z'), friday, noHolidays)).toBe('missed')
    expect(deadlineRisk(order('2026-12-04T08:59:59Z'), friday, noHolidays)).toBe('missed')
  })
  it('counts a holiday as no working day', () => {
    const wednesday = at('2026-12-23T09:00:00Z')
    // Monday 28 December 10:00 is two working days away in NRW, five calendar days.
    expect(deadlineRisk(order('2026-12-28T09:00:00Z'), wednesday, nw)).toBe('at_risk')
    expect(deadlineRisk(order('2026-12-28T09:00:00Z'), wednesday, noHolidays)).toBe('ok')
  })
  it('never marks approved, cancelled or untargeted orders', () => {
    expect(deadlineRisk(order('2026-12-01T09:00:00Z', 'proof_approved'), friday, nw)).toBe('ok')
    expect(deadlineRisk(order('2026-12-01T09:00:00Z', 'in_production'), friday, nw)).toBe('ok')
    expect(deadlineRisk(order('2026-12-01T09:00:00Z', 'cancelled'), friday, nw)).toBe('ok')
    expect(deadlineRisk(order(null), friday, nw)).toBe('ok')
    expect(deadlineRisk(order('2026-12-01T09:00:00Z', 'print_data_checked'), friday, nw)).toBe(
      'missed',
    )
  })
})

describe('reminderStage (FAIR-DUE-5, FAIR-DUE-6)', () => {
  const due = '2026-12-10T13:00:00Z' // Thursday 14:00
  it('is due three and one working days before the moment, and once it passed', () => {
    expect(reminderStage(order(due), at('2026-12-07T12:59:00Z'), noHolidays)).toBeNull()
    expect(reminderStage(order(due), at('2026-12-07T13:00:00Z'), noHolidays)).toBe('three_days')
    expect(reminderStage(order(due), at('2026-12-09T12:59:00Z'), noHolidays)).toBe('three_days')
    expect(reminderStage(order(due), at('2026-12-09T13:00:00Z'), noHolidays)).toBe('one_day')
    expect(reminderStage(order(due), at('2026-12-10T13:00:00Z'), noHolidays)).toBe('missed')
  })
  it('counts back over a weekend', () => {
    // Tuesday 14:00: three working days before is the Thursday before.
    const tuesday = '2026-12-08T13:00:00Z'
    expect(reminderStage(order(tuesday), at('2026-12-03T12:59:00Z'), noHolidays)).toBeNull()
    expect(reminderStage(order(tuesday), at('2026-12-03T13:00:00Z'), noHolidays)).toBe('three_days')
    expect(reminderStage(order(tuesday), at('2026-12-05T10:00:00Z'), noHolidays)).toBe('three_days')
    expect(reminderStage(order(tuesday), at('2026-12-07T13:00:00Z'), noHolidays)).toBe('one_day')
  })
  it('sends nothing for approved or cancelled orders', () => {
    expect(reminderStage(order(due, 'proof_approved'), at(due), nw)).toBeNull()
    expect(reminderStage(order(due, 'cancelled'), at(due), nw)).toBeNull()
  })
})
