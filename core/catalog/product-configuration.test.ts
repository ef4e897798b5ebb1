import { describe, expect, it } from 'vitest'
import {
  configurationFromSearch,
  configurationSearch,
  isConfigurationForm,
} from './product-configuration.ts'

const read = (query: string) => configurationFromSearch(new URLSearchParams(query))

describe('PAGE-8, decision 0043: the configuration in the address', () => {
  it('reads and writes combination, duration, quantity and services as a comma list', () => {
    const search = configurationSearch({
      combinationId: 11,
      durationId: 5,
      serviceValueIds: [7, 3],
      quantity: 3,
    })
    expect(search).toBe('combination=11&duration=5&quantity=3&services=3,7')
    expect(read(search)).toEqual({
      combinationId: 11,
      durationId: 5,
      serviceValueIds: [3, 7],
      quantity: 3,
    })
    expect(
      configurationSearch({ combinationId: 1, durationId: 2, serviceValueIds: [], quantity: 1 }),
    ).toBe('combination=1&duration=2&quantity=1')
  })

  it('drops what is no id and corrects the quantity as the field does (CART-1)', () => {
    expect(read('combination=abc&duration=-2&services=1,x,0,1&quantity=zz')).toEqual({
      combinationId: undefined,
      durationId: undefined,
      serviceValueIds: [1],
      quantity: 1,
    })
    expect(read('combination=99999999999&quantity=80').combinationId).toBeUndefined()
    expect(read('quantity=80').quantity).toBe(50)
    expect(read('quantity=0').quantity).toBe(1)
    expect(read('').serviceValueIds).toEqual([])
  })

  it("reads the calculator's form fields, sent without JavaScript, by the cart's names", () => {
    const form =
      'option_values[]=4&option_values[]=9&duration_id=5&services[]=0&services[]=7&quantity=4'
    expect(isConfigurationForm(new URLSearchParams(form))).toBe(true)
    expect(isConfigurationForm(new URLSearchParams('combination=1&utm_source=x'))).toBe(false)
    expect(read(form)).toEqual({
      combinationId: undefined,
      optionValueIds: [4, 9],
      durationId: 5,
      serviceValueIds: [7],
      quantity: 4,
    })
  })
})
