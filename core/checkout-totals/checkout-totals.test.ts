import { describe, expect, it } from 'vitest'
import { percentOf } from '../money/money.ts'
import type { PriceInput } from '../pricing/pricing.ts'
import { DE, item, NO, SW, to, totals } from './checkout-totals.fixtures.ts'

describe('checkoutTotals: lines and VAT', () => {
  it('prices a German order: net × 19 % VAT, total = net + VAT', () => {
    const t = totals({ items: [item(10_000, 2)], packages: [to(DE, 1_500)] })
    expect(t.subtotalCents).toBe(20_000)
    expect(t.shippingCents).toBe(1_500)
    expect(t.netCents).toBe(21_500)
    expect(t.vatCents).toBe(4_085)
    expect(t.totalCents).toBe(25_585)
    expect(t.flags).toMatchObject({ vatCharged: true, reverseCharge: false, serviceFee: false })
  })

  it('prices lines with core/pricing: the tier discount before the duration surcharge', () => {
    const line: PriceInput = {
      ...item(10_000, 10),
      tiers: [{ minQuantity: 10, percent: 10 }],
      durationSurchargePercent: 50,
      servicePricesCents: [250],
    }
    const t = totals({ items: [line] })
    // (10 000 − 10 %) × 1.5 + 2.50 = 137.50 per unit.
    expect(t.lines[0]!.unitCents).toBe(13_750)
    expect(t.subtotalCents).toBe(137_500)
  })

  it('rounds the VAT half up once on the whole net (single address)', () => {
    // 0.50 € × 19 % = 0.095 € -> 0.10 €; 1.03 € × 19 % = 0.1957 -> 0.20 €.
    expect(totals({ items: [item(50)] }).vatCents).toBe(10)
    expect(totals({ items: [item(50)], packages: [to(DE, 53)] }).vatCents).toBe(20)
  })

  it('uses the tax setting', () => {
    expect(totals({ taxPercent: 7 }).vatCents).toBe(700)
    expect(totals({ taxPercent: 0 }).vatCents).toBe(0)
  })

  it('charges no VAT for SW unless its country requires tax', () => {
    const swiss = totals({ packages: [to(SW, 1_000)] })
    expect(swiss.vatCents).toBe(0)
    expect(swiss.flags.vatCharged).toBe(false)
    const taxedSwiss = totals({ packages: [to({ ...SW, taxRequired: true }, 1_000)] })
    expect(taxedSwiss.vatCents).toBe(percentOf(11_000, 19))
  })

  it('charges no VAT for another destination that does not require tax', () => {
    expect(totals({ packages: [to(NO, 1_000)] }).vatCents).toBe(0)
  })

  it('rejects an order without packages and bad percents or post prices', () => {
    expect(() => totals({ packages: [] })).toThrow(RangeError)
    expect(() => totals({ taxPercent: -1 })).toThrow(RangeError)
    expect(() => totals({ taxPercent: 101 })).toThrow(RangeError)
    expect(() => totals({ couponPercent: 100.001 })).toThrow(RangeError)
    expect(() => totals({ packages: [to(DE, -1)] })).toThrow(RangeError)
    expect(() => totals({ packages: [to(DE, 1.5)] })).toThrow(RangeError)
  })

  it('gives all zeros for an empty cart except the post price', () => {
    const t = totals({ items: [], packages: [to(DE, 500)] })
    expect(t.subtotalCents).toBe(0)
    expect(t.totalCents).toBe(595)
  })
})

describe('checkoutTotals: free shipping (amount without tax minus post price > 500 EUR)', () => {
  it('charges shipping at exactly 500.00 EUR', () => {
    const t = totals({ items: [item(50_000)], packages: [to(DE, 1_990)] })
    expect(t.flags.freeShipping).toBe(false)
    expect(t.shippingCents).toBe(1_990)
    expect(t.netCents).toBe(51_990)
  })

  it('ships free from 500.01 EUR', () => {
    const t = totals({ items: [item(50_001)], packages: [to(DE, 1_990)] })
    expect(t.flags.freeShipping).toBe(true)
    expect(t.postPriceCents).toBe(1_990)
    expect(t.shippingCents).toBe(0)
    expect(t.netCents).toBe(50_001)
  })

  it('measures the goods after the coupon', () => {
    // 550 € − 10 % = 495 €: not above 500.
    const t = totals({ items: [item(55_000)], couponPercent: 10, packages: [to(DE, 990)] })
    expect(t.flags.freeShipping).toBe(false)
    expect(t.shippingCents).toBe(990)
  })

  it('does not let the prepayment discount take free shipping away', () => {
    // 505 € − 2 % = 494.90 €, but the threshold is measured before the payment method.
    const t = totals({
      items: [item(50_500)],
      paymentMethod: 'prepayment',
      packages: [to(DE, 990)],
    })
    expect(t.flags.freeShipping).toBe(true)
    expect(t.shippingCents).toBe(0)
  })
})

