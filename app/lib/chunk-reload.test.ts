import { describe, expect, it } from 'vitest'
import { CHUNK_RELOAD_GUARD_MS, shouldReloadForChunk } from './chunk-reload.ts'

describe('chunk reload guard', () => {
  it('reloads the first time', () => {
    expect(shouldReloadForChunk(null, 1_000_000)).toBe(true)
  })

  it('does not reload again within 60 seconds', () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000)
    expect(shouldReloadForChunk(1_000_000, 1_000_000 + 59_999)).toBe(false)
    expect(shouldReloadForChunk(1_000_000, 1_000_000 + 60_000)).toBe(true)
  })
})
