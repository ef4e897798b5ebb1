import { and, eq, isNull, sql } from 'drizzle-orm'
import { isoDateInTimeZone } from '#core/delivery-date/delivery-date.ts'
import { SHOP_TIME_ZONE } from '#core/dates/dates.ts'
import type { Locale } from '#core/i18n/locale.ts'
import type { translate } from '#core/i18n/translate.ts'
import { QUEUE_PERMISSION } from '#core/orders/queues.ts'
import {
  NOTICE_PERMISSION,
  NOTICE_TEMPLATE_PREFIX,
  type StaffNoticeKind,
} from '#core/staff/notices.ts'
import { can } from '#core/staff/permissions.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import type { NotificationsInput } from '#core/validation/staff-notifications.ts'
import type { Db } from '#server/db/client.ts'
import { staff, staffNotifications, staffSummaryDays } from '#server/db/schema/index.ts'
import type { MailService } from '#server/modules/mail/mail.service.ts'
import type { DashboardFigures } from '#server/modules/orders/dashboard.ts'
import { createWorkerLoop } from '#server/modules/shared/worker-loop.ts'
import { dailySummaryMail, type StaffNotice, staffNoticeMail } from './staff-notice-mails.ts'
import type { StaffService } from './staff.service.ts'

export type { StaffNotice } from './staff-notice-mails.ts'

// STAFF-14, STAFF-15 (decision 0045): each member's choice of mails about the shop's work, the
// notices queued in the transaction of the change that causes them (MAIL-1: one mail per member
// and event, never one for a change that was rolled back), and the daily summary, queued once per
// member and shop day by whichever app process gets there first.

/** The shop's hour (Europe/Berlin) from which the day's summary goes out. */
export const SUMMARY_HOUR = 7
/** The failed-mail notice is never itself the subject of a failed-mail notice. */
export const FAILED_MAIL_TEMPLATE = `${NOTICE_TEMPLATE_PREFIX}-failed_mail`

export interface NotificationSettings {
  notices: StaffNoticeKind[]
  dailySummary: boolean
  locale: Locale
}

type Key = Parameters<typeof translate>[1]

