import { describe, expect, it } from 'vitest'
import { issueMessages } from './form-input.ts'
import { orderEditForm } from './admin-order-edit.ts'

// EDIT-1, EDIT-6 (decision 0039): one intent per form of the edit page; messages are keys,
// translated at the edge.

describe('the order edit forms', () => {
  it('reads each intent with the fields it needs', () => {
    expect(
      orderEditForm.parse({ intent: 'quantity', version: '3', item: '7', quantity: '4' }),
    ).toEqual({ intent: 'quantity', version: 3, item: 7, quantity: 4 })
    expect(
      orderEditForm.parse({
        intent: 'add-line',
        version: '0',
        package: '2',
        product: '5',
        combination: '9',
        duration: '1',
        services: ['4', '6'],
        quantity: '2',
      }),
    ).toMatchObject({ services: [4, 6], quantity: 2 })
    expect(
      orderEditForm.parse({
        intent: 'add-line',
        version: '0',
        package: '2',
        product: '5',
        combination: '9',
        duration: '1',
        quantity: '1',
      }),
    ).toMatchObject({ services: [] })
  })

  it('answers a quantity out of 1 … 50 and a missing name at their fields', () => {
    const bad = orderEditForm.safeParse({
      intent: 'quantity',
      version: '1',
      item: '7',
      quantity: '51',
    })
    expect(bad.success).toBe(false)
    expect(issueMessages(bad.error!, 'en')).toEqual({
      quantity: ['Please enter a quantity from 1 to 50.'],
    })
    const address = orderEditForm.safeParse({
      intent: 'billing-address',
      version: '1',
      first_name: 'Ole',
      last_name: '',
      address: 'Kaistraße 9',
      postcode: '2410',
      city: 'Kiel',
      country_id: '18',
    })
    // The address book's rules: the form shows each field's first message.
    const messages = issueMessages(address.error!, 'de')
    expect(Object.keys(messages).sort()).toEqual(['last_name', 'postcode'])
    expect(messages.last_name![0]).toBe('Nachname ist ein Pflichtfeld.')
    expect(messages.postcode).toEqual(['Die PLZ muss 5 Ziffern haben.'])
  })

  it('refuses an intent the page does not send', () => {
    expect(orderEditForm.safeParse({ intent: 'price', version: '1' }).success).toBe(false)
  })
})
