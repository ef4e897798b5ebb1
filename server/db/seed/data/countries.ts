import type { SeedCountry, SeedPostMethod, SeedRedirection } from './types.ts'

// Ids are fixed: the postcode rule VAL-4 keys on them (18 Germany: 5 digits, 10 Austria and
// 9 Switzerland: 4 digits, 1 Netherlands: no rule). Switzerland is coded 'SW' as in ACC-8.
// taxRequired: German VAT is charged by default inside the EU (a confirmed VAT id is handled
// at checkout), never for non-EU destinations.
export const countries: SeedCountry[] = [
  {
    id: 1,
    code: 'NL',
    name: { de: 'Niederlande', en: 'Netherlands' },
    taxRequired: true,
    isEu: true,
  },
  { id: 2, code: 'BE', name: { de: 'Belgien', en: 'Belgium' }, taxRequired: true, isEu: true },
  { id: 3, code: 'LU', name: { de: 'Luxemburg', en: 'Luxembourg' }, taxRequired: true, isEu: true },
  { id: 4, code: 'FR', name: { de: 'Frankreich', en: 'France' }, taxRequired: true, isEu: true },
  { id: 5, code: 'IT', name: { de: 'Italien', en: 'Italy' }, taxRequired: true, isEu: true },
  { id: 6, code: 'ES', name: { de: 'Spanien', en: 'Spain' }, taxRequired: true, isEu: true },
  { id: 7, code: 'PT', name: { de: 'Portugal', en: 'Portugal' }, taxRequired: true, isEu: true },
  { id: 8, code: 'DK', name: { de: 'Dänemark', en: 'Denmark' }, taxRequired: true, isEu: true },
  {
    id: 9,
    code: 'SW',
    name: { de: 'Schweiz', en: 'Switzerland' },
    taxRequired: false,
    isEu: false,
  },
  { id: 10, code: 'AT', name: { de: 'Österreich', en: 'Austria' }, taxRequired: true, isEu: true },
  { id: 11, code: 'PL', name: { de: 'Polen', en: 'Poland' }, taxRequired: true, isEu: true },
  { id: 12, code: 'CZ', name: { de: 'Tschechien', en: 'Czechia' }, taxRequired: true, isEu: true },
  { id: 13, code: 'SK', name: { de: 'Slowakei', en: 'Slovakia' }, taxRequired: true, isEu: true },
  { id: 14, code: 'HU', name: { de: 'Ungarn', en: 'Hungary' }, taxRequired: true, isEu: true },
  { id: 15, code: 'SI', name: { de: 'Slowenien', en: 'Slovenia' }, taxRequired: true, isEu: true },
  { id: 16, code: 'HR', name: { de: 'Kroatien', en: 'Croatia' }, taxRequired: true, isEu: true },
  { id: 17, code: 'SE', name: { de: 'Schweden', en: 'Sweden' }, taxRequired: true, isEu: true },
  { id: 18, code: 'DE', name: { de: 'Deutschland', en: 'Germany' }, taxRequired: true, isEu: true },
  { id: 19, code: 'FI', name: { de: 'Finnland', en: 'Finland' }, taxRequired: true, isEu: true },
  { id: 20, code: 'IE', name: { de: 'Irland', en: 'Ireland' }, taxRequired: true, isEu: true },
  { id: 21, code: 'GR', name: { de: 'Griechenland', en: 'Greece' }, taxRequired: true, isEu: true },
  { id: 22, code: 'BG', name: { de: 'Bulgarien', en: 'Bulgaria' }, taxRequired: true, isEu: true },
  { id: 23, code: 'RO', name: { de: 'Rumänien', en: 'Romania' }, taxRequired: true, isEu: true },
  { id: 24, code: 'EE', name: { de: 'Estland', en: 'Estonia' }, taxRequired: true, isEu: true },
  { id: 25, code: 'LV', name: { de: 'Lettland', en: 'Latvia' }, taxRequired: true, isEu: true },
  { id: 26, code: 'LT', name: { de: 'Litauen', en: 'Lithuania' }, taxRequired: true, isEu: true },
  { id: 27, code: 'MT', name: { de: 'Malta', en: 'Malta' }, taxRequired: true, isEu: true },
  { id: 28, code: 'CY', name: { de: 'Zypern', en: 'Cyprus' }, taxRequired: true, isEu: true },
  {
    id: 29,
    code: 'LI',
    name: { de: 'Liechtenstein', en: 'Liechtenstein' },
    taxRequired: false,
    isEu: false,
  },
  { id: 30, code: 'NO', name: { de: 'Norwegen', en: 'Norway' }, taxRequired: false, isEu: false },
  {
    id: 31,
    code: 'GB',
    name: { de: 'Vereinigtes Königreich', en: 'United Kingdom' },
    taxRequired: false,
    isEu: false,
  },
  { id: 32, code: 'IS', name: { de: 'Island', en: 'Iceland' }, taxRequired: false, isEu: false },
  { id: 33, code: 'RS', name: { de: 'Serbien', en: 'Serbia' }, taxRequired: false, isEu: false },
  { id: 34, code: 'TR', name: { de: 'Türkei', en: 'Türkiye' }, taxRequired: false, isEu: false },
  {
    id: 35,
    code: 'BA',
    name: { de: 'Bosnien und Herzegowina', en: 'Bosnia and Herzegovina' },
    taxRequired: false,
    isEu: false,
  },
  {
    id: 36,
    code: 'MK',
    name: { de: 'Nordmazedonien', en: 'North Macedonia' },
    taxRequired: false,
    isEu: false,
  },
]

