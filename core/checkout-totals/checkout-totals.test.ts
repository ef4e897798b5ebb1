import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { percentOf } from '../money/money.ts'
import type { PriceInput } from '../pricing/pricing.ts'
import {
  checkoutTotals,
  isReverseCharge,
  swissServiceFee,
  type CheckoutInput,
  type CheckoutPackage,
  type Destination,
} from './checkout-totals.ts'

const DE: Destination = { code: 'DE', taxRequired: true, isEu: true }
const AT: Destination = { code: 'AT', taxRequired: true, isEu: true }
const SW: Destination = { code: 'SW', taxRequired: false, isEu: false }
const NO: Destination = { code: 'NO', taxRequired: false, isEu: false }

/** One product line at a plain unit price: no tiers, surcharge or services. */
function item(unitCents: number, quantity = 1): PriceInput {
  return {
    productPriceCents: unitCents,
    realPriceCents: 0,
    additionalPriceCents: 0,
    tiers: [],
    durationSurchargePercent: 0,
    servicePricesCents: [],
    quantity,
  }
}

function to(destination: Destination, postPriceCents = 0, itemIndexes?: number[]): CheckoutPackage {
  return { destination, postPriceCents, ...(itemIndexes && { itemIndexes }) }
}

function totals(overrides: Partial<CheckoutInput>) {
  return checkoutTotals({
    items: [item(10_000)],
    packages: [to(DE)],
    taxPercent: 19,
    // TOT-4's threshold as the specification sets it (the setting's default).
    freeShippingAboveCents: 50_000,
    couponPercent: null,
    paymentMethod: 'card',
    multiAddress: false,
    vatId: { status: 'none' },
    ...overrides,
  })
}

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

describe('checkoutTotals: multi-address mode', () => {
  it('puts a fixed 19 % on post prices whatever the tax setting', () => {
    const t = totals({
      taxPercent: 7,
      multiAddress: true,
      items: [item(10_000)],
      packages: [to(DE, 1_000), to(AT, 1_050)],
    })
    expect(t.goodsVatCents).toBe(700)
    // 1 000 × 19 % = 190; 1 050 × 19 % = 199.5 -> 200, each package rounded on its own.
    expect(t.shippingVatCents).toBe(390)
    expect(t.vatCents).toBe(1_090)
    expect(t.totalCents).toBe(10_000 + 2_050 + 1_090)
  })

  it('puts no post VAT on a package whose destination requires no tax', () => {
    const t = totals({ multiAddress: true, packages: [to(DE, 1_000), to(SW, 1_000)] })
    expect(t.shippingVatCents).toBe(190)
  })

  it('has no post VAT when shipping is free', () => {
    const t = totals({
      multiAddress: true,
      items: [item(60_000)],
      packages: [to(DE, 1_000), to(AT, 1_000)],
    })
    expect(t.shippingCents).toBe(0)
    expect(t.shippingVatCents).toBe(0)
  })

  it('taxes the goods by the shipment they travel in', () => {
    const items = [item(10_000), item(30_000)]
    const t = totals({ multiAddress: true, items, packages: [to(SW, 0, [1]), to(DE, 0, [0])] })
    expect(t.goodsVatCents).toBe(1_900)
    const swissFirst = totals({
      multiAddress: true,
      items,
      packages: [to(SW, 0, [0]), to(DE, 0, [1])],
    })
    expect(swissFirst.goodsVatCents).toBe(5_700)
    const none = totals({ multiAddress: true, items, packages: [to(SW, 0, [0, 1]), to(NO)] })
    expect(none.goodsVatCents).toBe(0)
    expect(none.flags.exportDelivery).toBe(true)
  })

  it('prices a Hamburg + Basel order per shipment: German VAT and the Swiss fee on their own goods', () => {
    // Issue reading (decision 0006): 1.029,84 € to Hamburg and 1.049,66 € to Basel.
    const t = totals({
      multiAddress: true,
      items: [item(102_984), item(104_966)],
      packages: [to(DE, 990, [0]), to(SW, 2_490, [1])],
      freeShippingCountries: ['DE'],
    })
    expect(t.subtotalCents).toBe(207_950)
    // Hamburg's goods are above 500 EUR: its parcel ships free; Basel's post is paid.
    expect(t.packages.map((pkg) => pkg.shippingCents)).toEqual([0, 2_490])
    expect(t.packages.map((pkg) => pkg.freeShipping)).toEqual([true, false])
    expect(t.shippingCents).toBe(2_490)
    // 19 % on the Hamburg goods only (102 984 × 0.19 = 19 566.96); no VAT on the export.
    expect(t.goodsVatCents).toBe(19_567)
    expect(t.shippingVatCents).toBe(0)
    expect(t.packages.map((pkg) => pkg.treatment)).toEqual(['taxed', 'untaxed'])
    // The fee is on the Basel goods: 1 049,66 € is in the 10 % band -> 104,97 €.
    expect(t.serviceFeeCents).toBe(10_497)
    expect(t.totalCents).toBe(207_950 + 2_490 + 19_567 + 10_497)
    expect(t.flags).toMatchObject({ vatCharged: true, exportDelivery: true, serviceFee: true })
  })

  it('rounds the post VAT once per rate, not per parcel', () => {
    const t = totals({
      taxPercent: 7,
      multiAddress: true,
      items: [item(10_000)],
      packages: [to(DE, 1_050, [0]), to(AT, 1_050)],
    })
    // 2 100 × 19 % = 399; per parcel it would be 200 + 200.
    expect(t.shippingVatCents).toBe(399)
  })

  it('rejects an item in no shipment, in two, or one that does not exist', () => {
    const items = [item(1_000), item(2_000)]
    expect(() => totals({ items, packages: [to(DE, 0, [0])] })).toThrow(/in no shipment/)
    expect(() => totals({ items, packages: [to(DE, 0, [0, 1]), to(AT, 0, [1])] })).toThrow(
      /two shipments/,
    )
    expect(() => totals({ items, packages: [to(DE, 0, [0, 1, 2])] })).toThrow(/does not exist/)
  })
})

