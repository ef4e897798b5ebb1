import { describe, expect, it } from 'vitest'
import { activeValueIds, combinationOfValues } from './configurator.ts'

// A frame in three sizes (1, 2, 3) with a narrow (10) or wide (11) profile, printed on one (20)
// or both sides (21); the narrow profile is single-sided only, and size 3 has no narrow profile.
const options = [
  { id: 1, values: [{ id: 1 }, { id: 2 }, { id: 3 }] },
  { id: 2, values: [{ id: 10 }, { id: 11 }] },
  { id: 3, values: [{ id: 20 }, { id: 21 }] },
]
let nextId = 100
const combinations = [1, 2, 3].flatMap((size) =>
  [10, 11].flatMap((profile) =>
    [20, 21]
      .filter((sides) => !(profile === 10 && sides === 21) && !(size === 3 && profile === 10))
      .map((sides) => ({ id: nextId++, optionValueIds: [size, profile, sides] })),
  ),
)
const find = (...ids: number[]) => combinationOfValues(combinations, ids)!

describe('combinationOfValues', () => {
  it('finds the combination of exactly the given values, in any order', () => {
    expect(find(20, 1, 11).optionValueIds).toEqual([1, 11, 20])
    expect(combinationOfValues(combinations, [1, 10, 21])).toBeUndefined()
    expect(combinationOfValues(combinations, [1, 10])).toBeUndefined()
  })
})

describe('activeValueIds', () => {
  it('keeps every value that can be reached by changing one option', () => {
    // Size 1, narrow, single-sided: double-sided needs the wide profile; size 3 has no narrow one.
    expect(activeValueIds(options, combinations, find(1, 10, 20))).toEqual([1, 2, 10, 11, 20])
    // Size 1, wide, double-sided: the narrow profile is not built double-sided.
    expect(activeValueIds(options, combinations, find(1, 11, 21))).toEqual([1, 2, 3, 11, 20, 21])
  })

  it('always contains the chosen values themselves', () => {
    for (const combination of combinations) {
      const active = activeValueIds(options, combinations, combination)
      for (const id of combination.optionValueIds) expect(active).toContain(id)
    }
  })
})
