import { describe, expect, it } from 'vitest'
import { NO_LAYOUT, type PrintLayout } from './print-layout.ts'
import { printFactsFor, thresholdsFor } from './print-spec.ts'

const rollUp = { format: { widthMm: 850, heightMm: 2000, bleedMm: 5 }, minPpi: 100, pages: 1 }

describe('PRE-2..PRE-5 the thresholds of an order line', () => {
  it('lays the chosen values over the product’s format, a later option winning', () => {
    expect(thresholdsFor(rollUp, [{ widthMm: 1200 }, null, { heightMm: 2200, pages: 2 }])).toEqual({
      trimMm: { width: 1200, height: 2200 },
      bleedMm: 5,
      minPpi: 100,
      pages: { min: 2, max: 2 },
      layout: NO_LAYOUT,
    })
    expect(thresholdsFor(rollUp, [])?.trimMm).toEqual({ width: 850, height: 2000 })
  })

  it('takes the zones of the last chosen value that has its own, else the product’s (TPL-1)', () => {
    const cassette: PrintLayout = {
      safetyMm: 20,
      zones: [
        {
          kind: 'band',
          edges: ['bottom'],
          depthMm: 100,
          name: { de: 'Kassettenbereich', en: 'cassette area' },
        },
      ],
      mirrorBack: false,
    }
    const joints: PrintLayout = {
      safetyMm: 10,
      zones: [
        {
          kind: 'lines',
          axis: 'vertical',
          parts: 5,
          gapMm: 5,
          name: { de: 'Plattenstoß', en: 'panel joint' },
        },
      ],
      mirrorBack: false,
    }
    const product = { ...rollUp, layout: cassette }
    expect(thresholdsFor(product, [{ widthMm: 1200 }])?.layout).toBe(cassette)
    expect(thresholdsFor(product, [{ layout: joints }, { pages: 2 }])?.layout).toBe(joints)
    expect(thresholdsFor(rollUp, [])?.layout).toEqual(NO_LAYOUT)
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
