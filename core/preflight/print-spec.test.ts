import { describe, expect, it } from 'vitest'
import { thresholdsFor } from './print-spec.ts'

const rollUp = { format: { widthMm: 850, heightMm: 2000, bleedMm: 5 }, minPpi: 100, pages: 1 }

describe('PRE-2..PRE-5 the thresholds of an order line', () => {
  it('lays the chosen values over the product’s format, a later option winning', () => {
    expect(thresholdsFor(rollUp, [{ widthMm: 1200 }, null, { heightMm: 2200, pages: 2 }])).toEqual({
      trimMm: { width: 1200, height: 2200 },
      bleedMm: 5,
      minPpi: 100,
      pages: { min: 2, max: 2 },
    })
    expect(thresholdsFor(rollUp, [])?.trimMm).toEqual({ width: 850, height: 2000 })
  })

  it('has none for a product that prints nothing', () => {
    expect(thresholdsFor({ ...rollUp, format: null }, [{ widthMm: 1000 }])).toBeNull()
  })
})
