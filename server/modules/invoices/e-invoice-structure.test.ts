import { beforeAll, describe, expect, it } from 'vitest'
import { buildCreditNote, buildInvoice } from '#core/invoices/invoice-data.ts'
import type { InvoiceData } from '#core/invoices/invoice-data.ts'
import { ciiStructureViolations } from '#tests/fixtures/cii-d16b-structure.ts'
import { ublStructureViolations } from '#tests/fixtures/ubl-21-structure.ts'
import {
  AT,
  DE,
  SW,
  base,
  issue,
  item,
  orderOf,
  texts,
} from '#core/invoices/invoice-orders.fixture.ts'
import { renderDocument } from './render.ts'

// INV-6, INV-9: every kind of document the shop issues keeps the structure the CII D16B schema
// demands — its required elements, in the schema's order — in the factur-x.xml of its PDF
// (which is also the '.xml' download). The review validates the same kinds with xmllint against
// the official XSD and with the EN 16931 schematron (decision 0035 says how).

const log = {
  warn: (message: string) => {
    throw new Error(message)
  },
  error: (message: string) => {
    throw new Error(message)
  },
}

const invoice = buildInvoice(orderOf({ ...base, items: [item(40_000)] }), issue, texts)
const xrechnung = buildInvoice(
  { ...orderOf(base), buyerReference: '04011000-1234512345-06' },
  issue,
  texts,
)
const credit = (of: InvoiceData, number: string, amountCents: number) =>
  buildCreditNote(of, { number, issueDate: '2026-11-26', amountCents, reason: 'Storno' }, texts)

/** A document of an order that kept no delivery data (placed before dates were stored). */
function withoutDelivery(data: InvoiceData): InvoiceData {
  return {
    ...data,
    lines: data.lines.map(({ deliveryDate: _, ...line }) => line),
    shipments: data.shipments.map(({ shipTo: _, deliveryDate: __, ...shipment }) => shipment),
  }
}

const kinds: [string, InvoiceData][] = [
  ['invoice (on account)', invoice],
  [
    'invoice (prepayment with coupon)',
    buildInvoice(
      orderOf({ ...base, couponPercent: 10, paymentMethod: 'prepayment' }),
      issue,
      texts,
    ),
  ],
  ['invoice (card, paid)', buildInvoice(orderOf({ ...base, paymentMethod: 'card' }), issue, texts)],
  ['credit note (whole invoice)', credit(invoice, 'GS-2026-000001', invoice.totals.grossCents)],
  ['credit note (part)', credit(invoice, 'GS-2026-000002', 10_001)],
  [
    'reverse charge (AT)',
    buildInvoice(
      orderOf(
        {
          ...base,
          packages: [{ destination: AT, postPriceCents: 2_500 }],
          vatId: { status: 'confirmed', countryCode: 'AT' },
        },
        'ATU12345678',
      ),
      issue,
      texts,
    ),
  ],
  [
    'export to CH with the service fee',
    buildInvoice(
      orderOf({
        ...base,
        items: [item(200_000)],
        packages: [{ destination: SW, postPriceCents: 4_900 }],
      }),
      issue,
      texts,
    ),
  ],
  [
    'two shipments (DE, AT) on two days',
    buildInvoice(
      orderOf(
        {
          ...base,
          items: [item(30_000), item(12_345, 2)],
          packages: [
            { destination: DE, postPriceCents: 1_990, itemIndexes: [0] },
            { destination: AT, postPriceCents: 2_490, itemIndexes: [1] },
          ],
          multiAddress: true,
          vatId: { status: 'confirmed', countryCode: 'AT' },
        },
        'ATU12345678',
      ),
      issue,
      texts,
    ),
  ],
  ['XRechnung (Leitweg-ID)', xrechnung],
  ['XRechnung credit note (part)', credit(xrechnung, 'GS-2026-000003', 5_000)],
  ['invoice of an order without delivery data', withoutDelivery(invoice)],
]

const rendered = new Map<string, Awaited<ReturnType<typeof renderDocument>>>()
beforeAll(async () => {
  for (const [name, data] of kinds) rendered.set(name, await renderDocument(data, log))
}, 60_000)

const cii = (name: string) => rendered.get(name)!.ciiXml
/** The text between <tag> and </tag>, or null. */
const element = (xml: string, tag: string) =>
  new RegExp(`<${tag}(?: [^>]*)?>([\\s\\S]*?)</${tag}>`).exec(xml)?.[1] ?? null

