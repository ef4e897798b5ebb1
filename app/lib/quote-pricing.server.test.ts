import { describe, expect, it } from 'vitest'
import { isAppError } from '#core/errors/errors.ts'
import { pricingFromForm } from './quote-pricing.server.ts'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.set(key, value)
  return data
}

describe('the back office’s pricing form (QUOTE-4)', () => {
  it('reads euros and percents as staff type them', () => {
    const body = pricingFromForm(
      form({
        'unit.7': '1.234,50',
        'discount.8': '12,5',
        shipping: '49',
        note: 'Frei Haus',
        valid_until: '2027-01-31',
      }),
      [7, 8],
      'de',
    )
    expect(body).toEqual({
      lines: [
        { id: 7, unit_cents: 123_450, discount_percent: null },
        { id: 8, unit_cents: null, discount_percent: 12.5 },
      ],
      shipping_cents: 4_900,
      note: 'Frei Haus',
      valid_until: '2027-01-31',
    })
  })

  it('refuses each wrong field at its place, in the page’s language', () => {
    let caught: unknown
    try {
      pricingFromForm(
        form({ 'unit.7': 'zwölf', 'unit.8': '5', 'discount.8': '10', valid_until: 'morgen' }),
        [7, 8],
        'en',
      )
    } catch (error) {
      caught = error
    }
    expect(isAppError(caught) && caught.fields).toEqual({
      'unit.7': ['Please enter an amount in euros, e.g. 12,50.'],
      'unit.8': ['Give either a unit price or a discount.'],
      valid_until: ['Please enter a valid date.'],
    })
  })
})
