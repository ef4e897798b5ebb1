import { describe, expect, it } from 'vitest'
import { startCommand } from './shop.ts'

// PERF-5: the bench runs the shop as `npm start` does, with the memory settings written once,
// in package.json's start script.
describe('startCommand', () => {
  it("reads the start script's V8 flags and environment", () => {
    const { flags, env } = startCommand()
    expect(flags).toContain('--max-semi-space-size=16')
    expect(flags.some((flag) => /^--max-old-space-size=\d+$/.test(flag))).toBe(true)
    expect(env).toEqual({})
  })
})
