import type { Db } from '#server/db/client.ts'
import type { orders } from '#server/db/schema/index.ts'
import type { Notices } from '#server/modules/staff/staff-notifications.ts'

// STAFF-14: "payment received" for the staff who chose it, from both places that record a
// payment (a provider's answer, staff booking a transfer), in the payment's transaction.

export async function tellPaid(
  tx: Db,
  notices: Pick<Notices, 'notify'> | undefined,
  order: Pick<typeof orders.$inferSelect, 'id' | 'number' | 'billingAddress'>,
  amountCents: number,
): Promise<void> {
  if (!notices) return
  await notices.notify(tx, {
    kind: 'payment',
    orderId: order.id,
    number: order.number,
    company: (order.billingAddress as { company?: string } | null)?.company ?? '',
    amountCents,
  })
}