// Net prices in cents per shipping zone: [standard, express, freight forwarder or null], and
// the working days each takes in transit (FAIR-PLAN-1; migration 0030 sets the same figures on
// a database seeded before it). Express is date-definite everywhere.
type Zone = readonly [standard: number, express: number, freight: number | null]
type Transit = readonly [standard: number, express: number, freight: number]

const neighbours: Zone = [1690, 4490, 12900] // NL, BE, LU, FR, DK, PL, CZ, AT
const eu: Zone = [2190, 5490, 16900]
const euRemote: Zone = [2690, 6990, null] // islands and the far south-east
const nonEu: Zone = [2990, 6990, 19900] // customs paperwork included
const farNonEu: Zone = [3990, 8990, null]

const transitByZone = new Map<Zone, Transit>([
  [neighbours, [2, 1, 3]],
  [eu, [3, 2, 4]],
  [euRemote, [5, 2, 6]],
  [nonEu, [3, 2, 4]],
  [farNonEu, [6, 3, 7]],
])

const zones: Record<number, Zone> = {
  1: neighbours,
  2: neighbours,
  3: neighbours,
  4: neighbours,
  8: neighbours,
  10: neighbours,
  11: neighbours,
  12: neighbours,
  5: eu,
  6: eu,
  7: eu,
  13: eu,
  14: eu,
  15: eu,
  16: eu,
  17: eu,
  19: eu,
  20: eu,
  24: eu,
  25: eu,
  26: eu,
  21: euRemote,
  22: euRemote,
  23: euRemote,
  27: euRemote,
  28: euRemote,
  9: nonEu,
  29: nonEu,
  30: nonEu,
  31: nonEu,
  32: farNonEu,
  33: farNonEu,
  34: farNonEu,
  35: farNonEu,
  36: farNonEu,
}

const germany: SeedPostMethod[] = [
  {
    countryId: 18,
    value: 'dhl-standard',
    text: { de: 'DHL Paket', en: 'DHL Parcel' },
    priceCents: 990,
    transitDays: 1,
    dateDefinite: false,
  },
  {
    countryId: 18,
    value: 'dhl-express',
    text: { de: 'DHL Express', en: 'DHL Express' },
    priceCents: 2490,
    transitDays: 1,
    dateDefinite: true,
  },
  {
    countryId: 18,
    value: 'spedition',
    text: { de: 'Spedition', en: 'Freight forwarder' },
    priceCents: 8900,
    transitDays: 2,
    dateDefinite: false,
  },
  {
    countryId: 18,
    value: 'pickup',
    text: { de: 'Selbstabholung in Bielefeld', en: 'Collection in Bielefeld' },
    priceCents: 0,
    transitDays: 0,
    dateDefinite: false,
  },
]

const abroad: SeedPostMethod[] = countries
  .filter((country) => country.id !== 18)
  .flatMap((country) => {
    const zone = zones[country.id]
    if (!zone) throw new Error(`No shipping zone for country ${country.code}`)
    const [standard, express, freight] = zone
    const [standardDays, expressDays, freightDays] = transitByZone.get(zone)!
    const methods: SeedPostMethod[] = [
      {
        countryId: country.id,
        value: 'dhl-standard',
        text: { de: 'DHL Paket International', en: 'DHL Parcel International' },
        priceCents: standard,
        transitDays: standardDays,
        dateDefinite: false,
      },
      {
        countryId: country.id,
        value: 'dhl-express',
        text: { de: 'DHL Express Worldwide', en: 'DHL Express Worldwide' },
        priceCents: express,
        transitDays: expressDays,
        dateDefinite: true,
      },
    ]
    if (freight !== null) {
      methods.push({
        countryId: country.id,
        value: 'spedition',
        text: { de: 'Spedition', en: 'Freight forwarder' },
        priceCents: freight,
        transitDays: freightDays,
        dateDefinite: false,
      })
    }
    return methods
  })

export const postMethods: SeedPostMethod[] = [...germany, ...abroad]

// Paths of the old shop. Targets follow the slugs of the page titles (pages.ts) and of the
// top-level category titles (categories.ts).
export const redirections: SeedRedirection[] = [
  { from: '/rollups', to: '/roll-up-displays' },
  { from: '/en/rollups', to: '/en/roll-up-displays' },
  { from: '/messewand', to: '/messewaende' },
  { from: '/beachflag', to: '/beachflags' },
  { from: '/agb', to: '/pages/agb' },
  { from: '/impressum', to: '/pages/impressum' },
  { from: '/datenschutz', to: '/pages/datenschutzerklaerung' },
  { from: '/kontakt', to: '/pages/kontakt' },
  { from: '/en/imprint', to: '/en/pages/imprint' },
  { from: '/en/terms', to: '/en/pages/terms-and-conditions' },
]
