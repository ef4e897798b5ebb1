import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { PAYMENT_METHODS } from '#core/checkout-totals/checkout-totals.ts'
import { CARRIERS } from '#core/orders/carriers.ts'
import { MONEY_STATES, WORK_STATES } from '#core/orders/workflow.ts'
import { countries } from './countries.ts'
import { companies } from './companies.ts'
import { customers } from './customers.ts'
import { fairs } from './fairs.ts'
import { staff } from './staff.ts'

/**
 * The checkout state between the steps (CHK-1, ROUTE-10 'check-order initialises the order
 * state'): one draft per customer, written by the shipping and payment steps and read by the
 * payment, overview and order-creation code. It holds choices only (address ids, post method
 * values, payment type, coupon code, VAT id, comments); every price is computed again on read.
 * Keeping it on the server lets the payment step, rendered on the server, tell a prepared order
 * from none (ROUTE-9, guard 'payment').
 */
export const checkoutDrafts = pgTable('checkout_drafts', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  /** The shape is `CheckoutDraft` in server/modules/checkout/draft.ts (validated by Zod). */
  data: jsonb('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Sequential order numbers (ORD-1): a sequence never hands out one number twice. */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 10001 })

/** FAIR-DUE-5..7: the deadline mails sent for an order, by kind, with when (ISO 8601). */
export type ApprovalReminders = Partial<
  Record<'three_days' | 'one_day' | 'missed' | 'staff', string>
>

export const ORDER_STATUSES = ['pending', 'paid', 'cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]
/** ORD-11: the money's states, as core/orders/workflow.ts moves them. */
export const PAYMENT_STATUSES = MONEY_STATES
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/**
 * An order (ORD-2). Everything the customer saw is a snapshot: addresses, titles,
 * options, prices and totals are copied in, so a later price or address change never alters an
 * order. Totals come from core/checkout-totals and are stored as computed (integer cents).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: bigint('number', { mode: 'number' })
      .notNull()
      .unique()
      .default(sql`nextval('order_number_seq')`),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    /** The client's key for this placement: a double click or a retry finds the same order. */
    idempotencyKey: text('idempotency_key').notNull(),
    locale: text('locale', { enum: ['de', 'en'] }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    /** ORD-10: where the work on the order stands (core/orders/workflow.ts). */
    workState: text('work_state', { enum: WORK_STATES }).notNull().default('new'),
    /** ORD-14: raised by every staff change, so two changes from one state cannot both win. */
    version: integer('version').notNull().default(0),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('open'),
    /** 'stripe' | 'paypal' | 'test' once a provider payment was started. */
    paymentProvider: text('payment_provider'),
    /** The provider's reference (Checkout Session id, PayPal order id, test reference). */
    paymentReference: text('payment_reference'),
    /** Counts payment attempts, so each new attempt gets its own provider idempotency key. */
    paymentAttempt: integer('payment_attempt').notNull().default(0),
    /** The provider's id of the money taken (Stripe PaymentIntent, PayPal capture): refunds name it. */
    paymentCaptureId: text('payment_capture_id'),
    /** ORD-13: what was refunded so far, in cents (refunds that are done). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * The cart lines a card or PayPal order came from. They stay in the cart until the order
     * is paid (then they go) or dropped (then they stay): an aborted payment loses nothing.
     */
    cartItemIds: jsonb('cart_item_ids').$type<number[]>(),
    billingAddress: jsonb('billing_address').notNull(),
    multiAddress: boolean('multi_address').notNull().default(false),
    comments: text('comments').notNull().default(''),
    couponCode: text('coupon_code'),
    couponPercent: numeric('coupon_percent', { precision: 5, scale: 2, mode: 'number' }),
    /** The VAT id as entered and, when VIES confirmed it, the confirmation details. */
    vatId: text('vat_id'),
    vatIdConfirmation: jsonb('vat_id_confirmation'),
    /** INV-6: the Leitweg-ID given for this order (XRechnung's buyer reference), if any. */
    leitwegId: text('leitweg_id'),
    /** PO-1: the buyer's purchase order number (BT-13) and cost centre (BT-19), if given. */
    purchaseOrder: text('purchase_order'),
    costCentre: text('cost_centre'),
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    taxPercent: numeric('tax_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    couponDiscountCents: integer('coupon_discount_cents').notNull().default(0),
    prepaymentDiscountCents: integer('prepayment_discount_cents').notNull().default(0),
    shippingCents: integer('shipping_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    serviceFeeCents: integer('service_fee_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    /** The whole CheckoutTotals as computed, for the invoice and the mail. */
    totals: jsonb('totals').notNull(),
    /** ORD-7 'POST invoices/ready/{id}': the customer marked the invoice's print files ready. */
    invoiceReadyAt: timestamp('invoice_ready_at', { withTimezone: true }),
    /** PRE-11: when the customer approved the proof, and from which address. */
    proofApprovedAt: timestamp('proof_approved_at', { withTimezone: true }),
    proofApprovedIp: text('proof_approved_ip'),
    /** STAFF-13: when a staff member first opened the order; null: a new order nobody looked at. */
    seenAt: timestamp('seen_at', { withTimezone: true }),
    /**
     * FAIR-TGT-3 (decision 0052): the day the goods must be at their destination, when the buyer
     * ordered for a fair or a date (null: an ordinary order). `fairId` names the fair it came
     * from (kept null when staff delete the fair; the day stays).
     */
    fairId: integer('fair_id').references(() => fairs.id, { onDelete: 'set null' }),
    targetOn: date('target_on', { mode: 'string' }),
    targetCountryId: integer('target_country_id').references(() => countries.id),
    /** The latest moment the print data must be approved for every line to arrive in time. */
    latestApprovalAt: timestamp('latest_approval_at', { withTimezone: true }),
    /** The arrival the buyer was promised at the order (the planner's, DLV-4 keeps it). */
    promisedArrivalOn: date('promised_arrival_on', { mode: 'string' }),
    /**
     * FAIR-DUE-5..7 (decision 0054): which deadline mails went out for this order, each with its
     * instant (`three_days`, `one_day`, `missed` to the buyer, `staff` the staff's list), so the
     * deadline watcher sends each once however often and in however many processes it runs.
     */
    approvalReminders: jsonb('approval_reminders')
      .$type<ApprovalReminders>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** CO-3: the company the order belongs to; it stays there when its buyer leaves. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    /**
     * CO-8: null when no approval was needed; 'pending' while an approver decides (no payment,
     * no invoice, no production), then 'approved' or 'rejected'.
     */
    approvalStatus: text('approval_status', { enum: ['pending', 'approved', 'rejected'] }),
    /** CO-8: the approver's message with a rejection, and who decided. */
    approvalNote: text('approval_note'),
    approvedBy: integer('approved_by').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_customer_idempotency_uq').on(t.customerId, t.idempotencyKey),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_company_idx').on(t.companyId, t.createdAt),
    index('orders_payment_reference_idx').on(t.paymentReference),
    check('orders_total_ck', sql`${t.totalCents} >= 0`),
    check(
      'orders_work_state_ck',
      sql`${t.workState} in ('new', 'awaiting_print_data', 'print_data_received', 'print_data_checked', 'proof_approved', 'in_production', 'shipped', 'completed', 'cancelled')`,
    ),
    index('orders_work_state_idx').on(t.workState, t.createdAt),
    index('orders_latest_approval_idx')
      .on(t.latestApprovalAt)
      .where(sql`${t.latestApprovalAt} is not null`),
    index('orders_unseen_idx')
      .on(t.createdAt)
      .where(sql`${t.seenAt} is null`),
  ],
)

/**
 * The order's timeline (ORD-16): every change of its work or money and every staff note, with
 * who made it (null: the customer or the shop itself). Rows are only added.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id),
    /** 'work' | 'money' | 'note' */
    kind: text('kind', { enum: ['work', 'money', 'note'] }).notNull(),
    fromState: text('from_state'),
    toState: text('to_state'),
    note: text('note').notNull().default(''),
    /** MAIL-5: what staff told the customer with this step (shown in the profile and mailed). */
    customerMessage: text('customer_message'),
    /**
     * ORD-19, PRE-12: why staff stepped over a safeguard with this step (production before the
     * money, print data released over errors); shown in the timeline and on the order.
     */
    reason: text('reason'),
    /** A payment or refund recorded by hand: its amount and the day it happened. */
    amountCents: integer('amount_cents'),
    occurredOn: text('occurred_on'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
)

/** The delivery packages of an order (ORD-3, 'Checkout package'): one per delivery address. */
export const orderPackages = pgTable(
  'order_packages',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    address: jsonb('address').notNull(),
    countryCode: text('country_code').notNull(),
    /** The post method value, or null for the default 'Versand' (CHK-4, address '-1'). */
    postMethod: text('post_method'),
    postMethodText: text('post_method_text').notNull(),
    postPriceCents: integer('post_price_cents').notNull(),
    /** ORD-17: who carries the package and its tracking number, set when it is shipped. */
    carrier: text('carrier', { enum: CARRIERS }),
    trackingNumber: text('tracking_number'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('order_packages_number_uq').on(t.orderId, t.number)],
)

/**
 * ORD-13, ORD-18: money given back on an order. A refund through a provider is `pending` until
 * the provider confirmed it (or stays pending with the error while the provider cannot be
 * reached, and is tried again), `failed` when the provider refused it; a transfer back is
 * recorded by hand as `done`.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull().default(''),
    /** 'stripe' | 'paypal' | 'test' for a provider refund, 'transfer' for one made by hand. */
    method: text('method').notNull(),
    status: text('status', { enum: ['pending', 'done', 'failed'] }).notNull(),
    /** The provider's refund id once it answered. */
    providerReference: text('provider_reference'),
    error: text('error'),
    /** The provider's idempotency key: a retried refund is never made twice. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId),
    uniqueIndex('order_refunds_key_uq').on(t.idempotencyKey),
    check('order_refunds_amount_ck', sql`${t.amountCents} > 0`),
  ],
)

/** The lines of an order, with the titles, options and prices as the customer saw them. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => orderPackages.id, { onDelete: 'cascade' }),
    /** No foreign key: an order outlives a deleted product. */
    productId: integer('product_id').notNull(),
    combinationId: integer('combination_id').notNull(),
    durationId: integer('duration_id').notNull(),
    services: text('services').notNull().default('0'),
    /** ORD-2 'stored products list (id, item_variant)': title, options, duration, services. */
    productTitle: text('product_title').notNull(),
    variant: jsonb('variant').notNull(),
    quantity: integer('quantity').notNull(),
    unitCents: integer('unit_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    deliveryDate: text('delivery_date'),
    /**
     * REORD-4 (decision 0057): the earlier order line whose approved print files this line takes
     * over (a reorder "with the same print data"); null for an ordinary line.
     */
    reorderOfItemId: integer('reorder_of_item_id').references((): AnyPgColumn => orderItems.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    // CART-1's 1 to 50, or a quote's line up to 10,000 (QUOTE-7).
    check('order_items_quantity_ck', sql`${t.quantity} between 1 and 10000`),
  ],
)

/** Provider webhook events already handled (PAY-9): a replay has no second effect. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
)

/**
 * Print files of an order line (ORD-6, 'Order: has images per invoice'). The file
 * lives under DATA_DIR with a random name outside the web root; only its owner may fetch it.
 */
export const orderFiles = pgTable(
  'order_files',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id').references(() => orderItems.id, {
      onDelete: 'cascade',
    }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Random name under DATA_DIR/uploads; never derived from the client's name. */
    storedName: text('stored_name').notNull().unique(),
    originalName: text('original_name').notNull(),
    /** Recognised from the content: pdf, jpg, png, tiff, eps, ai. */
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** REORD-5 (decision 0057): the earlier order's file this one is a stored copy of. */
    carriedFromFileId: integer('carried_from_file_id').references(
      (): AnyPgColumn => orderFiles.id,
      { onDelete: 'set null' },
    ),
  },
  (t) => [index('order_files_order_idx').on(t.orderId)],
)
