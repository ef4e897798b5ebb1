// spec 4: the guest cart lives in the browser under cart_items, cart_count and cart_expires_at.
// It keeps only what identifies a configuration and its quantity: no personal data and no
// prices (prices always come from the server, spec 9 / ARCHITECTURE.md). Beside the ids a line
// keeps the titles it was configured with, so the server can find it again by title when the shop
// re-created the product's combinations meanwhile (spec 9, core/cart/title-match.ts).

import type { StoredTitles } from '#core/cart/title-match.ts'

export const CART_ITEMS_KEY = 'cart_items'
export const CART_COUNT_KEY = 'cart_count'
export const CART_EXPIRES_KEY = 'cart_expires_at'
/** spec 4/9: the guest cart expires one day after the last change. */
export const GUEST_CART_TTL_MS = 24 * 60 * 60 * 1000

export interface GuestCartItem {
  product_id: number
  combination_id: number
  duration_id: number
  /** Service value ids, sorted; empty for none (spec 3 writes '0'). */
  services: number[]
  quantity: number
  /** Optional: carts stored before titles were kept still load. */
  titles?: StoredTitles
}

/** The part of the Web Storage API the cart needs (localStorage in the browser). */
export type CartStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function sameServices(a: number[], b: number[]): boolean {
  const x = [...a].sort((m, n) => m - n)
  const y = [...b].sort((m, n) => m - n)
  return x.length === y.length && x.every((value, i) => value === y[i])
}

function clear(storage: CartStorage) {
  storage.removeItem(CART_ITEMS_KEY)
  storage.removeItem(CART_COUNT_KEY)
  storage.removeItem(CART_EXPIRES_KEY)
}

function save(storage: CartStorage, items: GuestCartItem[], now: number) {
  if (items.length === 0) return clear(storage)
  storage.setItem(CART_ITEMS_KEY, JSON.stringify(items))
  storage.setItem(CART_COUNT_KEY, String(items.reduce((sum, item) => sum + item.quantity, 0)))
  storage.setItem(CART_EXPIRES_KEY, new Date(now + GUEST_CART_TTL_MS).toISOString())
}

const isText = (value: unknown) => typeof value === 'string'

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

function isItem(value: unknown): value is GuestCartItem {
  const item = value as GuestCartItem
  return (
    typeof item === 'object' &&
    item !== null &&
    [item.product_id, item.combination_id, item.duration_id, item.quantity].every(
      (n) => Number.isInteger(n) && n > 0,
    ) &&
    Array.isArray(item.services) &&
    item.services.every((n) => Number.isInteger(n) && n > 0) &&
    (item.titles === undefined || isTitles(item.titles))
  )
}

/**
 * The stored items. An absent, expired or unreadable cart is emptied (spec 4: 'on load an
 * expired or absent local cart is emptied').
 */
export function loadGuestCart(storage: CartStorage, now = Date.now()): GuestCartItem[] {
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
    !items.every(isItem)
  ) {
    clear(storage)
    return []
  }
  return items
}

/**
 * spec 4: the same product, combination, duration and services raise the quantity by 1;
 * anything else is appended. Every change moves the expiry to one day later.
 */
export function addToGuestCart(
  storage: CartStorage,
  item: Omit<GuestCartItem, 'quantity'> & { quantity?: number },
  now = Date.now(),
): GuestCartItem[] {
  const items = loadGuestCart(storage, now)
  const services = [...item.services].sort((a, b) => a - b)
  const existing = items.find(
    (line) =>
      line.product_id === item.product_id &&
      line.combination_id === item.combination_id &&
      line.duration_id === item.duration_id &&
      sameServices(line.services, services),
  )
  if (existing) {
    existing.quantity += 1
    existing.titles ??= item.titles
  } else {
    items.push({ ...item, services, quantity: item.quantity ?? 1 })
  }
  save(storage, items, now)
  return items
}

/** spec 4: removal matches product, combination and duration only; the last one clears all. */
export function removeFromGuestCart(
  storage: CartStorage,
  key: { product_id: number; combination_id: number; duration_id: number },
  now = Date.now(),
): GuestCartItem[] {
  const items = loadGuestCart(storage, now).filter(
    (line) =>
      !(
        line.product_id === key.product_id &&
        line.combination_id === key.combination_id &&
        line.duration_id === key.duration_id
      ),
  )
  save(storage, items, now)
  return items
}

/** After login every item has moved to the server cart (spec 4): nothing stays behind. */
export function clearGuestCart(storage: CartStorage) {
  clear(storage)
}

/**
 * The cart page changes a line's quantity, production time or services. The line is found by its
 * whole configuration; when the change makes it equal to another line, the two become one.
 */
export function updateGuestCartItem(
  storage: CartStorage,
  key: Omit<GuestCartItem, 'quantity'>,
  change: { quantity?: number; duration_id?: number; services?: number[] },
  now = Date.now(),
): GuestCartItem[] {
  const items = loadGuestCart(storage, now)
  const same = (line: Omit<GuestCartItem, 'quantity'>, other: Omit<GuestCartItem, 'quantity'>) =>
    line.product_id === other.product_id &&
    line.combination_id === other.combination_id &&
    line.duration_id === other.duration_id &&
    sameServices(line.services, other.services)
  const index = items.findIndex((line) => same(line, key))
  if (index < 0) return items
  const current = items[index]!
  const next: GuestCartItem = {
    ...current,
    duration_id: change.duration_id ?? current.duration_id,
    services: [...(change.services ?? current.services)].sort((a, b) => a - b),
    quantity: change.quantity ?? current.quantity,
  }
  const other = items.findIndex((line, i) => i !== index && same(line, next))
  if (other >= 0) {
    items[other]!.quantity += next.quantity
    items.splice(index, 1)
  } else {
    items[index] = next
  }
  save(storage, items, now)
  return items
}

/** A line the server found again by its titles (spec 9): its old ids and the current ones. */
export interface GuestCartRepair {
  from: Omit<GuestCartItem, 'quantity' | 'titles'>
  to: Omit<GuestCartItem, 'quantity' | 'titles'>
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
): GuestCartItem[] {
  let items = loadGuestCart(storage, now)
  for (const { from, to } of repairs) {
    const index = items.findIndex(
      (line) =>
        line.product_id === from.product_id &&
        line.combination_id === from.combination_id &&
        line.duration_id === from.duration_id &&
        sameServices(line.services, from.services),
    )
    if (index < 0) continue
    const line = items[index]!
    const next = { ...line, ...to, services: [...to.services].sort((a, b) => a - b) }
    const other = items.find(
      (item, i) =>
        i !== index &&
        item.product_id === next.product_id &&
        item.combination_id === next.combination_id &&
        item.duration_id === next.duration_id &&
        sameServices(item.services, next.services),
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
