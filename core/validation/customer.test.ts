import { afterEach, describe, expect, it } from 'vitest'
import { issueMessages } from './form-input.ts'
import {
  loginSchema,
  passwordChangeSchema,
  refuseCommonPasswords,
  registrationSchema,
  resetPasswordSchema,
  refusedCharacters,
} from './customer.ts'

const valid = {
  company: 'Müller Messebau 24',
  gender: 'male',
  first_name: 'Jürgen',
  last_name: 'von Müller',
  address: 'Hauptstraße 1',
  postcode: '33602',
  city: 'Bad Salzuflen',
  country_id: 18,
  email: 'j.mueller@example.com',
  phone: '+49 521 1234',
  password: 'geheim123',
  password_confirmation: 'geheim123',
}

const errorsOf = (input: unknown, locale: 'de' | 'en' = 'de') => {
  const result = registrationSchema.safeParse(input)
  return result.success ? {} : issueMessages(result.error, locale)
}

describe('registration rules (VAL-2 to VAL-5, ACC-1 to ACC-3)', () => {
  it('accepts a complete registration with umlauts', () => {
    expect(registrationSchema.safeParse(valid).success).toBe(true)
  })

  it('takes the names real companies have, and names the characters no name has', () => {
    for (const company of [
      'Müller & Söhne GmbH & Co. KG',
      'Smith & Sons Ltd.',
      "O'Neill Messebau (Nord) e.K.",
      'Ateliér 21/7, Kraków',
      'Ελληνική Έκθεση Α.Ε.',
      'Café+Bar GmbH',
      'Müller & Söhne – Messeteam',
    ]) {
      expect(errorsOf({ ...valid, company }).company, company).toBeUndefined()
      expect(refusedCharacters(company), company).toEqual([])
    }
    expect(refusedCharacters('!!! ??? ###')).toEqual(['!', '?', '#'])
    expect(refusedCharacters('Acme <b>2</b>; DROP')).toEqual(['<', '>', ';'])
    expect(refusedCharacters('A\tB')).toEqual(['U+0009'])
    // Not "Firma ist ein Pflichtfeld.": the characters are named, the allowed ones listed.
    expect(errorsOf({ ...valid, company: '!!! ??? ###' }).company).toEqual([
      "Sonderzeichen sind nicht erlaubt: ! ? #. Erlaubt sind Buchstaben, Ziffern, Leerzeichen und & + – - . , ' ( ) /",
    ])
    expect(errorsOf({ ...valid, company: 'A@B' }, 'en').company).toEqual([
      "Special characters are not allowed: @. Allowed are letters, digits, spaces and & + – - . , ' ( ) /",
    ])
  })

  it('keeps a company name as written, with one space where several were typed', () => {
    const parsed = registrationSchema.parse({
      ...valid,
      company: 'Müller & Söhne  –  Messeteam',
    })
    expect(parsed.company).toBe('Müller & Söhne – Messeteam')
    expect(registrationSchema.parse({ ...valid, company: 'Café+Bar GmbH' }).company).toBe(
      'Café+Bar GmbH',
    )
  })

  it("takes personal names with hyphens, apostrophes and full stops: 'Anna-Lena', \"O'Brien\"", () => {
    for (const [first_name, last_name] of [
      ['Anna-Lena', "O'Brien"],
      ['Jan Peter', 'Müller-Lüdenscheidt'],
      ['J.', 'O’Connor'],
      ['Zoë', 'Nguyễn'],
    ]) {
      const errors = errorsOf({ ...valid, first_name, last_name })
      expect(errors.first_name, first_name).toBeUndefined()
      expect(errors.last_name, last_name).toBeUndefined()
    }
    expect(errorsOf({ ...valid, first_name: 'Anna2' }).first_name).toEqual([
      'Vorname darf nur Buchstaben, Leerzeichen, Bindestrich, Apostroph und Punkt enthalten.',
    ])
    expect(errorsOf({ ...valid, last_name: '-Smith' }).last_name).toBeDefined()
    expect(errorsOf({ ...valid, last_name: 'Smith & Co' }, 'en').last_name).toEqual([
      'Last name may only contain letters, spaces, hyphens, apostrophes and full stops.',
    ])
  })

  it('checks the postcode length by country: 18 five digits, 10 and 9 four, 1 none', () => {
    expect(errorsOf({ ...valid, postcode: '1234' }).postcode).toEqual([
      'Die PLZ muss 5 Ziffern haben.',
    ])
    expect(errorsOf({ ...valid, country_id: 10, postcode: '1010' }).postcode).toBeUndefined()
    expect(errorsOf({ ...valid, country_id: 9, postcode: '80001' }).postcode).toBeDefined()
    expect(errorsOf({ ...valid, country_id: 1, postcode: '1012 AB' }).postcode).toBeUndefined()
  })

  it('names every missing field and checks names, password and confirmation', () => {
    const errors = errorsOf({})
    expect(Object.keys(errors).sort()).toEqual(Object.keys(valid).sort())
    expect(errors.company).toEqual(['Firma ist ein Pflichtfeld.'])
    expect(errorsOf({ ...valid, city: 'Halle (Saale)' }).city).toBeUndefined()
    expect(errorsOf({ ...valid, city: 'Frankfurt a. M.' }).city).toBeUndefined()
    expect(errorsOf({ ...valid, city: 'Hamburg!' }).city).toBeDefined()
    expect(
      errorsOf({ ...valid, password: 'kurz', password_confirmation: 'kurz' }).password,
    ).toEqual(['Das Passwort muss mindestens 8 Zeichen lang sein.'])
    expect(
      errorsOf({ ...valid, password_confirmation: 'anders123' }).password_confirmation,
    ).toEqual(['Die Passwörter stimmen nicht überein.'])
    expect(errorsOf({ ...valid, gender: 'other' }).gender).toBeDefined()
    expect(errorsOf({ ...valid, email: 'no-mail' }, 'en').email).toEqual([
      'Please enter a valid e-mail address.',
    ])
  })

  it('asks login only for an e-mail and a password', () => {
    expect(loginSchema.safeParse({ email: 'a@b.de', password: 'x' }).success).toBe(true)
    expect(loginSchema.safeParse({ email: 'a@b.de', password: '' }).success).toBe(false)
  })
})

