import { describe, expect, it } from 'vitest'
import { addressSchema } from './customer.ts'
import { issueMessages } from './form-input.ts'

const plain = {
  company: 'Brinkmann Messebau',
  first_name: 'Jana',
  last_name: 'Brinkmann',
  address: 'Messeplatz 1',
  postcode: '30521',
  city: 'Hannover',
  country_id: 18,
}
const booth = {
  ...plain,
  fair_id: '3',
  hall: '3',
  booth: 'B12',
  onsite_contact: 'Lukas Huber',
  onsite_mobile: '+49 170 1234567',
  deliver_on: '2027-01-14',
  deliver_from: '8:00',
  deliver_to: '12:00',
  via_forwarder: false,
}

const errorsOf = (input: unknown, locale: 'de' | 'en' = 'de') => {
  const result = addressSchema.safeParse(input)
  return result.success ? {} : issueMessages(result.error, locale)
}

describe('a booth address (FAIR-ADDR-1, FAIR-ADDR-2)', () => {
  it('keeps an ordinary address as it was: no fair, no booth', () => {
    const parsed = addressSchema.parse({ ...plain, fair_id: '' })
    expect(parsed.fair_id).toBeUndefined()
    expect(parsed).toMatchObject({ hall: '', booth: '', via_forwarder: false })
  })

  it('takes a fair, hall, booth, contact, mobile, day and window (8:00 read as 08:00)', () => {
    expect(addressSchema.parse(booth)).toMatchObject({
      fair_id: 3,
      hall: '3',
      booth: 'B12',
      onsite_mobile: '+49 170 1234567',
      deliver_on: '2027-01-14',
      deliver_from: '08:00',
      deliver_to: '12:00',
    })
  })

  it('needs hall and booth once a fair is chosen, in the buyer’s language', () => {
    expect(errorsOf({ ...booth, hall: ' ', booth: '' })).toEqual({
      hall: ['Bitte geben Sie die Halle an.'],
      booth: ['Bitte geben Sie die Standnummer an.'],
    })
    expect(errorsOf({ ...booth, hall: '' }, 'en')).toEqual({ hall: ['Please enter the hall.'] })
    // Without a fair, hall and booth are nobody's business.
    expect(errorsOf({ ...plain, hall: '', booth: '' })).toEqual({})
  })

  it('refuses a mobile number that is no phone number, like the shop’s other phone fields', () => {
    for (const mobile of ['call me', '1234', '+49 170 12345678901234567890123456']) {
      expect(errorsOf({ ...booth, onsite_mobile: mobile }, 'en')).toEqual({
        onsite_mobile: [
          mobile.length > 30
            ? 'At most 30 characters, please.'
            : 'Please enter a phone number of digits, spaces and + - / ( ).',
        ],
      })
    }
    expect(errorsOf({ ...booth, onsite_mobile: '(0170) 123 45-67' })).toEqual({})
  })

  it('refuses a day that is no date and a time that is no HH:MM', () => {
    expect(errorsOf({ ...booth, deliver_on: '2027-02-30' }, 'en')).toEqual({
      deliver_on: ['Please enter the day as a date.'],
    })
    expect(errorsOf({ ...booth, deliver_from: '25:00' }, 'en')).toEqual({
      deliver_from: ['Please enter the time as HH:MM, e.g. 08:30.'],
    })
  })

  it('needs both ends of a window, the end after the start', () => {
    expect(errorsOf({ ...booth, deliver_to: '' })).toEqual({
      deliver_to: ['Bitte geben Sie Beginn und Ende des Zeitfensters an.'],
    })
    expect(errorsOf({ ...booth, deliver_from: '', deliver_to: '10:00' }, 'en')).toEqual({
      deliver_from: ['Please enter both the start and the end of the window.'],
    })
    expect(errorsOf({ ...booth, deliver_from: '12:00', deliver_to: '12:00' }, 'en')).toEqual({
      deliver_to: ['The window must end after it starts.'],
    })
    // No window at all is fine: the fair's acceptance hours apply.
    expect(errorsOf({ ...booth, deliver_from: '', deliver_to: '' })).toEqual({})
  })

  it('answers a fair id that is no id at the fair field', () => {
    expect(errorsOf({ ...booth, fair_id: 'abc' }, 'en')).toEqual({
      fair_id: ['Please choose one of the listed fairs.'],
    })
  })
})
