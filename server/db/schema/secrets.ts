import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Keys the shop makes for itself on first use (e.g. to sign test-mode payment references), kept
 * in the database so every process of the shop signs and checks with the same key.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
