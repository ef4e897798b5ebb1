import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkoutTotals, PREPAYMENT_DISCOUNT_PERCENT } from '../checkout-totals/checkout-totals.ts'
import type { CheckoutInput } from '../checkout-totals/checkout-totals.ts'
import { priceLine } from '../pricing/pricing.ts'
import { percentOf, subtractPercent } from './money.ts'

// TOT-1 (decision 0035): every percentage the shop takes or adds — coupon, prepayment discount,
// quantity tier, production-time surcharge, SW service fee, VAT — is `percentOf`: the exact
// product rounded half up to a cent. What remains is the difference. This file checks each
// of them against one exact reference computed in whole numbers.

/** cents × percent / 100 rounded half up, exactly (BigInt, basis points). */
function exactHalfUp(cents: number, percent: number): number {
  const basisPoints = BigInt(Math.round(percent * 100))
  return Number((BigInt(cents) * basisPoints * 2n + 10_000n) / 20_000n)
}

const percentArb = fc.integer({ min: 1, max: 10_000 }).map((bp) => bp / 100)
const centsArb = fc.integer({ min: 0, max: 5_000_000 })

describe('the rounding rule (half up on the percentage amount)', () => {
  it('takes 10 % of 1.409,45 € as 140,95 €', () => {
    expect(percentOf(140_945, 10)).toBe(14_095)
    expect(subtractPercent(140_945, 10)).toBe(140_945 - 14_095)
    const totals = checkoutTotals({
      items: [
        {
          productPriceCents: 140_945,
          realPriceCents: 0,
          additionalPriceCents: 0,
          tiers: [],
          durationSurchargePercent: 0,
          servicePricesCents: [],
          quantity: 1,
        },
      ],
      packages: [{ destination: { code: 'DE', taxRequired: true, isEu: true }, postPriceCents: 0 }],
      taxPercent: 19,
      freeShippingAboveCents: 50_000,
      couponPercent: 10,
      paymentMethod: 'invoice',
      multiAddress: false,
      vatId: { status: 'none' },
      freeShippingCountries: ['DE'],
    })
    expect(totals.couponDiscountCents).toBe(14_095)
  })

  it('percentOf is the exact product rounded half up', () => {
    fc.assert(
      fc.property(centsArb, percentArb, (cents, percent) => {
        expect(percentOf(cents, percent)).toBe(exactHalfUp(cents, percent))
        expect(subtractPercent(cents, percent)).toBe(cents - exactHalfUp(cents, percent))
      }),
      { numRuns: 2_000 },
    )
  })

  it('coupon and prepayment discounts are percentOf their base', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ cents: fc.integer({ min: 1, max: 500_000 }), qty: fc.nat(49) }), {
          minLength: 1,
          maxLength: 4,
        }),
        percentArb,
        fc.constantFrom('prepayment', 'invoice', 'card') as fc.Arbitrary<
          CheckoutInput['paymentMethod']
        >,
        (lines, couponPercent, paymentMethod) => {
          const totals = checkoutTotals({
            items: lines.map(({ cents, qty }) => ({
              productPriceCents: cents,
              realPriceCents: 0,
              additionalPriceCents: 0,
              tiers: [],
              durationSurchargePercent: 0,
              servicePricesCents: [],
              quantity: qty + 1,
            })),
            packages: [
              { destination: { code: 'DE', taxRequired: true, isEu: true }, postPriceCents: 990 },
            ],
            taxPercent: 19,
            freeShippingAboveCents: 50_000,
            couponPercent,
            paymentMethod,
            multiAddress: false,
            vatId: { status: 'none' },
            freeShippingCountries: ['DE'],
          })
          const coupon = exactHalfUp(totals.subtotalCents, couponPercent)
          expect(totals.couponDiscountCents).toBe(coupon)
          expect(totals.prepaymentDiscountCents).toBe(
            paymentMethod === 'prepayment'
              ? exactHalfUp(totals.subtotalCents - coupon, PREPAYMENT_DISCOUNT_PERCENT)
              : 0,
          )
          expect(totals.vatCents).toBe(exactHalfUp(totals.netCents, 19))
        },
      ),
      { numRuns: 1_000 },
    )
  })

  it('the quantity tier and the production-time surcharge are percentOf their base', () => {
    fc.assert(
      fc.property(
        centsArb,
        fc.nat(100_000),
        fc.integer({ min: 1, max: 99 }),
        fc.integer({ min: 0, max: 300 }),
        (productPriceCents, realPriceCents, tierPercent, surchargePercent) => {
          const line = priceLine({
            productPriceCents,
            realPriceCents,
            additionalPriceCents: 0,
            tiers: [{ minQuantity: 1, percent: tierPercent }],
            durationSurchargePercent: surchargePercent,
            servicePricesCents: [],
            quantity: 1,
          })
          expect(productPriceCents - line.productPriceCents).toBe(
            exactHalfUp(productPriceCents, tierPercent),
          )
          expect(line.surchargeCents).toBe(exactHalfUp(line.baseUnitCents, surchargePercent))
        },
      ),
      { numRuns: 1_000 },
    )
  })
})
