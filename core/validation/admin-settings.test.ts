import { describe, expect, it } from 'vitest'
import {
  eurosField,
  formatIban,
  isIban,
  issuesByField,
  newPostMethodSchema,
  parseFreeShippingAbove,
  parsePercent,
  postMethodSchema,
  type SettingsForm,
  shopSettingsSchema,
} from './admin-settings.ts'

// STAFF-11, STAFF-12: the rules of the settings form and the post methods, field by field.

const CODES = ['DE', 'AT', 'SW', 'NL']

const valid: SettingsForm = {
  shopName: 'Nordlicht Displays',
  companyName: 'Messebau Nordlicht GmbH',
  phone: '+49 521 987654-0',
  email: 'info@messebau-nordlicht.example',
  street: 'Industriestraße 12',
  postcode: '33602',
  city: 'Bielefeld',
  openingHoursDe: 'Mo–Fr 08:30–17:00 Uhr',
  openingHoursEn: 'Mon–Fri 08:30–17:00',
  tax: '19',
  productionDelay: '0',
  holidayState: 'NW',
  orderCutoffHour: '14',
  vatId: 'DE136695976',
  bankName: 'Demo-Bank Bielefeld',
  iban: 'DE02120300000000202051',
  bic: 'BYLADEM1001',
  freeShippingAbove: '500',
  freeShippingCountries: ['DE'],
}

/** The field messages for the valid form with `change` applied (none: {}). */
function errorsOf(change: Partial<SettingsForm>, locale: 'de' | 'en' = 'de') {
  const result = shopSettingsSchema(CODES).safeParse({ ...valid, ...change })
  return result.success ? {} : issuesByField(result.error, locale)
}

describe('the settings form (STAFF-11)', () => {
  it('accepts the valid form and answers the stored shape', () => {
    const parsed = shopSettingsSchema(CODES).parse({ ...valid, tax: '7,5' })
    expect(parsed).toMatchObject({
      tax: 7.5,
      productionDelay: 0,
      iban: 'DE02 1203 0000 0000 2020 51',
      openingHours: { de: 'Mo–Fr 08:30–17:00 Uhr', en: 'Mon–Fri 08:30–17:00' },
      freeShippingAboveCents: 50_000,
      freeShippingCountries: ['DE'],
    })
  })

  it('refuses a tax of 190 with a message in either language', () => {
    expect(errorsOf({ tax: '190' })).toEqual({
      tax: ['Der Steuersatz muss zwischen 0 und 30 % liegen.'],
    })
    expect(errorsOf({ tax: '190' }, 'en').tax?.[0]).toMatch(/between 0 and 30 %/)
  })

  it('reads tax percents typed German or English style', () => {
    expect(parsePercent('19')).toBe(19)
    expect(parsePercent('7,5')).toBe(7.5)
    expect(parsePercent('7.25')).toBe(7.25)
    expect(parsePercent('0')).toBe(0)
    expect(parsePercent('30')).toBe(30)
    for (const bad of ['30,01', '31', '-1', '7,555', 'neunzehn', '', '19 %']) {
      expect(parsePercent(bad), bad).toBeNull()
    }
  })

  it.each([
    ['shopName', ''],
    ['shopName', 'x'.repeat(121)],
    ['companyName', '   '],
    ['phone', '1234'],
    ['phone', '+49 521 call us'],
    ['email', 'info@'],
    ['street', ''],
    ['postcode', '123'],
    ['postcode', '12345678901'],
    ['city', ''],
    ['openingHoursDe', ''],
    ['openingHoursEn', 'x'.repeat(121)],
    ['productionDelay', '31'],
    ['productionDelay', '1,5'],
    ['productionDelay', '-1'],
    ['vatId', 'DE123'],
    ['vatId', 'DE123456789'],
    ['vatId', 'ATU13585627'],
    ['bankName', ''],
    ['iban', 'DE00 0000 0000 0000 0000 00'],
    ['iban', 'DE0212030000000020205'],
    ['iban', 'not an iban'],
    ['bic', 'BYLADEM'],
    ['bic', 'BYLADEM10'],
    ['bic', '12LADEM1001'],
  ] as const)('refuses %s = %j', (field, value) => {
    expect(Object.keys(errorsOf({ [field]: value }))).toEqual([field])
  })

  it('accepts the optional and normalised forms', () => {
    expect(errorsOf({ vatId: '' })).toEqual({})
    expect(errorsOf({ vatId: 'de 136 695 976' })).toEqual({})
    expect(errorsOf({ iban: 'de02 1203 0000 0000 2020 51', bic: 'bylademm' })).toEqual({})
    expect(errorsOf({ phone: '(0521) 98 76 54/0' })).toEqual({})
    expect(errorsOf({ productionDelay: '30', tax: '0' })).toEqual({})
  })

  it('takes only existing countries for free shipping', () => {
    expect(errorsOf({ freeShippingCountries: [] })).toEqual({})
    expect(errorsOf({ freeShippingCountries: ['DE', 'XX'] })).toHaveProperty(
      'freeShippingCountries',
    )
  })

  it('reads the free-shipping threshold in euros, 0 to 100 000 (TOT-4)', () => {
    const cents = (value: string) =>
      shopSettingsSchema(CODES).parse({ ...valid, freeShippingAbove: value }).freeShippingAboveCents
    expect(cents('500')).toBe(50_000)
    expect(cents('500,00')).toBe(50_000)
    expect(cents('500.50')).toBe(50_050)
    expect(cents(' 300 ')).toBe(30_000)
    expect(cents('0')).toBe(0)
    expect(cents('100000')).toBe(10_000_000)
    expect(cents('100.000,00')).toBe(10_000_000)
    for (const bad of ['-5', '-0,01', 'abc', '', '100000,01', '5e2', '500,505']) {
      expect(parseFreeShippingAbove(bad), bad).toBeNull()
    }
  })

  it('refuses a negative or non-amount threshold with a message in either language', () => {
    const german =
      'Die Grenze für kostenlosen Versand muss ein Betrag in Euro von 0 bis 100.000 sein, z. B. 500 oder 500,50.'
    expect(errorsOf({ freeShippingAbove: '-5' })).toEqual({ freeShippingAbove: [german] })
    expect(errorsOf({ freeShippingAbove: 'abc' })).toEqual({ freeShippingAbove: [german] })
    expect(errorsOf({ freeShippingAbove: '-5' }, 'en')).toEqual({
      freeShippingAbove: [
        'The free-shipping threshold must be an amount in euros from 0 to 100,000, e.g. 500 or 500.50.',
      ],
    })
  })

  it('shows the threshold in the field as the member types it', () => {
    expect(eurosField(50_000, 'de')).toBe('500')
    expect(eurosField(50_050, 'de')).toBe('500,50')
    expect(eurosField(50_050, 'en')).toBe('500.50')
    expect(eurosField(5, 'de')).toBe('0,05')
    expect(eurosField(10_000_000, 'en')).toBe('100000')
  })

  it('tells a German IBAN of the wrong length by its own message', () => {
    expect(errorsOf({ iban: 'DE021203000000002020511' })).toEqual({
      iban: ['Eine deutsche IBAN hat 22 Zeichen.'],
    })
  })
})

