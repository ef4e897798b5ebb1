import { describe, expect, it } from 'vitest'
import { databaseIdFrom, isDatabaseId, MAX_DATABASE_ID } from './database-id.ts'

describe('database ids', () => {
  it('are whole numbers from 1 to the largest int4', () => {
    expect(MAX_DATABASE_ID).toBe(2 ** 31 - 1)
    expect([1, 42, MAX_DATABASE_ID].every(isDatabaseId)).toBe(true)
    expect([0, -1, 1.5, MAX_DATABASE_ID + 1, Number.NaN, '7', null].some(isDatabaseId)).toBe(false)
  })

  it('are read from text as Number() reads it', () => {
    expect(databaseIdFrom('12')).toBe(12)
    expect(databaseIdFrom('2147483647')).toBe(MAX_DATABASE_ID)
    expect(databaseIdFrom('2147483648')).toBeUndefined()
    expect(databaseIdFrom('')).toBeUndefined()
    expect(databaseIdFrom(null)).toBeUndefined()
    expect(databaseIdFrom('abc')).toBeUndefined()
  })
})
