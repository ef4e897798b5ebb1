import { sql } from 'drizzle-orm'
import {
  check,
  customType,
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
import type { DocumentKind, InvoiceData } from '#core/invoices/invoice-data.ts'
import { orderRefunds, orders } from './orders.ts'
import { staff } from './staff.ts'

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
})

export const DOCUMENT_KINDS = ['invoice', 'credit_note'] as const satisfies DocumentKind[]

/**
 * INV-2 (decision 0024): the last number issued per kind and year. The issuing transaction
 * raises it with `INSERT … ON CONFLICT DO UPDATE … RETURNING`: the row lock serialises issuers,
 * and a rolled-back transaction gives its number back, so the numbers have no gaps.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
)

/**
 * INV-1..INV-6: issued invoices and credit notes. A row is written once, in the transaction that
 * issues it, with the document's data and its rendered files, and never changed: staff resend
 * it, nobody edits it (a credit note corrects it).
 */
export const invoiceDocuments = pgTable(
  'invoice_documents',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    /** RE-2026-000123 / GS-2026-000007. */
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** The day of issue in the shop's time zone (YYYY-MM-DD). */
    issueDate: text('issue_date').notNull(),
    /** A credit note's invoice. */
    invoiceId: integer('invoice_id'),
    /**
     * EDIT-5 (decision 0046): the invoice this one replaces after an order edit (that one was
     * credited in full by a credit note in the same transaction); null for an order's first.
     */
    replacesId: integer('replaces_id'),
    /** The refund a credit note answers (null: a cancellation). */
    refundId: integer('refund_id').references(() => orderRefunds.id),
    /** BT-112: the document's total with VAT (a credit note's credited amount). */
    totalCents: integer('total_cents').notNull(),
    /** The whole document as issued (core/invoices InvoiceData). */
    data: jsonb('data').$type<InvoiceData>().notNull(),
    /** The ZUGFeRD PDF (PDF/A-3 with factur-x.xml). */
    pdf: bytea('pdf').notNull(),
    /** The EN 16931 CII XML embedded in the PDF. */
    ciiXml: text('cii_xml').notNull(),
    /** XRechnung (UBL), for a buyer with a Leitweg-ID. */
    xrechnungXml: text('xrechnung_xml'),
    /** Who issued it: a staff member (cancellation, refund) or null (the shop itself). */
    staffId: integer('staff_id').references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoice_documents_sequence_uq').on(t.kind, t.year, t.sequence),
    // One first invoice per order, and each invoice replaced at most once (decision 0046).
    uniqueIndex('invoice_documents_order_invoice_uq')
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice' and ${t.replacesId} is null`),
    uniqueIndex('invoice_documents_replaces_uq').on(t.replacesId),
    index('invoice_documents_order_idx').on(t.orderId),
    index('invoice_documents_issued_idx').on(t.issueDate, t.id),
    // FIND-1: the back office's search finds a part of a number (migration 0028).
    index('invoice_documents_number_trgm_idx').using('gin', sql`${t.number} gin_trgm_ops`),
    check('invoice_documents_total_ck', sql`${t.totalCents} >= 0`),
  ],
)
