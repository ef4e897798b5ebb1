import { describe, expect, it } from 'vitest'
import {
  addLine,
  changeLine,
  configurationKey,
  isCartQuantity,
  type Line,
  type LinesResult,
  pieceCount,
  removeLine,
  servicesFromText,
  servicesText,
} from './lines.ts'
import { lineSchema } from './line-schema.ts'

const rollUp = { product_id: 1, combination_id: 11, duration_id: 5, services: [] as number[] }
const lines = (result: LinesResult): Line[] => {
  if (!result.ok) throw new Error(`refused: ${result.refused}`)
  return result.lines
}

describe('CART-1 the quantity', () => {
  it('is a whole number from 1 to 50', () => {
    for (const ok of [1, 2, 49, 50]) expect(isCartQuantity(ok)).toBe(true)
    for (const bad of [0, -1, 1.5, 51, 1e9, Number.NaN]) expect(isCartQuantity(bad)).toBe(false)
  })
})

describe('CART-2 the configuration', () => {
  it('is one key whatever the order of the services; no services read as 0', () => {
    expect(configurationKey({ ...rollUp, services: [9, 3] })).toBe(
      configurationKey({ ...rollUp, services: [3, 9] }),
    )
    expect(configurationKey(rollUp)).toBe('1/11/5/0')
    expect(servicesText([9, 3])).toBe('3,9')
    expect(servicesFromText('0')).toEqual([])
    expect(servicesFromText('3,9')).toEqual([3, 9])
  })
})

describe('CART-3 adding a configuration', () => {
  it('adds the quantity asked for to the same configuration, for guest and customer alike', () => {
    const once = lines(addLine([], { ...rollUp, quantity: 5 }))
    const twice = lines(addLine(once, { ...rollUp, quantity: 5 }))
    expect(twice).toEqual([{ ...rollUp, quantity: 10 }])
    expect(pieceCount(twice)).toBe(10)
  })

  it('treats services in another order as the same line, other services as another', () => {
    let cart = lines(addLine([], { ...rollUp, services: [9, 3], quantity: 1 }))
    cart = lines(addLine(cart, { ...rollUp, services: [3, 9], quantity: 2 }))
    cart = lines(addLine(cart, { ...rollUp, services: [3], quantity: 1 }))
    expect(cart).toEqual([
      { ...rollUp, services: [3, 9], quantity: 3 },
      { ...rollUp, services: [3], quantity: 1 },
    ])
  })

  it('refuses a sum above 50 and leaves the cart as it was', () => {
    const cart = lines(addLine([], { ...rollUp, quantity: 45 }))
    expect(addLine(cart, { ...rollUp, quantity: 6 })).toEqual({ ok: false, refused: 'limit' })
    expect(lines(addLine(cart, { ...rollUp, quantity: 5 }))[0]!.quantity).toBe(50)
  })

  it('keeps the titles the line had, or takes the new ones', () => {
    const titles = { options: [], duration: 'Standard', services: [] }
    const cart = lines(addLine([{ ...rollUp, quantity: 1 }], { ...rollUp, titles, quantity: 1 }))
    expect(cart[0]!.titles).toEqual(titles)
  })
})

describe('CART-4 changing and removing a line', () => {
  const a = { ...rollUp, services: [7], quantity: 3 }
  const b = { ...rollUp, duration_id: 6, quantity: 4 }

  it('changes quantity, production time and services', () => {
    const cart = lines(changeLine([a, b], configurationKey(a), { quantity: 9, services: [] }))
    expect(cart).toEqual([{ ...rollUp, quantity: 9 }, b])
  })

  it('joins a line that becomes equal to another, refusing a sum above 50', () => {
    expect(
      lines(changeLine([a, b], configurationKey(a), { duration_id: 6, services: [] })),
    ).toEqual([{ ...b, quantity: 7 }])
    const big = { ...b, quantity: 48 }
    expect(changeLine([a, big], configurationKey(a), { duration_id: 6, services: [] })).toEqual({
      ok: false,
      refused: 'limit',
    })
  })

  it('leaves the cart alone for a line it does not hold', () => {
    expect(lines(changeLine([a], '9/9/9/0', { quantity: 2 }))).toEqual([a])
  })

  it('removes exactly the configuration named, not its siblings with other services', () => {
    const sibling = { ...a, services: [] as number[] }
    expect(removeLine([a, sibling, b], configurationKey(a))).toEqual([sibling, b])
  })
})

describe('CART-5, decision 0043: the one line shape', () => {
  it('parses a stored guest line, with or without titles, and drops what it does not name', () => {
    const titles = {
      options: [{ option: 'Breite', value: '85 cm' }],
      duration: 'Express',
      services: [],
    }
    expect(lineSchema.parse({ ...rollUp, quantity: 2, titles, price: 1 })).toEqual({
      ...rollUp,
      quantity: 2,
      titles,
    })
    expect(lineSchema.safeParse({ ...rollUp, quantity: 2 }).success).toBe(true)
  })

  it('refuses what is no line: ids that are not positive whole numbers, titles of another shape', () => {
    for (const bad of [
      { ...rollUp, quantity: 0 },
      { ...rollUp, quantity: 1.5 },
      { ...rollUp, product_id: '1', quantity: 1 },
      { ...rollUp, services: [0], quantity: 1 },
      { ...rollUp, quantity: 1, titles: { options: 'x', duration: 'Express', services: [] } },
      { ...rollUp, quantity: 1, titles: { options: [], duration: 3, services: [] } },
      null,
    ]) {
      expect(lineSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
    }
  })
})
