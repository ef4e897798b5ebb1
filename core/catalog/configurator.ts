// The type-2 configurator rules (CAT-5, API-5: active-options), pure so they can be tested alone.

export interface ConfiguratorOption {
  id: number
  values: { id: number }[]
}

export interface ConfiguratorCombination {
  id: number
  /** One value per option, sorted ascending. */
  optionValueIds: number[]
}

/** The combination of a choice: exactly these option values, in any order. */
export function combinationOfValues<T extends ConfiguratorCombination>(
  combinations: T[],
  valueIds: number[],
): T | undefined {
  const wanted = [...valueIds].sort((a, b) => a - b).join(',')
  return combinations.find((combination) => combination.optionValueIds.join(',') === wanted)
}

/**
 * The option values that stay selectable with a chosen combination: for each option, the values
 * that form an active combination together with the chosen values of all other options. So a
 * buyer can always change one option at a time without landing on a configuration that is not
 * built.
 */
export function activeValueIds(
  options: ConfiguratorOption[],
  combinations: ConfiguratorCombination[],
  chosen: ConfiguratorCombination,
): number[] {
  const active = new Set<number>()
  for (const option of options) {
    const ofOption = new Set(option.values.map((value) => value.id))
    const others = chosen.optionValueIds.filter((id) => !ofOption.has(id)).join(',')
    for (const combination of combinations) {
      const rest = combination.optionValueIds.filter((id) => !ofOption.has(id)).join(',')
      if (rest !== others) continue
      for (const id of combination.optionValueIds) if (ofOption.has(id)) active.add(id)
    }
  }
  return [...active].sort((a, b) => a - b)
}
