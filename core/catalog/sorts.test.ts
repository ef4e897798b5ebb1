import { describe, expect, it } from 'vitest'
import { productSorts, searchSorts, sortFrom } from './sorts.ts'

describe('sortFrom', () => {
  it('takes a known sort and falls back to the list’s default for anything else', () => {
    expect(sortFrom(searchSorts, 'price-desc')).toBe('price-desc')
    expect(sortFrom(searchSorts, null)).toBe('relevance')
    expect(sortFrom(searchSorts, 'PRICE-DESC')).toBe('relevance')
    expect(sortFrom(productSorts, 'relevance')).toBe('position')
    expect(sortFrom(productSorts, undefined)).toBe('position')
  })
})
