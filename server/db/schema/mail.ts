import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/** Every mail the shop sent or stored (README, Configuration: without SMTP_URL mails stay here). */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  template: text('template').notNull(),
  locale: text('locale').notNull(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  /** The whole message as RFC 822 text (.eml). */
  raw: text('raw').notNull(),
  status: text('status', { enum: ['sent', 'stored', 'failed'] }).notNull(),
  /** The .eml file under DATA_DIR/mail, when stored there. */
  file: text('file'),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
