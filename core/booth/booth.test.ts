import { describe, expect, it } from 'vitest'
import { type BoothDetails, boothLines, forwarderPlace, promisedArrivalLine } from './booth.ts'
import { boothWindowIssues, defaultDeliveryDay, type FairAcceptance } from './booth-window.ts'

const fair: FairAcceptance = {
  acceptanceAt: 'venue',
  acceptanceFrom: '2027-01-11',
  acceptanceTo: '2027-01-15',
  acceptanceHoursFrom: '07:00',
  acceptanceHoursTo: '18:00',
  buildUpTo: '2027-01-17',
  forwarderName: null,
}
const day = (value: string) => value.split('-').reverse().join('.')
const within = {
  deliverOn: '2027-01-14',
  deliverFrom: '08:00',
  deliverTo: '12:00',
  viaForwarder: false,
}

describe('the fair-dependent rules of a booth address (FAIR-ADDR-2)', () => {
  it('accepts a day and window inside the acceptance window, edges included', () => {
    expect(boothWindowIssues(within, fair, day)).toEqual([])
    expect(
      boothWindowIssues(
        { ...within, deliverOn: '2027-01-11', deliverFrom: '07:00', deliverTo: '18:00' },
        fair,
        day,
      ),
    ).toEqual([])
  })

  it('refuses a day outside the acceptance days and a window outside its hours', () => {
    expect(
      boothWindowIssues(
        { ...within, deliverOn: '2027-01-16', deliverFrom: '06:30', deliverTo: '18:30' },
        fair,
        day,
      ),
    ).toEqual([
      {
        field: 'deliver_on',
        message: 'boothAddress.errors.dayOutside',
        params: { from: '11.01.2027', to: '15.01.2027' },
      },
      {
        field: 'deliver_from',
        message: 'boothAddress.errors.windowOutside',
        params: { from: '07:00', to: '18:00' },
      },
      {
        field: 'deliver_to',
        message: 'boothAddress.errors.windowOutside',
        params: { from: '07:00', to: '18:00' },
      },
    ])
  })

  it('refuses the forwarder of a fair that names none', () => {
    expect(boothWindowIssues({ ...within, viaForwarder: true }, fair, day)).toEqual([
      { field: 'via_forwarder', message: 'boothAddress.errors.noForwarder' },
    ])
  })

  it('delivers on the last acceptance day, but not after the build-up while acceptance allows', () => {
    expect(defaultDeliveryDay(fair)).toBe('2027-01-15')
    expect(defaultDeliveryDay({ ...fair, acceptanceTo: '2027-01-20' })).toBe('2027-01-17')
    expect(
      defaultDeliveryDay({ ...fair, acceptanceFrom: '2027-01-18', acceptanceTo: '2027-01-20' }),
    ).toBe('2027-01-20')
  })
})

const booth: BoothDetails = {
  fairName: 'Messe Nordwest',
  hall: '3',
  booth: 'B12',
  contact: 'Lukas Huber',
  mobile: '+49 170 1234567',
  deliverOn: '2027-01-15',
  deliverFrom: '08:00',
  deliverTo: '12:00',
  forwarderName: null,
}

describe('the booth as every address shows it (FAIR-ADDR-3)', () => {
  it('names fair, hall and booth, contact and the delivery window in both languages', () => {
    expect(boothLines('de', booth)).toEqual([
      'Messe: Messe Nordwest',
      'Halle 3, Stand B12',
      'Vor Ort: Lukas Huber, +49 170 1234567',
      'Anlieferung: Fr., 15.01.2027, 08:00–12:00 Uhr',
    ])
    expect(boothLines('en', { ...booth, deliverFrom: null, deliverTo: null, mobile: '' })).toEqual([
      'Trade fair: Messe Nordwest',
      'Hall 3, booth B12',
      'On site: Lukas Huber',
      'Delivery: Fri, 15/01/2027',
    ])
  })

  it('names the forwarder when the goods go through it', () => {
    expect(boothLines('de', { ...booth, forwarderName: 'Rhein Expo Spedition AG' })[1]).toBe(
      'Über die Messespedition Rhein Expo Spedition AG',
    )
  })

  it('says the promised arrival with its weekday', () => {
    expect(promisedArrivalLine('de', '2027-01-15')).toBe('Zugesagte Ankunft: Fr., 15.01.2027')
    expect(promisedArrivalLine('en', '2027-01-15')).toBe('Promised arrival: Fri, 15/01/2027')
  })

  it('reads a forwarder’s address lines as street, postcode and city', () => {
    expect(forwarderPlace('Lagerstraße 18\n6020 Innsbruck\nÖsterreich')).toEqual({
      address: 'Lagerstraße 18',
      postcode: '6020',
      city: 'Innsbruck',
    })
    expect(forwarderPlace('Halle Süd')).toBeNull()
    expect(forwarderPlace(null)).toBeNull()
  })
})
