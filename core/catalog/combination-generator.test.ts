import { describe, expect, it } from 'vitest'
import { GENERATE_MAX, planCombinations, readSurcharges } from './combination-generator.ts'

// PED-2: the generator's plan — every combination of the chosen values, the existing skipped,
// priced base + surcharges, refused above GENERATE_MAX.

const size = { id: 1, valueIds: [11, 12, 13] }
const colour = { id: 2, valueIds: [21, 22] }

describe('the combination generator (PED-2)', () => {
  it('spans every combination of the chosen values, priced base + surcharges', () => {
    const plan = planCombinations(
      [size, colour],
      [11, 12, 21, 22],
      [],
      10_000,
      new Map([
        [12, 2_500],
        [22, 500],
      ]),
    )
    expect(plan).toEqual({
      total: 4,
      skipped: 0,
      create: [
        { valueIds: [11, 21], priceCents: 10_000 },
        { valueIds: [11, 22], priceCents: 10_500 },
        { valueIds: [12, 21], priceCents: 12_500 },
        { valueIds: [12, 22], priceCents: 13_000 },
      ],
    })
  })

  it('skips the combinations the product has, whatever their order', () => {
    const plan = planCombinations([size, colour], [11, 21, 22], [[21, 11]], 100, new Map())
    expect(plan).toEqual({
      total: 2,
      skipped: 1,
      create: [{ valueIds: [11, 22], priceCents: 100 }],
    })
  })

  it('asks for a value of every option', () => {
    expect(planCombinations([size, colour], [11], [], 0, new Map())).toEqual({
      problem: 'noValue',
      optionId: 2,
    })
  })

  it('makes the one combination of a product without options', () => {
    expect(planCombinations([], [], [], 500, new Map())).toEqual({
      total: 1,
      skipped: 0,
      create: [{ valueIds: [], priceCents: 500 }],
    })
  })

  it(`refuses more than ${GENERATE_MAX} combinations, naming the count`, () => {
    const big = (id: number) => ({
      id,
      valueIds: Array.from({ length: 15 }, (_, i) => id * 100 + i),
    })
    const options = [big(1), big(2)]
    const picked = options.flatMap((option) => option.valueIds)
    expect(planCombinations(options, picked, [], 0, new Map())).toEqual({
      problem: 'tooMany',
      total: 225,
    })
    // 14 × 14 = 196 is within the bound.
    const fewer = picked.filter((id) => id % 100 !== 14)
    expect(planCombinations(options, fewer, [], 0, new Map())).toMatchObject({ total: 196 })
  })

  it('reads the surcharges as euros, empty as 0, refusing anything else', () => {
    expect(readSurcharges([1, 2], { surcharge1: '12,50', surcharge2: '' })).toEqual(
      new Map([
        [1, 1250],
        [2, 0],
      ]),
    )
    expect(readSurcharges([1], { surcharge1: '-3' })).toEqual({ problem: 'surcharge', valueId: 1 })
    expect(readSurcharges([1], { surcharge1: 'zehn' })).toEqual({
      problem: 'surcharge',
      valueId: 1,
    })
  })
})
