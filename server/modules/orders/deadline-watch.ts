import { and, asc, eq, exists, inArray, isNotNull, lte, notInArray, or, sql } from 'drizzle-orm'
import type { HolidayCalendar } from '#core/calendar/holidays.ts'
import { destinationHolidays, holidayCalendars } from '#core/calendar/holidays.ts'
import { arrivalAfterShipping, arrivalDate } from '#core/delivery-date/plan-backwards.ts'
import { deliveryDate } from '#core/delivery-date/delivery-date.ts'
import { type Locale, localizePath } from '#core/i18n/locale.ts'
import {
  APPROVED_WORK_STATES,
  deadlineRisk,
  REMINDER_WORKING_DAYS,
  type ReminderStage,
  reminderStage,
  workingDaysAfter,
} from '#core/orders/deadline-risk.ts'
import type { ShopSettings } from '#core/settings/shop-settings.ts'
import type { Db } from '#server/db/client.ts'
import { type ApprovalReminders, orderFiles, orderItems, orders } from '#server/db/schema/index.ts'
import type { CatalogService } from '#server/modules/catalog/catalog.service.ts'
import { transitMethods } from '#server/modules/countries/country-reads.ts'
import { customerContactView } from '#server/modules/customers/customer-reads.ts'
import { standardMethod } from '#server/modules/delivery/deadlines.ts'
import type { MailService } from '#server/modules/mail/mail.service.ts'
import type { SettingsService } from '#server/modules/settings/settings.service.ts'
import { createWorkerLoop } from '#server/modules/shared/worker-loop.ts'
import {
  type BuyerDeadlineMail,
  buyerDeadlineMail,
  type Offer,
  staffDeadlineMail,
} from './deadline-mails.ts'

// FAIR-DUE-5..7 (decision 0054): the deadline watcher. Every few minutes (and whenever a test
// calls `runDeadlineWatch(now)`) it looks at the orders whose latest approval moment is at most
// three working days away and whose print data is not approved, and sends what is due: the
// buyer's reminder three and one working days before, the buyer's mail once the moment has
// passed, and one staff list of the orders newly at risk. Each mail is remembered in the
// order's `approval_reminders` by a guarded update in the transaction that queues it (MAIL-1),
// so two processes or two runs never send one twice.

/** How often every process looks (a reminder is at most this late). */
export const DEADLINE_WATCH_POLL_MS = 5 * 60_000
/** Orders looked at per run; the rest wait for the next run minutes later. */
const BATCH = 500

const ORDER_OF_STAGES: readonly ReminderStage[] = ['three_days', 'one_day', 'missed']

export interface DeadlineWatchResult {
  /** Buyer mails queued, by kind. */
  buyer: Record<ReminderStage, number>
  /** Orders in this run's staff list (0: no staff mail). */
  staff: number
}

