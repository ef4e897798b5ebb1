import { sql } from 'drizzle-orm'
import { boolean, check, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core'
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
    /** FAIR-PLAN-1: the carrier's working days at the destination from hand-over to arrival. */
    transitDays: integer('transit_days').notNull().default(2),
    /** FAIR-PLAN-1: delivers on a fixed, agreed day (an express method, maybe at a surcharge). */
    dateDefinite: boolean('date_definite').notNull().default(false),
  },
  (t) => [
    unique('post_methods_country_value_uq').on(t.countryId, t.value),
    check('post_methods_transit_days_ck', sql`${t.transitDays} between 0 and 60`),
  ],
)