describe('checkoutTotals: free shipping as the shop advertises it', () => {
  it('covers only the countries of the setting', () => {
    const austria = totals({ items: [item(60_000)], packages: [to(AT, 1_000)] })
    expect(austria.shippingCents).toBe(0)
    const advertised = totals({
      items: [item(60_000)],
      packages: [to(AT, 1_000)],
      freeShippingCountries: ['DE'],
    })
    expect(advertised.shippingCents).toBe(1_000)
    expect(advertised.flags.freeShipping).toBe(false)
  })

  it('measures the goods going to the covered countries only', () => {
    const t = totals({
      multiAddress: true,
      items: [item(40_000), item(40_000)],
      packages: [to(DE, 1_000, [0]), to(AT, 1_000, [1])],
      freeShippingCountries: ['DE'],
    })
    // 400 EUR go to Germany: not above 500, although the whole order is 800.
    expect(t.shippingCents).toBe(2_000)
  })
})

describe('swissServiceFee (TOT-9)', () => {
  it.each([
    [0, 0],
    [1, 9_900],
    [100_000, 9_900], // 1,000.00: still the flat 99
    [100_001, 9_900], // 1,000.01 × 10 % = 100.0001 -> 100.00, a multiple of 10 -> 99.00
    [100_500, 10_050], // 1,005.00 × 10 % = 100.50
    [123_456, 12_346], // 1,234.56 × 10 % = 123.456 -> 123.46
    [499_999, 50_000 - 100], // 4,999.99 × 10 % = 499.999 -> 500.00 -> 499.00
    [500_000, 49_900], // 5,000.00 × 10 % = 500.00 -> 499.00
    [500_001, 35_000 - 100], // 5,000.01 × 7 % = 350.0007 -> 350.00 -> 349.00
    [600_000, 42_000 - 100], // 6,000 × 7 % = 420 -> 419
    [654_321, 45_802], // 6,543.21 × 7 % = 458.0247 -> 458.02
    [1_000_000, 69_900], // 10,000.00 × 7 % = 700 -> 699
    [1_000_001, 49_900], // 10,000.01 × 5 % = 500.0005 -> 500.00 -> 499
    [1_234_567, 61_728], // 12,345.67 × 5 % = 617.2835 -> 617.28
  ])('%i cents of goods give a fee of %i cents', (goods, fee) => {
    expect(swissServiceFee(goods)).toBe(fee)
  })

  it('rejects negative or fractional amounts', () => {
    expect(() => swissServiceFee(-1)).toThrow(RangeError)
    expect(() => swissServiceFee(0.5)).toThrow(RangeError)
  })

  it('is charged on the subtotal for an SW package, untaxed and undiscounted', () => {
    const t = totals({
      items: [item(60_000, 2)],
      couponPercent: 10,
      paymentMethod: 'prepayment',
      packages: [to(SW, 2_000)],
    })
    expect(t.serviceFeeCents).toBe(12_000 - 100)
    expect(t.flags.serviceFee).toBe(true)
    expect(t.vatCents).toBe(0)
    expect(t.totalCents).toBe(t.netCents + t.serviceFeeCents)
  })

  it('is not charged for other destinations', () => {
    expect(totals({ packages: [to(AT)] }).serviceFeeCents).toBe(0)
  })
})

