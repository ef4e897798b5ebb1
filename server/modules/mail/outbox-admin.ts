import { and, count, desc, eq, gt, inArray, type SQL } from 'drizzle-orm'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { Db } from '#server/db/client.ts'
import { mailOutbox } from '#server/db/schema/index.ts'
import { orderSummaryView } from '#server/modules/orders/order-reads.ts'
import { AppError } from '#core/errors/errors.ts'
import type { StaffService } from '#server/modules/staff/staff.service.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import type { MailService } from './mail.service.ts'
import { MAILS_PER_PAGE, type MailView, type MailFilter } from '#core/mail/mail-views.ts'
import { can } from '#core/staff/permissions.ts'

// MAIL-4: what the back office sees of the outbox, and "send again".

const columns = {
  id: mailOutbox.id,
  template: mailOutbox.template,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  error: mailOutbox.error,
  orderId: mailOutbox.orderId,
  orderNumber: orderSummaryView.number,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
  nextAttemptAt: mailOutbox.nextAttemptAt,
}

type MailRow = Omit<MailView, 'createdAt' | 'sentAt' | 'nextAttemptAt'> & {
  createdAt: Date
  sentAt: Date | null
  nextAttemptAt: Date
}

const toView = (row: MailRow): MailView => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  nextAttemptAt: row.nextAttemptAt.toISOString(),
})

const retrying = and(inArray(mailOutbox.status, ['queued', 'sending']), gt(mailOutbox.attempts, 0))

export function createOutboxAdmin(deps: {
  db: Db
  mail: Pick<MailService, 'sendAgain'>
  audit: StaffService['audit']
}) {
  const { db } = deps
  return {
    async list(filter: MailFilter, page: number): Promise<{ mails: MailView[]; total: number }> {
      const where: SQL | undefined =
        filter === 'failed'
          ? eq(mailOutbox.status, 'failed')
          : filter === 'retrying'
            ? retrying
            : undefined
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(mailOutbox)
          .leftJoin(orderSummaryView, eq(orderSummaryView.id, mailOutbox.orderId))
          .where(where)
          .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
          .limit(MAILS_PER_PAGE)
          .offset((page - 1) * MAILS_PER_PAGE),
        db.select({ n: count() }).from(mailOutbox).where(where),
      ])
      return { mails: rows.map(toView), total: total?.n ?? 0 }
    },

    async forOrder(orderId: number): Promise<MailView[]> {
      const rows = await db
        .select(columns)
        .from(mailOutbox)
        .leftJoin(orderSummaryView, eq(orderSummaryView.id, mailOutbox.orderId))
        .where(eq(mailOutbox.orderId, orderId))
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      return rows.map(toView)
    },

    /** The dashboard's figures: mails that gave up, and mails waiting after an error. */
    async counts(): Promise<{ failed: number; retrying: number }> {
      const [[failed], [waiting]] = await Promise.all([
        db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'failed')),
        db.select({ n: count() }).from(mailOutbox).where(retrying),
      ])
      return { failed: failed?.n ?? 0, retrying: waiting?.n ?? 0 }
    },

    /** MAIL-4: a failed mail queued again, in the audit log (STAFF-6). */
    async sendAgain(actor: StaffMember, id: number, locale: Locale): Promise<void> {
      if (!can(actor, 'mails.manage')) {
        throw new AppError('forbidden', translate(locale, 'admin.order.notYourStep'))
      }
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ to: mailOutbox.to, template: mailOutbox.template, error: mailOutbox.error })
          .from(mailOutbox)
          .where(eq(mailOutbox.id, id))
        if (!row) throw new AppError('not_found', translate(locale, 'api.itemNotFound'))
        if (!(await deps.mail.sendAgain(tx, id))) {
          throw new AppError('conflict', translate(locale, 'admin.mails.notFailed'))
        }
        await deps.audit(tx, {
          staffId: actor.id,
          action: 'mail.send-again',
          objectType: 'mail',
          objectId: id,
          before: { status: 'failed', error: row.error },
          after: { status: 'queued', to: row.to, template: row.template },
        })
      })
    },
  }
}

export type OutboxAdmin = ReturnType<typeof createOutboxAdmin>
