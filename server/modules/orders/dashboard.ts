import { and, count, eq, lt, ne, sql } from 'drizzle-orm'
import { SHOP_TIME_ZONE } from '#core/dates/dates.ts'
import type { Db } from '#server/db/client.ts'
import { orders } from '#server/db/schema/index.ts'
import type { OutboxAdmin } from '#server/modules/mail/outbox-admin.ts'

// STAFF-8: the back office's start for sales and the owner — today's and this week's orders
// and net revenue, payments open longer than a week, orders waiting for print data, mails that
// failed. Days and weeks are the shop's (Europe/Berlin, weeks from Monday).

/** Payments still open after this many days are a case for a reminder. */
export const OPEN_PAYMENT_DAYS = 7

export interface DashboardFigures {
  today: { orders: number; netCents: number }
  week: { orders: number; netCents: number }
  openPayments: number
  awaitingPrintData: number
  printDataReceived: number
  mails: { failed: number; retrying: number }
  /** The day (YYYY-MM-DD) before which an open payment counts as overdue. */
  overdueBefore: string
}

export function createDashboard(deps: { db: Db; outbox: Pick<OutboxAdmin, 'counts'> }) {
  const { db } = deps
  return {
    async figures(now = new Date()): Promise<DashboardFigures> {
      const local = sql`(${now.toISOString()}::timestamptz at time zone ${SHOP_TIME_ZONE})`
      const dayStart = sql`(date_trunc('day', ${local}) at time zone ${SHOP_TIME_ZONE})`
      const weekStart = sql`(date_trunc('week', ${local}) at time zone ${SHOP_TIME_ZONE})`
      const overdue = new Date(now.getTime() - OPEN_PAYMENT_DAYS * 86_400_000)
      const placed = ne(orders.workState, 'cancelled')
      const [[sums], [open], [waiting], [received], mails] = await Promise.all([
        db
          .select({
            today: sql<number>`count(*) filter (where ${orders.createdAt} >= ${dayStart})::int`,
            todayNet: sql<number>`coalesce(sum(${orders.netCents}) filter (where ${orders.createdAt} >= ${dayStart}), 0)::int`,
            week: sql<number>`count(*)::int`,
            weekNet: sql<number>`coalesce(sum(${orders.netCents}), 0)::int`,
          })
          .from(orders)
          .where(and(placed, sql`${orders.createdAt} >= ${weekStart}`)),
        db
          .select({ n: count() })
          .from(orders)
          .where(
            and(
              placed,
              // Transfers and invoices waiting for the money: the cases for a reminder.
              eq(orders.paymentStatus, 'open'),
              lt(orders.createdAt, overdue),
            ),
          ),
        db.select({ n: count() }).from(orders).where(eq(orders.workState, 'awaiting_print_data')),
        // PRE-12: the customer's new data waits for staff.
        db.select({ n: count() }).from(orders).where(eq(orders.workState, 'print_data_received')),
        deps.outbox.counts(),
      ])
      return {
        today: { orders: sums?.today ?? 0, netCents: sums?.todayNet ?? 0 },
        week: { orders: sums?.week ?? 0, netCents: sums?.weekNet ?? 0 },
        openPayments: open?.n ?? 0,
        awaitingPrintData: waiting?.n ?? 0,
        printDataReceived: received?.n ?? 0,
        mails,
        overdueBefore: overdue.toISOString().slice(0, 10),
      }
    },
  }
}

export type Dashboard = ReturnType<typeof createDashboard>
