import { describe, expect, it } from 'vitest'
import { memo, memoByKey } from './memo.ts'

describe('memo', () => {
  it('serves the cached value until it expires, then loads again', async () => {
    let clock = 0
    let loads = 0
    const cached = memo(
      100_000,
      async () => ++loads,
      () => clock,
    )
    expect(await cached.get()).toBe(1)
    clock = 99_999
    expect(await cached.get()).toBe(1)
    clock = 100_000
    expect(await cached.get()).toBe(2)
  })

  it('shares one load between concurrent callers and does not cache failures', async () => {
    let loads = 0
    const failing = memo(1000, async () => {
      loads++
      throw new Error('down')
    })
    await expect(Promise.all([failing.get(), failing.get()])).rejects.toThrow('down')
    expect(loads).toBe(1)
    await expect(failing.get()).rejects.toThrow('down')
    expect(loads).toBe(2)
  })

  it('loads again after clear()', async () => {
    let loads = 0
    const cached = memo(1000, async () => ++loads)
    await cached.get()
    cached.clear()
    expect(await cached.get()).toBe(2)
  })

  it('keeps no load that was under way when clear() was called (it may have read old data)', async () => {
    let stored = 'old'
    const waiting: (() => void)[] = []
    const cached = memo(1000, async () => {
      const seen = stored
      await new Promise<void>((resolve) => waiting.push(resolve))
      return seen
    })
    const early = cached.get()
    // A write commits while the load is under way, then clears the cache.
    stored = 'new'
    cached.clear()
    const late = cached.get()
    for (const release of waiting) release()
    expect(await early).toBe('old')
    expect(await late).toBe('new')
    expect(await cached.get()).toBe('new')
  })
})

describe('memoByKey', () => {
  it('caches each key apart, for its time, and forgets the least recently read first', async () => {
    let clock = 0
    const loads: string[] = []
    const cached = memoByKey(
      { ttlMs: 1000, maxEntries: 2, now: () => clock },
      async (key: string) => {
        loads.push(key)
        return `${key}${loads.length}`
      },
    )
    expect(await cached.get('a')).toBe('a1')
    expect(await cached.get('b')).toBe('b2')
    expect(await cached.get('a')).toBe('a1')
    // 'b' is now the least recently read: a third key pushes it out.
    expect(await cached.get('c')).toBe('c3')
    expect(cached.size).toBe(2)
    expect(await cached.get('a')).toBe('a1')
    expect(await cached.get('b')).toBe('b4')
    clock = 1000
    expect(await cached.get('b')).toBe('b5')
  })

  it('shares a load per key, caches no failure and keeps no load begun before clear()', async () => {
    let stored = 'old'
    let fail = true
    const waiting: (() => void)[] = []
    let loads = 0
    const cached = memoByKey({ ttlMs: 1000, maxEntries: 10 }, async (key: number) => {
      loads++
      if (fail) throw new Error('down')
      const seen = stored
      await new Promise<void>((resolve) => waiting.push(resolve))
      return `${key}:${seen}`
    })
    await expect(Promise.all([cached.get(1), cached.get(1)])).rejects.toThrow('down')
    expect(loads).toBe(1)
    fail = false
    const early = cached.get(1)
    const same = cached.get(1)
    expect(loads).toBe(2)
    stored = 'new'
    cached.clear()
    waiting.shift()!()
    expect(await early).toBe('1:old')
    expect(await same).toBe('1:old')
    const late = cached.get(1)
    waiting.shift()!()
    expect(await late).toBe('1:new')
    expect(await cached.get(1)).toBe('1:new')
    expect(loads).toBe(3)
  })
})