describe('reverse charge', () => {
  const confirmedAt = { status: 'confirmed', countryCode: 'AT' } as const

  it('drops German VAT for a confirmed VAT id of another EU country shipping inside the EU', () => {
    const t = totals({ vatId: confirmedAt, packages: [to(AT, 1_000)] })
    expect(t.vatCents).toBe(0)
    expect(t.flags.reverseCharge).toBe(true)
    expect(t.flags.vatCharged).toBe(false)
    expect(t.totalCents).toBe(11_000)
  })

  it('drops the fixed post VAT too in multi-address mode', () => {
    const t = totals({ vatId: confirmedAt, multiAddress: true, packages: [to(AT, 1_000)] })
    expect(t.vatCents).toBe(0)
  })

  it('keeps VAT for an unconfirmed id, a German id, or goods staying in Germany', () => {
    expect(totals({ vatId: { status: 'unconfirmed' }, packages: [to(AT)] }).vatCents).toBe(1_900)
    expect(
      totals({ vatId: { status: 'confirmed', countryCode: 'DE' }, packages: [to(AT)] }).vatCents,
    ).toBe(1_900)
    expect(totals({ vatId: confirmedAt, packages: [to(DE)] }).vatCents).toBe(1_900)
    expect(isReverseCharge(confirmedAt, [to(DE)])).toBe(false)
    expect(isReverseCharge(confirmedAt, [to(SW)])).toBe(false)
  })

  it('applies per shipment: goods to Austria under reverse charge, goods to Germany taxed', () => {
    const t = totals({
      vatId: confirmedAt,
      multiAddress: true,
      items: [item(10_000), item(20_000)],
      packages: [to(AT, 0, [0]), to(DE, 0, [1])],
    })
    expect(t.packages.map((pkg) => pkg.treatment)).toEqual(['reverse_charge', 'taxed'])
    expect(t.vatCents).toBe(3_800)
    expect(t.flags).toMatchObject({ reverseCharge: true, vatCharged: true })
    expect(isReverseCharge(confirmedAt, [to(AT), to(DE)])).toBe(true)
  })
})