export function createDeadlineWatch(deps: {
  db: Db
  mail: Pick<MailService, 'queue' | 'wake'>
  settings: Pick<SettingsService, 'get'>
  catalog: Pick<CatalogService, 'detail'>
  /** The public holidays of a federal state (default: the shop's calendars, DLV-3). */
  holidays?: (state: string) => HolidayCalendar
  publicUrl: string
  log: { error(obj: unknown, msg?: string): void }
  now?: (() => Date) | undefined
}) {
  const { db } = deps
  const now = deps.now ?? (() => new Date())
  const holidays = deps.holidays ?? holidayCalendars()
  const destinations = destinationHolidays(holidays)

  /** FAIR-DUE-6: the day the order arrives if approved at `at`, and what would still make it. */
  async function missedPlan(
    order: { id: number; locale: Locale; targetOn: string | null; targetCountryId: number | null },
    at: Date,
    shop: ShopSettings,
  ): Promise<Extract<BuyerDeadlineMail, { kind: 'missed' }>> {
    if (order.targetCountryId === null) return { kind: 'missed', arrivesOn: null, offers: [] }
    const country = await transitMethods(db, order.targetCountryId)
    const method = country && standardMethod(country.methods)
    if (!country || !method) return { kind: 'missed', arrivesOn: null, offers: [] }
    const shopIsHoliday = holidays(shop.holidayState).isHoliday
    const destinationIsHoliday = destinations(country.code, shop.holidayState)
    // Production starts at the approval (FAIR-PLAN-4): the order is placed, so no delay counts.
    const arrival = (productionDays: number, transitDays = method.transitDays) =>
      arrivalDate({
        orderedAt: at,
        productionDays,
        productionDelayDays: 0,
        cutoffHour: shop.orderCutoffHour,
        shopIsHoliday,
        destinationIsHoliday,
        transitDays,
      })
    const lines = await db
      .select({
        productId: orderItems.productId,
        durationId: orderItems.durationId,
        title: orderItems.productTitle,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id))
    const planned: { title: string; days: number; faster: Offer[] }[] = []
    for (const line of lines) {
      const product = await deps.catalog.detail(line.productId, order.locale).catch(() => null)
      const duration = product?.durations.find((d) => d.id === line.durationId)
      if (!product || !duration) continue
      // The slowest (cheapest) faster production time that still arrives by the target.
      const faster = product.durations
        .filter((d) => d.workingDays < duration.workingDays)
        .map((d) => ({ d, arrivesOn: arrival(d.workingDays) }))
        .filter(({ arrivesOn }) => order.targetOn !== null && arrivesOn <= order.targetOn)
        .sort((a, b) => b.d.workingDays - a.d.workingDays)
        .slice(0, 1)
        .map(({ d, arrivesOn }): Offer => ({
          kind: 'duration',
          product: line.title,
          duration: d.title,
          arrivesOn,
        }))
      planned.push({ title: line.title, days: duration.workingDays, faster })
    }
    if (planned.length === 0) return { kind: 'missed', arrivesOn: null, offers: [] }
    const slowest = Math.max(...planned.map((line) => line.days))
    const arrivesOn = arrival(slowest)
    const offers: Offer[] = planned.flatMap((line) => line.faster)
    // A date-definite post method with the lines' own production times (FAIR-PLAN-1, -5).
    const shipsOn = deliveryDate({
      orderedAt: at,
      productionDays: slowest,
      productionDelayDays: 0,
      cutoffHour: shop.orderCutoffHour,
      isHoliday: shopIsHoliday,
    })
    for (const definite of country.methods.filter((m) => m.dateDefinite)) {
      const by = arrivalAfterShipping(shipsOn, definite.transitDays, destinationIsHoliday)
      if (order.targetOn !== null && by <= order.targetOn) {
        offers.push({ kind: 'method', method: definite.text[order.locale], arrivesOn: by })
      }
    }
    return { kind: 'missed', arrivesOn, offers }
  }

  /** Marks `stage` sent and queues its mail, in one transaction; false when another run did. */
  async function sendBuyerMail(
    order: Candidate,
    stage: ReminderStage,
    mail: BuyerDeadlineMail,
    shop: ShopSettings,
    at: Date,
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      const marked = await tx
        .update(orders)
        .set({
          approvalReminders: sql`${orders.approvalReminders} || jsonb_build_object(${stage}::text, ${at.toISOString()}::text)`,
        })
        .where(
          and(eq(orders.id, order.id), sql`${orders.approvalReminders} ->> ${stage}::text is null`),
        )
        .returning({ id: orders.id })
      if (marked.length === 0) return false
      const url = `${deps.publicUrl}${localizePath('/profile/orders', order.locale)}?order=${order.id}`
      const rendered = buyerDeadlineMail(
        order.locale,
        shop,
        { email: order.email, gender: order.gender, lastName: order.lastName },
        {
          number: order.number,
          url,
          latestApprovalAt: order.latestApprovalAt,
          targetOn: order.targetOn,
        },
        mail,
      )
      await deps.mail.queue(tx, {
        ...rendered,
        to: order.email,
        locale: order.locale,
        orderId: order.id,
      })
      return true
    })
  }

  /** FAIR-DUE-7: one mail to the shop listing the orders no staff list has named yet. */
  async function sendStaffList(
    risky: { order: Candidate; risk: 'at_risk' | 'missed' }[],
    shop: ShopSettings,
    at: Date,
  ): Promise<number> {
    if (risky.length === 0) return 0
    return db.transaction(async (tx) => {
      const marked = await tx
        .update(orders)
        .set({
          approvalReminders: sql`${orders.approvalReminders} || jsonb_build_object('staff', ${at.toISOString()}::text)`,
        })
        .where(
          and(
            inArray(
              orders.id,
              risky.map(({ order }) => order.id),
            ),
            sql`${orders.approvalReminders} ->> 'staff' is null`,
          ),
        )
        .returning({ id: orders.id })
      const ids = new Set(marked.map((row) => row.id))
      const lines = risky
        .filter(({ order }) => ids.has(order.id))
        .map(({ order, risk }) => ({
          number: order.number,
          company: order.company,
          latestApprovalAt: order.latestApprovalAt,
          risk,
        }))
      if (lines.length === 0) return 0
      const url = `${deps.publicUrl}/admin/orders?deadline=risk&sort=approval&dir=asc`
      await deps.mail.queue(tx, {
        ...staffDeadlineMail(shop, lines, url),
        to: shop.email,
        locale: 'de',
      })
      return lines.length
    })
  }

  type Candidate = Awaited<ReturnType<typeof candidates>>[number]

  /** Unapproved, uncancelled orders within three working days of their moment, mails still due. */
  async function candidates(at: Date, isHoliday: (isoDate: string) => boolean) {
    const horizon = workingDaysAfter(at, REMINDER_WORKING_DAYS.three_days, isHoliday)
    const rows = await db
      .select({
        id: orders.id,
        number: orders.number,
        locale: orders.locale,
        workState: orders.workState,
        latestApprovalAt: orders.latestApprovalAt,
        targetOn: orders.targetOn,
        targetCountryId: orders.targetCountryId,
        reminders: orders.approvalReminders,
        billing: orders.billingAddress,
        email: customerContactView.email,
        gender: customerContactView.gender,
        lastName: customerContactView.lastName,
        hasFiles: exists(
          sql`(select 1 from ${orderFiles} where ${orderFiles.orderId} = ${orders.id})`,
        ).mapWith(Boolean),
      })
      .from(orders)
      .innerJoin(customerContactView, eq(customerContactView.id, orders.customerId))
      .where(
        and(
          isNotNull(orders.latestApprovalAt),
          lte(orders.latestApprovalAt, horizon),
          notInArray(orders.workState, [...APPROVED_WORK_STATES, 'cancelled']),
          sql`${orders.status} <> 'cancelled'`,
          or(
            sql`${orders.approvalReminders} ->> 'missed' is null`,
            sql`${orders.approvalReminders} ->> 'staff' is null`,
          ),
        ),
      )
      .orderBy(asc(orders.latestApprovalAt), asc(orders.id))
      .limit(BATCH)
    return rows.map((row) => ({
      ...row,
      latestApprovalAt: row.latestApprovalAt!,
      reminders: row.reminders as ApprovalReminders,
      company: (row.billing as { company?: string } | null)?.company ?? '',
    }))
  }

  /** FAIR-DUE-5..7: one pass of the watcher at `at`; answers what it queued. */
  async function runDeadlineWatch(at: Date = now()): Promise<DeadlineWatchResult> {
    // Read before any transaction: PGlite has one connection.
    const shop = await deps.settings.get()
    const isHoliday = holidays(shop.holidayState).isHoliday
    const result: DeadlineWatchResult = {
      buyer: { three_days: 0, one_day: 0, missed: 0 },
      staff: 0,
    }
    const risky: { order: Candidate; risk: 'at_risk' | 'missed' }[] = []
    for (const order of await candidates(at, isHoliday)) {
      const stage = reminderStage(order, at, isHoliday)
      // Only the most urgent mail due: a later stage already sent makes an earlier one moot.
      const sentLater = ORDER_OF_STAGES.slice(ORDER_OF_STAGES.indexOf(stage ?? 'missed')).some(
        (kind) => order.reminders[kind] !== undefined,
      )
      if (stage && !sentLater) {
        const mail: BuyerDeadlineMail =
          stage === 'missed'
            ? await missedPlan(order, at, shop)
            : { kind: stage, printDataMissing: !order.hasFiles }
        if (await sendBuyerMail(order, stage, mail, shop, at)) result.buyer[stage]++
      }
      const risk = deadlineRisk(order, at, isHoliday)
      if (risk !== 'ok' && order.reminders.staff === undefined) risky.push({ order, risk })
    }
    result.staff = await sendStaffList(risky, shop, at)
    if (result.staff > 0 || Object.values(result.buyer).some((n) => n > 0)) deps.mail.wake()
    return result
  }

  const loop = createWorkerLoop({
    name: 'deadline watch',
    pollMs: DEADLINE_WATCH_POLL_MS,
    log: deps.log,
    pass: async () => {
      await runDeadlineWatch()
      return false
    },
  })

  return { runDeadlineWatch, start: loop.start, stop: loop.stop }
}

export type DeadlineWatch = ReturnType<typeof createDeadlineWatch>
