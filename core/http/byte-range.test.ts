import { describe, expect, it } from 'vitest'
import { parseRange, rangeHeaders, rangeOf } from './byte-range.ts'

describe('byte ranges of a download (STORE-2)', () => {
  it('reads a single range, an open end and a suffix', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 })
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 })
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 })
    expect(parseRange('bytes=990-2000', 1000)).toEqual({ start: 990, end: 999 })
  })

  it('ignores what it cannot serve as one range, and refuses what lies outside', () => {
    expect(parseRange(undefined, 1000)).toBeUndefined()
    expect(parseRange('bytes=0-1,5-9', 1000)).toBeUndefined()
    expect(parseRange('items=0-1', 1000)).toBeUndefined()
    expect(parseRange('bytes=1000-', 1000)).toBe('invalid')
    expect(parseRange('bytes=5-2', 1000)).toBe('invalid')
    expect(rangeOf('bytes=1000-')(1000)).toBeUndefined()
  })

  it('answers 206 with Content-Range for a range, 200 with the length otherwise', () => {
    expect(rangeHeaders({ size: 1000, range: { start: 10, end: 19 } })).toEqual({
      status: 206,
      headers: {
        'accept-ranges': 'bytes',
        'content-range': 'bytes 10-19/1000',
        'content-length': '10',
      },
    })
    expect(rangeHeaders({ size: 1000 })).toEqual({
      status: 200,
      headers: { 'accept-ranges': 'bytes', 'content-length': '1000' },
    })
  })
})
