import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import type { Finding, PreflightThresholds } from '#core/preflight/preflight.ts'
import { orderFiles, orders } from './orders.ts'

/**
 * PRE-1, PRE-8, PRE-10 (decision 0023): one print-data check per uploaded file. `queued` waits
 * for a worker (`run_after`), `running` is claimed by one worker until `locked_until` (a worker
 * that died gives it up then), `done` holds the result. A file is checked once; it is queued
 * again when the thresholds of its product change.
 */
export const PRINT_CHECK_STATES = ['queued', 'running', 'done'] as const
export type PrintCheckState = (typeof PRINT_CHECK_STATES)[number]
export const PRINT_CHECK_LEVELS = ['pass', 'warning', 'error', 'by-hand'] as const
export type PrintCheckLevel = (typeof PRINT_CHECK_LEVELS)[number]

export const printChecks = pgTable(
  'print_checks',
  {
    id: serial('id').primaryKey(),
    fileId: integer('file_id')
      .notNull()
      .unique()
      .references(() => orderFiles.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    state: text('state', { enum: PRINT_CHECK_STATES }).notNull().default('queued'),
    /** The worst finding (PRE-7), or 'by-hand' (EPS, no format, a check that failed). */
    level: text('level', { enum: PRINT_CHECK_LEVELS }),
    findings: jsonb('findings').$type<Finding[]>().notNull().default([]),
    /** Why the check itself failed (PRE-8): 'timeout', 'memory', 'crashed', 'missing'. */
    failure: text('failure'),
    /** What the file was checked against; null when the product prints nothing. */
    thresholds: jsonb('thresholds').$type<PreflightThresholds>(),
    /** The preview's name under DATA_DIR/previews (PRE-9), when one could be drawn. */
    preview: text('preview'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('print_checks_due_idx')
      .on(t.runAfter)
      .where(sql`${t.state} in ('queued', 'running')`),
    index('print_checks_order_idx').on(t.orderId),
    check('print_checks_state_ck', sql`${t.state} in ('queued', 'running', 'done')`),
    check(
      'print_checks_level_ck',
      sql`${t.level} is null or ${t.level} in ('pass', 'warning', 'error', 'by-hand')`,
    ),
  ],
)
