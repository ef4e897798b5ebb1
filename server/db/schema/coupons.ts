import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { customers } from './customers.ts'
import { orders } from './orders.ts'

// The checkout module's coupons and their uses (decision 0040: the checkout owns them).

/** Coupons (CHK-6): a percent off the goods, valid in a period, with usage limits. */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Stored upper-case; the customer may type it in any case. */
    code: text('code').notNull().unique(),
    percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** null: unlimited. */
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    /** Raised inside the order transaction by a guarded update, never above max_uses. */
    usedCount: integer('used_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coupons_percent_ck', sql`${t.percent} > 0 and ${t.percent} <= 100`),
    check('coupons_used_ck', sql`${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses}`),
  ],
)

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupon_redemptions_customer_idx').on(t.couponId, t.customerId)],
)
