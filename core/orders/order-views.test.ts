import { describe, expect, it } from 'vitest'
import {
  canPayOnline,
  orderAddressSchema,
  orderItemVariantSchema,
  paymentDisplayState,
} from './order-views.ts'

describe('order snapshots', () => {
  it('reads the address as the order creation stores it', () => {
    const address = orderAddressSchema.parse({
      company: 'Brinkmann Messebau',
      gender: 'female',
      firstName: 'Jana',
      lastName: 'Brinkmann',
      name: 'Jana Brinkmann',
      street: 'Industriestraße 12',
      postcode: '33602',
      city: 'Bielefeld',
      country: 'Deutschland',
      countryCode: 'DE',
      phone: '+49 521 1',
    })
    expect(address).toMatchObject({
      address: 'Industriestraße 12',
      country: { name: 'Deutschland', code: 'DE' },
      firstName: 'Jana',
    })
  })

  it('reads snake_case and missing fields without failing', () => {
    expect(orderAddressSchema.parse({ first_name: 'Jana', city: 7 })).toMatchObject({
      firstName: 'Jana',
      city: '',
      country: { name: '', code: '' },
    })
    expect(orderAddressSchema.parse(null).company).toBe('')
  })

  it('reads the variant with a duration object', () => {
    const variant = orderItemVariantSchema.parse({
      options: [{ option: 'Format', value: '85 × 200 cm' }],
      duration: { id: 2, title: 'Express', workingDays: 2, surchargePercent: 20 },
      services: [{ id: 1, title: 'Datencheck', priceCents: 1500 }],
    })
    expect(variant).toEqual({
      options: [{ option: 'Format', value: '85 × 200 cm' }],
      durationTitle: 'Express',
      durationSurchargePercent: 20,
      services: [{ title: 'Datencheck', priceCents: 1500 }],
      // An order stored before the tier was kept reached none as far as it says.
      tier: null,
      path: null,
      image: null,
    })
  })

  it('offers online payment only for a pending card or PayPal order not yet paid', () => {
    const order = { status: 'pending', paymentMethod: 'card', paymentStatus: 'open' }
    expect(canPayOnline(order)).toBe(true)
    expect(canPayOnline({ ...order, paymentMethod: 'paypal', paymentStatus: 'failed' })).toBe(true)
    expect(canPayOnline({ ...order, paymentStatus: 'paid' })).toBe(false)
    expect(canPayOnline({ ...order, paymentMethod: 'invoice' })).toBe(false)
    expect(canPayOnline({ ...order, status: 'cancelled' })).toBe(false)
    // An attempt cancelled at the provider leaves the order payable.
    expect(canPayOnline({ ...order, paymentStatus: 'cancelled' })).toBe(true)
  })

  it('shows one state for every unpaid order: payment open, or failed but still open', () => {
    const order = { status: 'pending', paymentMethod: 'paypal', paymentStatus: 'open' }
    expect(paymentDisplayState(order)).toBe('open')
    expect(paymentDisplayState({ ...order, paymentStatus: 'pending' })).toBe('open')
    expect(paymentDisplayState({ ...order, paymentStatus: 'failed' })).toBe('failedOpen')
    expect(paymentDisplayState({ ...order, paymentStatus: 'cancelled' })).toBe('failedOpen')
    expect(paymentDisplayState({ ...order, status: 'paid', paymentStatus: 'paid' })).toBe('paid')
    expect(paymentDisplayState({ ...order, status: 'cancelled', paymentStatus: 'cancelled' })).toBe(
      'cancelled',
    )
  })
})
