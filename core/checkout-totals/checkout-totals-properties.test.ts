import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { percentOf } from '../money/money.ts'
import { checkoutTotals, type CheckoutInput } from './checkout-totals.ts'
import { AT, DE, NO, SW } from './checkout-totals.fixtures.ts'

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
