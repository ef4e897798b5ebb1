import { describe, expect, it } from 'vitest'
import { paymentStepSchema } from './checkout.ts'
import { profileSchema } from './customer.ts'
import { issueMessage, issueMessages } from './form-input.ts'
import { isLeitwegId, leitwegIdField, leitwegIdOrNull, normalizeLeitwegId } from './leitweg-id.ts'

// INV-8: Leitweg-IDs as KoSIT's format specification defines them. The first two are the
// specification's and XRechnung's test ids.
const VALID = [
  '04011000-1234512345-06',
  '991-33333TEST-33',
  '992-90009-96',
  '04011000-45',
  '16-50',
  '05315000-ABC123-85',
  '123456789012-A1B2C3D4E5F6G7H8I9J0K1L2M3N4O5-30',
]

describe('Leitweg-ID (INV-8)', () => {
  it('accepts ids whose check digits are right', () => {
    for (const id of VALID) expect(isLeitwegId(id), id).toBe(true)
  })

  it('refuses a wrong check digit', () => {
    for (const id of ['04011000-1234512345-07', '991-33333TEST-34', '04011000-54', '16-05']) {
      expect(isLeitwegId(id), id).toBe(false)
    }
  })

  it('refuses what is not the format, even with a fitting remainder', () => {
    for (const id of [
      '',
      '04011000123451234506', // no hyphens
      '4-1234512345-06', // coarse address of one digit
      '1234567890123-45', // coarse address of 13 digits
      '04011000-1234512345-6', // one check digit
      '04011000--06', // empty fine address
      '04011000-12345 12345-06',
      '04011000-12345_12345-06',
      '991-33333test-33', // not yet normalised
      'A4011000-1234512345-06',
      '04011000-1234512345-06-06',
      '123456789012-A1B2C3D4E5F6G7H8I9J0K1L2M3N4O5P-30', // fine address of 31
    ]) {
      expect(isLeitwegId(id), id).toBe(false)
    }
  })

  it('normalises spaces around and lower-case letters', () => {
    expect(normalizeLeitwegId('  991-33333test-33 ')).toBe('991-33333TEST-33')
    expect(leitwegIdField.parse(' 991-33333test-33 ')).toBe('991-33333TEST-33')
  })

  it('is optional: left out, null or empty is none', () => {
    const field = leitwegIdField
    expect(field.parse(undefined)).toBeUndefined()
    expect(field.parse(null)).toBeNull()
    expect(field.parse('   ')).toBe('')
    expect(leitwegIdOrNull('')).toBeNull()
    expect(leitwegIdOrNull(null)).toBeNull()
    expect(leitwegIdOrNull('16-50')).toBe('16-50')
  })

  it("answers a wrong id with the field's message in the customer's language", () => {
    const errorsOf = (locale: 'de' | 'en') => {
      const result = leitwegIdField.safeParse('04011000-1234512345-07')
      return result.success ? [] : result.error.issues.map((issue) => issueMessage(issue, locale))
    }
    expect(errorsOf('de')).toEqual([
      'Bitte geben Sie eine gültige Leitweg-ID ein (z. B. 04011000-1234512345-06).',
    ])
    expect(errorsOf('en')).toEqual([
      'Please enter a valid Leitweg-ID (e.g. 04011000-1234512345-06).',
    ])
    expect(leitwegIdField.safeParse('16-\u000050').success).toBe(false)
  })

  it('is part of the profile and of the payment step', () => {
    const profile = {
      company: 'Stadt Musterhausen',
      gender: 'female',
      first_name: 'Erika',
      last_name: 'Mustermann',
      address: 'Rathausplatz 1',
      postcode: '33602',
      city: 'Bielefeld',
      country_id: 18,
      phone: '+49 521 1',
    }
    expect(profileSchema.parse({ ...profile, leitweg_id: '04011000-45' })).toMatchObject({
      leitweg_id: '04011000-45',
    })
    const refused = profileSchema.safeParse({ ...profile, leitweg_id: '04011000-46' })
    expect(refused.success ? {} : issueMessages(refused.error, 'en')).toEqual({
      leitweg_id: ['Please enter a valid Leitweg-ID (e.g. 04011000-1234512345-06).'],
    })
    const step = { paymentMethod: 'invoice', termsAccepted: true }
    expect(paymentStepSchema.parse({ ...step, leitwegId: '992-90009-96' }).leitwegId).toBe(
      '992-90009-96',
    )
    expect(paymentStepSchema.parse(step).leitwegId).toBeUndefined()
    expect(paymentStepSchema.safeParse({ ...step, leitwegId: '992-90009-69' }).success).toBe(false)
  })
})
