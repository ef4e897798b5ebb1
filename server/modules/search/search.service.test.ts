import { describe, expect, it } from 'vitest'
import { compactQuery } from './search.service.ts'

describe('compactQuery', () => {
  it('makes the spellings of one word a buyer types the same', () => {
    for (const spelling of ['rollup', 'Roll-Up', 'roll up', 'ROLL_UP', ' roll / up ']) {
      expect(compactQuery(spelling)).toBe('rollup')
    }
    expect(compactQuery('Beach Flag')).toBe('beachflag')
    expect(compactQuery('   ')).toBe('')
  })
})
