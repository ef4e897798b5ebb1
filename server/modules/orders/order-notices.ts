import type { Db } from '#server/db/client.ts'
import type { orders } from '#server/db/schema/index.ts'
import { lowStockCrossings } from '#server/modules/catalog/stock-admin.ts'
import type { StockChange } from '#server/modules/catalog/stock.ts'
import type { Notices } from '#server/modules/staff/staff-notifications.ts'

// STAFF-14, STOCK-3: what the staff who chose so are told about an order, queued in the
// transaction of the change (MAIL-1).

const companyOf = (order: Pick<typeof orders.$inferSelect, 'billingAddress'>) =>
  (order.billingAddress as { company?: string } | null)?.company ?? ''

/** A new order, and each combination its reservation took to its low-stock threshold. */
export async function tellPlaced(
  tx: Db,
  notices: Pick<Notices, 'notify'> | undefined,
  order: Pick<
    typeof orders.$inferSelect,
    'id' | 'number' | 'billingAddress' | 'totalCents' | 'paymentMethod'
  >,
  taken: StockChange[],
): Promise<void> {
  if (!notices) return
  await notices.notify(tx, {
    kind: 'new_order',
    orderId: order.id,
    number: order.number,
    company: companyOf(order),
    totalCents: order.totalCents,
    method: order.paymentMethod,
  })
  await tellStockTaken(tx, notices, taken)
}

/** STOCK-3: each combination a reservation (an order placed or changed) took to its threshold. */
export async function tellStockTaken(
  tx: Db,
  notices: Pick<Notices, 'notify'> | undefined,
  taken: StockChange[],
): Promise<void> {
  if (!notices || taken.length === 0) return
  for (const crossing of await lowStockCrossings(tx, taken)) {
    await notices.notify(tx, { kind: 'low_stock', ...crossing })
  }
}

/** "Payment received", from both places that record one (a provider, staff booking a transfer). */

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
    company: companyOf(order),
    amountCents,
  })
}
