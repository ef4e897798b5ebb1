import { type Locale, localizePath } from '../i18n/locale.ts'

// The printable invoice page of an order (Rechnung): one place for its path, so the page, the
// invoices API and the profile link always agree. Its number is the issued one (INV-2).

/** '/print_invoice/7' (German) or '/en/print_invoice/7': the invoice page of an order id. */
export function invoicePath(orderId: number, locale: Locale): string {
  return localizePath(`/print_invoice/${orderId}`, locale)
}
