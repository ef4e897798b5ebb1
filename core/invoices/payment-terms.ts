import type { PaymentMethod } from '../checkout-totals/checkout-totals.ts'

// PAY-3 (decision 0035): one text of the payment terms per payment method, read the same on the
// payment step, the thank-you page, the confirmation mail, the print page and the invoice (PDF
// and e-invoice BT-20), and one due date rule. A prepayment invoice is due at once — the goods
// are made only after the money is there, and its 2 % are already deducted — an invoice on
// account 14 days after its date; a paid invoice is due never.

/** Days an invoice on account gives (PAY-3: 'Zahlbar innerhalb von 14 Tagen'). */
export const DAYS_TO_PAY_ON_ACCOUNT = 14

const TERMS = {
  invoice: 'invoice.payableWithin',
  prepayment: 'invoice.prepaymentTerms',
  card: 'invoice.cardTerms',
  paypal: 'invoice.paypalTerms',
} as const satisfies Record<PaymentMethod, string>

/** The message key of the terms: what is still to pay, or that all was paid. */
export function paymentTermsKey(
  method: PaymentMethod,
  paid: boolean,
): (typeof TERMS)[PaymentMethod] | 'invoice.paidNote' {
  return paid ? 'invoice.paidNote' : TERMS[method]
}

/** BT-9: when an unpaid document dated `issueDate` (YYYY-MM-DD) falls due; null when paid. */
export function dueDateOf(method: PaymentMethod, paid: boolean, issueDate: string): string | null {
  if (paid) return null
  if (method !== 'invoice') return issueDate
  const date = new Date(`${issueDate}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + DAYS_TO_PAY_ON_ACCOUNT)
  return date.toISOString().slice(0, 10)
}
