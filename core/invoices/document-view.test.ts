import { describe, expect, it } from 'vitest'
import { formatMoney } from '../money/money.ts'
import { base, issue, orderOf, texts } from '#core/invoices/invoice-orders.fixture.ts'
import { documentView } from './document-view.ts'
import { buildInvoice } from './invoice-data.ts'

// INV-10 (decision 0035): the one view the PDF and the print page draw.

const order = orderOf({
  ...base,
  couponPercent: 10,
  paymentMethod: 'prepayment',
  packages: [{ destination: base.packages[0]!.destination, postPriceCents: 1_990 }],
  freeShippingAboveCents: 10_000_000,
})
const data = buildInvoice(order, issue, texts)
const rows = (view: ReturnType<typeof documentView>) =>
  Object.fromEntries(view.rows.map((row) => [row.id, `${row.label} ${row.amount}`]))

describe('documentView', () => {
  it('rows: goods, discounts with their percent, post, net, VAT, total', () => {
    const t = order.totals
    expect(rows(documentView(data))).toEqual({
      subtotal: `Warenwert ${formatMoney(t.subtotalCents)}`,
      coupon: `Gutschein MESSE (10 %) ${formatMoney(-t.couponDiscountCents)}`,
      'prepayment-discount': `Vorkasse-Skonto (2 %) ${formatMoney(-t.prepaymentDiscountCents)}`,
      shipping: `Versand ${formatMoney(1_990)}`,
      net: `Nettobetrag ${formatMoney(t.netCents)}`,
      vat: `MwSt. 19 % auf ${formatMoney(t.netCents)} ${formatMoney(t.vatCents)}`,
      total: `Gesamtbetrag ${formatMoney(t.totalCents)}`,
    })
  })

  it('in the page’s language: English labels and terms for a German document', () => {
    const view = documentView(data, 'en')
    expect(view.title).toBe('Invoice RE-2026-000001')
    expect(rows(view)).toMatchObject({
      coupon: `Coupon MESSE (10 %) ${formatMoney(-order.totals.couponDiscountCents)}`,
      net: `Net total ${formatMoney(order.totals.netCents)}`,
    })
    expect(view.terms).toMatch(/^Payable immediately by bank transfer in advance/)
    expect(view.facts.find((f) => f.id === 'supply-date')).toEqual({
      id: 'supply-date',
      label: 'Date of supply',
      value: '03/12/2026',
    })
  })

  it('a pro forma has no number; an invoice issued before 0035 still finds its post line', () => {
    const proForma = documentView({ ...data, number: '' }, 'de', { proForma: true })
    expect(proForma.title).toBe('Proforma-Rechnung (die Rechnung wird mit der Zahlung ausgestellt)')
    expect(proForma.facts.map((f) => f.id)).not.toContain('number')
    const old = {
      ...data,
      lines: data.lines.map(({ kind: _, shipment: __, ...line }) => line),
    }
    expect(rows(documentView(old))).toMatchObject({
      subtotal: `Warenwert ${formatMoney(order.totals.subtotalCents)}`,
      shipping: `Versand ${formatMoney(1_990)}`,
    })
  })
})
