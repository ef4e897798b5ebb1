// What a customer reads of an order's payment. No zod here: the cart page's first load needs it
// (PERF-3, decision 0062).

export type PaymentFacts = {
  status: string
  paymentMethod: string
  paymentStatus: string
  approvalStatus?: string | null
}

/**
 * ORD-4, PAY-7: an order is paid by card provider or PayPal; until then it can be paid again, also
 * after an attempt failed or was cancelled at the provider (PAY-1). A dropped order cannot.
 */
export function canPayOnline(order: PaymentFacts): boolean {
  return (
    order.status === 'pending' &&
    (order.paymentMethod === 'card' || order.paymentMethod === 'paypal') &&
    order.paymentStatus !== 'paid' &&
    // CO-8: an order waiting for its company's approval is paid once approved.
    order.approvalStatus !== 'pending'
  )
}

/** What a customer reads of an order's payment: one state for every unpaid order (PAY-1). */
export type PaymentDisplayState =
  'open' | 'failedOpen' | 'paid' | 'cancelled' | 'partly_refunded' | 'refunded'

export function paymentDisplayState(order: PaymentFacts): PaymentDisplayState {
  // ORD-13: money given back reads as such, whatever else the order went through.
  if (order.paymentStatus === 'refunded') return 'refunded'
  if (order.paymentStatus === 'partly_refunded') return 'partly_refunded'
  if (order.status === 'paid' || order.paymentStatus === 'paid') return 'paid'
  if (order.status === 'cancelled') return 'cancelled'
  // A failed or abandoned attempt leaves the order open: it can still be paid.
  if (order.paymentStatus === 'failed' || order.paymentStatus === 'cancelled') return 'failedOpen'
  return 'open'
}
