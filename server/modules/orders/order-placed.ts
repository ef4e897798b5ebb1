import type { PaymentStatus } from '#server/db/schema/orders.ts'
import type { orders } from '#server/db/schema/index.ts'
import type { CheckoutSummary } from '#server/modules/checkout/checkout.service.ts'

// What order creation answers (ORD-1, CHK-9) and the line snapshot it stores (ORD-2).

export type PlacedOrder = {
  id: number
  number: number
  payment_method: (typeof orders.$inferSelect)['paymentMethod']
  payment_status: PaymentStatus
  total_cents: number
}

export type CreateOrderResult = {
  order: PlacedOrder
  /** 'pay': card or PayPal, whose payment starts next; 'done': prepayment or invoice. */
  next: 'pay' | 'done'
  /** False when the idempotency key named an order placed before: it is answered unchanged. */
  created: boolean
}

export const placed = (row: typeof orders.$inferSelect): CreateOrderResult => ({
  order: {
    id: row.id,
    number: row.number,
    payment_method: row.paymentMethod,
    payment_status: row.paymentStatus,
    total_cents: row.totalCents,
  },
  // CO-8: an order waiting for its company's approval is paid only once approved.
  next:
    (row.paymentMethod === 'card' || row.paymentMethod === 'paypal') &&
    row.approvalStatus !== 'pending'
      ? 'pay'
      : 'done',
  created: false,
})

/** The variant snapshot of an order line (ORD-2, the 'stored products list (id, item_variant)'). */
export function variantOf(item: CheckoutSummary['shippings'][number]['items'][number]) {
  return {
    options: item.options,
    duration: {
      id: item.durationId,
      title: item.duration.title,
      workingDays: item.duration.workingDays,
      surchargePercent: item.duration.surchargePercent,
    },
    services: item.services,
    // PRICE-3: the tier the line reached, so the invoice can say its percent was off the base.
    tier: item.priced.tier,
  }
}