describe('IBAN (ISO 13616 mod 97)', () => {
  it('checks the check digits', () => {
    expect(isIban('DE89 3704 0044 0532 0130 00')).toBe(true)
    expect(isIban('AT61 1904 3002 3457 3201')).toBe(true)
    expect(isIban('DE89 3704 0044 0532 0130 01')).toBe(false)
    expect(isIban('DE00 0000 0000 0000 0000 00')).toBe(false)
  })

  it('prints groups of four', () => {
    expect(formatIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00')
  })
})

describe('post methods (STAFF-12)', () => {
  it('reads prices typed German or English style', () => {
    const parse = (price: string) =>
      postMethodSchema.parse({ textDe: 'Paket', textEn: 'Parcel', price, transitDays: '1' })
    expect(parse('9,90').priceCents).toBe(990)
    expect(parse('9.90').priceCents).toBe(990)
    expect(parse('0').priceCents).toBe(0)
  })

  it('refuses a negative price with its own message', () => {
    const result = postMethodSchema.safeParse({
      textDe: 'a',
      textEn: 'b',
      price: '-1,00',
      transitDays: '1',
    })
    expect(result.success ? {} : issuesByField(result.error, 'de')).toEqual({
      price: ['Der Preis darf nicht negativ sein.'],
    })
    const en = postMethodSchema.safeParse({
      textDe: 'a',
      textEn: 'b',
      price: '-1',
      transitDays: '1',
    })
    expect(en.success ? {} : issuesByField(en.error, 'en')).toEqual({
      price: ['The price must not be negative.'],
    })
  })

  it('takes a key of lower-case letters, digits and hyphens', () => {
    const parse = (value: string) =>
      newPostMethodSchema.safeParse({
        value,
        textDe: 'a',
        textEn: 'b',
        price: '1',
        transitDays: '2',
      })
    expect(parse('Express').success).toBe(true)
    expect(parse('same-day-2').success).toBe(true)
    for (const bad of ['x', 'with space', 'ümlaut', '-lead', 'trail-', 'a'.repeat(41)]) {
      expect(parse(bad).success, bad).toBe(false)
    }
  })

  it('reads transit working days 0 to 60 and the date-definite box (FAIR-PLAN-1)', () => {
    const parse = (fields: Record<string, unknown>) =>
      postMethodSchema.safeParse({ textDe: 'a', textEn: 'b', price: '1', ...fields })
    expect(parse({ transitDays: ' 0 ', dateDefinite: 'on' }).data).toMatchObject({
      transitDays: 0,
      dateDefinite: true,
    })
    expect(parse({ transitDays: 60 }).data).toMatchObject({ transitDays: 60, dateDefinite: false })
    for (const bad of ['61', '-1', '1.5', 'x', '', undefined]) {
      const result = parse({ transitDays: bad })
      expect(result.success ? {} : issuesByField(result.error, 'en'), String(bad)).toEqual({
        transitDays: [
          'Please enter the transit time as a whole number of working days from 0 to 60.',
        ],
      })
    }
  })
})
