import { index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'

/**
 * Newsletter subscriptions with double opt-in (NEWS-2 to NEWS-4): a subscription is active only
 * after the confirmation link was clicked; the consent's time and source are kept as proof.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    locale: text('locale', { enum: ['de', 'en'] }).notNull(),
    status: text('status', { enum: ['pending', 'active', 'unsubscribed'] }).notNull(),
    /** Where the visitor asked: the footer form or the profile page. */
    source: text('source', { enum: ['footer', 'profile', 'api'] }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** SHA-256 of the confirmation token; the token itself is only in the mail. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    /** When the link was clicked: the proof of consent. */
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    /** Put into every newsletter mail; it can only end the subscription. */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_email_uq').on(sql`lower(${t.email})`),
    index('newsletter_confirm_token_idx').on(t.confirmTokenHash),
    uniqueIndex('newsletter_unsubscribe_token_uq').on(t.unsubscribeToken),
  ],
)
