import { describe, expect, it } from 'vitest'
import {
  canAccept,
  canRequestAgain,
  isValidityDay,
  quotedUnitCents,
  quoteNumber,
  quoteState,
  quoteTotals,
} from './quotes.ts'

describe('quotedUnitCents (QUOTE-4)', () => {
  it('takes a unit price as it is', () => {
    expect(quotedUnitCents(12_345, { kind: 'unit', unitCents: 9_990 })).toBe(9_990)
  })
  it('takes a discount off today’s unit price, rounded half up', () => {
    expect(quotedUnitCents(10_000, { kind: 'discount', basisPoints: 1_250 })).toBe(8_750)
    // 10 % of 1.409,45 € is 140,945 €: 140,95 € off.
    expect(quotedUnitCents(140_945, { kind: 'discount', basisPoints: 1_000 })).toBe(126_850)
    expect(quotedUnitCents(5, { kind: 'discount', basisPoints: 1_000 })).toBe(4)
    expect(quotedUnitCents(4_999, { kind: 'discount', basisPoints: 10_000 })).toBe(0)
  })
  it('refuses a negative price or a discount above 100 %', () => {
    expect(() => quotedUnitCents(100, { kind: 'unit', unitCents: -1 })).toThrow(RangeError)
    expect(() => quotedUnitCents(100, { kind: 'unit', unitCents: 1.5 })).toThrow(RangeError)
    expect(() => quotedUnitCents(100, { kind: 'discount', basisPoints: 10_001 })).toThrow(
      RangeError,
    )
  })
})

describe('quoteTotals (QUOTE-4)', () => {
  it('adds unit × quantity per line and the shipping', () => {
    expect(
      quoteTotals(
        [
          { unitCents: 8_750, quantity: 400 },
          { unitCents: 1_999, quantity: 3 },
        ],
        4_900,
      ),
    ).toEqual({ linesCents: 3_505_997, shippingCents: 4_900, netCents: 3_510_897 })
  })
})

describe('quoteNumber (QUOTE-5)', () => {
  it('is AN-yyyy-nnnnnn', () => {
    expect(quoteNumber(2027, 42)).toBe('AN-2027-000042')
    expect(quoteNumber(2026, 999_999)).toBe('AN-2026-999999')
  })
  it('refuses a counter out of range', () => {
    expect(() => quoteNumber(2027, 0)).toThrow(RangeError)
    expect(() => quoteNumber(2027, 1_000_000)).toThrow(RangeError)
  })
})

describe('quoteState, canAccept, canRequestAgain (QUOTE-8, QUOTE-9)', () => {
  it('keeps a sent quote valid through its validity day', () => {
    expect(quoteState('sent', '2027-01-31', '2027-01-31')).toBe('sent')
    expect(canAccept('sent', '2027-01-31', '2027-01-31')).toBe(true)
  })
  it('makes it expired the day after', () => {
    expect(quoteState('sent', '2027-01-31', '2027-02-01')).toBe('expired')
    expect(canAccept('sent', '2027-01-31', '2027-02-01')).toBe(false)
    expect(canRequestAgain('sent', '2027-01-31', '2027-02-01')).toBe(true)
  })
  it('accepts neither a request nor an accepted quote', () => {
    expect(canAccept('requested', null, '2027-01-01')).toBe(false)
    expect(canAccept('accepted', '2027-01-31', '2027-01-01')).toBe(false)
    expect(canRequestAgain('sent', '2027-01-31', '2027-01-01')).toBe(false)
    expect(quoteState('accepted', '2020-01-01', '2027-01-01')).toBe('accepted')
  })
})

describe('isValidityDay (QUOTE-5)', () => {
  it('is a day from today on', () => {
    expect(isValidityDay('2027-01-01', '2027-01-01')).toBe(true)
    expect(isValidityDay('2026-12-31', '2027-01-01')).toBe(false)
    expect(isValidityDay('31.12.2027', '2027-01-01')).toBe(false)
  })
})
