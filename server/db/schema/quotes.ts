import { sql } from 'drizzle-orm'
import {
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { customers } from './customers.ts'
import { fairs } from './fairs.ts'

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
})

/**
 * QUOTE-1 (decision 0058): a customer's quote request and, once staff price and send it, the
 * quote. One row for both: the request becomes the quote, so its number, prices and validity are
 * added to the row the customer asked with. 'expired' is not stored: a sent quote whose
 * validity day has passed is expired (QUOTE-8), so no job has to flip it.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** QUOTE-5: `AN-yyyy-nnnnnn`, given when the quote is sent. */
    number: text('number'),
    status: text('status', { enum: ['requested', 'sent', 'accepted', 'ordered'] })
      .notNull()
      .default('requested'),
    message: text('message').notNull().default(''),
    fairId: integer('fair_id').references(() => fairs.id, { onDelete: 'set null' }),
    targetOn: date('target_on', { mode: 'string' }),
    /** The customer's language when asking: the quote's mail and PDF are in it. */
    locale: text('locale', { enum: ['de', 'en'] }).notNull(),
    shippingCents: integer('shipping_cents'),
    note: text('note'),
    validUntil: date('valid_until', { mode: 'string' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** QUOTE-5: the PDF as sent, kept so the customer downloads what was mailed. */
    pdf: bytea('pdf'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quotes_customer_idx').on(t.customerId),
    uniqueIndex('quotes_number_uq').on(t.number),
    check('quotes_shipping_ck', sql`${t.shippingCents} is null or ${t.shippingCents} >= 0`),
    // QUOTE-5: a sent quote has its number, validity and shipping.
    check(
      'quotes_sent_ck',
      sql`${t.status} = 'requested' or (${t.number} is not null and ${t.validUntil} is not null and ${t.shippingCents} is not null)`,
    ),
  ],
)

/**
 * QUOTE-2: a requested line, the cart-add configuration with a quantity up to 10,000, and
 * (QUOTE-4) its price once staff priced it: today's unit price at pricing time, the discount in
 * basis points when it was priced by one, and the quoted unit price that is what the customer pays.
 */
export const quoteLines = pgTable(
  'quote_lines',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: integer('product_id').notNull(),
    combinationId: integer('combination_id').notNull(),
    durationId: integer('duration_id').notNull(),
    /** CART-2's form: service value ids, sorted and comma-separated; '0' means none. */
    services: text('services').notNull().default('0'),
    quantity: integer('quantity').notNull(),
    listUnitCents: integer('list_unit_cents'),
    discountBasisPoints: integer('discount_basis_points'),
    unitCents: integer('unit_cents'),
  },
  (t) => [
    uniqueIndex('quote_lines_position_uq').on(t.quoteId, t.position),
    check('quote_lines_quantity_ck', sql`${t.quantity} between 1 and 10000`),
    check('quote_lines_unit_ck', sql`${t.unitCents} is null or ${t.unitCents} >= 0`),
    check(
      'quote_lines_discount_ck',
      sql`${t.discountBasisPoints} is null or ${t.discountBasisPoints} between 0 and 10000`,
    ),
  ],
)

/** QUOTE-5: the last quote number given per year. */
export const quoteCounters = pgTable('quote_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull().default(0),
})
