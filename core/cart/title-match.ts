import { distance } from 'fastest-levenshtein'
import type { StoredTitles } from './line-schema.ts'

// CART-12: 'Stored option titles are matched to the current ones by edit distance, choosing the
// best match.' A guest cart keeps, beside the ids, the titles a line was configured with (see
// app/lib/guest-cart.ts). When the shop owner re-creates a product's combinations (new ids) or
// renames a value slightly, the ids point to nothing any more; these functions find the current
// ids by the titles. Pure: the caller passes the product as the catalog loaded it.
//
// The rule for one title against the current ones (both normalised: trimmed, lower case, runs of
// white space as one space):
// - the numbers in both must be the same, in the same order: in this shop a number is a size, a
//   piece count or a day count ('85 x 200 cm' is never '100 x 200 cm', '1 Strahler' never
//   '2 Strahler'), however few letters differ;
// - accepted when the edit distance is at most max(2, 30 % of the longer title), or when one is
//   the other with words added at the end ('Tragetasche' -> 'Tragetasche (Nylon)', a value the
//   owner made more precise);
// - of the accepted ones the one with the smallest distance relative to the longer title wins;
//   a tie for the best is ambiguous and matches nothing (better the item-gone message than a
//   guess at the wrong variant).

/** What a guest cart line stores besides its ids: the titles it was configured with. */
export type { StoredTitles } from './line-schema.ts'

export interface TitledProduct {
  options: { id: number; title: string; values: { id: number; title: string }[] }[]
  combinations: { id: number; optionValueIds: number[] }[]
  durations: { id: number; title: string }[]
  services: { id: number; title: string; values: { id: number; title: string }[] }[]
}

/** Absolute slack every title gets, so one or two typos always pass even in short titles. */
export const MIN_ACCEPTED_DISTANCE = 2
/** Share of the longer title that may differ. */
export const MAX_RELATIVE_DISTANCE = 0.3

export function normaliseTitle(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, ' ')
}

const numbersOf = (title: string) => title.match(/\d+(?:[.,]\d+)?/g)?.join('|') ?? ''

/** A service value's title as the cart shows it: 'Service: Value'. */
export function serviceValueTitle(service: string, value: string): string {
  return `${service}: ${value}`
}

/**
 * The relative distance of two titles when the stored one may stand for the current one, else
 * null.
 */
export function titleDistance(stored: string, current: string): number | null {
  const a = normaliseTitle(stored)
  const b = normaliseTitle(current)
  if (a === b) return 0
  if (numbersOf(a) !== numbersOf(b)) return null
  const longer = Math.max(a.length, b.length)
  const d = distance(a, b)
  const [short, long] = a.length <= b.length ? [a, b] : [b, a]
  const extended = short.length > 0 && long.startsWith(`${short} `)
  if (d > Math.max(MIN_ACCEPTED_DISTANCE, MAX_RELATIVE_DISTANCE * longer) && !extended) return null
  return d / longer
}

/** The one candidate that matches the stored title best; undefined when none or a tie. */
export function bestTitleMatch<T>(
  stored: string,
  candidates: readonly T[],
  titleOf: (candidate: T) => string,
): T | undefined {
  let best: T | undefined
  let bestScore = Infinity
  let tie = false
  for (const candidate of candidates) {
    const score = titleDistance(stored, titleOf(candidate))
    if (score === null) continue
    if (score < bestScore) {
      best = candidate
      bestScore = score
      tie = false
    } else if (score === bestScore) {
      tie = true
    }
  }
  return tie ? undefined : best
}

/**
 * The current combination whose option values match the stored ones: each stored option finds
 * its current option by title (each current option at most once), then its value within it; the
 * combination is the one made of exactly these values. Undefined when any step fails.
 */
export function matchCombination(
  stored: StoredTitles['options'],
  product: Pick<TitledProduct, 'options' | 'combinations'>,
): number | undefined {
  if (stored.length !== product.options.length) return undefined
  const valueIds: number[] = []
  const used = new Set<number>()
  for (const { option, value } of stored) {
    const current = bestTitleMatch(
      option,
      product.options.filter((o) => !used.has(o.id)),
      (o) => o.title,
    )
    if (!current) return undefined
    used.add(current.id)
    const currentValue = bestTitleMatch(value, current.values, (v) => v.title)
    if (!currentValue) return undefined
    valueIds.push(currentValue.id)
  }
  const wanted = [...valueIds].sort((a, b) => a - b).join(',')
  const found = product.combinations.filter(
    (c) => [...c.optionValueIds].sort((a, b) => a - b).join(',') === wanted,
  )
  return found.length === 1 ? found[0]!.id : undefined
}

export function matchDuration(
  stored: string,
  durations: TitledProduct['durations'],
): number | undefined {
  return bestTitleMatch(stored, durations, (d) => d.title)?.id
}

/**
 * Every stored service value by its 'Service: Value' title; at most one value per service, as
 * the catalog's quote demands. Sorted ids, or undefined when any title finds no value.
 */
export function matchServices(
  stored: string[],
  services: TitledProduct['services'],
): number[] | undefined {
  const values = services.flatMap((service) =>
    service.values.map((value) => ({
      id: value.id,
      serviceId: service.id,
      title: serviceValueTitle(service.title, value.title),
    })),
  )
  const ids: number[] = []
  const groups = new Set<number>()
  for (const title of stored) {
    const value = bestTitleMatch(title, values, (v) => v.title)
    if (!value || groups.has(value.serviceId)) return undefined
    groups.add(value.serviceId)
    ids.push(value.id)
  }
  return ids.sort((a, b) => a - b)
}
