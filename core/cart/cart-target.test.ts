import { describe, expect, it } from 'vitest'
import {
  cartTargetFromSearch,
  cartTargetSearch,
  parseCartTarget,
  parseCartTargetText,
  summarizePlans,
} from './cart-target.ts'

// FAIR-TGT-1, FAIR-TGT-2, FAIR-TGT-4: the cart's target as the browser, a form and an address
// carry it, and the whole cart's deadlines from its lines'.

describe('a cart target', () => {
  it('is a fair or a day with a country, nothing else', () => {
    expect(parseCartTarget({ fair_id: 3 })).toEqual({ fair_id: 3 })
    expect(parseCartTarget({ date: '2027-01-15', country_id: 18 })).toEqual({
      date: '2027-01-15',
      country_id: 18,
    })
    for (const bad of [
      null,
      'x',
      { fair_id: 0 },
      { fair_id: 1.5 },
      { fair_id: 3, date: '2027-01-15' },
      { date: '15.01.2027', country_id: 18 },
      { date: '2027-01-15' },
      { date: '2027-01-15', country_id: -1 },
    ]) {
      expect(parseCartTarget(bad), JSON.stringify(bad)).toBeUndefined()
    }
    expect(parseCartTargetText('{"fair_id":7}')).toEqual({ fair_id: 7 })
    expect(parseCartTargetText('{broken')).toBeUndefined()
    expect(parseCartTargetText('')).toBeUndefined()
  })

  it('travels in the product page’s address and back', () => {
    const fair = cartTargetFromSearch(new URLSearchParams('combination=4&fair=12'))
    expect(fair).toEqual({ fair_id: 12 })
    const day = cartTargetFromSearch(
      new URLSearchParams('target_date=2027-03-01&target_country=10'),
    )
    expect(day).toEqual({ date: '2027-03-01', country_id: 10 })
    expect(cartTargetSearch(fair!)).toBe('fair=12')
    expect(cartTargetSearch(day!)).toBe('target_date=2027-03-01&target_country=10')
    // Half a target is none; a fair wins over a day.
    expect(cartTargetFromSearch(new URLSearchParams('target_date=2027-03-01'))).toBeUndefined()
    expect(
      cartTargetFromSearch(new URLSearchParams('fair=2&target_date=2027-03-01&target_country=1')),
    ).toEqual({ fair_id: 2 })
  })
})

describe('the whole cart’s deadlines', () => {
  const line = (order: string, approval: string, arrives: string, fits: boolean) => ({
    latestOrderAt: new Date(order),
    latestApprovalAt: new Date(approval),
    arrivesOn: arrives,
    fits,
  })

  it('are the earliest moments and the latest arrival; it fits when every line does', () => {
    const whole = summarizePlans([
      line('2027-01-12T13:00:00Z', '2027-01-13T13:00:00Z', '2027-01-15', true),
      line('2027-01-08T13:00:00Z', '2027-01-08T13:00:00Z', '2027-01-14', true),
      line('2027-01-11T13:00:00Z', '2027-01-14T13:00:00Z', '2027-01-13', false),
    ])
    expect(whole).toEqual({
      latestOrderAt: new Date('2027-01-08T13:00:00Z'),
      latestApprovalAt: new Date('2027-01-08T13:00:00Z'),
      arrivesOn: '2027-01-15',
      fits: false,
    })
    expect(summarizePlans([])).toBeUndefined()
  })
})
