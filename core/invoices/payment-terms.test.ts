import { describe, expect, it } from 'vitest'
import { translate } from '../i18n/translate.ts'
import { DE, SW, base, issue, item, orderOf, texts } from '#core/invoices/invoice-orders.fixture.ts'
import { deliveryOf } from './delivery.ts'
import { toEInvoice } from './e-invoice.ts'
import { buildInvoice } from './invoice-data.ts'
import { dueDateOf, paymentTermsKey } from './payment-terms.ts'

// PAY-2, PAY-3, INV-9 (decision 0035).

describe('payment terms of an invoice', () => {
  it('prepayment: due at once, its own terms, the order number as the reference (BT-83)', () => {
    const data = buildInvoice(orderOf({ ...base, paymentMethod: 'prepayment' }), issue, texts)
    expect(data.dueDate).toBe(issue.issueDate)
    expect(data.paymentTerms).toBe(translate('de', 'invoice.prepaymentTerms'))
    expect(data.paymentTerms).not.toMatch(/14 Tagen/)
    const ubl = toEInvoice(data)['ubl:Invoice']
    expect(ubl['cac:PaymentMeans']![0]!['cbc:PaymentID']).toBe('10042')
    expect(ubl['cbc:DueDate']).toBe('2026-11-25')
    expect(ubl['cac:PaymentTerms']!['cbc:Note']).toBe(data.paymentTerms)
  })

  it('on account: 14 days; card and PayPal: paid, nothing due', () => {
    const onAccount = buildInvoice(orderOf(base), issue, texts)
    expect(onAccount.dueDate).toBe('2026-12-09')
    expect(onAccount.paymentTerms).toBe(translate('de', 'invoice.payableWithin'))
    const card = buildInvoice(orderOf({ ...base, paymentMethod: 'card' }), issue, texts)
    expect(card.dueDate).toBeNull()
    expect(card.paymentTerms).toBe('Der Gesamtbetrag wurde bezahlt.')
    expect(dueDateOf('paypal', false, '2026-12-31')).toBe('2026-12-31')
    expect(dueDateOf('invoice', false, '2026-12-31')).toBe('2027-01-14')
  })

  it('one text per method in both languages, the one the payment step shows', () => {
    for (const locale of ['de', 'en'] as const) {
      const texts = (['card', 'paypal', 'prepayment', 'invoice'] as const).map((method) =>
        translate(locale, paymentTermsKey(method, false)),
      )
      expect(new Set(texts).size).toBe(4)
      expect(translate(locale, 'checkoutScreens.methodHints.invoice')).toBe(texts[3])
      expect(
        translate(locale, 'checkoutScreens.methodHints.prepayment', { amount: 'X' }),
      ).toContain(texts[2])
    }
  })
})

describe('the delivery of a document (INV-9)', () => {
  it('one shipment: its ship-to and its one date', () => {
    const data = buildInvoice(orderOf(base), issue, texts)
    expect(deliveryOf(data)).toEqual({
      shipTo: {
        name: 'Beispiel AG',
        street: 'Messeplatz 1',
        postcode: '20357',
        city: 'Hamburg',
        countryCode: 'DE',
      },
      date: '2026-12-03',
      period: null,
    })
  })

  it('shipments to two addresses on two days: no one ship-to, the period', () => {
    const data = buildInvoice(
      orderOf({
        ...base,
        items: [item(10_000), item(20_000)],
        packages: [
          { destination: DE, postPriceCents: 990, itemIndexes: [0] },
          { destination: SW, postPriceCents: 4_900, itemIndexes: [1] },
        ],
        multiAddress: true,
      }),
      issue,
      texts,
    )
    expect(deliveryOf(data)).toEqual({
      shipTo: null,
      date: null,
      period: { start: '2026-12-03', end: '2026-12-04' },
    })
    const ubl = toEInvoice(data)['ubl:Invoice']
    expect(ubl['cac:InvoicePeriod']).toEqual({
      'cbc:StartDate': '2026-12-03',
      'cbc:EndDate': '2026-12-04',
    })
    expect(ubl['cac:Delivery']).toBeUndefined()
  })

  it('a document issued before dates were kept says nothing it does not know', () => {
    const data = buildInvoice(orderOf(base), issue, texts)
    const old = {
      lines: data.lines.map(({ deliveryDate: _, ...line }) => line),
      shipments: data.shipments.map(({ shipTo: _, deliveryDate: __, ...s }) => s),
    }
    expect(deliveryOf(old)).toEqual({ shipTo: null, date: null, period: null })
  })
})
