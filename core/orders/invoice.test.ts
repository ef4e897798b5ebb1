import { describe, expect, it } from 'vitest'
import { translate } from '../i18n/translate.ts'
import { invoiceNumber, invoicePath } from './invoice.ts'

describe('invoice of an order', () => {
  it('is numbered RE- and the order number', () => {
    expect(invoiceNumber(10001)).toBe('RE-10001')
    expect(invoiceNumber(1234567)).toBe('RE-1234567')
  })

  it('refuses what is no order number', () => {
    expect(() => invoiceNumber(0)).toThrow(RangeError)
    expect(() => invoiceNumber(-5)).toThrow(RangeError)
    expect(() => invoiceNumber(10.5)).toThrow(RangeError)
    expect(() => invoiceNumber(Number.NaN)).toThrow(RangeError)
  })

  it('lives under /print_invoice in German and /en/print_invoice in English', () => {
    expect(invoicePath(7, 'de')).toBe('/print_invoice/7')
    expect(invoicePath(7, 'en')).toBe('/en/print_invoice/7')
  })
})

describe('payment term', () => {
  it('reads the same on the payment step and the invoice, in both languages', () => {
    for (const locale of ['de', 'en'] as const) {
      const onInvoice = translate(locale, 'invoice.payableWithin')
      expect(translate(locale, 'checkoutScreens.methodHints.invoice')).toBe(onInvoice)
      expect(onInvoice).toMatch(/14/)
    }
  })
})
