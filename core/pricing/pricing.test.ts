import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import {
  MAX_QUANTITY,
  MIN_QUANTITY,
  activeTier,
  clampQuantity,
  priceLine,
  tierTable,
  type DiscountTier,
  type PriceInput,
} from './pricing.ts'

const tiers: DiscountTier[] = [
  { minQuantity: 5, percent: 5 },
  { minQuantity: 10, percent: 10 },
  { minQuantity: 25, percent: 15 },
]

const product: Omit<PriceInput, 'quantity'> = {
  productPriceCents: 10000,
  realPriceCents: 2000,
  additionalPriceCents: 500,
  tiers,
  durationSurchargePercent: 0,
  servicePricesCents: [],
}
const rollUp: PriceInput = { ...product, quantity: 1 }

describe('activeTier', () => {
  it('has no tier below the first minimum quantity', () => {
    expect(activeTier(tiers, 4)).toBeNull()
    expect(activeTier([], 50)).toBeNull()
  })

  it('applies a tier from exactly its minimum quantity', () => {
    expect(activeTier(tiers, 5)).toEqual({ minQuantity: 5, percent: 5 })
    expect(activeTier(tiers, 10)).toEqual({ minQuantity: 10, percent: 10 })
  })

  it('keeps the highest tier reached between two tiers', () => {
    expect(activeTier(tiers, 9)).toEqual({ minQuantity: 5, percent: 5 })
    expect(activeTier(tiers, 50)).toEqual({ minQuantity: 25, percent: 15 })
  })

  it('does not depend on the order of the tiers', () => {
    expect(activeTier([...tiers].reverse(), 12)).toEqual({ minQuantity: 10, percent: 10 })
    expect(activeTier([tiers[2]!, tiers[0]!, tiers[1]!], 30)).toEqual(tiers[2])
  })
})

describe('clampQuantity', () => {
  it('keeps a quantity from 1 to 50', () => {
    expect(clampQuantity(1)).toBe(1)
    expect(clampQuantity(17)).toBe(17)
    expect(clampQuantity(50)).toBe(50)
  })

  it('turns a value below 1 into 1 and above 50 into 50 (CART-1)', () => {
    expect(clampQuantity(0)).toBe(MIN_QUANTITY)
    expect(clampQuantity(-3)).toBe(MIN_QUANTITY)
    expect(clampQuantity(51)).toBe(MAX_QUANTITY)
    expect(clampQuantity(Number.POSITIVE_INFINITY)).toBe(MAX_QUANTITY)
    expect(clampQuantity(Number.NaN)).toBe(MIN_QUANTITY)
  })

  it('cuts a fraction down', () => {
    expect(clampQuantity(3.9)).toBe(3)
    expect(clampQuantity(0.5)).toBe(1)
    expect(clampQuantity(50.5)).toBe(50)
  })
})

describe('priceLine', () => {
  it('adds product, real and additional price without a tier', () => {
    expect(priceLine(rollUp)).toEqual({
      quantity: 1,
      tier: null,
      productPriceCents: 10000,
      baseUnitCents: 12500,
      surchargeCents: 0,
      servicesCents: 0,
      unitCents: 12500,
      totalCents: 12500,
    })
  })

  it('discounts the product price only, from the tier minimum', () => {
    const line = priceLine({ ...rollUp, quantity: 10 })
    expect(line.tier).toEqual({ minQuantity: 10, percent: 10 })
    expect(line.productPriceCents).toBe(9000)
    expect(line.baseUnitCents).toBe(11500)
    expect(line.unitCents).toBe(11500)
    expect(line.totalCents).toBe(115000)
    expect(priceLine({ ...rollUp, quantity: 9 }).productPriceCents).toBe(9500)
  })

  it.each([
    [0, 12500],
    [25, 15625],
    [50, 18750],
  ])('adds a duration surcharge of %i %%', (percent, unitCents) => {
    const line = priceLine({ ...rollUp, durationSurchargePercent: percent })
    expect(line.surchargeCents).toBe(unitCents - 12500)
    expect(line.unitCents).toBe(unitCents)
  })

  it('takes the tier discount before the duration surcharge (PRICE-3)', () => {
    // (9000 + 2000 + 500) × 1.25 = 14375; surcharging first would give 14125.
    const line = priceLine({ ...rollUp, quantity: 10, durationSurchargePercent: 25 })
    expect(line.baseUnitCents).toBe(11500)
    expect(line.surchargeCents).toBe(2875)
    expect(line.unitCents).toBe(14375)
    expect(line.totalCents).toBe(143750)
  })

  it('adds services per unit, neither discounted nor surcharged', () => {
    const line = priceLine({
      ...rollUp,
      quantity: 10,
      durationSurchargePercent: 50,
      servicePricesCents: [1500, 999],
    })
    expect(line.servicesCents).toBe(2499)
    expect(line.unitCents).toBe(11500 * 1.5 + 2499)
    expect(line.totalCents).toBe((11500 * 1.5 + 2499) * 10)
  })

  it('rounds half a cent up, after each step', () => {
    // 5 % of 1010 = 50.5 -> 51 off (decision 0035): the discounted price is 959.
    const discounted = priceLine({
      ...rollUp,
      productPriceCents: 1010,
      realPriceCents: 0,
      additionalPriceCents: 1,
      quantity: 5,
    })
    expect(discounted.productPriceCents).toBe(959)
    // 959 + 2 = 961; its 50 % surcharge 480.5 -> 481: 1442.
    const surcharged = priceLine({
      ...rollUp,
      productPriceCents: 1010,
      realPriceCents: 0,
      additionalPriceCents: 2,
      quantity: 5,
      durationSurchargePercent: 50,
    })
    expect(surcharged.unitCents).toBe(1442)
    expect(surcharged.totalCents).toBe(7210)
    // 12.34 % of 1 cent = 0.1234 -> 0; the result stays exact with two-decimal percents.
    expect(
      priceLine({
        ...rollUp,
        productPriceCents: 1,
        realPriceCents: 0,
        additionalPriceCents: 0,
        durationSurchargePercent: 12.34,
      }).unitCents,
    ).toBe(1)
  })

  it('accepts quantity 1 and 50 and refuses what lies outside', () => {
    expect(priceLine({ ...rollUp, quantity: 1 }).totalCents).toBe(12500)
    expect(priceLine({ ...rollUp, quantity: 50 }).totalCents).toBe((8500 + 2500) * 50)
    for (const quantity of [0, 51, 2.5, Number.NaN]) {
      expect(() => priceLine({ ...rollUp, quantity })).toThrow(RangeError)
    }
  })

  it('refuses negative or fractional cents and percents out of range', () => {
    const invalid: Partial<PriceInput>[] = [
      { productPriceCents: -1 },
      { realPriceCents: 0.5 },
      { additionalPriceCents: Number.NaN },
      { servicePricesCents: [100, -100] },
      { tiers: [{ minQuantity: 2, percent: 101 }] },
      { tiers: [{ minQuantity: 2, percent: -1 }] },
      { tiers: [{ minQuantity: 0, percent: 5 }] },
      { tiers: [{ minQuantity: 2, percent: 5.555 }] },
      { durationSurchargePercent: -5 },
      { durationSurchargePercent: 1000.01 },
    ]
    for (const change of invalid) {
      expect(() => priceLine({ ...rollUp, ...change })).toThrow(RangeError)
    }
    expect(priceLine({ ...rollUp, durationSurchargePercent: 1000 }).unitCents).toBe(137500)
    expect(priceLine({ ...rollUp, tiers: [{ minQuantity: 1, percent: 100 }] }).unitCents).toBe(2500)
  })
})

