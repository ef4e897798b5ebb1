import { MAIL_STATUSES } from '#core/mail/mail-views.ts'
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { orders } from './orders.ts'

/**
 * MAIL-1..MAIL-4 (decision 0021): every mail the shop sends is first written here, in the same
 * transaction as the change that causes it, and sent by the outbox worker. `queued` waits for its
 * turn (`next_attempt_at`), `sending` is claimed by one worker until `locked_until`, `sent` went
 * out by SMTP, `stored` was written to DATA_DIR/mail (no SMTP_URL), `failed` gave up after the
 * last retry and waits for staff to send it again.
 */

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    template: text('template').notNull(),
    locale: text('locale').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** The whole message as RFC 822 text (.eml), rendered when it was queued. */
    raw: text('raw').notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull(),
    /** The order the mail is about, so its page and timeline can show it. */
    orderId: integer('order_id').references(() => orders.id),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While `sending`: when the claim ends and another worker may take the mail. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The .eml file's key in the file store (mail/…), when stored there (decision 0042). */
    file: text('file'),
    /** The last attempt's error, kept until the mail goes out. */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('queued', 'sending')`),
    index('mail_outbox_order_idx').on(t.orderId),
    index('mail_outbox_status_idx').on(t.status, t.createdAt),
    check(
      'mail_outbox_status_ck',
      sql`${t.status} in ('queued', 'sending', 'sent', 'stored', 'failed')`,
    ),
  ],
)
