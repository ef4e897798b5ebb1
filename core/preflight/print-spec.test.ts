import { describe, expect, it } from 'vitest'
import { printFactsFor, thresholdsFor } from './print-spec.ts'

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

describe('PRE-3 the print facts a product page states', () => {
  const product = {
    printFormat: rollUp.format,
    printMinPpi: 100,
    printPages: 1,
    // Listed in the page's order (by position); the check lays them over by option id.
    options: [
      {
        id: 12,
        values: [
          { id: 120, print: { heightMm: 2200 } },
          { id: 121, print: null },
        ],
      },
      {
        id: 11,
        values: [
          { id: 110, print: { widthMm: 850 } },
          { id: 111, print: { widthMm: 1000, heightMm: 2100 } },
        ],
      },
    ],
  }

  it('follows the chosen width, as the check will', () => {
    expect(printFactsFor(product, [110, 121])?.trimMm).toEqual({ width: 850, height: 2000 })
    expect(printFactsFor(product, [111, 121])?.trimMm).toEqual({ width: 1000, height: 2100 })
    // Option 12 comes after option 11 by id: its height wins over 111's.
    expect(printFactsFor(product, [111, 120])?.trimMm).toEqual({ width: 1000, height: 2200 })
  })

  it('has none for a product that prints nothing', () => {
    expect(printFactsFor({ ...product, printFormat: null }, [111])).toBeNull()
  })
})
