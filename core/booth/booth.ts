import { z } from 'zod'
import { formatDate } from '../dates/dates.ts'
import type { Locale } from '../i18n/locale.ts'
import { translate } from '../i18n/translate.ts'

// FAIR-ADDR-3 (decision 0053): the booth part of a delivery address as the order keeps it
// (`AddressSnapshot.booth`) and the lines every place that shows the address adds for it:
// checkout, order pages, mails, delivery note, invoice. Pure: shared by server and browser.

/** The booth of an address: what the buyer typed and what the fair said when it was chosen. */
export interface BoothDetails {
  fairName: string
  hall: string
  booth: string
  contact: string
  mobile: string
  /** YYYY-MM-DD, the day to deliver. */
  deliverOn: string | null
  /** "HH:MM", the window that day; both or neither. */
  deliverFrom: string | null
  deliverTo: string | null
  /** The fair's forwarder's name when the goods go through it, else null. */
  forwarderName: string | null
}

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .nullable()
  .catch(null)
const time = z
  .string()
  .regex(/^\d{2}:\d{2}$/)
  .nullable()
  .catch(null)

/** Reads a stored booth part tolerantly: anything but an object with a hall and booth is none. */
export const boothSnapshotSchema = z
  .object({
    fairName: z.string().catch(''),
    hall: z.string().min(1),
    booth: z.string().min(1),
    contact: z.string().catch(''),
    mobile: z.string().catch(''),
    deliverOn: day,
    deliverFrom: time,
    deliverTo: time,
    forwarderName: z.string().nullable().catch(null),
  })
  .nullable()
  .catch(null)

/** "Halle 3, Stand B12" / "Hall 3, booth B12": the line BT-165 and the labels carry. */
export function boothLabel(locale: Locale, booth: Pick<BoothDetails, 'hall' | 'booth'>): string {
  return translate(locale, 'boothAddress.boothLine', { hall: booth.hall, booth: booth.booth })
}

/** "Anna Beispiel, +49 170 1234567": the contact on site, as far as it is known. */
export function boothContact(booth: Pick<BoothDetails, 'contact' | 'mobile'>): string {
  return [booth.contact, booth.mobile]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ')
}

/**
 * FAIR-ADDR-3: the booth's lines under an address: the fair (and its forwarder), hall and booth,
 * the contact on site, the day and window to deliver.
 */
export function boothLines(locale: Locale, booth: BoothDetails): string[] {
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, unknown>) =>
    translate(locale, key, values)
  const contact = boothContact(booth)
  const date = booth.deliverOn ? formatDate(booth.deliverOn, locale, { weekday: true }) : null
  return [
    ...(booth.fairName ? [t('boothAddress.fairLine', { fair: booth.fairName })] : []),
    ...(booth.forwarderName
      ? [t('boothAddress.forwarderLine', { name: booth.forwarderName })]
      : []),
    boothLabel(locale, booth),
    ...(contact ? [t('boothAddress.contactLine', { contact })] : []),
    ...(date
      ? [
          booth.deliverFrom && booth.deliverTo
            ? t('boothAddress.deliveryWindowLine', {
                date,
                from: booth.deliverFrom,
                to: booth.deliverTo,
              })
            : t('boothAddress.deliveryLine', { date }),
        ]
      : []),
  ]
}

/** FAIR-TGT-3, DLV-4: "Zugesagte Ankunft: Fr., 15.01.2027" / "Promised arrival: Fri, 15/01/2027". */
export function promisedArrivalLine(locale: Locale, day: string): string {
  return translate(locale, 'boothAddress.promisedArrival', {
    date: formatDate(day, locale, { weekday: true }),
  })
}

/** The street, postcode and city a booth address takes from its fair (FAIR-ADDR-1). */
export interface FairPlace {
  address: string
  postcode: string
  city: string
}

/**
 * The forwarder's address as the fair keeps it ("Lagerstraße 18\n6020 Innsbruck\nÖsterreich")
 * read as street, postcode and city; null when its lines do not say them.
 */
export function forwarderPlace(text: string | null): FairPlace | null {
  const lines = (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
  const town = /^(\d[\dA-Z -]{2,9}?)\s+(.+)$/.exec(lines[1] ?? '')
  if (!lines[0] || !town) return null
  return { address: lines[0], postcode: town[1]!, city: town[2]! }
}

/** FAIR-ADDR-2: a fair as the address form offers it: the select, the hints, the fill-in. */
export interface BoothFair {
  id: number
  name: string
  city: string
  opensOn: string
  venue: FairPlace & { countryId: number }
  /** The forwarder's place, when the fair names a forwarder whose address reads as one. */
  forwarder: (FairPlace & { name: string }) | null
  /** The fair says its goods go to its forwarder. */
  goesToForwarder: boolean
  acceptanceFrom: string
  acceptanceTo: string
  acceptanceHoursFrom: string
  acceptanceHoursTo: string
  /** The day a booth address delivers on when it names none. */
  defaultDay: string
}
