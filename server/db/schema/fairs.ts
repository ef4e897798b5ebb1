import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { Localized } from '#core/i18n/locale.ts'
import { countries } from './countries.ts'

/**
 * FAIR-1 (decision 0051): the trade fairs staff keep, owned by server/modules/fairs (decision
 * 0040: other modules read them through its read functions). Days are calendar days at the
 * venue (`date`), hours "HH:MM" local time there. The checks repeat the form's order rules
 * (FAIR-2) so that no writer, not even a CSV import, stores a fair whose days contradict.
 */
export const fairs = pgTable(
  'fairs',
  {
    id: serial('id').primaryKey(),
    /** FAIR-5: the fair's code (`messe-nordwest-2027`): the CSV file and the seed find it by it. */
    key: text('key').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    /** The city the fair is known by (the site's search finds it). */
    city: text('city').notNull(),
    venueName: text('venue_name').notNull(),
    venueStreet: text('venue_street').notNull(),
    venuePostcode: text('venue_postcode').notNull(),
    venueCity: text('venue_city').notNull(),
    venueCountryId: integer('venue_country_id')
      .notNull()
      .references(() => countries.id),
    opensOn: date('opens_on', { mode: 'string' }).notNull(),
    closesOn: date('closes_on', { mode: 'string' }).notNull(),
    buildUpFrom: date('build_up_from', { mode: 'string' }).notNull(),
    buildUpTo: date('build_up_to', { mode: 'string' }).notNull(),
    buildUpHoursFrom: text('build_up_hours_from').notNull(),
    buildUpHoursTo: text('build_up_hours_to').notNull(),
    /** Where goods are accepted: at the venue itself or by the fair's official forwarder. */
    acceptanceAt: text('acceptance_at', { enum: ['venue', 'forwarder'] }).notNull(),
    acceptanceFrom: date('acceptance_from', { mode: 'string' }).notNull(),
    acceptanceTo: date('acceptance_to', { mode: 'string' }).notNull(),
    acceptanceHoursFrom: text('acceptance_hours_from').notNull(),
    acceptanceHoursTo: text('acceptance_hours_to').notNull(),
    forwarderName: text('forwarder_name'),
    /** The forwarder's address as it goes on a label, lines separated by line breaks. */
    forwarderAddress: text('forwarder_address'),
    forwarderContact: text('forwarder_contact'),
    /** https only (FAIR-2). */
    website: text('website'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fairs_key_uq').on(t.key),
    // FAIR-6: the site's list reads the fairs not yet over, soonest first.
    index('fairs_closes_on_idx').on(t.closesOn),
    check('fairs_days_ck', sql`${t.closesOn} >= ${t.opensOn}`),
    check(
      'fairs_build_up_ck',
      sql`${t.buildUpFrom} <= ${t.buildUpTo} and ${t.buildUpTo} <= ${t.opensOn}`,
    ),
    check(
      'fairs_acceptance_ck',
      sql`${t.acceptanceFrom} <= ${t.acceptanceTo} and ${t.acceptanceTo} <= ${t.closesOn}`,
    ),
    check(
      'fairs_hours_ck',
      sql`${t.buildUpHoursFrom} < ${t.buildUpHoursTo} and ${t.acceptanceHoursFrom} < ${t.acceptanceHoursTo}`,
    ),
    check('fairs_website_ck', sql`${t.website} is null or ${t.website} like 'https://%'`),
  ],
)
