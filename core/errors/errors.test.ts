import { describe, expect, it, vi } from 'vitest'
import { AppError, isAppError } from './errors.ts'

describe('isAppError', () => {
  it('knows an AppError of this module', () => {
    expect(isAppError(new AppError('not_found', 'gone'))).toBe(true)
  })

  it('knows an AppError thrown by a second copy of the module (the storefront bundle)', async () => {
    vi.resetModules()
    const copy = await import('./errors.ts')
    const foreign = new copy.AppError('not_found', 'gone')
    expect(foreign).not.toBeInstanceOf(AppError)
    expect(isAppError(foreign)).toBe(true)
  })

  it('refuses other errors and plain look-alikes', () => {
    expect(isAppError(new Error('boom'))).toBe(false)
    expect(isAppError({ name: 'AppError', kind: 'not_found', message: 'x' })).toBe(false)
    expect(isAppError(null)).toBe(false)
  })
})
