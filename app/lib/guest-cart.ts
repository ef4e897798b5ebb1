// CART-6: the guest cart lives in the browser under cart_items, cart_count and cart_expires_at. It
// keeps only what identifies a configuration and its quantity: no personal data and no prices
// (prices always come from the server, PRICE-1). Beside the ids a line keeps the titles it was
// configured with, so the server can find it again by title when the shop re-created the product's
// combinations meanwhile (CART-12, core/cart/title-match.ts).

import {
  type Configuration,
  configurationKey,
  type Line,
  pieceCount,
  type StoredTitles,
} from '#core/cart/lines.ts'
import { CART_TARGET_KEY, type CartTarget, parseCartTargetText } from '#core/cart/cart-target.ts'

export const CART_ITEMS_KEY = 'cart_items'
export const CART_COUNT_KEY = 'cart_count'
export const CART_EXPIRES_KEY = 'cart_expires_at'
/** CART-5: the guest cart expires one day after the last change. */
export const GUEST_CART_TTL_MS = 24 * 60 * 60 * 1000

/** The part of the Web Storage API the cart needs (localStorage in the browser). */
export type CartStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function clear(storage: CartStorage) {
  storage.removeItem(CART_TARGET_KEY)
  storage.removeItem(CART_ITEMS_KEY)
  storage.removeItem(CART_COUNT_KEY)
  storage.removeItem(CART_EXPIRES_KEY)
}

function save(storage: CartStorage, items: Line[], now: number) {
  if (items.length === 0) return clear(storage)
  storage.setItem(CART_ITEMS_KEY, JSON.stringify(items))
  storage.setItem(CART_COUNT_KEY, String(pieceCount(items)))
  storage.setItem(CART_EXPIRES_KEY, new Date(now + GUEST_CART_TTL_MS).toISOString())
}

// What the browser keeps is core/cart's one line shape (decision 0043). It is checked here by
// hand against that shape's type, not by its zod schema: this module is on every page's first
// load, which carries no zod (decision 0034). Whatever the browser sends is parsed again by the
// server with core/validation/cart.ts.
const isText = (value: unknown) => typeof value === 'string'
const isId = (value: unknown) => Number.isInteger(value) && (value as number) > 0

function isTitles(value: unknown): value is StoredTitles {
  const titles = value as StoredTitles
  return (
    typeof titles === 'object' &&
    titles !== null &&
    isText(titles.duration) &&
    Array.isArray(titles.options) &&
    titles.options.every(
      (o) => typeof o === 'object' && o !== null && isText(o.option) && isText(o.value),
    ) &&
    Array.isArray(titles.services) &&
    titles.services.every(isText)
  )
}

function isLine(value: unknown): value is Line {
  const line = value as Line
  return (
    typeof line === 'object' &&
    line !== null &&
    [line.product_id, line.combination_id, line.duration_id, line.quantity].every(isId) &&
    Array.isArray(line.services) &&
    line.services.every(isId) &&
    (line.titles === undefined || isTitles(line.titles))
  )
}

/**
 * The stored items. An absent, expired or unreadable cart is emptied (CART-6: 'on load an
 * expired or absent local cart is emptied').
 */
export function loadGuestCart(storage: CartStorage, now = Date.now()): Line[] {
  const expires = Date.parse(storage.getItem(CART_EXPIRES_KEY) ?? '')
  let items: unknown
  try {
    items = JSON.parse(storage.getItem(CART_ITEMS_KEY) ?? 'null')
  } catch {
    items = null
  }
  if (
    !Number.isFinite(expires) ||
    expires <= now ||
    !Array.isArray(items) ||
    !items.every(isLine)
  ) {
    clear(storage)
    return []
  }
  return items
}

/**
 * Stores the cart the server answered after a change (CART-3, CART-4: the rules run on the
 * server, the browser only keeps the result). Every change moves the expiry to one day later.
 */
/**
 * FAIR-TGT-2: what the guest's cart is ordered for, kept beside it (and gone with it); checked
 * again by the server on every read.
 */
export function loadGuestTarget(storage: CartStorage): CartTarget | undefined {
  return parseCartTargetText(storage.getItem(CART_TARGET_KEY))
}

export function saveGuestTarget(storage: CartStorage, target: CartTarget | null) {
  if (target) storage.setItem(CART_TARGET_KEY, JSON.stringify(target))
  else storage.removeItem(CART_TARGET_KEY)
}

export function saveGuestCart(storage: CartStorage, items: Line[], now = Date.now()) {
  save(storage, items, now)
}

/** After login every item has moved to the server cart (CART-6): nothing stays behind. */
export function clearGuestCart(storage: CartStorage) {
  clear(storage)
}

/** A line the server found again by its titles (CART-12): its old ids and the current ones. */
export interface GuestCartRepair {
  from: Configuration
  to: Configuration
}

/**
 * The guest quote answers which lines it found by title under new ids; the local cart takes the
 * new ids, so removing or changing the line keeps working. A line that then equals another one
 * joins it.
 */
export function repairGuestCart(
  storage: CartStorage,
  repairs: GuestCartRepair[],
  now = Date.now(),
): Line[] {
  let items = loadGuestCart(storage, now)
  for (const { from, to } of repairs) {
    const index = items.findIndex((line) => configurationKey(line) === configurationKey(from))
    if (index < 0) continue
    const line = items[index]!
    const next = { ...line, ...to, services: [...to.services].sort((a, b) => a - b) }
    const other = items.find(
      (item, i) => i !== index && configurationKey(item) === configurationKey(next),
    )
    if (other) {
      other.quantity += next.quantity
      items = items.filter((_, i) => i !== index)
    } else {
      items[index] = next
    }
  }
  if (repairs.length > 0) save(storage, items, now)
  return items
}
