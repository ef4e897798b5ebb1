import { describe, expect, it } from 'vitest'
import { safeLocalPath } from './safe-redirect.ts'

describe('safeLocalPath', () => {
  it('keeps paths on this site', () => {
    expect(safeLocalPath('/en/roll-up-displays', '/')).toBe('/en/roll-up-displays')
    expect(safeLocalPath('/', '/en')).toBe('/')
  })

  it('refuses other sites and empty values', () => {
    expect(safeLocalPath('//evil.example', '/')).toBe('/')
    expect(safeLocalPath('/\\evil.example', '/')).toBe('/')
    expect(safeLocalPath('https://evil.example', '/en')).toBe('/en')
    expect(safeLocalPath('', '/')).toBe('/')
    expect(safeLocalPath(null, '/')).toBe('/')
  })
})
