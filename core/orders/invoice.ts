import { type Locale, localizePath } from '../i18n/locale.ts'

// The printable invoice of an order (Rechnung): its number and its page. One place for both, so
// the page, the invoices API and the profile link always agree.

/** The invoice of order 10042 is 'RE-10042': one invoice per order, numbered like the order. */
export function invoiceNumber(orderNumber: number): string {
  if (!Number.isSafeInteger(orderNumber) || orderNumber <= 0) {
    throw new RangeError(`not an order number: ${orderNumber}`)
  }
  return `RE-${orderNumber}`
}

/** '/print_invoice/7' (German) or '/en/print_invoice/7': the invoice page of an order id. */
export function invoicePath(orderId: number, locale: Locale): string {
  return localizePath(`/print_invoice/${orderId}`, locale)
}
