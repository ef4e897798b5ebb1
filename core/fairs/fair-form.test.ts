import { describe, expect, it } from 'vitest'
import { issueMessages } from '#core/validation/form-input.ts'
import { fairInputSchema, isHttpsAddress } from './fair-form.ts'

// FAIR-2: the rules of a fair's form, with the messages staff read (both languages).

const valid = {
  key: 'messe-test-2027',
  nameDe: 'Testmesse',
  nameEn: 'Test fair',
  city: 'Bielefeld',
  venueName: 'Halle 2',
  venueStreet: 'Ausstellungsweg 12',
  venuePostcode: '33609',
  venueCity: 'Bielefeld',
  venueCountryId: '18',
  opensOn: '2027-03-09',
  closesOn: '2027-03-11',
  buildUpFrom: '2027-03-06',
  buildUpTo: '2027-03-08',
  buildUpHoursFrom: '07:00',
  buildUpHoursTo: '20:00',
  acceptanceAt: 'venue',
  acceptanceFrom: '2027-03-06',
  acceptanceTo: '2027-03-08',
  acceptanceHoursFrom: '08:00',
  acceptanceHoursTo: '18:00',
  forwarderName: '',
  forwarderAddress: '',
  forwarderContact: '',
  website: 'https://messe.example/2027',
  isActive: 'on',
}

const errorsOf = (changes: Record<string, string>, locale: 'de' | 'en' = 'en') => {
  const parsed = fairInputSchema.safeParse({ ...valid, ...changes })
  return parsed.success ? {} : issueMessages(parsed.error, locale)
}

describe('the fair form (FAIR-2)', () => {
  it('takes a valid fair, empty optional fields as null and the country as a number', () => {
    const parsed = fairInputSchema.parse(valid)
    expect(parsed).toMatchObject({
      venueCountryId: 18,
      forwarderName: null,
      website: 'https://messe.example/2027',
      isActive: true,
    })
    expect(fairInputSchema.parse({ ...valid, isActive: undefined }).isActive).toBe(false)
  })

  it('refuses a closing day before the opening day, or a fair of more than 31 days', () => {
    expect(errorsOf({ closesOn: '2027-03-08' })).toEqual({
      closesOn: ['The closing day cannot be before the opening day.'],
    })
    expect(errorsOf({ closesOn: '2027-04-09' }, 'de')).toEqual({
      closesOn: ['Eine Messe dauert höchstens 31 Tage.'],
    })
    expect(errorsOf({ closesOn: '2027-04-08' })).toEqual({})
    // A one-day fair is a fair.
    expect(errorsOf({ closesOn: '2027-03-09' })).toEqual({})
  })

  it('wants the build-up to end on or before the opening day and start at most 30 days before', () => {
    expect(errorsOf({ buildUpTo: '2027-03-10' })).toEqual({
      buildUpTo: ['Build-up must end on or before the opening day.'],
    })
    expect(errorsOf({ buildUpTo: '2027-03-09' })).toEqual({})
    expect(errorsOf({ buildUpFrom: '2027-03-08', buildUpTo: '2027-03-07' })).toEqual({
      buildUpTo: ['The last day cannot be before the first.'],
    })
    expect(errorsOf({ buildUpFrom: '2027-02-06' })).toEqual({
      buildUpFrom: ['At most 30 days before the opening day.'],
    })
    expect(errorsOf({ buildUpFrom: '2027-02-07' })).toEqual({})
  })

  it('keeps goods acceptance between 30 days before opening and the closing day', () => {
    expect(errorsOf({ acceptanceTo: '2027-03-12' })).toEqual({
      acceptanceTo: ['Goods cannot be accepted after the closing day.'],
    })
    expect(errorsOf({ acceptanceTo: '2027-03-11' })).toEqual({})
    expect(errorsOf({ acceptanceFrom: '2027-02-01' }, 'de')).toEqual({
      acceptanceFrom: ['Höchstens 30 Tage vor dem ersten Messetag.'],
    })
    expect(errorsOf({ acceptanceFrom: '2027-03-08', acceptanceTo: '2027-03-07' })).toEqual({
      acceptanceTo: ['The last day cannot be before the first.'],
    })
  })

  it('reads hours as HH:MM with the end after the start', () => {
    expect(errorsOf({ buildUpHoursFrom: '7 Uhr' })).toEqual({
      buildUpHoursFrom: ['Please enter a time as HH:MM, e.g. 07:00.'],
    })
    expect(errorsOf({ acceptanceHoursTo: '24:00' })).toEqual({
      acceptanceHoursTo: ['Please enter a time as HH:MM, e.g. 07:00.'],
    })
    expect(errorsOf({ acceptanceHoursFrom: '18:00', acceptanceHoursTo: '08:00' })).toEqual({
      acceptanceHoursTo: ['The end must be later than the start.'],
    })
    expect(errorsOf({ buildUpHoursTo: '07:00' })).toEqual({
      buildUpHoursTo: ['The end must be later than the start.'],
    })
  })

  it('refuses days that are no days, and names every missing field', () => {
    expect(errorsOf({ opensOn: '2027-02-30' })).toMatchObject({
      opensOn: ['Please enter a date (YYYY-MM-DD).'],
    })
    const parsed = fairInputSchema.safeParse({})
    expect(parsed.success).toBe(false)
    const errors = issueMessages(parsed.error!, 'de')
    expect(errors.nameDe).toEqual(['Bitte füllen Sie dieses Feld aus.'])
    expect(errors.opensOn).toEqual(['Bitte füllen Sie dieses Feld aus.'])
    expect(errors.acceptanceAt).toEqual(['Bitte füllen Sie dieses Feld aus.'])
    expect(errors.forwarderName).toBeUndefined()
  })

  it('wants a forwarder named when goods go to one', () => {
    expect(errorsOf({ acceptanceAt: 'forwarder' })).toEqual({
      forwarderName: ['Name the forwarder that accepts the goods.'],
    })
    expect(errorsOf({ acceptanceAt: 'forwarder', forwarderName: 'Messe-Spedition' })).toEqual({})
  })

  it('follows the country’s postcode length (VAL-4), a code of letters and https only', () => {
    expect(errorsOf({ venueCountryId: '10' })).toEqual({
      venuePostcode: ['The postcode must have 4 digits.'],
    })
    expect(errorsOf({ venueCountryId: '10', venuePostcode: '6020' })).toEqual({})
    expect(errorsOf({ key: 'Messe 2027' })).toEqual({
      key: ['Only lower-case letters, digits and single hyphens.'],
    })
    expect(errorsOf({ website: 'http://messe.example' })).toEqual({
      website: ['Please enter a full https:// address.'],
    })
    expect(errorsOf({ venueCountryId: 'DE' })).toEqual({
      venueCountryId: ['Please choose a country from the list.'],
    })
    expect(isHttpsAddress('https://messe.example')).toBe(true)
    expect(isHttpsAddress('https://user@messe.example')).toBe(false)
    expect(isHttpsAddress('javascript:alert(1)//https://')).toBe(false)
    expect(isHttpsAddress('https://localhost')).toBe(false)
  })

  it('refuses control characters and overlong texts at their field', () => {
    expect(errorsOf({ city: 'Biele\u0000feld' })).toEqual({
      city: ['This text contains control characters that are not allowed.'],
    })
    expect(errorsOf({ nameDe: 'x'.repeat(121) })).toEqual({
      nameDe: ['Please use at most 120 characters.'],
    })
    // The forwarder's address keeps its line breaks.
    expect(errorsOf({ forwarderAddress: 'Lagerstraße 1\n6020 Innsbruck' })).toEqual({})
  })
})
