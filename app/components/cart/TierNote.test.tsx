import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import type { CartLine } from '#core/cart/cart.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { getI18n, translate } from '#core/i18n/translate.ts'
import { priceLine } from '#core/pricing/pricing.ts'
import { DiscountTable } from '#app/components/catalog/QuoteSummary.tsx'
import { LineDescription } from './LineDescription.tsx'
import { TierNote } from './TierNote.tsx'

// PRICE-3: a quantity tier takes its percent off the base price only (not options, the
// production-time surcharge or services), and every place that shows the tier says so: the
// product page's table (and the product sheet), the cart page, the cart dialog and checkout
// summaries, the printed offer and the invoice.

function render(node: React.ReactNode, locale: Locale = 'de') {
  return renderToString(<I18nextProvider i18n={getI18n(locale)}>{node}</I18nextProvider>)
}

/** A line like the review's: 8 % off a base price of 123,63 €, material, surcharge, service. */
const input = {
  productPriceCents: 12_363,
  realPriceCents: 6_990,
  additionalPriceCents: 3_000,
  tiers: [{ minQuantity: 10, percent: 8 }],
  durationSurchargePercent: 25,
  servicePricesCents: [3_764],
  quantity: 10,
}
const priced = priceLine(input)

const line = {
  options: [{ option: 'Breite', value: '100 cm' }],
  duration: { title: 'Express', surchargePercent: 25, workingDays: 3, deliveryDate: '2026-12-03' },
  services: [],
  quantity: 10,
  priced,
} as unknown as CartLine

describe('the quantity tier says it is off the base price', () => {
  it('takes less than 8 % off the unit price, which is why it must say so', () => {
    const before = priceLine({ ...input, tiers: [] }).unitCents
    expect(priced.tier).toEqual({ minQuantity: 10, percent: 8 })
    // 8 % of the 123,63 € base (9,89 €), surcharged by 25 %: 12,36 € of 317,05 €, 3.9 %.
    expect(before - priced.unitCents).toBe(1_236)
    expect((before - priced.unitCents) / before).toBeLessThan(0.04)
  })

  it('cart page and cart dialog (and checkout summaries)', () => {
    expect(render(<TierNote tier={priced.tier} className="" testId="cart-tier" />)).toContain(
      'Staffelrabatt 8 % auf den Grundpreis',
    )
    expect(render(<LineDescription item={line} />)).toContain(
      'Staffelrabatt 8 % auf den Grundpreis',
    )
    expect(render(<LineDescription item={line} />, 'en')).toContain(
      'Quantity discount 8 % on the base price',
    )
    expect(render(<TierNote tier={null} className="" testId="cart-tier" />)).toBe('')
  })

  it('product page and product sheet: each tier of the table', () => {
    const rows = [{ quantity: 10, percent: 8, unit_price: priced.unitCents }]
    expect(render(<DiscountTable rows={rows} />)).toContain('−8 % auf den Grundpreis')
    expect(render(<DiscountTable rows={rows} />, 'en')).toContain('−8 % on the base price')
  })

  it('printed offer and invoice', () => {
    expect(
      translate('de', 'offer.tierDiscount', { percent: 8, quantity: 10, price: '252,18 €' }),
    ).toBe('Staffelrabatt 8 % auf den Grundpreis ab 10 Stück – Einzelpreis ohne Rabatt: 252,18 €')
    expect(
      translate('en', 'offer.tierDiscount', { percent: 8, quantity: 10, price: '252,18 €' }),
    ).toContain('8 % on the base price')
    expect(translate('de', 'invoice.tierDiscount', { percent: 8, quantity: 10 })).toBe(
      'Staffelrabatt 8 % auf den Grundpreis (ab 10 Stück)',
    )
    expect(translate('en', 'invoice.tierDiscount', { percent: 8, quantity: 10 })).toContain(
      '8 % on the base price',
    )
  })
})