export function createStaffNotifications(deps: {
  db: Db
  mail: Pick<MailService, 'queue' | 'wake'>
  audit: StaffService['audit']
  publicUrl: string
  /** STAFF-15: the dashboard's figures for the summary. */
  figures: (now: Date) => Promise<DashboardFigures>
  log: { error(obj: unknown, msg?: string): void }
  now?: () => Date
}) {
  const { db } = deps
  const now = deps.now ?? (() => new Date())

  /** Active members who chose `kind` and whose role may see it (STAFF-5). */
  async function subscribers(executor: Db, kind: StaffNoticeKind) {
    const rows = await executor
      .select({
        id: staff.id,
        email: staff.email,
        name: staff.name,
        role: staff.role,
        locale: staff.locale,
      })
      .from(staffNotifications)
      .innerJoin(staff, eq(staff.id, staffNotifications.staffId))
      .where(
        and(
          isNull(staff.disabledAt),
          sql`${staffNotifications.notices} @> ${JSON.stringify([kind])}::jsonb`,
        ),
      )
    return rows.filter((row) => can(row.role, NOTICE_PERMISSION[kind]))
  }

  /** STAFF-15: one member's summary for `day`, unless another process queued it first. */
  async function summaryFor(
    member: { id: number; email: string; name: string; role: StaffMember['role']; locale: Locale },
    day: string,
    figures: DashboardFigures,
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      // The row's key decides: a second process waits for the first one's commit, then finds it.
      const won = await tx
        .insert(staffSummaryDays)
        .values({ staffId: member.id, day })
        .onConflictDoNothing()
        .returning({ staffId: staffSummaryDays.staffId })
      if (won.length === 0) return false
      const lines: { label: Key; count: number }[] = []
      for (const [queue, count] of Object.entries(figures.queues) as [
        keyof typeof figures.queues,
        number,
      ][]) {
        if (can(member.role, QUEUE_PERMISSION[queue])) {
          lines.push({ label: `adminWork.queues.${queue}`, count })
        }
      }
      if (can(member.role, 'mails.manage')) {
        lines.push({ label: 'adminWork.queues.failedMails', count: figures.mails.failed })
      }
      if (can(member.role, 'stock.manage')) {
        lines.push({ label: 'adminWork.queues.lowStock', count: figures.lowStock })
      }
      await deps.mail.queue(tx, {
        template: `${NOTICE_TEMPLATE_PREFIX}-summary`,
        locale: member.locale,
        to: member.email,
        ...dailySummaryMail(member.locale, member, day, lines, deps.publicUrl),
      })
      return true
    })
  }

  async function sendDailySummaries(at = now()): Promise<number> {
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: SHOP_TIME_ZONE,
        hour: '2-digit',
        hourCycle: 'h23',
      }).format(at),
    )
    if (hour < SUMMARY_HOUR) return 0
    const day = isoDateInTimeZone(at)
    const members = await db
      .select({
        id: staff.id,
        email: staff.email,
        name: staff.name,
        role: staff.role,
        locale: staff.locale,
      })
      .from(staffNotifications)
      .innerJoin(staff, eq(staff.id, staffNotifications.staffId))
      .leftJoin(
        staffSummaryDays,
        and(eq(staffSummaryDays.staffId, staff.id), eq(staffSummaryDays.day, day)),
      )
      .where(
        and(
          isNull(staff.disabledAt),
          eq(staffNotifications.dailySummary, true),
          isNull(staffSummaryDays.staffId),
        ),
      )
    if (members.length === 0) return 0
    const figures = await deps.figures(at)
    let sent = 0
    for (const member of members) {
      if (await summaryFor(member, day, figures)) sent++
    }
    if (sent > 0) deps.mail.wake()
    return sent
  }

  const loop = createWorkerLoop({
    name: 'staff daily summary',
    pollMs: 5 * 60_000,
    log: deps.log,
    pass: async () => {
      await sendDailySummaries()
      return false
    },
  })

  return {
    /** STAFF-14: the member's choices (none until they saved some). */
    async settings(member: StaffMember): Promise<NotificationSettings> {
      const [row] = await db
        .select()
        .from(staffNotifications)
        .where(eq(staffNotifications.staffId, member.id))
      return {
        notices: (row?.notices ?? []) as StaffNoticeKind[],
        dailySummary: row?.dailySummary ?? false,
        locale: member.locale,
      }
    },

    /** STAFF-14: saves the member's own choices, audited (STAFF-6); notices beyond the role dropped. */
    async save(member: StaffMember, input: NotificationsInput): Promise<void> {
      const notices = input.notices.filter((kind) => can(member, NOTICE_PERMISSION[kind]))
      await db.transaction(async (tx) => {
        const before = await tx
          .select()
          .from(staffNotifications)
          .where(eq(staffNotifications.staffId, member.id))
        const values = { notices, dailySummary: input.dailySummary, updatedAt: now() }
        await tx
          .insert(staffNotifications)
          .values({ staffId: member.id, ...values })
          .onConflictDoUpdate({ target: staffNotifications.staffId, set: values })
        await tx.update(staff).set({ locale: input.locale }).where(eq(staff.id, member.id))
        await deps.audit(tx, {
          staffId: member.id,
          action: 'staff.notifications',
          objectType: 'staff',
          objectId: member.id,
          before: before[0]
            ? {
                notices: before[0].notices,
                dailySummary: before[0].dailySummary,
                locale: member.locale,
              }
            : null,
          after: { notices, dailySummary: input.dailySummary, locale: input.locale },
        })
      })
    },

    /**
     * STAFF-14: queues the notice for every member who chose it, in their language, with the
     * executor of the change (its transaction); the caller wakes the mail worker after commit.
     */
    async notify(executor: Db, notice: StaffNotice): Promise<number> {
      const members = await subscribers(executor, notice.kind)
      if (members.length === 0) return 0
      for (const member of members) {
        await deps.mail.queue(executor, {
          template: `${NOTICE_TEMPLATE_PREFIX}-${notice.kind}`,
          locale: member.locale,
          to: member.email,
          ...('orderId' in notice ? { orderId: notice.orderId } : {}),
          ...staffNoticeMail(member.locale, member, notice, deps.publicUrl),
        })
      }
      return members.length
    },

    sendDailySummaries,
    start: loop.start,
    stop: loop.stop,
  }
}

export type StaffNotifications = ReturnType<typeof createStaffNotifications>

/** What a place that causes notices needs: queue them in its transaction, wake the mails after. */
export type Notices = Pick<StaffNotifications, 'notify'> & { wake(): void }
