import { describe, expect, it } from 'vitest'
import { paymentStepSchema } from './checkout.ts'
import { registrationSchema } from './customer.ts'
import { issueMessage } from './form-input.ts'
import { databaseId, hasControlCharacters, hasLoneSurrogates, text } from './text.ts'

describe('the shared text rule', () => {
  it('refuses NUL, other C0 controls and DEL in any text', () => {
    for (const value of ['a\u0000b', '\u0001', 'x\u001b[31m', 'del\u007f']) {
      expect(hasControlCharacters(value), JSON.stringify(value)).toBe(true)
      expect(hasControlCharacters(value, { multiline: true }), JSON.stringify(value)).toBe(true)
    }
  })

  it('keeps tabs and line breaks only in a multi-line text', () => {
    for (const value of ['a\tb', 'line\nline', 'line\r\nline']) {
      expect(hasControlCharacters(value)).toBe(true)
      expect(hasControlCharacters(value, { multiline: true })).toBe(false)
    }
    expect(hasControlCharacters('Straße 5, 20457 Hamburg – „Halle“ ✓')).toBe(false)
  })

  it('answers in the visitor’s language from its message key', () => {
    const de = text().safeParse('a\u0000')
    expect(issueMessage(de.error!.issues[0]!, 'de')).toBe(
      'Dieser Text enthält unzulässige Steuerzeichen.',
    )
    const issue = text().safeParse('a\u0000').error!.issues[0]!
    expect(issueMessage(issue, 'de')).toBe('Dieser Text enthält unzulässige Steuerzeichen.')
  })

  it('gives a field one message, not also the field’s own pattern rules', () => {
    const result = registrationSchema.safeParse({ first_name: 'Jo\u0000nas' })
    const messages = result.error!.issues.filter((i) => i.path[0] === 'first_name')
    expect(messages.map((i) => issueMessage(i, 'en'))).toEqual([
      'This text contains control characters that are not allowed.',
    ])
  })

  it('refuses half of a surrogate pair, in either order, but keeps whole emoji', () => {
    for (const value of ['x\ud83d', '\udc00', 'a\ude00b', '\ude00\ud83d']) {
      expect(hasLoneSurrogates(value), JSON.stringify(value)).toBe(true)
      const issue = text({ multiline: true }).safeParse(value).error!.issues
      expect(issue.map((i) => issueMessage(i, 'de'))).toEqual([
        'Dieser Text enthält ein ungültiges Zeichen (ein halbes Emoji oder Sonderzeichen).',
      ])
      expect(issueMessage(issue[0]!, 'en')).toMatch(/^This text contains an invalid character/)
    }
    expect(text().safeParse('Stand 12 \ud83d\ude00 ✓').success).toBe(true)
  })

  it('lets a checkout comment span lines but not carry NUL', () => {
    const step = { paymentMethod: 'invoice', termsAccepted: true }
    expect(paymentStepSchema.safeParse({ ...step, comments: 'Halle 3\nStand 12' }).success).toBe(
      true,
    )
    expect(paymentStepSchema.safeParse({ ...step, comments: 'Halle\u00003' }).success).toBe(false)
  })
})

describe('database ids', () => {
  it('are positive whole numbers that fit a database integer', () => {
    const id = databaseId()
    expect(id.safeParse(1).success).toBe(true)
    expect(id.safeParse(2_147_483_647).success).toBe(true)
    for (const bad of [0, -1, 1.5, 2_147_483_648, Number.MAX_SAFE_INTEGER, Infinity, '1']) {
      expect(id.safeParse(bad).success, String(bad)).toBe(false)
    }
  })

  it('refuse a country id beyond a database integer with the country message', () => {
    const result = registrationSchema.safeParse({ country_id: 2 ** 31 })
    const issue = result.error!.issues.find((i) => i.path[0] === 'country_id')
    expect(issue && issueMessage(issue, 'de')).toBe('Bitte wählen Sie ein Land aus der Liste.')
  })
})
