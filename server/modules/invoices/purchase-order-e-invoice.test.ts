import { beforeAll, describe, expect, it } from 'vitest'
import { ciiStructureViolations } from '#tests/fixtures/cii-d16b-structure.ts'
import { eInvoiceKinds } from '#tests/fixtures/e-invoice-kinds.ts'
import { ublStructureViolations } from '#tests/fixtures/ubl-21-structure.ts'
import { documentView } from '#core/invoices/document-view.ts'
import { renderDocument, withAccountingReference, withBuyerOrderReference } from './render.ts'

// PO-4 (decision 0056): the buyer's purchase order number is BT-13 in the factur-x.xml and the
// XRechnung, and BT-10 when the order has no Leitweg-ID (the Leitweg-ID wins); the cost centre
// is BT-19; both are printed on the invoice and on its corrections. scripts/validate-einvoices.ts
// validates the same kinds against the official XSDs and the EN 16931 schematron.

const log = {
  warn: (message: string) => {
    throw new Error(message)
  },
  error: (message: string) => {
    throw new Error(message)
  },
}
const NAMES = [
  'invoice with purchase order number and cost centre',
  'credit note of an invoice with purchase order number',
  'order edit: new invoice with purchase order number',
  'XRechnung with purchase order number and cost centre',
  'invoice (on account)',
  'XRechnung (Leitweg-ID)',
] as const
const data = (name: (typeof NAMES)[number]) => eInvoiceKinds.find(([kind]) => kind === name)![1]
const rendered = new Map<string, Awaited<ReturnType<typeof renderDocument>>>()
beforeAll(async () => {
  for (const name of NAMES) rendered.set(name, await renderDocument(data(name), log))
}, 120_000)

const cii = (name: (typeof NAMES)[number]) => rendered.get(name)!.ciiXml
const element = (xml: string, tag: string) =>
  new RegExp(`<${tag}(?: [^>]*)?>([\\s\\S]*?)</${tag}>`).exec(xml)?.[1]?.trim() ?? null
const PO = 'PO-4711/B&amp;K &lt;2026&gt;'

describe('the purchase order number and cost centre in the e-invoice (PO-4)', () => {
  it('CII: BT-13 in the agreement after BT-14, BT-10 the number, BT-19 in the settlement', () => {
    const xml = cii('invoice with purchase order number and cost centre')
    expect(ciiStructureViolations(xml)).toEqual([])
    const agreement = element(xml, 'ram:ApplicableHeaderTradeAgreement')!
    expect(element(agreement, 'ram:BuyerReference')).toBe(PO)
    expect(
      element(element(agreement, 'ram:BuyerOrderReferencedDocument')!, 'ram:IssuerAssignedID'),
    ).toBe(PO)
    expect(
      element(element(agreement, 'ram:SellerOrderReferencedDocument')!, 'ram:IssuerAssignedID'),
    ).toBe('10042')
    const settlement = element(xml, 'ram:ApplicableHeaderTradeSettlement')!
    expect(element(settlement, 'ram:ReceivableSpecifiedTradeAccountingAccount')).toBe(
      '<ram:ID>KST 4100 Marketing</ram:ID>',
    )
    expect(xml.match(/<ram:ReceivableSpecifiedTradeAccountingAccount>/g)).toHaveLength(1)
  })

  it('a correction keeps them: the credit note and the new invoice of an order edit', () => {
    for (const name of [
      'credit note of an invoice with purchase order number',
      'order edit: new invoice with purchase order number',
    ] as const) {
      expect(ciiStructureViolations(cii(name))).toEqual([])
      expect(element(cii(name), 'ram:BuyerOrderReferencedDocument')).toContain(PO)
      expect(cii(name)).toContain('<ram:ID>KST 4100 Marketing</ram:ID>')
    }
  })

  it('XRechnung: the Leitweg-ID stays BT-10, the purchase order number is BT-13, BT-19 is there', () => {
    const xml = rendered.get('XRechnung with purchase order number and cost centre')!.xrechnungXml!
    expect(ublStructureViolations(xml)).toEqual([])
    expect(element(xml, 'cbc:BuyerReference')).toBe('04011000-1234512345-06')
    const reference = element(xml, 'cac:OrderReference')!
    expect(element(reference, 'cbc:ID')).toBe(PO)
    expect(element(reference, 'cbc:SalesOrderID')).toBe('10042')
    expect(element(xml, 'cbc:AccountingCost')).toBe('KST 4100 Marketing')
    const agreement = element(
      cii('XRechnung with purchase order number and cost centre'),
      'ram:ApplicableHeaderTradeAgreement',
    )!
    expect(element(agreement, 'ram:BuyerReference')).toBe('04011000-1234512345-06')
    expect(agreement).toContain(PO)
  })

  it('without them nothing changes: the order number is BT-10, no BT-13 or BT-19 in the CII', () => {
    const xml = cii('invoice (on account)')
    expect(element(xml, 'ram:BuyerReference')).toBe('10042')
    expect(xml).not.toContain('BuyerOrderReferencedDocument')
    expect(xml).not.toContain('ReceivableSpecifiedTradeAccountingAccount')
    const ubl = rendered.get('XRechnung (Leitweg-ID)')!.xrechnungXml!
    expect(element(element(ubl, 'cac:OrderReference')!, 'cbc:ID')).toBe('10042')
  })

  it('the repairs write BT-13 and BT-19 only when the document has them', () => {
    const xml = cii('invoice (on account)')
    expect(withBuyerOrderReference(xml, data('invoice (on account)'))).toBe(xml)
    expect(withAccountingReference(xml, data('invoice (on account)'))).toBe(xml)
  })

  it('the PDF prints both on the invoice and its corrections', () => {
    for (const name of NAMES.slice(0, 3)) {
      const facts = documentView(data(name)).facts
      expect(facts).toContainEqual({
        id: 'purchase-order',
        label: 'Ihre Bestellnummer',
        value: 'PO-4711/B&K <2026>',
      })
      expect(facts).toContainEqual({
        id: 'cost-centre',
        label: 'Kostenstelle',
        value: 'KST 4100 Marketing',
      })
    }
  })
})