const destinationArb = fc.constantFrom(DE, AT, SW, NO, { ...SW, taxRequired: true })
const itemArb = fc.record({
  productPriceCents: fc.integer({ min: 0, max: 2_000_000 }),
  realPriceCents: fc.integer({ min: 0, max: 100_000 }),
  additionalPriceCents: fc.integer({ min: 0, max: 100_000 }),
  tiers: fc.array(
    fc.record({
      minQuantity: fc.integer({ min: 1, max: 60 }),
      percent: fc.integer({ min: 0, max: 100 }),
    }),
    { maxLength: 3 },
  ),
  durationSurchargePercent: fc.integer({ min: 0, max: 200 }),
  servicePricesCents: fc.array(fc.integer({ min: 0, max: 50_000 }), { maxLength: 3 }),
  quantity: fc.integer({ min: 1, max: 50 }),
})
/** Items and shipments, each item in one shipment (a random one). */
const shipmentsArb = fc
  .record({
    items: fc.array(itemArb, { maxLength: 6 }),
    packages: fc.array(
      fc.record({
        destination: destinationArb,
        postPriceCents: fc.integer({ min: 0, max: 20_000 }),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    owners: fc.array(fc.nat(), { minLength: 6, maxLength: 6 }),
  })
  .map(({ items, packages, owners }) => ({
    items,
    packages: packages.map((pkg, p) => ({
      ...pkg,
      itemIndexes: items.map((_, i) => i).filter((i) => owners[i]! % packages.length === p),
    })),
  }))
const inputArb: fc.Arbitrary<CheckoutInput> = fc
  .record({
    shipments: shipmentsArb,
    taxPercent: fc.integer({ min: 0, max: 2_500 }).map((bp) => bp / 100),
    freeShippingAboveCents: fc.oneof(
      fc.constantFrom(0, 30_000, 50_000),
      fc.integer({ min: 0, max: 10_000_000 }),
    ),
    couponPercent: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
    paymentMethod: fc.constantFrom('card', 'paypal', 'prepayment', 'invoice'),
    multiAddress: fc.boolean(),
    vatId: fc.constantFrom(
      { status: 'none' } as const,
      { status: 'unconfirmed' } as const,
      { status: 'confirmed', countryCode: 'AT' } as const,
    ),
    freeShippingCountries: fc.option(fc.constantFrom(['DE'], ['DE', 'AT']), { nil: undefined }),
  })
  .map(({ shipments, ...rest }) => ({ ...rest, ...shipments }))

describe('checkoutTotals: properties', () => {
  it('is never negative and every amount is whole cents', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const t = checkoutTotals(input)
        for (const [key, value] of Object.entries(t)) {
          if (key.endsWith('Cents')) {
            expect(Number.isSafeInteger(value), key).toBe(true)
            expect(value, key).toBeGreaterThanOrEqual(0)
          }
        }
      }),
    )
  })

  it('adds up: total = subtotal + shipping − discounts + VAT + fee, net = goods net + shipping', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const t = checkoutTotals(input)
        expect(t.totalCents).toBe(
          t.subtotalCents + t.shippingCents - t.discountCents + t.vatCents + t.serviceFeeCents,
        )
        expect(t.netCents).toBe(t.goodsNetCents + t.shippingCents)
        expect(t.goodsNetCents).toBe(t.subtotalCents - t.discountCents)
        expect(t.vatCents).toBe(t.goodsVatCents + t.shippingVatCents)
        expect(t.subtotalCents).toBe(t.lines.reduce((s, line) => s + line.totalCents, 0))
        if (!t.flags.vatCharged) expect(t.vatCents).toBe(0)
        expect(t.shippingCents).toBe(t.packages.reduce((s, pkg) => s + pkg.shippingCents, 0))
        expect(t.packages.reduce((s, pkg) => s + pkg.subtotalCents, 0)).toBe(t.subtotalCents)
      }),
    )
  })

  it('does not depend on the order of items or packages', () => {
    fc.assert(
      fc.property(inputArb, fc.integer(), (input, seed) => {
        const shuffle = <T>(list: T[]) =>
          list
            .map((value, i) => ({ value, key: Math.sin(seed + i) }))
            .sort((a, b) => a.key - b.key)
            .map((entry) => entry.value)
        const a = checkoutTotals(input)
        // Items get new places; each shipment names its items by their new places.
        const order = shuffle(input.items.map((_, i) => i))
        const b = checkoutTotals({
          ...input,
          items: order.map((i) => input.items[i]!),
          packages: shuffle(
            input.packages.map((pkg) => ({
              ...pkg,
              itemIndexes: (pkg.itemIndexes ?? []).map((i) => order.indexOf(i)),
            })),
          ),
        })
        const { lines: _a, packages: _pa, ...restA } = a
        const { lines: _b, packages: _pb, ...restB } = b
        expect(restB).toEqual(restA)
      }),
    )
  })

  it('charges VAT as TOT-3 says where every shipment is taxed: net × tax/100', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const t = checkoutTotals(input)
        const treatments = new Set(t.packages.map((pkg) => pkg.treatment))
        if (!treatments.has('taxed')) expect(t.vatCents).toBe(0)
        if (treatments.size !== 1 || !treatments.has('taxed')) return
        if (!input.multiAddress || input.taxPercent === 19) {
          expect(t.vatCents).toBe(percentOf(t.netCents, input.taxPercent))
        } else {
          expect(t.goodsVatCents).toBe(percentOf(t.goodsNetCents, input.taxPercent))
          expect(t.shippingVatCents).toBe(percentOf(t.shippingCents, 19))
        }
      }),
    )
  })

  it('never changes the total when a shipment is split into shipments to the same country', () => {
    fc.assert(
      fc.property(inputArb, fc.nat(), fc.integer({ min: 2, max: 4 }), (input, pick, parts) => {
        const whole = checkoutTotals(input)
        const p = pick % input.packages.length
        const split = input.packages[p]!
        // The split shipments carry the same items between them and, together, the same post.
        const pieces = Array.from({ length: parts }, (_, k) => ({
          destination: split.destination,
          postPriceCents: k === 0 ? split.postPriceCents : 0,
          itemIndexes: (split.itemIndexes ?? []).filter((_, j) => j % parts === k),
        }))
        const packages = [...input.packages.slice(0, p), ...pieces, ...input.packages.slice(p + 1)]
        for (const multiAddress of [input.multiAddress, true]) {
          const t = checkoutTotals({ ...input, packages, multiAddress })
          if (multiAddress !== input.multiAddress && input.taxPercent !== 19) continue
          expect(t.totalCents).toBe(whole.totalCents)
          expect(t.vatCents).toBe(whole.vatCents)
          expect(t.serviceFeeCents).toBe(whole.serviceFeeCents)
        }
      }),
    )
  })

  it('ships free exactly when the goods after the coupon exceed the threshold', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const t = checkoutTotals(input)
        if (input.freeShippingCountries !== undefined) return
        expect(t.flags.freeShipping).toBe(
          t.subtotalCents - t.couponDiscountCents > input.freeShippingAboveCents,
        )
        expect(t.shippingCents).toBe(t.flags.freeShipping ? 0 : t.postPriceCents)
      }),
    )
  })

  it('never charges more with a coupon or prepayment than without', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const plain = checkoutTotals({ ...input, couponPercent: null, paymentMethod: 'card' })
        const discounted = checkoutTotals(input)
        expect(discounted.goodsNetCents).toBeLessThanOrEqual(plain.goodsNetCents)
      }),
    )
  })
})