describe('the e-invoice of every document kind', () => {
  it.each(kinds.map(([name]) => name))(
    '%s: has the schema’s required elements in the schema’s order',
    (name) => {
      expect(ciiStructureViolations(cii(name))).toEqual([])
      const transaction = cii(name).indexOf('<ram:ApplicableHeaderTradeAgreement>')
      const delivery = cii(name).indexOf('<ram:ApplicableHeaderTradeDelivery')
      const settlement = cii(name).indexOf('<ram:ApplicableHeaderTradeSettlement>')
      expect(transaction).toBeGreaterThan(0)
      expect(delivery).toBeGreaterThan(transaction)
      expect(settlement).toBeGreaterThan(delivery)
    },
  )

  it('the check finds what the schema refuses: no delivery between agreement and settlement', () => {
    const without = cii('invoice (on account)').replace(
      /<ram:ApplicableHeaderTradeDelivery>[\s\S]*?<\/ram:ApplicableHeaderTradeDelivery>/,
      '',
    )
    expect(ciiStructureViolations(without)).toEqual([
      'rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction: ram:ApplicableHeaderTradeDelivery missing before ram:ApplicableHeaderTradeSettlement',
    ])
    // And an element out of the schema's order.
    const swapped = cii('invoice (on account)').replace(
      /(<ram:InvoiceCurrencyCode>EUR<\/ram:InvoiceCurrencyCode>)(<ram:PaymentReference>\d+<\/ram:PaymentReference>)?/,
      '$1<ram:PaymentReference>1</ram:PaymentReference>',
    )
    expect(ciiStructureViolations(swapped)).toContainEqual(
      expect.stringMatching(/ram:PaymentReference: not expected here/),
    )
  })

  it('one shipment: the ship-to party and address (BG-13, BG-15) and the date of supply (BT-72)', () => {
    const delivery = element(cii('invoice (on account)'), 'ram:ApplicableHeaderTradeDelivery')!
    const shipTo = element(delivery, 'ram:ShipToTradeParty')!
    expect(element(shipTo, 'ram:Name')).toBe('Beispiel AG')
    expect(element(shipTo, 'ram:LineOne')).toBe('Messeplatz 1')
    expect(element(shipTo, 'ram:PostcodeCode')).toBe('20357')
    expect(element(shipTo, 'ram:CityName')).toBe('Hamburg')
    expect(element(shipTo, 'ram:CountryID')).toBe('DE')
    expect(element(delivery, 'ram:ActualDeliverySupplyChainEvent')).toContain(
      '<udt:DateTimeString format="102">20261203</udt:DateTimeString>',
    )
    expect(cii('invoice (on account)')).not.toContain('<ram:BillingSpecifiedPeriod>')
    // Switzerland is coded SW in the shop (ACC-8), CH in the e-invoice.
    const swiss = element(cii('export to CH with the service fee'), 'ram:ShipToTradeParty')!
    expect(element(swiss, 'ram:CountryID')).toBe('CH')
  })

  it('shipments on different days to different addresses: the invoicing period (BG-14)', () => {
    const xml = cii('two shipments (DE, AT) on two days')
    expect(xml).toContain('<ram:ApplicableHeaderTradeDelivery/>')
    const period = element(xml, 'ram:BillingSpecifiedPeriod')!
    expect(element(period, 'ram:StartDateTime')).toContain('20261203')
    expect(element(period, 'ram:EndDateTime')).toContain('20261204')
  })

  it('XRechnung (UBL 2.1): invoice and credit note keep the schema’s top level, with the delivery', () => {
    const invoiceXml = rendered.get('XRechnung (Leitweg-ID)')!.xrechnungXml!
    const creditXml = rendered.get('XRechnung credit note (part)')!.xrechnungXml!
    expect(ublStructureViolations(invoiceXml)).toEqual([])
    expect(ublStructureViolations(creditXml)).toEqual([])
    expect(invoiceXml).toContain('<cbc:ActualDeliveryDate>2026-12-03</cbc:ActualDeliveryDate>')
    expect(creditXml).toContain('<CreditNote')
    // The check sees the delivery put before the buyer, where the schema does not allow it.
    const swapped = invoiceXml.replace(
      /(<cac:AccountingCustomerParty>[\s\S]*?<\/cac:AccountingCustomerParty>)(\s*)(<cac:Delivery>[\s\S]*?<\/cac:Delivery>)/,
      '$3$2$1',
    )
    expect(swapped).not.toBe(invoiceXml)
    expect(ublStructureViolations(swapped)).not.toEqual([])
  })

  it('a credit note repeats its invoice’s delivery', () => {
    expect(element(cii('credit note (part)'), 'ram:ApplicableHeaderTradeDelivery')).toBe(
      element(cii('invoice (on account)'), 'ram:ApplicableHeaderTradeDelivery'),
    )
  })
})
