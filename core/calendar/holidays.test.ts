import { describe, it, expect } from 'vitest'
import { createHolidayCalendar } from './holidays.ts'

const nrw = createHolidayCalendar({ state: 'NW' })

describe('createHolidayCalendar', () => {
  it('knows the public holidays of the state', () => {
    expect(nrw.isHoliday('2026-12-25')).toBe(true)
    expect(nrw.isHoliday('2026-12-26')).toBe(true)
    expect(nrw.isHoliday('2027-01-01')).toBe(true)
    expect(nrw.isHoliday('2027-03-26')).toBe(true)
    expect(nrw.isHoliday('2027-03-29')).toBe(true)
    expect(nrw.isHoliday('2026-06-04')).toBe(true)
    expect(nrw.isHoliday('2026-11-24')).toBe(false)
  })

  it('does not count observances such as Christmas Eve or Rosenmontag', () => {
    expect(nrw.isHoliday('2026-12-24')).toBe(false)
    expect(nrw.isHoliday('2026-12-31')).toBe(false)
    expect(nrw.isHoliday('2026-02-16')).toBe(false)
  })

  it('differs between states', () => {
    expect(createHolidayCalendar({ state: 'BE' }).isHoliday('2026-06-04')).toBe(false)
    expect(createHolidayCalendar({ state: 'NI' }).isHoliday('2026-10-31')).toBe(true)
    expect(nrw.isHoliday('2026-10-31')).toBe(false)
  })

  it('accepts a lower-case state code and refuses an unknown one', () => {
    expect(createHolidayCalendar({ state: 'nw' }).isHoliday('2026-11-01')).toBe(true)
    expect(() => createHolidayCalendar({ state: 'XX' })).toThrow(RangeError)
  })

  it('lists the holidays between two dates across a new year, both ends included', () => {
    expect(nrw.holidaysBetween('2026-12-25', '2027-01-01')).toEqual([
      { date: '2026-12-25', name: '1. Weihnachtstag' },
      { date: '2026-12-26', name: '2. Weihnachtstag' },
      { date: '2027-01-01', name: 'Neujahr' },
    ])
    expect(nrw.holidaysBetween('2026-11-02', '2026-12-24')).toEqual([])
  })

  it('lists the upcoming holidays with names in the chosen language', () => {
    const from = new Date('2026-12-20T10:00:00+01:00')
    expect(nrw.upcoming(30, from, 'en')).toEqual([
      { date: '2026-12-25', name: 'Christmas Day' },
      { date: '2026-12-26', name: 'Boxing Day' },
      { date: '2027-01-01', name: "New Year's Day" },
    ])
    expect(nrw.upcoming(30, from, 'de').map((holiday) => holiday.name)).toEqual([
      '1. Weihnachtstag',
      '2. Weihnachtstag',
      'Neujahr',
    ])
    expect(nrw.upcoming(0, from, 'de')).toEqual([])
  })

  it('starts the upcoming period on the Berlin calendar day', () => {
    // 23:30 UTC on 24 December is already 00:30 on Christmas Day in Berlin.
    const from = new Date('2026-12-24T23:30:00Z')
    expect(nrw.upcoming(1, from, 'de')).toEqual([{ date: '2026-12-25', name: '1. Weihnachtstag' }])
  })
})
