import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { COMPANY_ROLES } from '#core/companies/company.ts'
import { customers } from './customers.ts'

// Company accounts (CO-1..CO-9, decision 0059): the customers module owns them. Every customer
// belongs to exactly one company; a registration opens a one-person company with its registrant
// as admin, and colleagues join through an invitation.

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** CO-7: every order of the company names a purchase order number. */
  purchaseOrderRequired: boolean('purchase_order_required').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const companyMembers = pgTable(
  'company_members',
  {
    /** One company per customer. */
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role', { enum: COMPANY_ROLES }).notNull(),
    /** CO-4: a buyer's limit per order, net goods in cents; null is no limit. */
    orderLimitCents: bigint('order_limit_cents', { mode: 'number' }),
    /** CO-4: a buyer's limit per calendar month, net goods in cents; null is no limit. */
    monthlyLimitCents: bigint('monthly_limit_cents', { mode: 'number' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_members_company_idx').on(t.companyId),
    check(
      'company_members_limits_ck',
      sql`coalesce(${t.orderLimitCents}, 0) >= 0 and coalesce(${t.monthlyLimitCents}, 0) >= 0`,
    ),
  ],
)

/** CO-2: an invitation by e-mail, valid 7 days, used once; only its SHA-256 hash is kept. */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: COMPANY_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => customers.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_invitations_token_uq').on(t.tokenHash),
    index('company_invitations_company_idx').on(t.companyId),
  ],
)
