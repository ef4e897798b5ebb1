import { describe, expect, it } from 'vitest'
import type { SeedOption } from './data/products.ts'
import { minPpiOf, printOverrideOf } from './print-overrides.ts'

const option = (en: string, values: string[]): SeedOption => ({
  title: { de: en, en },
  values: values.map((value) => ({ title: { de: value, en: value } })),
})
const rollUp = { widthMm: 850, heightMm: 2000, bleedMm: 5 }

describe('print overrides of the demo catalogue', () => {
  it('reads widths, heights, sizes, paper formats and sides', () => {
    expect(printOverrideOf(option('Width', ['85 cm', '120 cm']), 1, rollUp)).toEqual({
      widthMm: 1200,
    })
    expect(printOverrideOf(option('Height', ['200 cm', '220 cm']), 1, rollUp)).toEqual({
      heightMm: 2200,
    })
    expect(printOverrideOf(option('Size', ['100×50 cm', '200×100 cm']), 1, rollUp)).toEqual({
      widthMm: 2000,
      heightMm: 1000,
    })
    expect(printOverrideOf(option('Size', ['3×3 (approx. 258×222 cm)']), 0, rollUp)).toEqual({
      widthMm: 2580,
      heightMm: 2220,
    })
    expect(printOverrideOf(option('Size', ['A4', 'A3']), 1, rollUp)).toEqual({
      widthMm: 297,
      heightMm: 420,
    })
    expect(
      printOverrideOf(option('Printing', ['single-sided', 'double-sided']), 1, rollUp),
    ).toEqual({ pages: 2 })
    expect(printOverrideOf(option('Layout', ['5 panels, 300 cm wide']), 0, rollUp)).toEqual({
      widthMm: 3000,
    })
  })

  it('grows a size named by one length in the format’s proportions', () => {
    const flag = { widthMm: 800, heightMm: 1900, bleedMm: 10 }
    expect(printOverrideOf(option('Size', ['S – 200 cm', 'M – 300 cm']), 1, flag)).toEqual({
      widthMm: 1200,
      heightMm: 2850,
    })
  })

  it('leaves values that change no print fact alone', () => {
    expect(printOverrideOf(option('Print material', ['PET film']), 0, rollUp)).toBeNull()
    expect(printOverrideOf(option('Size', ['3×3', '4×3']), 1, rollUp)).toBeNull()
  })

  it('asks more resolution of small print', () => {
    expect(minPpiOf({ widthMm: 210, heightMm: 297, bleedMm: 3 })).toBe(300)
    expect(minPpiOf({ widthMm: 594, heightMm: 841, bleedMm: 3 })).toBe(150)
    expect(minPpiOf(rollUp)).toBe(100)
  })
})
