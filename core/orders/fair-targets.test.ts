import { describe, expect, it } from 'vitest'
import {
  arrangeTargets,
  deadlineState,
  formatDeadline,
  isTargetKey,
  type TargetView,
} from './fair-targets.ts'

// FAIR-MINE-1, FAIR-MINE-2: an order's state against its deadlines, the deadline's words, the
// order of the targets and the keys the calendar address accepts.

const until = new Date('2027-01-13T11:00:00Z')
const facts = (workState: Parameters<typeof deadlineState>[0]['workState'], approved?: Date) => ({
  workState,
  latestApprovalAt: until,
  proofApprovedAt: approved ?? null,
})

describe('deadlineState', () => {
  it('asks for the approval before the deadline, and says it is missed from its moment on', () => {
    const before = new Date(until.getTime() - 1)
    expect(deadlineState(facts('awaiting_print_data'), before)).toEqual({
      kind: 'approval-due',
      until: until.toISOString(),
      dataMissing: true,
    })
    expect(deadlineState(facts('print_data_checked'), before)).toMatchObject({
      kind: 'approval-due',
      dataMissing: false,
    })
    expect(deadlineState(facts('new'), until)).toEqual({
      kind: 'approval-missed',
      dataMissing: true,
    })
    expect(
      deadlineState({ ...facts('new'), latestApprovalAt: null }, new Date('2030-01-01')),
    ).toEqual({ kind: 'approval-open', dataMissing: true })
  })

  it('tells an approval in time from a late one, and names production, shipping, cancelling', () => {
    const now = new Date('2027-02-01T00:00:00Z')
    expect(deadlineState(facts('proof_approved', new Date(until.getTime() - 1)), now)).toEqual({
      kind: 'approved',
      late: false,
    })
    expect(deadlineState(facts('proof_approved', until), now)).toEqual({
      kind: 'approved',
      late: true,
    })
    expect(deadlineState(facts('in_production'), now).kind).toBe('in-production')
    expect(deadlineState(facts('shipped'), now).kind).toBe('shipped')
    expect(deadlineState(facts('completed'), now).kind).toBe('shipped')
    expect(deadlineState(facts('cancelled'), now).kind).toBe('cancelled')
  })
})

describe('formatDeadline', () => {
  it('writes the moment in German time, summer and winter alike', () => {
    expect(formatDeadline(until, 'de')).toBe('Mi., 13.01., 12:00')
    expect(formatDeadline(until, 'en')).toBe('Wed, 13/01, 12:00')
    expect(formatDeadline('2027-06-30T12:00:00.000Z', 'de')).toBe('Mi., 30.06., 14:00')
  })
})

describe('arrangeTargets', () => {
  const target = (key: string, lastDay: string, opensOn?: string): TargetView =>
    opensOn
      ? ({
          key,
          kind: 'fair',
          lastDay,
          targetOn: null,
          orders: [],
          fair: { opensOn } as TargetView['fair'] & object,
        } as TargetView)
      : ({
          key,
          kind: 'date',
          lastDay,
          targetOn: lastDay,
          countryName: null,
          orders: [],
        } as TargetView)

  it('lists targets not yet over soonest first (today counts), then the past ones latest first', () => {
    const arranged = arrangeTargets(
      [
        target('fair-1', '2027-03-05', '2027-03-02'),
        target('date-2027-01-11', '2027-01-11'),
        target('fair-2', '2027-01-10', '2027-01-08'),
        target('fair-3', '2027-02-20', '2027-02-16'),
        target('date-2026-12-01', '2026-12-01'),
      ],
      '2027-01-11',
    )
    expect(arranged.upcoming.map((one) => one.key)).toEqual(['date-2027-01-11', 'fair-3', 'fair-1'])
    expect(arranged.past.map((one) => one.key)).toEqual(['fair-2', 'date-2026-12-01'])
  })
})

describe('isTargetKey', () => {
  it('accepts a fair or a day with an optional country, nothing else', () => {
    for (const key of ['fair-12', 'date-2027-01-20', 'date-2027-01-20-18']) {
      expect(isTargetKey(key), key).toBe(true)
    }
    for (const key of [null, '', 'fair-0', 'fair-12x', 'fair-1234567890', 'date-2027-1-2', 'x']) {
      expect(isTargetKey(key), String(key)).toBe(false)
    }
  })
})
