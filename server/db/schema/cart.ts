import { sql } from 'drizzle-orm'
import {
  check,
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
import { customers } from './customers.ts'
import { fairs } from './fairs.ts'
import { quoteLines } from './quotes.ts'

/**
 * The server cart of a logged-in customer (CART-10, CART-2). A line stores only what
 * identifies a configuration and its quantity; prices are computed by core/pricing on every read,
 * so a changed price list shows at once and a client can never set a price. Product, combination,
 * duration and service ids carry no foreign key on purpose: a vanished product must stay visible
 * long enough to answer 'Sorry, this item no longer exists!' instead of silently disappearing.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    combinationId: integer('combination_id').notNull(),
    durationId: integer('duration_id').notNull(),
    /** CART-2: service value ids, sorted and comma-separated; '0' means none. */
    services: text('services').notNull().default('0'),
    quantity: integer('quantity').notNull(),
    /**
     * REORD-4 (decision 0057): the order line this cart line was ordered again from "with the same
     * print data"; carried to the new order's line. No foreign key: the cart does not reach into
     * the orders' tables, and the orders module checks the line's owner when it carries files.
     */
    reorderOfItemId: integer('reorder_of_item_id'),
    /** QUOTE-7: the accepted quote's line this cart line is; locked at the quoted price. */
    quoteLineId: integer('quote_line_id').references(() => quoteLines.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cart_items_customer_idx').on(t.customerId),
    // One line per configuration: adding the same one again raises its quantity (CART-3). A
    // quote's line (QUOTE-7) stands beside it.
    uniqueIndex('cart_items_configuration_uq')
      .on(t.customerId, t.productId, t.combinationId, t.durationId, t.services)
      .where(sql`${t.quoteLineId} is null`),
    uniqueIndex('cart_items_quote_line_uq').on(t.quoteLineId),
    // CART-1: quantity 1 to 50; a quote's line up to 10,000 (QUOTE-7).
    check(
      'cart_items_quantity_ck',
      sql`(${t.quoteLineId} is null and ${t.quantity} between 1 and 50) or (${t.quoteLineId} is not null and ${t.quantity} between 1 and 10000)`,
    ),
  ],
)

/**
 * FAIR-TGT-2 (decision 0052): what a customer's cart is ordered for — a fair (its day and
 * country are read from the fair, so a moved fair moves the plan) or a day and a destination
 * country. One per customer; a guest keeps the same in the browser beside the cart.
 */
export const cartTargets = pgTable(
  'cart_targets',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    fairId: integer('fair_id').references(() => fairs.id, { onDelete: 'cascade' }),
    targetOn: date('target_on', { mode: 'string' }),
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'cascade' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'cart_targets_kind_ck',
      sql`(${t.fairId} is not null and ${t.targetOn} is null and ${t.countryId} is null) or (${t.fairId} is null and ${t.targetOn} is not null and ${t.countryId} is not null)`,
    ),
  ],
)
