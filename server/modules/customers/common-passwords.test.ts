import { describe, expect, it } from 'vitest'
import { isCommonPassword } from './common-passwords.ts'

describe('isCommonPassword', () => {
  it('finds the usual suspects, whatever their capitals', () => {
    for (const password of [
      'password',
      '12345678',
      'iloveyou',
      'Password1',
      'PASSWORT',
      'fussball',
    ]) {
      expect(isCommonPassword(password), password).toBe(true)
    }
  })

  it('lets through the passwords the tests and the demo use', () => {
    for (const password of ['Sicher1234', 'NeuesPasswort9', 'Anders12345', 'geheim123']) {
      expect(isCommonPassword(password), password).toBe(false)
    }
  })
})
