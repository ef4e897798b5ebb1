import { eq } from 'drizzle-orm'
import type { Locale } from '#core/i18n/locale.ts'
import { type DeadlineRisk, deadlineRisk } from '#core/orders/deadline-risk.ts'
import type { Db } from '#server/db/client.ts'
import { type ApprovalReminders, orders } from '#server/db/schema/index.ts'
import { countryView } from '#server/modules/countries/country-reads.ts'
import { fairById } from '#server/modules/fairs/fair-reads.ts'
import type { SettingsService } from '#server/modules/settings/settings.service.ts'
import { shopHolidays } from './deadline-queue.ts'

// FAIR-DUE-1, FAIR-DUE-8 (decision 0054): an order's deadlines as its back-office page shows
// them — what it was ordered for (a fair, or a day and a country), the latest approval moment
// and its risk now, the promised arrival, and the deadline mails it had.

export interface OrderDeadlinesView {
  target:
    | { kind: 'fair'; name: string; date: string | null }
    | { kind: 'day'; date: string; country: string }
    | null
  latestApprovalAt: string | null
  risk: DeadlineRisk
  promisedArrivalOn: string | null
  reminders: ApprovalReminders
}

export function createOrderDeadlines(
  db: Db,
  settings: Pick<SettingsService, 'get'>,
  clock: () => Date = () => new Date(),
) {
  const holidays = shopHolidays(settings)
  return {
    /** The order's deadlines; null for an unknown order. */
    async forOrder(orderId: number, locale: Locale): Promise<OrderDeadlinesView | null> {
      const [order] = await db
        .select({
          fairId: orders.fairId,
          targetOn: orders.targetOn,
          country: countryView.name,
          latestApprovalAt: orders.latestApprovalAt,
          promisedArrivalOn: orders.promisedArrivalOn,
          workState: orders.workState,
          reminders: orders.approvalReminders,
        })
        .from(orders)
        .leftJoin(countryView, eq(countryView.id, orders.targetCountryId))
        .where(eq(orders.id, orderId))
      if (!order) return null
      const fair = order.fairId === null ? undefined : await fairById(db, order.fairId)
      const country = (order.country as Record<Locale, string> | null)?.[locale] ?? ''
      return {
        target: fair
          ? { kind: 'fair', name: fair.name[locale], date: order.targetOn }
          : order.targetOn
            ? { kind: 'day', date: order.targetOn, country }
            : null,
        latestApprovalAt: order.latestApprovalAt?.toISOString() ?? null,
        risk: deadlineRisk(order, clock(), await holidays()),
        promisedArrivalOn: order.promisedArrivalOn,
        reminders: order.reminders,
      }
    },
  }
}

export type OrderDeadlines = ReturnType<typeof createOrderDeadlines>