describe('common passwords (checked where the server installs the list)', () => {
  const common = new Set(['password1', 'iloveyou'])
  afterEach(() => refuseCommonPasswords(() => false))

  it('lets the browser, which has no list, take any long enough password', () => {
    expect(
      errorsOf({ ...valid, password: 'password1', password_confirmation: 'password1' }),
    ).toEqual({})
  })

  it('refuses a listed password at registration, reset and change, in both languages', () => {
    refuseCommonPasswords((password) => common.has(password.toLowerCase()))
    const twice = { password: 'Password1', password_confirmation: 'Password1' }
    expect(errorsOf({ ...valid, ...twice }).password).toEqual([
      'Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.',
    ])
    expect(errorsOf({ ...valid, ...twice }, 'en').password).toEqual([
      'This password is too common and easy to guess. Please choose another one.',
    ])
    const reset = resetPasswordSchema.safeParse({ email: 'a@b.de', ...twice })
    expect(reset.success ? {} : issueMessages(reset.error, 'en')).toEqual({
      password: ['This password is too common and easy to guess. Please choose another one.'],
    })
    const change = passwordChangeSchema.safeParse({ current_password: 'alt', ...twice })
    expect(change.success).toBe(false)
    expect(errorsOf(valid)).toEqual({})
  })

  it('gives a short password only the length message, and leaves login alone', () => {
    refuseCommonPasswords(() => true)
    expect(
      errorsOf({ ...valid, password: 'kurz', password_confirmation: 'kurz' }).password,
    ).toEqual(['Das Passwort muss mindestens 8 Zeichen lang sein.'])
    expect(loginSchema.safeParse({ email: 'a@b.de', password: 'iloveyou' }).success).toBe(true)
  })
})
