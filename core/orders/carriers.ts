// ORD-17: the carriers the manufacturer ships with, and where a customer follows a package.
// Freight forwarders and the shop's own van have no public tracking page.

export const CARRIERS = ['dhl', 'dpd', 'ups', 'gls', 'hermes', 'freight'] as const
export type Carrier = (typeof CARRIERS)[number]

export const CARRIER_NAMES: Readonly<Record<Carrier, string>> = {
  dhl: 'DHL',
  dpd: 'DPD',
  ups: 'UPS',
  gls: 'GLS',
  hermes: 'Hermes',
  freight: 'Spedition',
}

const TRACKING_PAGES: Readonly<
  Record<Carrier, ((n: string, locale: 'de' | 'en') => string) | null>
> = {
  dhl: (n, locale) =>
    `https://www.dhl.de/${locale}/privatkunden/pakete-empfangen/verfolgen.html?piececode=${n}`,
  dpd: (n, locale) =>
    `https://tracking.dpd.de/status/${locale === 'de' ? 'de_DE' : 'en_US'}/parcel/${n}`,
  ups: (n, locale) =>
    `https://www.ups.com/track?loc=${locale === 'de' ? 'de_DE' : 'en_US'}&tracknum=${n}`,
  gls: (n, locale) =>
    `https://gls-group.com/DE/${locale}/${locale === 'de' ? 'paketverfolgung' : 'parcel-tracking'}?match=${n}`,
  hermes: (n) => `https://www.myhermes.de/empfangen/sendungsverfolgung/sendungsinformation#${n}`,
  freight: null,
}

/** A tracking number as carriers print them: letters, digits, 4 to 40 of them (spaces dropped). */
const TRACKING = /^[A-Z0-9]{4,40}$/

export function normalizeTrackingNumber(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase()
}

/**
 * ORD-17: a package needs a carrier and, for a parcel carrier, a tracking number; a freight
 * forwarder's consignment number is optional. Answers the normalized number or the problem.
 */
export function checkShipment(
  carrier: string,
  trackingNumber: string,
):
  | { ok: true; carrier: Carrier; trackingNumber: string | null }
  | { ok: false; field: 'carrier' | 'trackingNumber' } {
  if (!(CARRIERS as readonly string[]).includes(carrier)) return { ok: false, field: 'carrier' }
  const number = normalizeTrackingNumber(trackingNumber)
  if (number === '' && carrier === 'freight')
    return { ok: true, carrier: 'freight', trackingNumber: null }
  if (!TRACKING.test(number)) return { ok: false, field: 'trackingNumber' }
  return { ok: true, carrier: carrier as Carrier, trackingNumber: number }
}

/** Where the customer follows the package; null without a public tracking page or number. */
export function trackingUrl(
  carrier: Carrier | null,
  trackingNumber: string | null,
  locale: 'de' | 'en',
): string | null {
  if (!carrier || !trackingNumber) return null
  const page = TRACKING_PAGES[carrier]
  return page ? page(encodeURIComponent(trackingNumber), locale) : null
}
