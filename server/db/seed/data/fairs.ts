import type { Localized } from './types.ts'

/**
 * FAIR-4: invented demo fairs in Germany, Austria and Switzerland across the coming year. The
 * days count from the day the shop is seeded (`opensIn` days, then the next Tuesday), so a
 * fresh clone always has fairs ahead; the build-up and acceptance windows count back from the
 * opening day. Country ids as in countries.ts (18 DE, 10 AT, 9 CH coded SW).
 */
export interface DemoFair {
  key: string
  name: Localized
  city: string
  venueName: string
  venueStreet: string
  venuePostcode: string
  venueCity: string
  venueCountryId: number
  opensIn: number
  /** Days the fair is open (1: one day). */
  days: number
  /** Build-up: from this many days before opening, until the day before. */
  buildUpDays: number
  buildUpHours: [string, string]
  acceptanceAt: 'venue' | 'forwarder'
  /** Goods accepted from this many days before opening until `acceptanceUntil` days before. */
  acceptanceDays: number
  acceptanceUntil: number
  acceptanceHours: [string, string]
  forwarder?: { name: string; address: string; contact: string }
  website?: string
}

export const demoFairs: DemoFair[] = [
  {
    key: 'messe-nordwest-bielefeld',
    name: { de: 'Messe Nordwest Bielefeld', en: 'North-West Trade Fair Bielefeld' },
    city: 'Bielefeld',
    venueName: 'Messezentrum Ostwestfalen, Halle 2',
    venueStreet: 'Ausstellungsweg 12',
    venuePostcode: '33609',
    venueCity: 'Bielefeld',
    venueCountryId: 18,
    opensIn: 45,
    days: 3,
    buildUpDays: 3,
    buildUpHours: ['07:00', '20:00'],
    acceptanceAt: 'venue',
    acceptanceDays: 3,
    acceptanceUntil: 1,
    acceptanceHours: ['08:00', '18:00'],
    website: 'https://messe-nordwest.example',
  },
  {
    key: 'alpen-expo-innsbruck',
    name: { de: 'Alpen Expo Innsbruck', en: 'Alpine Expo Innsbruck' },
    city: 'Innsbruck',
    venueName: 'Alpen-Expo-Gelände, Halle B',
    venueStreet: 'Ausstellungsstraße 4',
    venuePostcode: '6020',
    venueCity: 'Innsbruck',
    venueCountryId: 10,
    opensIn: 95,
    days: 4,
    buildUpDays: 4,
    buildUpHours: ['07:00', '22:00'],
    acceptanceAt: 'forwarder',
    acceptanceDays: 7,
    acceptanceUntil: 2,
    acceptanceHours: ['07:30', '16:30'],
    forwarder: {
      name: 'Tiroler Messelogistik GmbH',
      address: 'Lagerstraße 18\n6020 Innsbruck\nÖsterreich',
      contact: 'Frau Kofler, +43 512 000 1234, messe@tiroler-logistik.example',
    },
    website: 'https://alpen-expo.example',
  },
  {
    key: 'swiss-retail-days-basel',
    name: { de: 'Swiss Retail Days Basel', en: 'Swiss Retail Days Basel' },
    city: 'Basel',
    venueName: 'Rheinhallen Basel, Halle 1.1',
    venueStreet: 'Hallenweg 8',
    venuePostcode: '4058',
    venueCity: 'Basel',
    venueCountryId: 9,
    opensIn: 150,
    days: 3,
    buildUpDays: 3,
    buildUpHours: ['06:00', '21:00'],
    acceptanceAt: 'forwarder',
    acceptanceDays: 10,
    acceptanceUntil: 3,
    acceptanceHours: ['08:00', '17:00'],
    forwarder: {
      name: 'Rhein Expo Spedition AG',
      address: 'Zollweg 3\n4058 Basel\nSchweiz',
      contact: 'Herr Meier, +41 61 000 55 66, fair@rhein-expo.example',
    },
    website: 'https://swiss-retail-days.example',
  },
  {
    key: 'werbetage-nord-hamburg',
    name: { de: 'Norddeutsche Werbetage Hamburg', en: 'North German Advertising Days Hamburg' },
    city: 'Hamburg',
    venueName: 'Hanse-Messehallen, Halle A3',
    venueStreet: 'Am Messeufer 5',
    venuePostcode: '20357',
    venueCity: 'Hamburg',
    venueCountryId: 18,
    opensIn: 205,
    days: 2,
    buildUpDays: 2,
    buildUpHours: ['08:00', '20:00'],
    acceptanceAt: 'venue',
    acceptanceDays: 2,
    acceptanceUntil: 1,
    acceptanceHours: ['08:00', '16:00'],
  },
  {
    key: 'ladenbau-sued-augsburg',
    name: { de: 'Ladenbau Süd Augsburg', en: 'Shopfitting South Augsburg' },
    city: 'Augsburg',
    venueName: 'Messepark Schwaben, Halle 5',
    venueStreet: 'Am Messering 7',
    venuePostcode: '86159',
    venueCity: 'Augsburg',
    venueCountryId: 18,
    opensIn: 265,
    days: 3,
    buildUpDays: 3,
    buildUpHours: ['07:00', '19:00'],
    acceptanceAt: 'venue',
    acceptanceDays: 3,
    acceptanceUntil: 1,
    acceptanceHours: ['07:00', '15:00'],
    website: 'https://ladenbau-sued.example',
  },
  {
    key: 'werbemittel-tage-wien',
    name: { de: 'Wiener Werbemittel-Tage', en: 'Vienna Promotional Products Days' },
    city: 'Wien',
    venueName: 'Donauhallen Wien, Halle C',
    venueStreet: 'Messestraße 10',
    venuePostcode: '1020',
    venueCity: 'Wien',
    venueCountryId: 10,
    opensIn: 320,
    days: 3,
    buildUpDays: 3,
    buildUpHours: ['07:00', '22:00'],
    acceptanceAt: 'forwarder',
    acceptanceDays: 5,
    acceptanceUntil: 1,
    acceptanceHours: ['08:00', '18:00'],
    forwarder: {
      name: 'Donau Messe Transport GmbH',
      address: 'Hafenzufahrt 2\n1020 Wien\nÖsterreich',
      contact: 'Team Messe, +43 1 000 7788, messe@donau-transport.example',
    },
  },
]
