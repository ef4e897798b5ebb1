import { describe, expect, it } from 'vitest'
import {
  addToGuestCart,
  CART_COUNT_KEY,
  CART_EXPIRES_KEY,
  CART_ITEMS_KEY,
  type CartStorage,
  clearGuestCart,
  GUEST_CART_TTL_MS,
  loadGuestCart,
  removeFromGuestCart,
  repairGuestCart,
  updateGuestCartItem,
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

describe('guest cart (spec 4)', () => {
  it('raises the quantity by 1 for the same product, combination, duration and services', () => {
    const storage = memoryStorage()
    addToGuestCart(storage, rollUp, T0)
    const items = addToGuestCart(storage, { ...rollUp }, T0)
    expect(items).toEqual([{ ...rollUp, quantity: 2 }])
    expect(storage.data.get(CART_COUNT_KEY)).toBe('2')
  })

  it('treats services in another order as the same, other services as another line', () => {
    const storage = memoryStorage()
    addToGuestCart(storage, { ...rollUp, services: [3, 2] }, T0)
    addToGuestCart(storage, { ...rollUp, services: [2, 3] }, T0)
    const items = addToGuestCart(storage, { ...rollUp, services: [2] }, T0)
    expect(items.map((i) => [i.services, i.quantity])).toEqual([
      [[2, 3], 2],
      [[2], 1],
    ])
  })

  it('appends another combination or duration', () => {
    const storage = memoryStorage()
    addToGuestCart(storage, rollUp, T0)
    addToGuestCart(storage, { ...rollUp, combination_id: 12 }, T0)
    const items = addToGuestCart(storage, { ...rollUp, duration_id: 6 }, T0)
    expect(items).toHaveLength(3)
    expect(storage.data.get(CART_COUNT_KEY)).toBe('3')
  })

  it('expires one day after the last change', () => {
    const storage = memoryStorage()
    addToGuestCart(storage, rollUp, T0)
    expect(storage.data.get(CART_EXPIRES_KEY)).toBe(new Date(T0 + GUEST_CART_TTL_MS).toISOString())
    // A change later moves the expiry.
    addToGuestCart(storage, rollUp, T0 + 20 * 3_600_000)
    expect(loadGuestCart(storage, T0 + GUEST_CART_TTL_MS + 1000)).toHaveLength(1)
    // Past it, the cart is emptied on load.
    expect(loadGuestCart(storage, T0 + 20 * 3_600_000 + GUEST_CART_TTL_MS)).toEqual([])
    expect(storage.data.size).toBe(0)
  })

  it('empties an absent or garbled cart on load', () => {
    const storage = memoryStorage()
    expect(loadGuestCart(storage, T0)).toEqual([])
    storage.setItem(CART_ITEMS_KEY, '{not json')
    storage.setItem(CART_EXPIRES_KEY, new Date(T0 + 1000).toISOString())
    expect(loadGuestCart(storage, T0)).toEqual([])
    expect(storage.data.size).toBe(0)
    storage.setItem(CART_ITEMS_KEY, JSON.stringify([{ product_id: 'x' }]))
    storage.setItem(CART_EXPIRES_KEY, new Date(T0 + 1000).toISOString())
    expect(loadGuestCart(storage, T0)).toEqual([])
  })

  it('removes by product, combination and duration only, whatever the services', () => {
    const storage = memoryStorage()
    addToGuestCart(storage, { ...rollUp, services: [2] }, T0)
    addToGuestCart(storage, { ...rollUp, services: [3] }, T0)
    addToGuestCart(storage, { ...rollUp, combination_id: 12 }, T0)
    const left = removeFromGuestCart(
      storage,
      { product_id: 1, combination_id: 11, duration_id: 5 },
      T0,
    )
    expect(left).toEqual([{ ...rollUp, combination_id: 12, quantity: 1 }])
  })

  it('clears all local cart data when the last item is removed', () => {
    const storage = memoryStorage()
    addToGuestCart(storage, rollUp, T0)
    removeFromGuestCart(storage, rollUp, T0)
    expect(storage.data.size).toBe(0)
  })

  it('stores nothing but ids and quantities', () => {
    const storage = memoryStorage()
    addToGuestCart(storage, rollUp, T0)
    expect(Object.keys(JSON.parse(storage.data.get(CART_ITEMS_KEY)!)[0]).sort()).toEqual([
      'combination_id',
      'duration_id',
      'product_id',
      'quantity',
      'services',
    ])
    clearGuestCart(storage)
    expect(storage.data.size).toBe(0)
  })
})

describe('updateGuestCartItem', () => {
  it('changes quantity, production time and services, and joins lines that become equal', () => {
    const storage = memoryStorage()
    addToGuestCart(storage, { product_id: 1, combination_id: 2, duration_id: 3, services: [5] }, 0)
    addToGuestCart(storage, { product_id: 1, combination_id: 2, duration_id: 4, services: [] }, 0)
    const key = { product_id: 1, combination_id: 2, duration_id: 3, services: [5] }
    let items = updateGuestCartItem(storage, key, { quantity: 7 }, 1)
    expect(items[0]).toMatchObject({ quantity: 7, duration_id: 3 })
    items = updateGuestCartItem(storage, { ...key }, { duration_id: 4, services: [] }, 2)
    expect(items).toEqual([
      { product_id: 1, combination_id: 2, duration_id: 4, services: [], quantity: 8 },
    ])
    expect(storage.getItem(CART_COUNT_KEY)).toBe('8')
  })

  const titles = {
    options: [{ option: 'Zubehör', value: 'Tragetasche' }],
    duration: 'Standard (5 Werktage)',
    services: ['Strahler: 1 Strahler'],
  }

  it('keeps the titles a line was configured with (spec 9)', () => {
    const storage = memoryStorage()
    addToGuestCart(storage, { ...rollUp, titles }, T0)
    const items = addToGuestCart(storage, { ...rollUp, titles }, T0 + 1000)
    expect(items).toEqual([{ ...rollUp, titles, quantity: 2 }])
    expect(loadGuestCart(storage, T0 + 2000)).toEqual([{ ...rollUp, titles, quantity: 2 }])
    // Removal still matches product, combination and duration only.
    expect(removeFromGuestCart(storage, rollUp, T0 + 3000)).toEqual([])
  })

  it('loads a cart stored before lines kept titles', () => {
    const storage = memoryStorage()
    storage.setItem(CART_ITEMS_KEY, JSON.stringify([{ ...rollUp, quantity: 3 }]))
    storage.setItem(CART_EXPIRES_KEY, new Date(T0 + 1000).toISOString())
    expect(loadGuestCart(storage, T0)).toEqual([{ ...rollUp, quantity: 3 }])
    // The next add of the same configuration gives the old line its titles.
    expect(addToGuestCart(storage, { ...rollUp, titles }, T0)).toEqual([
      { ...rollUp, titles, quantity: 4 },
    ])
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
    addToGuestCart(storage, { ...rollUp, combination_id: 99, titles }, T0)
    addToGuestCart(storage, { ...rollUp, combination_id: 12 }, T0)
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
