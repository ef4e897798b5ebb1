import { MAX_QUANTITY, MIN_QUANTITY } from '#core/pricing/pricing.ts'
import type { Configuration, Line } from './line-schema.ts'

// The cart's line rules, once for the guest cart (kept in the browser, changed by the server's
// answer) and the customer's (kept in the database): CART-1..CART-5, decision 0018.

// The one line shape is its schema's (decision 0043); only its types come here, so the pages
// that import these rules load no zod (decision 0034).
export type { Configuration, Line, StoredTitles } from './line-schema.ts'

// CART-1's bounds and the quantity field's correction live with the price function.
export { clampQuantity, MAX_QUANTITY, MIN_QUANTITY } from '#core/pricing/pricing.ts'

/** CART-1: a line's quantity is a whole number from 1 to 50. */
export function isCartQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= MIN_QUANTITY && quantity <= MAX_QUANTITY
}

/** CART-2: services as stored text, sorted ids separated by commas, '0' for none. */
export function servicesText(ids: readonly number[]): string {
  return ids.length ? [...ids].sort((a, b) => a - b).join(',') : '0'
}

export function servicesFromText(text: string): number[] {
  return text
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0)
}

/** CART-2: the key of a configuration; lines with equal keys are one line. */
export function configurationKey(line: Configuration): string {
  return `${line.product_id}/${line.combination_id}/${line.duration_id}/${servicesText(line.services)}`
}

/** CART-2: the same key for a priced line or a line's error (core/cart/cart.ts's names). */
export function pricedConfigurationKey(line: {
  productId: number
  combinationId: number
  durationId: number
  serviceIds: readonly number[]
}): string {
  return configurationKey({
    product_id: line.productId,
    combination_id: line.combinationId,
    duration_id: line.durationId,
    services: [...line.serviceIds],
  })
}

export function configurationOf(line: Configuration): Configuration {
  return {
    product_id: line.product_id,
    combination_id: line.combination_id,
    duration_id: line.duration_id,
    services: [...line.services].sort((a, b) => a - b),
  }
}

/** Why a change was refused: the sum would pass the limit of CART-1. */
export type Refusal = 'limit'

export type LinesResult = { ok: true; lines: Line[] } | { ok: false; refused: Refusal }

/**
 * CART-3: adding a configuration the cart already holds adds the quantity asked for (5 and 5
 * again are 10); a sum above 50 is refused and the cart stays as it was. A new configuration is
 * appended.
 */
export function addLine(lines: readonly Line[], line: Line): LinesResult {
  const key = configurationKey(line)
  const index = lines.findIndex((other) => configurationKey(other) === key)
  if (index < 0) return { ok: true, lines: [...lines, { ...line, ...configurationOf(line) }] }
  const existing = lines[index]!
  const quantity = existing.quantity + line.quantity
  if (quantity > MAX_QUANTITY) return { ok: false, refused: 'limit' }
  const next = { ...existing, quantity, titles: existing.titles ?? line.titles }
  return { ok: true, lines: lines.map((other, i) => (i === index ? next : other)) }
}

export interface LineChange {
  quantity?: number
  duration_id?: number
  services?: number[]
}

/**
 * CART-4: a line's quantity, production time or services change; when the change makes it equal
 * to another line, the two become one line whose quantity is the sum, refused above 50. A line
 * that is not in the cart leaves it as it is.
 */
export function changeLine(lines: readonly Line[], key: string, change: LineChange): LinesResult {
  const index = lines.findIndex((line) => configurationKey(line) === key)
  if (index < 0) return { ok: true, lines: [...lines] }
  const current = lines[index]!
  const next: Line = {
    ...current,
    duration_id: change.duration_id ?? current.duration_id,
    services: [...(change.services ?? current.services)].sort((a, b) => a - b),
    quantity: change.quantity ?? current.quantity,
  }
  const nextKey = configurationKey(next)
  const other = lines.findIndex((line, i) => i !== index && configurationKey(line) === nextKey)
  if (other < 0) {
    if (next.quantity > MAX_QUANTITY) return { ok: false, refused: 'limit' }
    return { ok: true, lines: lines.map((line, i) => (i === index ? next : line)) }
  }
  const quantity = lines[other]!.quantity + next.quantity
  if (quantity > MAX_QUANTITY) return { ok: false, refused: 'limit' }
  return {
    ok: true,
    lines: lines
      .map((line, i) => (i === other ? { ...line, quantity } : line))
      .filter((_, i) => i !== index),
  }
}

/** CART-4: removing a line removes exactly that configuration. */
export function removeLine(lines: readonly Line[], key: string): Line[] {
  return lines.filter((line) => configurationKey(line) !== key)
}

/** The number of pieces in a cart, as the header's badge shows it. */
export function pieceCount(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0)
}
