import { boolean, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core'
import type { Localized } from '#core/i18n/locale.ts'

/** Ids are fixed: the postcode rule VAL-4 names them (18, 10, 9, 1). */
export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  /** ISO 3166-1 alpha-2, except Switzerland which ACC-8 codes 'SW'. */
  code: text('code').notNull().unique(),
  name: jsonb('name').$type<Localized>().notNull(),
  taxRequired: boolean('tax_required').notNull(),
  isEu: boolean('is_eu').notNull().default(false),
})

export const postMethods = pgTable(
  'post_methods',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    text: jsonb('text').$type<Localized>().notNull(),
    priceCents: integer('price_cents').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('post_methods_country_value_uq').on(t.countryId, t.value)],
)
