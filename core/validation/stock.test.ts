import { describe, expect, it } from 'vitest'
import { stockFiltersSchema, stockForm } from './stock.ts'

// STOCK-2: the stock page's form and filters.
const save = (fields: Record<string, string>) =>
  stockForm.safeParse({ intent: 'save', combination: '3', stock: '5', ...fields })

describe('the stock form', () => {
  it('reads an empty threshold as none and a whole number as itself', () => {
    expect(save({ threshold: '' }).data?.threshold).toBeNull()
    expect(save({}).data?.threshold).toBeNull()
    expect(save({ threshold: ' 4 ' }).data).toMatchObject({ stock: 5, threshold: 4 })
  })

  it('refuses what is no whole number from 0 to 1,000,000 with the message at its field', () => {
    for (const [field, value] of [
      ['threshold', 'viele'],
      ['threshold', '-1'],
      ['threshold', '2.5'],
      ['stock', ''],
      ['stock', '1000001'],
    ] as const) {
      const issues = save({ [field]: value }).error?.issues
      expect(
        issues?.map((issue) => [issue.path.join('.'), issue.message]),
        value,
      ).toEqual([[field, 'adminWork.stock.wholeNumber']])
    }
  })

  it('reads the low-stock queue from the address and drops what it does not know', () => {
    expect(stockFiltersSchema.parse({ low: '1' })).toEqual({ q: '', low: true, page: 1 })
    expect(stockFiltersSchema.parse({ low: 'yes', page: '-3' })).toEqual({
      q: '',
      low: false,
      page: 1,
    })
  })
})
