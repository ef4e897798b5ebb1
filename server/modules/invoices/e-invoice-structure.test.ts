import { beforeAll, describe, expect, it } from 'vitest'
import { ciiStructureViolations } from '#tests/fixtures/cii-d16b-structure.ts'
import { eInvoiceKinds as kinds } from '#tests/fixtures/e-invoice-kinds.ts'
import { ublStructureViolations } from '#tests/fixtures/ubl-21-structure.ts'
import { renderDocument } from './render.ts'

// INV-6, INV-9: every kind of document the shop issues keeps the structure the CII D16B schema
// demands — its required elements, in the schema's order — in the factur-x.xml of its PDF
// (which is also the '.xml' download). The review validates the same kinds with xmllint against
// the official XSD and with the EN 16931 schematron (decision 0035 says how:
// scripts/validate-einvoices.ts).

const log = {
  warn: (message: string) => {
    throw new Error(message)
  },
  error: (message: string) => {
    throw new Error(message)
  },
}

const rendered = new Map<string, Awaited<ReturnType<typeof renderDocument>>>()
beforeAll(async () => {
  for (const [name, data] of kinds) rendered.set(name, await renderDocument(data, log))
}, 120_000)

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

  it.each(kinds.map(([name]) => name))(
    '%s: every note is its own ram:IncludedNote with one ram:Content (CII-SR-030)',
    (name) => {
      const notes = [...cii(name).matchAll(/<ram:IncludedNote>([\s\S]*?)<\/ram:IncludedNote>/g)]
      for (const [, note] of notes) expect(note!.match(/<ram:Content>/g)).toHaveLength(1)
    },
  )

  it('a credit note’s reason and its legal note, the buyer’s comments beside one: one note each', () => {
    const header = (name: string) =>
      [
        ...element(cii(name), 'rsm:ExchangedDocument')!.matchAll(
          /<ram:IncludedNote>\s*<ram:Content>([\s\S]*?)<\/ram:Content>\s*<\/ram:IncludedNote>/g,
        ),
      ].map(([, content]) => content)
    expect(header('credit note (part) of the export to CH')).toEqual([
      'Storno',
      expect.stringMatching(/^Ohne deutsche Umsatzsteuer: steuerfreie Ausfuhrlieferung/),
    ])
    expect(header('order edit: credit note of the old invoice')).toEqual([
      'Korrektur der Bestellung 10042: ersetzt durch eine neue Rechnung',
    ])
    expect(header('reverse charge (AT) with the buyer’s comments')).toEqual([
      'Steuerschuldnerschaft des Leistungsempfängers',
      'Bitte an Halle 3 &amp; Stand B12 liefern.\nDanke!',
    ])
  })

  it('a line’s configuration is its note (BT-127), escaped, in the CII and the XRechnung', () => {
    const text =
      'Format: 85 × 200 cm; Druck: 4/0-farbig &lt;Euroskala&gt; &amp; Schutzlack; ' +
      'Produktionszeit: Express (+25 %); Lieferdatum: 03.12.2026'
    const line = element(
      cii('invoice with line notes (BT-127)'),
      'ram:AssociatedDocumentLineDocument',
    )
    expect(element(line!, 'ram:LineID')).toBe('1')
    expect(element(element(line!, 'ram:IncludedNote')!, 'ram:Content')).toBe(text)
    const ubl = rendered.get('XRechnung with line notes (BT-127)')!.xrechnungXml!
    expect(element(ubl, 'cac:InvoiceLine')).toContain(`<cbc:Note>${text}</cbc:Note>`)
  })

  it('an order edit: the credit note names the replaced invoice (BT-25, BT-26), the new one is an invoice', () => {
    const reference = element(
      cii('order edit: credit note of the old invoice'),
      'ram:InvoiceReferencedDocument',
    )
    expect(element(reference!, 'ram:IssuerAssignedID')).toBe('RE-2026-000001')
    expect(reference).toContain('<qdt:DateTimeString format="102">20261125</qdt:DateTimeString>')
    expect(cii('order edit: credit note of the old invoice')).toContain(
      '<ram:TypeCode>381</ram:TypeCode>',
    )
    expect(cii('order edit: new invoice replacing the old one')).toContain(
      '<ram:TypeCode>380</ram:TypeCode>',
    )
    const xrechnungCredit = rendered.get('XRechnung order edit: credit note')!.xrechnungXml!
    expect(element(xrechnungCredit, 'cac:InvoiceDocumentReference')).toContain(
      '<cbc:ID>RE-2026-000001</cbc:ID>',
    )
  })

  it('a credit note repeats its invoice’s delivery', () => {
    expect(element(cii('credit note (part)'), 'ram:ApplicableHeaderTradeDelivery')).toBe(
      element(cii('invoice (on account)'), 'ram:ApplicableHeaderTradeDelivery'),
    )
  })
})
