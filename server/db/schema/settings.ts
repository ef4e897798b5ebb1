import { jsonb, pgTable, text } from 'drizzle-orm/pg-core'

/** Shop settings as key/value pairs; the settings module knows each key's type and default. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
})
