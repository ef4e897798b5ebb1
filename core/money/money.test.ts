import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import {
  addPercent,
  formatEuroAmount,
  formatMoney,
  parseEuros,
  percentOf,
  roundHalfUp,
  subtractPercent,
  toBasisPoints,
} from './money.ts'

describe('formatMoney', () => {
  it('formats cents in de-DE euros with a no-break space before the sign (SHOP-7)', () => {
    expect(formatMoney(123456)).toBe('1.234,56\u00a0€')
    expect(formatMoney(0)).toBe('0,00\u00a0€')
    expect(formatMoney(5)).toBe('0,05\u00a0€')
    expect(formatMoney(100000000)).toBe('1.000.000,00\u00a0€')
  })

  it('refuses fractions of a cent', () => {
    expect(() => formatMoney(1.5)).toThrow(RangeError)
  })
})

describe('roundHalfUp', () => {
  it('rounds halves away from zero', () => {
    expect(roundHalfUp(2.5)).toBe(3)
    expect(roundHalfUp(2.4999)).toBe(2)
    expect(roundHalfUp(-2.5)).toBe(-3)
    expect(Object.is(roundHalfUp(-0.2), 0)).toBe(true)
  })
})

describe('percentOf', () => {
  it('rounds the result half up to a whole cent', () => {
    expect(percentOf(1999, 19)).toBe(380)
    expect(percentOf(250, 1)).toBe(3)
    expect(percentOf(249, 1)).toBe(2)
    expect(percentOf(1, 50)).toBe(1)
  })

  it('handles two-decimal percents exactly', () => {
    expect(percentOf(10000, 12.34)).toBe(1234)
    expect(percentOf(10000, 0.01)).toBe(1)
    expect(percentOf(50, 0.01)).toBe(0)
  })

  it('refuses more than two decimals and fractions of a cent', () => {
    expect(() => percentOf(100, 12.345)).toThrow(RangeError)
    expect(() => percentOf(100, Number.NaN)).toThrow(RangeError)
    expect(() => percentOf(100.5, 10)).toThrow(RangeError)
  })

  it('equals the exact value rounded half up', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(100_000), (cents, basisPoints) => {
        const exact = (cents * basisPoints) / 10_000
        const result = percentOf(cents, basisPoints / 100)
        expect(Number.isInteger(result)).toBe(true)
        expect(result - exact).toBeLessThanOrEqual(0.5)
        expect(result - exact).toBeGreaterThan(-0.5)
      }),
    )
  })
})

describe('addPercent and subtractPercent', () => {
  it('raise and lower an amount by the percentage rounded half up (decision 0035)', () => {
    expect(addPercent(1000, 25)).toBe(1250)
    expect(addPercent(333, 50)).toBe(500)
    expect(subtractPercent(1000, 10)).toBe(900)
    // 10 % of 5 cents is 0.5 cents: 1 cent off (the percentage is rounded, not the rest).
    expect(subtractPercent(5, 10)).toBe(4)
    expect(subtractPercent(1000, 100)).toBe(0)
  })

  it('add the same as adding percentOf', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(100_000), (cents, basisPoints) => {
        expect(addPercent(cents, basisPoints / 100)).toBe(
          cents + percentOf(cents, basisPoints / 100),
        )
      }),
    )
  })
})

describe('toBasisPoints', () => {
  it('turns a two-decimal percent into whole basis points', () => {
    expect(toBasisPoints(19)).toBe(1900)
    expect(toBasisPoints(12.34)).toBe(1234)
    expect(toBasisPoints(0.07)).toBe(7)
  })
})

describe('parseEuros', () => {
  it('reads what staff type, German or English, into cents', () => {
    expect(parseEuros('128,16')).toBe(12_816)
    expect(parseEuros('128.16')).toBe(12_816)
    expect(parseEuros('1.234,50 €')).toBe(123_450)
    expect(parseEuros('99')).toBe(9_900)
    expect(parseEuros('0,5')).toBe(50)
    expect(parseEuros(' 12 EUR ')).toBe(1_200)
  })

  it('refuses what is not one amount', () => {
    for (const text of ['', 'abc', '1,234', '12,345', '-5', '1e3', '12,3,4', '1.2.3']) {
      expect(parseEuros(text), text).toBeNull()
    }
  })
})

describe('formatEuroAmount', () => {
  it('writes whole euros as the texts do, and cents with the language’s decimal mark', () => {
    expect(formatEuroAmount(50_000, 'de')).toBe('500 EUR')
    expect(formatEuroAmount(50_000, 'en')).toBe('500 EUR')
    expect(formatEuroAmount(50_050, 'de')).toBe('500,50 EUR')
    expect(formatEuroAmount(50_050, 'en')).toBe('500.50 EUR')
    expect(formatEuroAmount(0, 'de')).toBe('0 EUR')
    expect(formatEuroAmount(10_000_000, 'de')).toBe('100.000 EUR')
    expect(formatEuroAmount(10_000_000, 'en')).toBe('100,000 EUR')
    expect(() => formatEuroAmount(0.5, 'de')).toThrow(RangeError)
  })
})
