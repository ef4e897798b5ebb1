import { describe, expect, it } from 'vitest'
import {
  CART_COUNT_KEY,
  CART_EXPIRES_KEY,
  CART_ITEMS_KEY,
  type CartStorage,
  clearGuestCart,
  GUEST_CART_TTL_MS,
  loadGuestCart,
  repairGuestCart,
  saveGuestCart,
} from './guest-cart.ts'

function memoryStorage(): CartStorage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  }
}

const rollUp = { product_id: 1, combination_id: 11, duration_id: 5, services: [] as number[] }
const T0 = Date.parse('2026-11-22T10:00:00Z')
const titles = {
  options: [{ option: 'Zubehör', value: 'Tragetasche' }],
  duration: 'Standard (5 Werktage)',
  services: ['Strahler: 1 Strahler'],
}

// The browser only keeps the guest cart (CART-5, CART-6); the rules that change it are
// core/cart/lines.ts.
describe('guest cart storage (CART-6)', () => {
  it('keeps the lines, their piece count and an expiry one day after the last change', () => {
    const storage = memoryStorage()
    saveGuestCart(
      storage,
      [
        { ...rollUp, quantity: 3 },
        { ...rollUp, duration_id: 6, quantity: 2 },
      ],
      T0,
    )
    expect(storage.data.get(CART_COUNT_KEY)).toBe('5')
    expect(Date.parse(storage.data.get(CART_EXPIRES_KEY)!)).toBe(T0 + GUEST_CART_TTL_MS)
    expect(loadGuestCart(storage, T0 + GUEST_CART_TTL_MS - 1)).toHaveLength(2)
    expect(loadGuestCart(storage, T0 + GUEST_CART_TTL_MS)).toEqual([])
    expect(storage.data.size).toBe(0)
  })

  it('empties an absent or garbled cart on load', () => {
    const storage = memoryStorage()
    expect(loadGuestCart(storage, T0)).toEqual([])
    storage.setItem(CART_ITEMS_KEY, '{not json')
    storage.setItem(CART_EXPIRES_KEY, new Date(T0 + 1000).toISOString())
    expect(loadGuestCart(storage, T0)).toEqual([])
    storage.setItem(CART_ITEMS_KEY, JSON.stringify([{ ...rollUp, quantity: 0 }]))
    storage.setItem(CART_EXPIRES_KEY, new Date(T0 + 1000).toISOString())
    expect(loadGuestCart(storage, T0)).toEqual([])
    expect(storage.data.size).toBe(0)
  })

  it('clears all local cart data when the last line goes, and on clear', () => {
    const storage = memoryStorage()
    saveGuestCart(storage, [{ ...rollUp, quantity: 1 }], T0)
    saveGuestCart(storage, [], T0)
    expect(storage.data.size).toBe(0)
    saveGuestCart(storage, [{ ...rollUp, quantity: 1 }], T0)
    clearGuestCart(storage)
    expect(storage.data.size).toBe(0)
  })

  it('loads a cart stored before lines kept titles, and keeps titles it has', () => {
    const storage = memoryStorage()
    storage.setItem(CART_ITEMS_KEY, JSON.stringify([{ ...rollUp, quantity: 3 }]))
    storage.setItem(CART_EXPIRES_KEY, new Date(T0 + 1000).toISOString())
    expect(loadGuestCart(storage, T0)).toEqual([{ ...rollUp, quantity: 3 }])
    saveGuestCart(storage, [{ ...rollUp, titles, quantity: 2 }], T0)
    expect(loadGuestCart(storage, T0 + 1)).toEqual([{ ...rollUp, titles, quantity: 2 }])
  })

  it('empties a cart whose titles are unreadable', () => {
    const storage = memoryStorage()
    storage.setItem(CART_ITEMS_KEY, JSON.stringify([{ ...rollUp, quantity: 1, titles: 'x' }]))
    storage.setItem(CART_EXPIRES_KEY, new Date(T0 + 1000).toISOString())
    expect(loadGuestCart(storage, T0)).toEqual([])
    expect(storage.data.size).toBe(0)
  })

  it('takes the ids the server found by title, joining a line that becomes equal', () => {
    const storage = memoryStorage()
    saveGuestCart(
      storage,
      [
        { ...rollUp, combination_id: 99, titles, quantity: 1 },
        { ...rollUp, combination_id: 12, quantity: 1 },
      ],
      T0,
    )
    let items = repairGuestCart(
      storage,
      [{ from: { ...rollUp, combination_id: 99 }, to: { ...rollUp, combination_id: 11 } }],
      T0,
    )
    expect(items).toEqual([
      { ...rollUp, titles, quantity: 1 },
      { ...rollUp, combination_id: 12, quantity: 1 },
    ])
    items = repairGuestCart(storage, [{ from: rollUp, to: { ...rollUp, combination_id: 12 } }], T0)
    expect(items).toEqual([{ ...rollUp, combination_id: 12, quantity: 2 }])
    expect(storage.data.get(CART_COUNT_KEY)).toBe('2')
  })
})
