import type { InvoiceData, InvoiceShipTo } from './document-types.ts'

/**
 * INV-9 (decision 0035): what a document says about the delivery — BG-13 in EN 16931, which the
 * CII schema requires as `ram:ApplicableHeaderTradeDelivery`, and the Leistungsdatum of § 14 (4)
 * Nr. 6 UStG on the PDF and the print page. The date of supply is the delivery date promised
 * at placement (DLV-4): one date is BT-72; lines delivered on different days give the period
 * from the first to the last (BG-14). The ship-to party and address (BT-70, BG-15) are named
 * when every shipment goes to one address; several addresses are named per shipment on the
 * document instead, since EN 16931 has one deliver-to address per invoice.
 */
export interface DocumentDelivery {
  shipTo: InvoiceShipTo | null
  /** BT-72, YYYY-MM-DD. */
  date: string | null
  /** BG-14 (BT-73, BT-74), YYYY-MM-DD. */
  period: { start: string; end: string } | null
}

const sameAddress = (a: InvoiceShipTo, b: InvoiceShipTo) =>
  a.name === b.name &&
  a.street === b.street &&
  a.postcode === b.postcode &&
  a.city === b.city &&
  a.countryCode === b.countryCode &&
  a.booth === b.booth &&
  a.contact === b.contact

export function deliveryOf(data: Pick<InvoiceData, 'lines' | 'shipments'>): DocumentDelivery {
  const shipTos = data.shipments.flatMap((shipment) => (shipment.shipTo ? [shipment.shipTo] : []))
  const first = shipTos[0]
  const shipTo =
    first && shipTos.length === data.shipments.length && shipTos.every((s) => sameAddress(s, first))
      ? first
      : null
  const dates = [
    ...data.lines.map((line) => line.deliveryDate),
    ...data.shipments.map((shipment) => shipment.deliveryDate),
  ]
    .filter((date): date is string => typeof date === 'string' && date !== '')
    .sort()
  const start = dates[0]
  const end = dates.at(-1)
  if (!start || !end) return { shipTo, date: null, period: null }
  return start === end
    ? { shipTo, date: start, period: null }
    : { shipTo, date: null, period: { start, end } }
}
