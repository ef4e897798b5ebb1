import { describe, expect, it } from 'vitest'
import {
  formatDate,
  formatDateTime,
  formatShortDay,
  parseIsoDate,
  shopDayOf,
  shopDayStart,
} from './dates.ts'

describe('formatDate', () => {
  it('shows a calendar day as dd.mm.yyyy in German and dd/mm/yyyy in English', () => {
    expect(formatDate('2026-11-30', 'de')).toBe('30.11.2026')
    expect(formatDate('2026-11-30', 'en')).toBe('30/11/2026')
    // Day and month always have two digits.
    expect(formatDate('2027-03-01', 'de')).toBe('01.03.2027')
    expect(formatDate('2027-03-01', 'en')).toBe('01/03/2027')
  })

  it('adds the weekday when asked (delivery dates)', () => {
    expect(formatDate('2026-12-01', 'de', { weekday: true })).toBe('Di., 01.12.2026')
    expect(formatDate('2026-12-01', 'en', { weekday: true })).toBe('Tue, 01/12/2026')
    expect(formatDate('2027-03-28', 'de', { weekday: true })).toBe('So., 28.03.2027')
  })

  it("shows an instant as the day it was in the shop's time zone, whatever the server's", () => {
    // 23:30 UTC on 30 November is already 1 December in Germany (UTC+1 in winter) ...
    expect(formatDate(new Date('2026-11-30T23:30:00Z'), 'de')).toBe('01.12.2026')
    expect(formatDate('2026-11-30T23:30:00.000Z', 'en')).toBe('01/12/2026')
    // ... and 22:30 UTC on 30 June is 1 July (UTC+2 in summer).
    expect(formatDate('2026-06-30T22:30:00Z', 'de')).toBe('01.07.2026')
    expect(formatDate(new Date('2026-11-30T10:00:00Z'), 'de')).toBe('30.11.2026')
  })

  it('refuses what is not a date', () => {
    expect(() => formatDate('2026-02-30', 'de')).toThrow(RangeError)
    expect(() => formatDate('01.12.2026', 'de')).toThrow(RangeError)
    expect(() => formatDate(new Date(Number.NaN), 'en')).toThrow(RangeError)
  })
})

describe('parseIsoDate', () => {
  it('gives noon UTC of the day', () => {
    expect(parseIsoDate('2026-03-29').toISOString()).toBe('2026-03-29T12:00:00.000Z')
  })
})

describe('formatDateTime', () => {
  it('shows the day and the time in the shop time zone, in both languages', () => {
    // 13:05 UTC is 14:05 in Berlin in winter and 15:05 in summer.
    expect(formatDateTime('2026-11-25T13:05:00Z', 'de')).toBe('25.11.2026, 14:05')
    expect(formatDateTime(new Date('2026-07-01T13:05:00Z'), 'en')).toBe('01/07/2026, 15:05')
    expect(() => formatDateTime('soon', 'de')).toThrow(RangeError)
  })
})

describe('shopDayStart and shopDayOf', () => {
  it('is midnight in Germany, in winter, in summer and on both clock changes', () => {
    expect(shopDayStart('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z')
    expect(shopDayStart('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z')
    expect(shopDayStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z')
    expect(shopDayStart('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z')
    expect(shopDayOf(shopDayStart('2026-10-25'))).toBe('2026-10-25')
    expect(shopDayOf(new Date(shopDayStart('2026-10-26').getTime() - 1))).toBe('2026-10-25')
  })
})

describe('formatShortDay (FAIR-TGT-5)', () => {
  it('says the planner’s days and moments without the year, in German time', () => {
    expect(formatShortDay('2027-01-15', 'de')).toBe('Fr., 15.01.')
    expect(formatShortDay('2027-01-15', 'en')).toBe('Fri, 15/01')
    expect(formatShortDay('2027-01-12T14:00:00+01:00', 'de', { time: true })).toBe(
      'Di., 12.01., 14:00 Uhr',
    )
    expect(formatShortDay(new Date('2027-07-13T10:00:00Z'), 'en', { time: true })).toBe(
      'Tue, 13/07, 12:00',
    )
    // 23:30 UTC on Monday is already Tuesday in Germany.
    expect(formatShortDay('2027-01-11T23:30:00Z', 'de')).toBe('Di., 12.01.')
    expect(() => formatShortDay('soon', 'de')).toThrow(RangeError)
  })
})
