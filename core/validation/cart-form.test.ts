import { describe, expect, it } from 'vitest'
import { cartForm } from './intents.ts'

// CART-2: a guest's cart line has no id of the database; its form is read by its key.

describe('the cart form', () => {
  it('reads a guest line’s change by its key, whatever its line field holds', () => {
    const change = cartForm.parse({ intent: 'update', line: '0', key: '2-13-5-5', quantity: 50 })
    expect(change).toMatchObject({ intent: 'update', key: '2-13-5-5', quantity: 50 })
    expect(cartForm.safeParse({ intent: 'remove', line: '', key: 'k' }).success).toBe(true)
  })

  it('drops the service select’s "ohne" and refuses an intent no page sends', () => {
    expect(cartForm.parse({ intent: 'update', key: 'k', services: [0, 7] })).toMatchObject({
      services: [7],
    })
    expect(cartForm.safeParse({ intent: 'empty' }).success).toBe(false)
  })
})
