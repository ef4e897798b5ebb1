import type Stripe from 'stripe'

// PAY-8, PAY-9: which order a Stripe webhook event pays, and the PaymentIntent that took the money
// (kept for refunds, ORD-18).

/**
 * The order a payment event pays and its PaymentIntent, or undefined for other events.
 * `orderByReference` is the orders module's lookup of an attempt's reference.
 */
export async function orderOfEvent(
  orderByReference: (reference: string) => Promise<number | undefined>,
  event: Stripe.Event,
): Promise<{ orderId: number; captureId: string | null } | undefined> {
  let reference: string | undefined
  let metadataOrderId: string | undefined
  let captureId: string | null = null
  if (
    event.type === 'checkout.session.completed' ||
    event.type === 'checkout.session.async_payment_succeeded'
  ) {
    const session = event.data.object
    // A delayed method (e.g. SEPA debit) completes the session unpaid; its success comes later.
    if (session.payment_status !== 'paid') return undefined
    reference = session.id
    metadataOrderId = session.metadata?.order_id ?? session.client_reference_id ?? undefined
    const intent = session.payment_intent
    captureId = typeof intent === 'string' ? intent : (intent?.id ?? null)
  } else if (event.type === 'payment_intent.succeeded') {
    metadataOrderId = event.data.object.metadata?.order_id
    captureId = event.data.object.id
  } else {
    return undefined
  }
  if (reference) {
    const byReference = await orderByReference(reference)
    if (byReference !== undefined) return { orderId: byReference, captureId }
  }
  // An earlier attempt's session paid late: our own signed metadata names the order.
  const id = Number(metadataOrderId)
  return Number.isSafeInteger(id) && id > 0 ? { orderId: id, captureId } : undefined
}
