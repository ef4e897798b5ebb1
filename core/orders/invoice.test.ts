import { describe, expect, it } from 'vitest'
import { translate } from '../i18n/translate.ts'
import { invoicePath } from './invoice.ts'

describe('invoice page of an order', () => {
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
