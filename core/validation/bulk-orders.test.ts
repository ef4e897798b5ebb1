import { describe, expect, it } from 'vitest'
import { BULK_ORDERS_MAX, filterQueryOf, selectedOrderIds } from './bulk-orders.ts'

describe('the bulk form’s ticked orders (ORD-BULK-1)', () => {
  it('reads each id and the select-all box’s list once, dropping anything else', () => {
    const params = new URLSearchParams('id=3&id=7&all=7,9,abc,0,-1,99999999999&id=3&bulk=1')
    expect(selectedOrderIds(params)).toEqual({ ids: [3, 7, 9], tooMany: false })
    expect(selectedOrderIds(new URLSearchParams('bulk=1'))).toEqual({ ids: [], tooMany: false })
  })

  it('refuses more than a batch holds', () => {
    const all = Array.from({ length: BULK_ORDERS_MAX + 1 }, (_, i) => i + 1).join(',')
    expect(selectedOrderIds(new URLSearchParams({ all }))).toEqual({ ids: [], tooMany: true })
  })
})

describe('a saved filter’s query (ORD-SAVED-1)', () => {
  it('keeps filters and sort, never the page or a selection, in a stable order', () => {
    expect(
      filterQueryOf('?status=new&page=3&id=4&all=1,2&bulk=1&q=Messe bau&dir=asc&method='),
    ).toBe('dir=asc&q=Messe%20bau&status=new')
  })
})
