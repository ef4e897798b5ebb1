import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream } from '@cantoo/pdf-lib'
import { describe, expect, it } from 'vitest'
import { checkBusinessRules } from '#core/invoices/business-rules.ts'
import { toEInvoice } from '#core/invoices/e-invoice.ts'
import { buildCreditNote, buildInvoice } from '#core/invoices/invoice-data.ts'
import type { InvoiceData } from '#core/invoices/invoice-data.ts'
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
import { embeddedFiles, renderDocument, withPrecedingInvoice } from './render.ts'

// INV-6, INV-7: each case of the issue through the library: its schema check passes (it throws
// otherwise), our business rules hold, the PDF is PDF/A-3 with factur-x.xml, and the XML read
// back from the PDF is the one stored.

const log = {
  warn: (message: string) => {
    throw new Error(message)
  },
  error: (message: string) => {
    throw new Error(message)
  },
}

const domestic = buildInvoice(orderOf({ ...base, items: [item(40_000)] }), issue, texts)
const cases: [string, InvoiceData][] = [
  ['domestic B2B', domestic],
  [
    'EU reverse charge',
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
    'Swiss delivery with service fee',
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
    'prepayment discount and coupon',
    buildInvoice(
      orderOf({ ...base, couponPercent: 10, paymentMethod: 'prepayment' }),
      issue,
      texts,
    ),
  ],
  [
    'multi-address shipping',
    buildInvoice(
      orderOf({
        ...base,
        items: [item(30_000), item(12_345, 2)],
        packages: [
          { destination: DE, postPriceCents: 1_990, itemIndexes: [0] },
          { destination: DE, postPriceCents: 2_490, itemIndexes: [1] },
        ],
        multiAddress: true,
      }),
      issue,
      texts,
    ),
  ],
  [
    'credit note',
    buildCreditNote(
      domestic,
      {
        number: 'GS-2026-000001',
        issueDate: '2026-11-26',
        amountCents: 10_001,
        reason: 'Erstattung',
      },
      texts,
    ),
  ],
  [
    'XRechnung with a Leitweg-ID',
    buildInvoice({ ...orderOf(base), buyerReference: '04011000-1234512345-06' }, issue, texts),
  ],
]

describe('renderDocument', () => {
  it.each(cases)('%s: a valid ZUGFeRD PDF whose XML reads back as stored', async (_, data) => {
    expect(
      checkBusinessRules(toEInvoice(data), { xrechnung: data.buyerReference !== null }),
    ).toEqual([])
    const rendered = await renderDocument(data, log)
    const text = Buffer.from(rendered.pdf).toString('latin1')
    expect(text.startsWith('%PDF-1.7')).toBe(true)
    expect(text).toContain('<pdfaid:part>3</pdfaid:part>')
    expect(text).toContain('<pdfaid:conformance>B</pdfaid:conformance>')
    // The sRGB output intent names its 3 components (PDF/A); the XML is the PDF's alternative.
    const doc = await PDFDocument.load(rendered.pdf, { updateMetadata: false })
    const intent = doc.catalog.lookup(PDFName.of('OutputIntents'), PDFArray).lookup(0, PDFDict)
    const profile = intent.lookup(PDFName.of('DestOutputProfile'), PDFStream)
    expect(profile.dict.get(PDFName.of('N'))?.toString()).toBe('3')
    expect(doc.catalog.lookup(PDFName.of('AF'), PDFArray).size()).toBe(1)
    const embedded = (await embeddedFiles(rendered.pdf)).get('factur-x.xml')
    expect(new TextDecoder().decode(embedded)).toBe(rendered.ciiXml)
    expect(rendered.ciiXml).toContain(`<ram:ID>${data.number}</ram:ID>`)
    expect(rendered.ciiXml).toContain(
      `<ram:GrandTotalAmount>${(data.totals.grossCents / 100).toFixed(2)}</ram:GrandTotalAmount>`,
    )
    if (data.kind === 'credit_note') {
      expect(rendered.ciiXml).toContain('<ram:TypeCode>381</ram:TypeCode>')
      expect(rendered.ciiXml).toContain(
        '<ram:IssuerAssignedID>RE-2026-000001</ram:IssuerAssignedID>',
      )
    }
    if (data.buyerReference) {
      expect(rendered.xrechnungXml).toContain(
        `<cbc:BuyerReference>${data.buyerReference}</cbc:BuyerReference>`,
      )
    } else {
      expect(rendered.xrechnungXml).toBeNull()
    }
  })

  it('refuses a document that breaks a business rule', async () => {
    const broken = {
      ...domestic,
      totals: { ...domestic.totals, vatCents: domestic.totals.vatCents + 1 },
    }
    await expect(renderDocument(broken, log)).rejects.toThrow(/BR-CO-14/)
  })

  it("writes a credit note's preceding invoice into CII once", () => {
    const cii =
      '<a><ram:SpecifiedTradeSettlementHeaderMonetarySummation>x</ram:SpecifiedTradeSettlementHeaderMonetarySummation></a>'
    const note = cases.find(([name]) => name === 'credit note')![1]
    const once = withPrecedingInvoice(cii, note)
    expect(once).toContain('<qdt:DateTimeString format="102">20261125</qdt:DateTimeString>')
    expect(withPrecedingInvoice(once, note)).toBe(once)
    expect(withPrecedingInvoice(cii, domestic)).toBe(cii)
  })
})
