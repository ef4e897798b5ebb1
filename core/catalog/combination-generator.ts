import { parseEuros } from '#core/money/money.ts'
import type { OptionShape } from './product-editor.ts'

// PED-2 (decision 0049): the combination generator of the product editor. Staff choose values of
// every option; every combination of the chosen values that the product does not have yet is
// made, priced by a rule — the base price plus the surcharge of each chosen value — and edited
// one by one afterwards. A run makes at most GENERATE_MAX combinations.

/** The most combinations one run of the generator may span (the existing ones included). */
export const GENERATE_MAX = 200

export type GeneratorProblem =
  { problem: 'noValue'; optionId: number } | { problem: 'tooMany'; total: number }

export interface GeneratorPlan {
  /** Combinations the chosen values span. */
  total: number
  /** Of those, the ones the product already has (skipped). */
  skipped: number
  /** The new ones, in the options' order, with their product price in cents. */
  create: { valueIds: number[]; priceCents: number }[]
}

const keyOf = (ids: readonly number[]) => ids.toSorted((a, b) => a - b).join(',')

/**
 * The surcharges in cents of the chosen values, read from the form's `surcharge<valueId>`
 * fields (empty: 0); a field that is no amount of euros (0 or more) is the problem.
 */
export function readSurcharges(
  picked: readonly number[],
  fields: Record<string, unknown>,
): Map<number, number> | { problem: 'surcharge'; valueId: number } {
  const surcharges = new Map<number, number>()
  for (const valueId of picked) {
    const raw = fields[`surcharge${valueId}`]
    const text = typeof raw === 'string' ? raw.trim() : ''
    const cents = text === '' ? 0 : parseEuros(text)
    if (cents === null || cents < 0) return { problem: 'surcharge', valueId }
    surcharges.set(valueId, cents)
  }
  return surcharges
}

/**
 * PED-2: the combinations to make from `picked` (value ids) — one value of every option, each
 * option at least one chosen value; those in `existing` are skipped; more than GENERATE_MAX in
 * all is refused before anything is made.
 */
export function planCombinations(
  options: readonly OptionShape[],
  picked: readonly number[],
  existing: readonly (readonly number[])[],
  basePriceCents: number,
  surcharges: ReadonlyMap<number, number>,
): GeneratorPlan | GeneratorProblem {
  const chosen = new Set(picked)
  const perOption: number[][] = []
  let total = 1
  for (const option of options) {
    const values = option.valueIds.filter((id) => chosen.has(id))
    if (values.length === 0) return { problem: 'noValue', optionId: option.id }
    total *= values.length
    if (total > GENERATE_MAX) {
      const all = options.reduce(
        (product, each) => product * each.valueIds.filter((id) => chosen.has(id)).length,
        1,
      )
      return { problem: 'tooMany', total: all }
    }
    perOption.push(values)
  }
  let sets: number[][] = [[]]
  for (const values of perOption) {
    sets = sets.flatMap((set) => values.map((value) => [...set, value]))
  }
  const have = new Set(existing.map(keyOf))
  const create = sets
    .filter((set) => !have.has(keyOf(set)))
    .map((valueIds) => ({
      valueIds,
      priceCents: valueIds.reduce((sum, id) => sum + (surcharges.get(id) ?? 0), basePriceCents),
    }))
  return { total: sets.length, skipped: sets.length - create.length, create }
}
