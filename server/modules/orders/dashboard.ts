import { and, count, lt, sql } from 'drizzle-orm'
import { SHOP_TIME_ZONE } from '#core/dates/dates.ts'
import { isoDateInTimeZone } from '#core/delivery-date/delivery-date.ts'
import { DASHBOARD_QUEUES, type DashboardFigures, shipByDate } from '#core/orders/queues.ts'

export type { DashboardFigures } from '#core/orders/queues.ts'
import type { Db } from '#server/db/client.ts'
import { orders } from '#server/db/schema/index.ts'
import type { OutboxAdmin } from '#server/modules/mail/outbox-admin.ts'
import { queueCondition } from './order-queues.ts'
import { deadlineCondition, type IsHoliday } from './deadline-queue.ts'

// STAFF-8, STAFF-13: the back office's start as a work list — today's and this week's orders
// and net revenue, one count per work queue (counted with the very condition the order list
// filters it by, decision 0045), mails that failed and combinations low on stock. Days and
// weeks are the shop's (Europe/Berlin, weeks from Monday).

/** Payments still open after this many days are a case for a reminder. */
export const OPEN_PAYMENT_DAYS = 7

export function createDashboard(deps: {
  db: Db
  outbox: Pick<OutboxAdmin, 'counts'>
  /** STOCK-2: the low-stock queue's count (the catalogue's). */
  lowStock?: () => Promise<number>
  /** FAIR-DUE-4: the shop's holidays for the count of orders at risk (none: weekends only). */
  holidays?: () => Promise<IsHoliday>
}) {
  const { db } = deps
  return {
    async figures(now = new Date()): Promise<DashboardFigures> {
      const local = sql`(${now.toISOString()}::timestamptz at time zone ${SHOP_TIME_ZONE})`
      const dayStart = sql`(date_trunc('day', ${local}) at time zone ${SHOP_TIME_ZONE})`
      const weekStart = sql`(date_trunc('week', ${local}) at time zone ${SHOP_TIME_ZONE})`
      const overdue = new Date(now.getTime() - OPEN_PAYMENT_DAYS * 86_400_000)
      const today = isoDateInTimeZone(now)
      const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7
      const monday = new Date(`${today}T12:00:00Z`)
      monday.setUTCDate(monday.getUTCDate() - weekday)
      const placed = queueCondition('placed', now)
      const isHoliday = deps.holidays ? await deps.holidays() : () => false
      const [[sums], [open], queueCounts, mails, lowStock, [deadlines]] = await Promise.all([
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
            // Transfers and invoices waiting for the money: the cases for a reminder.
            and(queueCondition('payments', now), lt(orders.createdAt, overdue)),
          ),
        // One statement: a count per queue, each with the list's own condition.
        db
          .select(
            Object.fromEntries(
              DASHBOARD_QUEUES.map((queue) => [
                queue,
                sql<number>`count(*) filter (where ${queueCondition(queue, now)})::int`,
              ]),
            ) as Record<(typeof DASHBOARD_QUEUES)[number], ReturnType<typeof sql<number>>>,
          )
          .from(orders),
        deps.outbox.counts(),
        deps.lowStock ? deps.lowStock() : Promise.resolve(0),
        // FAIR-DUE-4: with the order list's own condition (its `?deadline=` filter).
        db
          .select({
            risk: sql<number>`count(*) filter (where ${deadlineCondition('risk', now, isHoliday)})::int`,
            missed: sql<number>`count(*) filter (where ${deadlineCondition('missed', now, isHoliday)})::int`,
          })
          .from(orders),
      ])
      const queues = Object.fromEntries(
        DASHBOARD_QUEUES.map((queue) => [queue, Number(queueCounts[0]?.[queue] ?? 0)]),
      ) as DashboardFigures['queues']
      return {
        today: { orders: sums?.today ?? 0, netCents: sums?.todayNet ?? 0 },
        week: { orders: sums?.week ?? 0, netCents: sums?.weekNet ?? 0 },
        days: {
          today,
          weekStart: monday.toISOString().slice(0, 10),
          shipBy: shipByDate(today),
        },
        queues,
        openPayments: open?.n ?? 0,
        mails,
        lowStock,
        deadlines: { risk: Number(deadlines?.risk ?? 0), missed: Number(deadlines?.missed ?? 0) },
        overdueBefore: overdue.toISOString().slice(0, 10),
      }
    },
  }
}

export type Dashboard = ReturnType<typeof createDashboard>
