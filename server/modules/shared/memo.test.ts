import { describe, expect, it } from 'vitest'
import { memo } from './memo.ts'

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
