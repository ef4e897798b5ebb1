import { describe, expect, it } from 'vitest'
import {
  fillPlaceholders,
  fillTextPlaceholders,
  formatCutoffHour,
  placeholderValues,
  unknownPlaceholders,
} from './placeholders.ts'

const settings = {
  freeShippingAboveCents: 40_000,
  orderCutoffHour: 14,
  phone: '+49 521 987654-0',
  email: 'info@shop.example',
  openingHours: { de: 'Mo–Fr 08:30–17:00 Uhr', en: 'Mon–Fri 08:30–17:00' },
}

describe('placeholders (CONT-9)', () => {
  it('fills in the settings in the reader’s language', () => {
    const html =
      '<p>Ab {{free_shipping_threshold}} frei, bis {{ order_cutoff }} bestellt. {{opening_hours}}</p>'
    expect(fillPlaceholders(html, placeholderValues(settings, 'de'))).toBe(
      '<p>Ab 400 EUR frei, bis 14:00 Uhr bestellt. Mo–Fr 08:30–17:00 Uhr</p>',
    )
    expect(
      fillPlaceholders(
        '<p>{{free_shipping_threshold}}, {{order_cutoff}}</p>',
        placeholderValues({ ...settings, freeShippingAboveCents: 50_050 }, 'en'),
      ),
    ).toBe('<p>500.50 EUR, 2 pm</p>')
  })

  it('dials a phone link without spaces and escapes what it fills in', () => {
    const values = placeholderValues({ ...settings, email: 'a&b@shop.example' }, 'de')
    expect(
      fillPlaceholders(
        '<a href="tel:{{phone}}">{{phone}}</a> <a href="mailto:{{email}}">{{email}}</a>',
        values,
      ),
    ).toBe(
      '<a href="tel:+495219876540">+49 521 987654-0</a> <a href="mailto:a&amp;b@shop.example">a&amp;b@shop.example</a>',
    )
  })

  it('fills a plain text without escaping it', () => {
    expect(
      fillTextPlaceholders(
        'Frei ab {{free_shipping_threshold}} – a&b',
        placeholderValues(settings, 'de'),
      ),
    ).toBe('Frei ab 400 EUR – a&b')
  })

  it('leaves an unknown placeholder as written and names it', () => {
    expect(fillPlaceholders('{{telefon}}', placeholderValues(settings, 'de'))).toBe('{{telefon}}')
    expect(unknownPlaceholders('{{phone}} {{telefon}} {{ Phone }} {{telefon}}')).toEqual([
      '{{telefon}}',
      '{{ Phone }}',
    ])
    expect(unknownPlaceholders('{{email}} {{order_cutoff}} { not } {{}}')).toEqual(['{{}}'])
  })

  it('writes the cut-off hour as people say it', () => {
    expect([0, 9, 12, 14, 24].map((hour) => formatCutoffHour(hour, 'en'))).toEqual([
      'midnight',
      '9 am',
      '12 noon',
      '2 pm',
      'midnight',
    ])
    expect(formatCutoffHour(9, 'de')).toBe('09:00 Uhr')
  })
})