describe('checkoutTotals: the free-shipping threshold is the shop’s setting (STAFF-11)', () => {
  it('ships 350 EUR free above a 300 EUR threshold, and charges exactly 300.00 EUR', () => {
    const above = totals({
      items: [item(35_000)],
      packages: [to(DE, 1_990)],
      freeShippingAboveCents: 30_000,
    })
    expect(above.flags.freeShipping).toBe(true)
    expect(above.shippingCents).toBe(0)
    expect(above.netCents).toBe(35_000)
    // The same cart under the default 500 EUR pays its post.
    expect(totals({ items: [item(35_000)], packages: [to(DE, 1_990)] }).shippingCents).toBe(1_990)
    const exactly = totals({
      items: [item(30_000)],
      packages: [to(DE, 1_990)],
      freeShippingAboveCents: 30_000,
    })
    expect(exactly.shippingCents).toBe(1_990)
    const cent = totals({
      items: [item(30_001)],
      packages: [to(DE, 1_990)],
      freeShippingAboveCents: 30_000,
    })
    expect(cent.shippingCents).toBe(0)
  })

  it('takes a threshold with cents, and a higher one that 600 EUR does not reach', () => {
    const threshold = { freeShippingAboveCents: 50_050, packages: [to(DE, 990)] }
    expect(totals({ ...threshold, items: [item(50_050)] }).shippingCents).toBe(990)
    expect(totals({ ...threshold, items: [item(50_051)] }).shippingCents).toBe(0)
    const high = totals({
      items: [item(60_000)],
      packages: [to(DE, 990)],
      freeShippingAboveCents: 100_000,
    })
    expect(high.flags.freeShipping).toBe(false)
    expect(high.shippingCents).toBe(990)
  })

  it('ships any goods free at 0 EUR, but not an empty order', () => {
    const zero = { freeShippingAboveCents: 0, packages: [to(DE, 990)] }
    expect(totals({ ...zero, items: [item(1)] }).shippingCents).toBe(0)
    expect(totals({ ...zero, items: [] }).shippingCents).toBe(990)
  })

  it('refuses a threshold that is not whole non-negative cents', () => {
    expect(() => totals({ freeShippingAboveCents: -1 })).toThrow(RangeError)
    expect(() => totals({ freeShippingAboveCents: 0.5 })).toThrow(RangeError)
    expect(() => totals({ freeShippingAboveCents: Number.NaN })).toThrow(RangeError)
  })
})

describe('checkoutTotals: coupon and prepayment', () => {
  it('reduces the goods by the coupon percent, rounded half up (decision 0035)', () => {
    const t = totals({ items: [item(10_005)], couponPercent: 10, packages: [to(DE)] })
    // 10 % of 100.05 = 10.005 -> 10.01 off, 90.04 left
    expect(t.goodsNetCents).toBe(9_004)
    expect(t.couponDiscountCents).toBe(1_001)
    expect(t.netCents).toBe(9_004)
    expect(t.vatCents).toBe(1_711)
    expect(t.flags.coupon).toBe(true)
  })

  it('does not discount the post price with the coupon', () => {
    const t = totals({ items: [item(10_000)], couponPercent: 50, packages: [to(DE, 1_000)] })
    expect(t.netCents).toBe(6_000)
  })

  it('treats a 0 % and a 100 % coupon at their edges', () => {
    expect(totals({ couponPercent: 0 }).couponDiscountCents).toBe(0)
    const free = totals({ couponPercent: 100, packages: [to(DE, 700)] })
    expect(free.goodsNetCents).toBe(0)
    expect(free.totalCents).toBe(833)
  })

  it('takes 2 % off the goods for prepayment (TOT-8, example: 2.35 EUR)', () => {
    const t = totals({ items: [item(11_750)], paymentMethod: 'prepayment' })
    expect(t.prepaymentDiscountCents).toBe(235)
    expect(t.goodsNetCents).toBe(11_515)
    expect(t.flags.prepaymentDiscount).toBe(true)
  })

  it('takes the prepayment 2 % after the coupon', () => {
    const t = totals({ items: [item(10_000)], couponPercent: 10, paymentMethod: 'prepayment' })
    expect(t.couponDiscountCents).toBe(1_000)
    expect(t.prepaymentDiscountCents).toBe(180)
    expect(t.discountCents).toBe(1_180)
    expect(t.goodsNetCents).toBe(8_820)
  })

  it.each(['card', 'paypal', 'invoice'] as const)('gives no discount for %s', (paymentMethod) => {
    const t = totals({ paymentMethod })
    expect(t.prepaymentDiscountCents).toBe(0)
    expect(t.flags.prepaymentDiscount).toBe(false)
  })
})
