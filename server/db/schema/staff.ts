import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

// The back office's staff (decision 0019, STAFF-1..STAFF-6): accounts apart from customers, their
// sessions and the append-only audit log of every staff write.

import { STAFF_ROLES } from '#core/staff/roles.ts'

export { STAFF_ROLES, type StaffRole } from '#core/staff/roles.ts'

export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The TOTP secret (base32) once set up; null: no second factor yet. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last TOTP time step used, so a code works once (RFC 6238 §5.2). */
    totpLastStep: integer('totp_last_step'),
    /** The language of the back office for this member. */
    locale: text('locale', { enum: ['de', 'en'] })
      .notNull()
      .default('de'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_email_uq').on(sql`lower(${t.email})`),
    check('staff_role_ck', sql`${t.role} in ('owner', 'sales', 'production', 'content')`),
  ],
)

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** When the second factor was given in this session; null: password only so far. */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
)

/** Every staff write: who, when, what, before and after (STAFF-6). Rows are never changed. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for the shop itself (the first start creating the owner). */
    staffId: integer('staff_id').references(() => staff.id),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_object_idx').on(t.objectType, t.objectId),
    index('audit_log_staff_idx').on(t.staffId, t.createdAt),
  ],
)

/**
 * ORD-SAVED-1: a member's own named filters of a back-office list (the order list's address
 * query without the page), seen and changed by nobody else.
 */
export const staffSavedFilters = pgTable(
  'staff_saved_filters',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** Which list the filter belongs to; 'orders' today. */
    list: text('list').notNull(),
    name: text('name').notNull(),
    /** The list's query string, e.g. 'status=in_production&method=invoice'. */
    query: text('query').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_saved_filters_name_uq').on(t.staffId, t.list, sql`lower(${t.name})`)],
)

/**
 * STAFF-14: which mails about the shop's work a member wants (notice kinds of
 * core/staff/notices.ts) and whether a daily summary; no row: none.
 */
export const staffNotifications = pgTable('staff_notifications', {
  staffId: integer('staff_id')
    .primaryKey()
    .references(() => staff.id, { onDelete: 'cascade' }),
  notices: jsonb('notices').$type<string[]>().notNull().default([]),
  dailySummary: boolean('daily_summary').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * STAFF-15, decision 0045: one row per member and shop day whose summary was queued; the primary
 * key lets one app process of several win the day.
 */
export const staffSummaryDays = pgTable(
  'staff_summary_days',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.day] })],
)
