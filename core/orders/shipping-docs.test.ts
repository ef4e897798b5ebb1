import { describe, expect, it } from 'vitest'
import type { OrderPackageView, PrintFileView } from './order-views.ts'
import { type ShippingDocOrder, shippingDocPages } from './shipping-docs.ts'

// SHIP-DOC-1, SHIP-DOC-2: what a package's delivery note and packing slip say, before any PDF.

const checked = (name: string, level: 'pass' | 'error' | 'by-hand' | null): PrintFileView => ({
  id: 1,
  orderItemId: 1,
  name,
  kind: 'pdf',
  contentType: 'application/pdf',
  sizeBytes: 1,
  createdAt: '2026-11-27T09:00:00Z',
  check:
    level === null
      ? null
      : {
          state: 'done',
          level,
          findings: [],
          failure: null,
          hasPreview: false,
          checkedAt: null,
        },
})

const pkg = (number: number, files: PrintFileView[]): OrderPackageView => ({
  id: number,
  number,
  address: {
    company: 'Brinkmann Messebau',
    gender: null,
    firstName: 'Jana',
    lastName: 'Brinkmann',
    address: 'Industriestraße 12',
    postcode: '33602',
    city: 'Bielefeld',
    countryId: 18,
    country: { name: 'Deutschland', code: 'DE' },
    phone: '',
    booth: null,
  },
  countryCode: 'DE',
  postMethod: 'dhl',
  postMethodText: 'DHL Paket',
  postPriceCents: 1_990,
  shippingCents: 1_990,
  vatTreatment: 'taxed',
  carrier: null,
  trackingNumber: null,
  trackingUrl: null,
  shippedAt: null,
  items: [
    {
      id: number,
      productId: 1,
      combinationId: 1,
      hasTemplate: true,
      productTitle: 'Roll-up Classic',
      quantity: 3,
      unitCents: 8_900,
      totalCents: 26_700,
      deliveryDate: '2026-12-03',
      files,
      variant: {
        options: [{ option: 'Format', value: '85 × 200 cm' }],
        durationTitle: 'Express',
        durationSurchargePercent: 20,
        services: [],
        tier: null,
        path: null,
        image: null,
      },
    },
  ],
})

const order: ShippingDocOrder = {
  id: 9,
  number: 10042,
  createdAt: '2026-11-27T09:00:00Z',
  comments: '',
  customerId: 17,
  files: [],
  packages: [pkg(1, [checked('a.pdf', 'error'), checked('b.pdf', null)]), pkg(2, [])],
}
const sender = { name: 'Nordlicht GmbH', street: 'Hafen 1', postcode: '20457', city: 'Hamburg' }

describe('a package’s delivery documents', () => {
  it('gives the delivery note its facts, lines and configuration, and no amount at all', () => {
    const [page] = shippingDocPages(order, 'delivery-note', sender, 'de', 2)
    expect(page).toMatchObject({
      title: 'Lieferschein 10042-2',
      senderLine: 'Nordlicht GmbH · Hafen 1 · 20457 Hamburg',
      columns: { picked: null },
      lines: [{ title: 'Roll-up Classic', quantity: '3', files: [] }],
      notes: [],
    })
    expect(page!.facts).toContainEqual({ label: 'Paket', value: '2 von 2' })
    expect(page!.lines[0]!.details).toEqual(['Format: 85 × 200 cm', 'Produktionszeit: Express'])
    expect(JSON.stringify(page)).not.toMatch(/€|89,00|267,00|19,90/)
  })

  it('names each print file’s check on the packing slip, in the language asked for', () => {
    const pages = shippingDocPages(order, 'packing-slip', sender, 'en')
    expect(pages).toHaveLength(2)
    expect(pages[0]!.columns.picked).toBe('Picked')
    expect(pages[0]!.lines[0]!.files).toEqual(['a.pdf: needs correcting', 'b.pdf: check pending'])
    expect(pages[1]!.lines[0]!.files).toEqual(['no print file'])
    expect(shippingDocPages(order, 'packing-slip', sender, 'en', 3)).toEqual([])
  })
})
