import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { countries } from './countries.ts'
import { fairs } from './fairs.ts'

// Customer accounts (ACC-5, AUTH-4). Secrets are never stored as given: passwords as Argon2id
// hashes, tokens as SHA-256 hashes of opaque random values (docs/decisions/0005-auth-tokens.md).

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    company: text('company').notNull(),
    gender: text('gender', { enum: ['male', 'female'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    address: text('address').notNull(),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** INV-6: a public-sector buyer's Leitweg-ID; their invoices are also XRechnung. */
    leitwegId: text('leitweg_id'),
    passwordHash: text('password_hash').notNull(),
    /** The language mails to this customer are written in. */
    locale: text('locale', { enum: ['de', 'en'] })
      .notNull()
      .default('de'),
    /** STAFF-7: a blocked customer cannot log in or order; staff say why (for colleagues). */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: text('blocked_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // ACC-5, ERR-4: an e-mail is taken whatever its case.
    uniqueIndex('customers_email_uq').on(sql`lower(${t.email})`),
    // CO-6: colleagues share the switchboard number; another company's number stays taken
    // (checked by the customers module, decision 0059).
    index('customers_phone_idx').on(t.phone),
    // FIND-1: the back office's search finds a part of these (trigram indexes, migration 0028).
    index('customers_company_trgm_idx').using('gin', sql`${t.company} gin_trgm_ops`),
    index('customers_name_trgm_idx').using(
      'gin',
      sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`,
    ),
    index('customers_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('customers_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
  ],
)

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_tokens_customer_idx').on(t.customerId)],
)

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_customer_idx').on(t.customerId)],
)

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    company: text('company').notNull().default(''),
    gender: text('gender', { enum: ['male', 'female'] }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    address: text('address').notNull(),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    phone: text('phone').notNull().default(''),
    // FAIR-ADDR-1 (decision 0053): an address with a fair is a booth address; the venue's (or the
    // forwarder's) street, postcode, city and country are copied into the fields above.
    fairId: integer('fair_id').references(() => fairs.id, { onDelete: 'set null' }),
    hall: text('hall'),
    booth: text('booth'),
    onsiteContact: text('onsite_contact'),
    onsiteMobile: text('onsite_mobile'),
    /** The day to deliver, a calendar day at the venue. */
    deliverOn: date('deliver_on', { mode: 'string' }),
    /** The time window that day, "HH:MM" local time at the venue. */
    deliverFrom: text('deliver_from'),
    deliverTo: text('deliver_to'),
    viaForwarder: boolean('via_forwarder').notNull().default(false),
    isDefaultBilling: boolean('is_default_billing').notNull().default(false),
    isDefaultShipping: boolean('is_default_shipping').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_customer_idx').on(t.customerId)],
)
