import type { Permission } from '../staff/permissions.ts'

// STAFF-13, decision 0045: the back office's work queues. The dashboard counts each queue with
// the same condition the order list filters it by (`?queue=`), so a count and its list agree.

export const ORDER_QUEUES = [
  'unseen',
  'payments',
  'print_data',
  'check',
  'approved',
  'production',
  'ship',
  /** Not a queue of its own: the orders that count for the day's and week's figures. */
  'placed',
] as const
export type OrderQueue = (typeof ORDER_QUEUES)[number]

/** Who sees a queue on the dashboard (STAFF-5): payments are money, the rest is the orders' work. */
export const QUEUE_PERMISSION: Readonly<Record<OrderQueue, Permission>> = {
  unseen: 'orders.view',
  payments: 'dashboard.money',
  print_data: 'orders.view',
  check: 'orders.view',
  approved: 'orders.view',
  production: 'orders.view',
  ship: 'orders.view',
  placed: 'dashboard.money',
}

/** Payments to match (STAFF-13): the methods whose money staff book by hand. */
export const MATCHED_BY_HAND = ['prepayment', 'invoice'] as const

/**
 * STAFF-13: the last delivery date an order in production must leave for today — the next
 * weekday after the shop's day `today` (YYYY-MM-DD): a parcel takes one working day; holidays
 * are not skipped (a day early is no harm).
 */
export function shipByDate(today: string): string {
  const date = new Date(`${today}T12:00:00Z`)
  do date.setUTCDate(date.getUTCDate() + 1)
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6)
  return date.toISOString().slice(0, 10)
}

/** The queues the dashboard shows (`placed` only backs the day's and week's links). */
export const DASHBOARD_QUEUES = ORDER_QUEUES.filter(
  (queue): queue is Exclude<OrderQueue, 'placed'> => queue !== 'placed',
)

/** STAFF-8, STAFF-13: what the dashboard shows. */
export interface DashboardFigures {
  today: { orders: number; netCents: number }
  week: { orders: number; netCents: number }
  /** The shop's day and the Monday of its week (YYYY-MM-DD), for the figures' links. */
  days: { today: string; weekStart: string; shipBy: string }
  queues: Record<(typeof DASHBOARD_QUEUES)[number], number>
  /** Transfers and invoices open for more than 7 days. */
  openPayments: number
  mails: { failed: number; retrying: number }
  lowStock: number
  /** FAIR-DUE-4: unapproved orders at risk of missing their latest approval moment or past it. */
  deadlines: { risk: number; missed: number }
  /** The day (YYYY-MM-DD) before which an open payment counts as overdue. */
  overdueBefore: string
}
