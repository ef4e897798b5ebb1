import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { percentOf } from '../money/money.ts'
import { priceLine } from '../pricing/pricing.ts'
import { cartTotals, offerNumber, offerValidUntil, unitPriceBeforeDiscount } from './cart.ts'

describe('cart totals (CART-13)', () => {
  it('sums the lines core/pricing computes, adds VAT once on the net sum, gross = net + VAT', () => {
    const line = fc.record({
      productPriceCents: fc.integer({ min: 0, max: 500_000 }),
      realPriceCents: fc.integer({ min: 0, max: 50_000 }),
      additionalPriceCents: fc.integer({ min: 0, max: 50_000 }),
      tiers: fc.array(
        fc.record({
          minQuantity: fc.integer({ min: 1, max: 60 }),
          percent: fc.integer({ min: 0, max: 50 }),
        }),
        { maxLength: 4 },
      ),
      durationSurchargePercent: fc.integer({ min: 0, max: 100 }),
      servicePricesCents: fc.array(fc.integer({ min: 0, max: 20_000 }), { maxLength: 3 }),
      quantity: fc.integer({ min: 1, max: 50 }),
    })
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 6 }),
        fc.integer({ min: 0, max: 25 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (inputs, tax, threshold) => {
          // What the product page shows for each configuration is what the cart adds up.
          const lines = inputs.map((input) => {
            const priced = priceLine(input)
            return { quantity: priced.quantity, totalCents: priced.totalCents }
          })
          const totals = cartTotals(lines, tax, threshold)
          const net = lines.reduce((sum, l) => sum + l.totalCents, 0)
          expect(totals.netCents).toBe(net)
          expect(totals.taxCents).toBe(percentOf(net, tax))
          expect(totals.grossCents).toBe(net + totals.taxCents)
          expect(totals.count).toBe(inputs.reduce((sum, l) => sum + l.quantity, 0))
          expect(totals.freeDelivery).toBe(net > threshold)
          expect(totals.freeDeliveryMissingCents).toBe(Math.max(0, threshold - net))
          expect(totals.freeDeliveryAboveCents).toBe(threshold)
        },
      ),
    )
  })

  it('rounds VAT half up to a cent: 19 % of 69,90 € is 13,28 €', () => {
    expect(cartTotals([{ quantity: 1, totalCents: 6990 }], 19, 50_000)).toMatchObject({
      netCents: 6990,
      taxCents: 1328,
      grossCents: 8318,
      freeDelivery: false,
      freeDeliveryMissingCents: 43_010,
    })
  })

  it('gives delivery free only above the threshold: 500 EUR net by default (TOT-4)', () => {
    expect(cartTotals([{ quantity: 1, totalCents: 50_000 }], 19, 50_000).freeDelivery).toBe(false)
    expect(cartTotals([{ quantity: 1, totalCents: 50_001 }], 19, 50_000).freeDelivery).toBe(true)
  })

  it('measures the cart against the shop’s threshold (STAFF-11)', () => {
    const cart = [{ quantity: 1, totalCents: 35_000 }]
    expect(cartTotals(cart, 19, 30_000)).toMatchObject({
      freeDelivery: true,
      freeDeliveryMissingCents: 0,
      freeDeliveryAboveCents: 30_000,
    })
    expect(cartTotals(cart, 19, 50_000)).toMatchObject({
      freeDelivery: false,
      freeDeliveryMissingCents: 15_000,
      freeDeliveryAboveCents: 50_000,
    })
  })
})

describe('offer', () => {
  const line = { productId: 1, combinationId: 2, durationId: 3, serviceIds: [], quantity: 2 }
  it('numbers the same cart on the same day alike, and another cart differently', () => {
    const number = offerNumber('2026-11-22', [line])
    expect(number).toMatch(/^AN-20261122-[0-9A-Z]{6}$/)
    expect(offerNumber('2026-11-22', [line])).toBe(number)
    expect(offerNumber('2026-11-22', [{ ...line, quantity: 3 }])).not.toBe(number)
  })
  it('is valid for 30 days', () => {
    expect(offerValidUntil('2026-11-22')).toBe('2026-12-22')
    expect(offerValidUntil('2026-12-15')).toBe('2027-01-14')
  })
})

describe('unit price before the tier discount (PRICE-2)', () => {
  it('is the unit price core/pricing gives the same line without tiers', () => {
    const input = {
      productPriceCents: 6990,
      realPriceCents: 1200,
      additionalPriceCents: 300,
      tiers: [{ minQuantity: 3, percent: 5 }],
      durationSurchargePercent: 25,
      servicePricesCents: [990],
      quantity: 3,
    }
    const discounted = priceLine(input)
    const before = unitPriceBeforeDiscount({
      combinationPrices: {
        productPriceCents: input.productPriceCents,
        realPriceCents: input.realPriceCents,
        additionalPriceCents: input.additionalPriceCents,
      },
      duration: {
        title: 'Express',
        surchargePercent: input.durationSurchargePercent,
        workingDays: 3,
        deliveryDate: '2026-11-27',
      },
      services: [{ id: 1, title: 'Tasche', priceCents: 990 }],
    })
    // (69,90 + 12,00 + 3,00) × 1,25 + 9,90 = 116,03 €; with 5 % (3,50 €) off the 69,90 € it is
    // (66,40 + 15,00) × 1,25 + 9,90 = 111,65 €.
    expect(before).toBe(11_603)
    expect(discounted.unitCents).toBe(11_165)
    expect(before).toBe(priceLine({ ...input, tiers: [] }).unitCents)
  })
})