describe('tierTable', () => {
  it('lists the unit price at each tier minimum, ordered by quantity', () => {
    expect(
      tierTable({
        ...product,
        tiers: [...tiers].reverse(),
        durationSurchargePercent: 25,
        servicePricesCents: [100],
      }),
    ).toEqual([
      { minQuantity: 5, percent: 5, unitCents: (9500 + 2500) * 1.25 + 100 },
      { minQuantity: 10, percent: 10, unitCents: (9000 + 2500) * 1.25 + 100 },
      { minQuantity: 25, percent: 15, unitCents: (8500 + 2500) * 1.25 + 100 },
    ])
  })

  it('leaves out tiers above the largest quantity and merges equal minimums', () => {
    const table = tierTable({
      ...product,
      tiers: [
        { minQuantity: 5, percent: 3 },
        { minQuantity: 5, percent: 5 },
        { minQuantity: 51, percent: 50 },
      ],
    })
    expect(table).toEqual([{ minQuantity: 5, percent: 5, unitCents: 12000 }])
  })
})

const cents = fc.nat(10_000_000)
const percent = (max: number) => fc.nat(max * 100).map((basisPoints) => basisPoints / 100)
const anyTier = fc.record({ minQuantity: fc.integer({ min: 1, max: 60 }), percent: percent(100) })
const anyInput = fc.record({
  productPriceCents: cents,
  realPriceCents: cents,
  additionalPriceCents: cents,
  tiers: fc.array(anyTier, { maxLength: 6 }),
  durationSurchargePercent: percent(1000),
  servicePricesCents: fc.array(fc.nat(1_000_000), { maxLength: 4 }),
  quantity: fc.integer({ min: MIN_QUANTITY, max: MAX_QUANTITY }),
})

describe('priceLine properties', () => {
  it('is never negative, and the total is exactly unit × quantity in whole cents', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const line = priceLine(input)
        expect(line.unitCents).toBeGreaterThanOrEqual(0)
        expect(line.productPriceCents).toBeGreaterThanOrEqual(0)
        expect(Number.isSafeInteger(line.totalCents)).toBe(true)
        expect(line.totalCents).toBe(line.unitCents * input.quantity)
        expect(line.unitCents).toBe(line.baseUnitCents + line.surchargeCents + line.servicesCents)
      }),
    )
  })

  it('does not depend on the order of the tiers', () => {
    fc.assert(
      fc.property(
        anyInput.chain((input) =>
          fc.tuple(
            fc.constant(input),
            fc.shuffledSubarray(input.tiers, { minLength: input.tiers.length }),
          ),
        ),
        ([input, shuffled]) => {
          expect(priceLine({ ...input, tiers: shuffled })).toEqual(priceLine(input))
        },
      ),
    )
  })

  it('never raises the unit price for a higher quantity when tier percents grow', () => {
    const growingTiers = fc
      .uniqueArray(fc.integer({ min: 1, max: 50 }), { maxLength: 6 })
      .chain((minimums) =>
        fc
          .array(fc.nat(10_000), { minLength: minimums.length, maxLength: minimums.length })
          .map((basisPoints) => {
            const percents = basisPoints.sort((a, b) => a - b).map((bp) => bp / 100)
            return [...minimums]
              .sort((a, b) => a - b)
              .map((minQuantity, i) => ({ minQuantity, percent: percents[i]! }))
          }),
      )
    fc.assert(
      fc.property(
        anyInput,
        growingTiers,
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 50 }),
        (input, tiers, a, b) => {
          const [low, high] = a < b ? [a, b] : [b, a]
          const lowLine = priceLine({ ...input, tiers, quantity: low })
          const highLine = priceLine({ ...input, tiers, quantity: high })
          expect(highLine.unitCents).toBeLessThanOrEqual(lowLine.unitCents)
        },
      ),
    )
  })
})
