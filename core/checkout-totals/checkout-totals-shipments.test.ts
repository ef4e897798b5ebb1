import { describe, expect, it } from 'vitest'
import { isReverseCharge, swissServiceFee } from './checkout-totals.ts'
import { AT, DE, item, NO, SW, to, totals } from './checkout-totals.fixtures.ts'

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
