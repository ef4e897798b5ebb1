import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { createHolidayCalendar } from '#core/calendar/holidays.ts'
import {
  addDays,
  deliveryDate,
  isoDateInTimeZone,
  isWorkingDay,
  type DeliveryDateInput,
} from './delivery-date.ts'

const { isHoliday } = createHolidayCalendar({ state: 'NW' })

// Order times are written with their Berlin offset: +01:00 in winter, +02:00 in summer.
function delivery(
  orderedAt: string,
  productionDays: number,
  more: Partial<DeliveryDateInput> = {},
) {
  return deliveryDate({
    orderedAt: new Date(orderedAt),
    productionDays,
    productionDelayDays: 0,
    cutoffHour: 14,
    isHoliday,
    ...more,
  })
}

describe('deliveryDate', () => {
  it('counts the order day as day 0 before the cut-off', () => {
    // Tue 24 Nov + 5 working days: Wed, Thu, Fri, Mon, Tue.
    expect(delivery('2026-11-24T10:00:00+01:00', 5)).toBe('2026-12-01')
    expect(delivery('2026-11-24T13:59:59+01:00', 5)).toBe('2026-12-01')
  })

  it('starts on the next working day at or after the cut-off', () => {
    expect(delivery('2026-11-24T14:00:00+01:00', 5)).toBe('2026-12-02')
    expect(delivery('2026-11-24T15:00:00+01:00', 5)).toBe('2026-12-02')
  })

  it('starts on Monday after a Friday past the cut-off', () => {
    // Day 0 is Mon 30 Nov; 3 working days later is Thursday.
    expect(delivery('2026-11-27T16:00:00+01:00', 3)).toBe('2026-12-03')
  })

  it('starts on Monday for an order on a Sunday', () => {
    expect(delivery('2026-11-29T10:00:00+01:00', 3)).toBe('2026-12-03')
  })

  it('delivers 24-hour production on the next working day', () => {
    expect(delivery('2026-11-24T10:00:00+01:00', 1)).toBe('2026-11-25')
    expect(delivery('2026-11-24T16:00:00+01:00', 1)).toBe('2026-11-26')
    expect(delivery('2026-11-27T10:00:00+01:00', 1)).toBe('2026-11-30')
  })

  it('adds the production delay in working days', () => {
    expect(delivery('2026-11-24T10:00:00+01:00', 5, { productionDelayDays: 2 })).toBe('2026-12-03')
  })

  it('skips Christmas Day and Boxing Day but works on Christmas Eve', () => {
    // Wed 23 Dec: Thu 24 (1), Fri 25 and Sat 26 holidays, Sun, Mon 28 (2), Tue 29 (3).
    expect(delivery('2026-12-23T10:00:00+01:00', 3)).toBe('2026-12-29')
    expect(delivery('2026-12-24T10:00:00+01:00', 1)).toBe('2026-12-28')
  })

  it('skips New Year', () => {
    // Wed 30 Dec: Thu 31 (1), Fri 1 Jan holiday, weekend, Mon 4 Jan (2).
    expect(delivery('2026-12-30T10:00:00+01:00', 2)).toBe('2027-01-04')
  })

  it('skips Good Friday and Easter Monday', () => {
    expect(delivery('2027-03-25T10:00:00+01:00', 1)).toBe('2027-03-30')
    // An order on Good Friday starts on Tuesday.
    expect(delivery('2027-03-26T10:00:00+01:00', 1)).toBe('2027-03-31')
  })

  it('reads the cut-off in Berlin time on both sides of a daylight-saving change', () => {
    // Fri 23 Oct 2026 12:30 UTC is 14:30 summer time: past the cut-off.
    expect(delivery('2026-10-23T12:30:00Z', 1)).toBe('2026-10-27')
    // Mon 26 Oct 2026 12:30 UTC is 13:30 winter time: before the cut-off.
    expect(delivery('2026-10-26T12:30:00Z', 1)).toBe('2026-10-27')
    // Thu 25 Mar 2027 12:30 UTC is 13:30 winter time: before; Easter follows.
    expect(delivery('2027-03-25T12:30:00Z', 1)).toBe('2027-03-30')
    // Tue 30 Mar 2027 12:30 UTC is 14:30 summer time: past the cut-off.
    expect(delivery('2027-03-30T12:30:00Z', 1)).toBe('2027-04-01')
  })

  it('takes the Berlin calendar day for a late-evening UTC order on a DST weekend', () => {
    // Sat 24 Oct 2026 22:30 UTC is Sunday 00:30 in Berlin, the night the clocks go back.
    expect(delivery('2026-10-24T22:30:00Z', 1)).toBe('2026-10-27')
    // Sat 27 Mar 2027 23:30 UTC is Sunday 00:30, Easter Sunday; Monday is Easter Monday too.
    expect(delivery('2027-03-27T23:30:00Z', 1)).toBe('2027-03-31')
    // Without a cut-off the date alone decides: Thu 22:30 UTC is already Friday in Berlin.
    expect(delivery('2026-10-22T22:30:00Z', 1, { cutoffHour: 24 })).toBe('2026-10-26')
    // Thu 25 Mar 2027 23:30 UTC is already Good Friday in Berlin.
    expect(delivery('2027-03-25T23:30:00Z', 1, { cutoffHour: 24 })).toBe('2027-03-31')
  })

  it('follows another time zone when asked', () => {
    // 23:30 in New York on Thursday is Friday 05:30 in Berlin.
    const newYork = { timeZone: 'America/New_York', cutoffHour: 24 }
    expect(delivery('2026-11-26T04:30:00Z', 1, newYork)).toBe('2026-11-26')
    expect(delivery('2026-11-26T04:30:00Z', 1, { cutoffHour: 24 })).toBe('2026-11-27')
  })

  it('refuses invalid input', () => {
    expect(() => delivery('not a date', 1)).toThrow(RangeError)
    expect(() => delivery('2026-11-24T10:00:00+01:00', -1)).toThrow(RangeError)
    expect(() => delivery('2026-11-24T10:00:00+01:00', 1.5)).toThrow(RangeError)
    expect(() => delivery('2026-11-24T10:00:00+01:00', 1, { productionDelayDays: -2 })).toThrow(
      RangeError,
    )
    expect(() => delivery('2026-11-24T10:00:00+01:00', 1, { cutoffHour: 25 })).toThrow(RangeError)
    expect(() => delivery('2026-11-24T10:00:00+01:00', 1, { isHoliday: () => true })).toThrow(
      RangeError,
    )
  })

  it('always delivers on a working day, later for more production days', () => {
    const orderTime = fc.date({
      min: new Date('2026-01-01T00:00:00Z'),
      max: new Date('2028-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    fc.assert(
      fc.property(
        orderTime,
        fc.nat(20),
        fc.nat(5),
        fc.nat(24),
        (orderedAt, days, delay, cutoff) => {
          const input = {
            orderedAt,
            productionDays: days,
            productionDelayDays: delay,
            cutoffHour: cutoff,
            isHoliday,
          }
          const date = deliveryDate(input)
          expect(isWorkingDay(date, isHoliday)).toBe(true)
          expect(date >= isoDateInTimeZone(orderedAt)).toBe(true)
          expect(deliveryDate({ ...input, productionDays: days + 1 }) > date).toBe(true)
        },
      ),
    )
  })
})

describe('calendar helpers', () => {
  it('adds calendar days across a daylight-saving change and a year end', () => {
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26')
    expect(addDays('2027-03-27', 2)).toBe('2027-03-29')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31')
  })

  it('reads the Berlin calendar day of an instant', () => {
    expect(isoDateInTimeZone(new Date('2026-10-24T22:30:00Z'))).toBe('2026-10-25')
    expect(isoDateInTimeZone(new Date('2026-10-25T22:30:00Z'))).toBe('2026-10-25')
    expect(isoDateInTimeZone(new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26')
  })

  it('knows weekends and holidays are not working days', () => {
    expect(isWorkingDay('2026-11-24', isHoliday)).toBe(true)
    expect(isWorkingDay('2026-11-28', isHoliday)).toBe(false)
    expect(isWorkingDay('2026-11-29', isHoliday)).toBe(false)
    expect(isWorkingDay('2026-12-25', isHoliday)).toBe(false)
  })
})
