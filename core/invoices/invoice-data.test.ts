import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { CheckoutInput } from '../checkout-totals/checkout-totals.ts'
import {
  AT,
  DE,
  NO,
  SW,
  base,
  issue,
  item,
  orderOf,
  texts,
} from '#core/invoices/invoice-orders.fixture.ts'
import { checkBusinessRules } from './business-rules.ts'
import { decimal, toEInvoice } from './e-invoice.ts'
import { buildCreditNote, buildInvoice } from './invoice-data.ts'
import type { InvoiceData } from './invoice-data.ts'

function rules(data: InvoiceData, xrechnung = false) {
  return checkBusinessRules(toEInvoice(data), { xrechnung })
}

describe('buildInvoice', () => {
  it('domestic B2B: lines, post and 19 % VAT are the order totals, payable in 14 days', () => {
    const order = orderOf({ ...base, items: [item(40_000)] })
    const data = buildInvoice(order, issue, texts)
    expect(data.lines.map((l) => [l.title, l.netCents, l.category])).toEqual([
      ['Product 0', 40_000, { code: 'S', ratePercent: 19 }],
      ['Versand, Sendung 1 (DHL)', 1_990, { code: 'S', ratePercent: 19 }],
    ])
    expect(data.vat).toEqual([
      {
        category: { code: 'S', ratePercent: 19 },
        taxableCents: 41_990,
        vatCents: 7_978,
        exemptionReason: null,
      },
    ])
    expect(data.totals).toMatchObject({
      grossCents: order.totals.totalCents,
      payableCents: 49_968,
      prepaidCents: 0,
    })
    expect(data.dueDate).toBe('2026-12-09')
    expect(data.paymentTerms).toBe('Zahlbar innerhalb von 14 Tagen nach Rechnungsdatum ohne Abzug.')
    expect(rules(data)).toEqual([])
  })

  it('EU reverse charge: category AE with the buyer VAT id, no VAT, the legal note', () => {
    const order = orderOf(
      {
        ...base,
        packages: [{ destination: AT, postPriceCents: 2_500 }],
        vatId: { status: 'confirmed', countryCode: 'AT' },
      },
      'ATU12345678',
    )
    const data = buildInvoice(order, issue, texts)
    expect(data.vat).toEqual([
      expect.objectContaining({
        category: { code: 'AE', ratePercent: 0 },
        vatCents: 0,
        exemptionReason: 'Steuerschuldnerschaft des Leistungsempfängers',
      }),
    ])
    expect(data.buyer.vatId).toBe('ATU12345678')
    expect(data.notes).toContain('Steuerschuldnerschaft des Leistungsempfängers')
    expect(rules(data)).toEqual([])
    // Without the buyer's VAT id the rule would fail: the check can see it.
    expect(rules({ ...data, buyer: { ...data.buyer, vatId: null } }).map((v) => v.rule)).toContain(
      'BR-AE-02',
    )
  })

  it('Swiss delivery: export (G) and the service fee as an untaxed charge', () => {
    const order = orderOf({
      ...base,
      items: [item(200_000)],
      packages: [{ destination: SW, postPriceCents: 4_900 }],
    })
    const data = buildInvoice(order, issue, texts)
    expect(data.charges).toEqual([
      {
        reason: 'service_fee',
        label: 'Servicegebühr',
        amountCents: 20_000 - 100,
        category: { code: 'G', ratePercent: 0 },
      },
    ])
    expect(data.totals.grossCents).toBe(200_000 + 4_900 + 19_900)
    expect(data.notes).toContain(texts.exportNote)
    expect(rules(data)).toEqual([])
  })

  it('prepayment discount and coupon are allowances that keep the VAT base', () => {
    const order = orderOf({ ...base, couponPercent: 10, paymentMethod: 'prepayment' })
    const data = buildInvoice(order, issue, texts)
    expect(data.allowances.map((a) => [a.reason, a.amountCents])).toEqual([
      ['coupon', 10_000],
      ['prepayment', 1_800],
    ])
    expect(data.totals.grossCents).toBe(order.totals.totalCents)
    expect(rules(data)).toEqual([])
  })

  it('multi-address: taxed, reverse-charge and export shipments with their own categories', () => {
    const order = orderOf(
      {
        ...base,
        items: [item(30_000), item(45_555, 3), item(12_345)],
        packages: [
          { destination: DE, postPriceCents: 1_990, itemIndexes: [0] },
          { destination: AT, postPriceCents: 2_990, itemIndexes: [1] },
          { destination: NO, postPriceCents: 8_000, itemIndexes: [2] },
        ],
        multiAddress: true,
        taxPercent: 7,
        couponPercent: 5,
        vatId: { status: 'confirmed', countryCode: 'AT' },
      },
      'ATU12345678',
    )
    const data = buildInvoice(order, issue, texts)
    expect(data.vat.map((v) => `${v.category.code}${v.category.ratePercent}`)).toEqual([
      'S7',
      'AE0',
      'G0',
      'S19',
    ])
    expect(data.totals.vatCents).toBe(order.totals.vatCents)
    expect(rules(data)).toEqual([])
  })

  it('card: the invoice is paid, nothing is due', () => {
    const data = buildInvoice(orderOf({ ...base, paymentMethod: 'card' }), issue, texts)
    expect(data.totals).toMatchObject({ prepaidCents: data.totals.grossCents, payableCents: 0 })
    expect(data.dueDate).toBeNull()
    expect(toEInvoice(data)['ubl:Invoice']['cac:PaymentMeans']).toEqual([
      { 'cbc:PaymentMeansCode': '68' },
    ])
    expect(rules(data)).toEqual([])
  })

  it('XRechnung: the Leitweg-ID is the buyer reference', () => {
    const order = { ...orderOf(base), buyerReference: '991-12345-67' }
    const data = buildInvoice(order, issue, texts)
    expect(toEInvoice(data)['ubl:Invoice']['cbc:BuyerReference']).toBe('991-12345-67')
    expect(rules(data, true)).toEqual([])
  })

  it('refuses an order whose stored totals contradict its lines', () => {
    const order = orderOf(base)
    expect(() =>
      buildInvoice(
        { ...order, totals: { ...order.totals, totalCents: order.totals.totalCents + 1 } },
        issue,
        texts,
      ),
    ).toThrow(/not the order's/)
  })
})

describe('buildCreditNote', () => {
  const invoice = buildInvoice(orderOf({ ...base, couponPercent: 10 }), issue, texts)
  const credit = { number: 'GS-2026-000001', issueDate: '2026-11-26', reason: 'Storno' }

  it('credits the whole invoice with its own lines, referencing it', () => {
    const note = buildCreditNote(
      invoice,
      { ...credit, amountCents: invoice.totals.grossCents },
      texts,
    )
    expect(note.lines).toEqual(invoice.lines)
    expect(note.totals.payableCents).toBe(invoice.totals.grossCents)
    expect(note.precedingInvoice).toEqual({ number: 'RE-2026-000001', issueDate: '2026-11-25' })
    const e = toEInvoice(note)['ubl:Invoice']
    expect(e['cbc:InvoiceTypeCode']).toBe('381')
    expect(rules(note)).toEqual([])
  })

  it('credits part of it per VAT category, to the cent', () => {
    const note = buildCreditNote(invoice, { ...credit, amountCents: 10_001 }, texts)
    expect(note.totals.payableCents).toBe(10_001)
    expect(Math.abs(note.totals.roundingCents)).toBeLessThanOrEqual(1)
    expect(rules(note)).toEqual([])
  })

  it('refuses more than the invoice or nothing', () => {
    expect(() =>
      buildCreditNote(invoice, { ...credit, amountCents: invoice.totals.grossCents + 1 }, texts),
    ).toThrow()
    expect(() => buildCreditNote(invoice, { ...credit, amountCents: 0 }, texts)).toThrow()
  })
})

const destinationArb = fc.constantFrom(DE, AT, SW, NO, { ...SW, taxRequired: true })
const itemArb = fc.record({
  productPriceCents: fc.integer({ min: 0, max: 2_000_000 }),
  realPriceCents: fc.integer({ min: 0, max: 100_000 }),
  additionalPriceCents: fc.integer({ min: 0, max: 100_000 }),
  tiers: fc.constant([] as { minQuantity: number; percent: number }[]),
  durationSurchargePercent: fc.integer({ min: 0, max: 200 }),
  servicePricesCents: fc.array(fc.integer({ min: 0, max: 50_000 }), { maxLength: 2 }),
  quantity: fc.integer({ min: 1, max: 50 }),
})
const inputArb: fc.Arbitrary<CheckoutInput> = fc
  .record({
    items: fc.array(itemArb, { minLength: 1, maxLength: 5 }),
    packages: fc.array(
      fc.record({
        destination: destinationArb,
        postPriceCents: fc.integer({ min: 0, max: 20_000 }),
      }),
      { minLength: 1, maxLength: 3 },
    ),
    owners: fc.array(fc.nat(), { minLength: 5, maxLength: 5 }),
    taxPercent: fc.integer({ min: 100, max: 2_500 }).map((bp) => bp / 100),
    freeShippingAboveCents: fc.constantFrom(0, 30_000, 50_000),
    couponPercent: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
    paymentMethod: fc.constantFrom('card', 'paypal', 'prepayment', 'invoice'),
    multiAddress: fc.boolean(),
    confirmed: fc.boolean(),
  })
  .map(({ items, packages, owners, confirmed, ...rest }) => ({
    ...rest,
    items,
    vatId: confirmed
      ? ({ status: 'confirmed', countryCode: 'AT' } as const)
      : ({ status: 'none' } as const),
    freeShippingCountries: ['DE'],
    packages: packages.map((pkg, p) => ({
      ...pkg,
      itemIndexes: items.map((_, i) => i).filter((i) => owners[i]! % packages.length === p),
    })),
  }))

describe('invoices of generated orders (property)', () => {
  it("have the order's totals to the cent and keep the business rules", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const order = orderOf(input, input.vatId.status === 'confirmed' ? 'ATU12345678' : null)
        const data = buildInvoice(order, issue, texts)
        const t = order.totals
        expect(data.totals.grossCents).toBe(t.totalCents)
        expect(data.totals.vatCents).toBe(t.vatCents)
        expect(data.totals.netCents).toBe(t.netCents + t.serviceFeeCents)
        expect(data.totals.lineNetCents).toBe(t.subtotalCents + t.shippingCents)
        expect(data.totals.allowanceCents).toBe(t.couponDiscountCents + t.prepaymentDiscountCents)
        expect(data.totals.chargeCents).toBe(t.serviceFeeCents)
        expect(rules(data)).toEqual([])
      }),
      { numRuns: 400 },
    )
  })

  it('credit notes of any amount credit exactly that amount', () => {
    fc.assert(
      fc.property(inputArb, fc.double({ min: 0, max: 1, noNaN: true }), (input, part) => {
        const order = orderOf(input, input.vatId.status === 'confirmed' ? 'ATU12345678' : null)
        const invoice = buildInvoice(order, issue, texts)
        fc.pre(invoice.totals.grossCents > 0)
        const amountCents = Math.max(1, Math.round(invoice.totals.grossCents * part))
        const note = buildCreditNote(
          invoice,
          { number: 'GS-2026-000001', issueDate: '2026-11-26', amountCents, reason: 'x' },
          texts,
        )
        expect(note.totals.payableCents).toBe(amountCents)
        expect(Math.abs(note.totals.roundingCents)).toBeLessThanOrEqual(1)
        expect(rules(note)).toEqual([])
      }),
      {
        numRuns: 300,
        // Found by this property: three categories (22.51 %, and post at 19 % twice) each
        // rounding the same way left 2 cents when a category's miss was not carried on.
        examples: [
          [
            {
              taxPercent: 22.51,
              freeShippingAboveCents: 0,
              couponPercent: 28,
              paymentMethod: 'card',
              multiAddress: true,
              items: [
                {
                  productPriceCents: 171_564,
                  realPriceCents: 48_679,
                  additionalPriceCents: 3_766,
                  tiers: [],
                  durationSurchargePercent: 78,
                  servicePricesCents: [],
                  quantity: 1,
                },
              ],
              vatId: { status: 'none' },
              freeShippingCountries: ['DE'],
              packages: [
                { destination: DE, postPriceCents: 8_374, itemIndexes: [] },
                { destination: AT, postPriceCents: 15_071, itemIndexes: [0] },
                { destination: DE, postPriceCents: 5_886, itemIndexes: [] },
              ],
            } as never,
            0.000966069867414347,
          ],
        ],
      },
    )
  })

  it('writes cents as exact decimals', () => {
    expect([decimal(0), decimal(5), decimal(-5), decimal(123_456), decimal(-100)]).toEqual([
      '0.00',
      '0.05',
      '-0.05',
      '1234.56',
      '-1.00',
    ])
  })
})
