import { describe, expect, it } from 'vitest'
import { lineKeyOf, lineOfKey, quoteRequestQuery } from './quote-request.ts'

describe('the request form’s line keys (QUOTE-2)', () => {
  it('go there and back', () => {
    const line = { productId: 3, combinationId: 17, durationId: 5, serviceValueIds: [9, 4] }
    expect(lineKeyOf(line)).toBe('3/17/5/4,9')
    expect(lineOfKey('3/17/5/4,9')).toEqual({ ...line, serviceValueIds: [4, 9] })
    expect(lineOfKey('3/17/5/0')).toEqual({ ...line, serviceValueIds: [] })
  })

  it('refuse anything else', () => {
    expect(lineOfKey('3/17/5')).toBeNull()
    expect(lineOfKey('a/17/5/0')).toBeNull()
    expect(lineOfKey('3/17/5/0; drop')).toBeNull()
  })

  it('put the product page’s configuration into the address', () => {
    const query = quoteRequestQuery({
      productId: 3,
      combinationId: 17,
      durationId: 5,
      serviceValueIds: [],
      quantity: 750,
    })
    expect(query).toBe('product=3&combination=17&duration=5&services=0&quantity=750')
  })
})
