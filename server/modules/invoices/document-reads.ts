import { and, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm'
import type { Locale } from '#core/i18n/locale.ts'
import { can } from '#core/staff/permissions.ts'
import { buildInvoice } from '#core/invoices/invoice-data.ts'
import type { DocumentKind, InvoiceData } from '#core/invoices/invoice-data.ts'
import { invoiceTexts } from '#core/invoices/texts.ts'
import { translate } from '#core/i18n/translate.ts'
import type { Db } from '#server/db/client.ts'
import { invoiceDocuments } from '#server/db/schema/index.ts'
import { isCustomersOrder, orderSummaryView } from '#server/modules/orders/order-reads.ts'
import type { MailService } from '#server/modules/mail/mail.service.ts'
import { queueStepMail } from '#server/modules/orders/step-mails.ts'
import type { SettingsService } from '#server/modules/settings/settings.service.ts'
import { AppError } from '#core/errors/errors.ts'
import { readInvoiceOrder } from '#server/modules/orders/invoice-order.ts'
import { attachmentsOf, sellerOf } from './invoices.service.ts'
import type { StaffService } from '#server/modules/staff/staff.service.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import type { DocumentSummary, StaffDocumentRow } from '#core/invoices/document-rows.ts'

// INV-1..INV-6: where issued documents are read — the customer's profile and API (own orders
// only) and the back office (list, download, send again).

export type DocumentFormat = 'pdf' | 'xml'

export interface DocumentFile {
  filename: string
  contentType: string
  body: Buffer
}

export const DOCUMENTS_PER_PAGE = 25

const summaryOf = (row: typeof invoiceDocuments.$inferSelect): DocumentSummary => ({
  number: row.number,
  kind: row.kind,
  issueDate: row.issueDate,
  totalCents: row.totalCents,
  xrechnung: row.xrechnungXml !== null,
  invoiceNumber: row.data.precedingInvoice?.number ?? null,
})

function fileOf(row: typeof invoiceDocuments.$inferSelect, format: DocumentFormat): DocumentFile {
  if (format === 'pdf') {
    return {
      filename: `${row.number}.pdf`,
      contentType: 'application/pdf',
      body: Buffer.from(row.pdf),
    }
  }
  return row.xrechnungXml
    ? {
        filename: `${row.number}-xrechnung.xml`,
        contentType: 'application/xml; charset=utf-8',
        body: Buffer.from(row.xrechnungXml),
      }
    : {
        filename: `${row.number}-factur-x.xml`,
        contentType: 'application/xml; charset=utf-8',
        body: Buffer.from(row.ciiXml),
      }
}

/** 'RE-2026-000001.pdf' → its number and format; anything else is not a document. */
export function parseDocumentFile(name: string): { number: string; format: DocumentFormat } | null {
  const match = /^((?:RE|GS)-\d{4}-\d{6})\.(pdf|xml)$/.exec(name)
  return match ? { number: match[1]!, format: match[2] as DocumentFormat } : null
}

export interface StaffDocumentFilters {
  kind?: DocumentKind
  from?: string
  to?: string
  q?: string
  page?: number
}

export function createDocumentReads(deps: {
  db: Db
  mail: Pick<MailService, 'queue' | 'wake'>
  settings: Pick<SettingsService, 'get'>
  audit: StaffService['audit']
  publicUrl: string
}) {
  const { db } = deps
  const notFound = (locale: Locale) =>
    new AppError('not_found', translate(locale, 'api.itemNotFound'))

  async function documentsOf(orderId: number): Promise<DocumentSummary[]> {
    const rows = await db
      .select()
      .from(invoiceDocuments)
      .where(eq(invoiceDocuments.orderId, orderId))
      .orderBy(invoiceDocuments.id)
    return rows.map(summaryOf)
  }

  return {
    /** The documents of a customer's own order, oldest first; another's order is a 404. */
    async forOrder(
      customerId: number,
      orderId: number,
      locale: Locale,
    ): Promise<DocumentSummary[]> {
      if (!(await isCustomersOrder(db, customerId, orderId)))
        throw new AppError('not_found', translate(locale, 'orders.notFound'))
      return documentsOf(orderId)
    },

    /** A customer's own document as a file; another's (or none) is a 404. */
    async file(customerId: number, name: string, locale: Locale): Promise<DocumentFile> {
      const wanted = parseDocumentFile(name)
      if (!wanted) throw notFound(locale)
      const [row] = await db
        .select({ document: invoiceDocuments })
        .from(invoiceDocuments)
        .innerJoin(orderSummaryView, eq(orderSummaryView.id, invoiceDocuments.orderId))
        .where(
          and(
            eq(invoiceDocuments.number, wanted.number),
            eq(orderSummaryView.customerId, customerId),
          ),
        )
      if (!row) throw notFound(locale)
      return fileOf(row.document, wanted.format)
    },

    /** Staff: any document as a file. */
    async fileForStaff(name: string, locale: Locale): Promise<DocumentFile> {
      const wanted = parseDocumentFile(name)
      if (!wanted) throw notFound(locale)
      const [row] = await db
        .select()
        .from(invoiceDocuments)
        .where(eq(invoiceDocuments.number, wanted.number))
      if (!row) throw notFound(locale)
      return fileOf(row, wanted.format)
    },

    /** Staff: the documents of one order, oldest first. */
    ofOrder: documentsOf,

    /**
     * ORD-8, INV-10: what the print page shows of an order — its issued invoice as stored, or,
     * before it is issued (card and PayPal until paid, orders from before decision 0024), the
     * invoice the order would get, built the same way without a number (a pro forma). The
     * caller has checked that the order is the customer's.
     */
    async invoiceOf(orderId: number): Promise<{ number: string | null; data: InvoiceData }> {
      const [issued] = await db
        .select({ number: invoiceDocuments.number, data: invoiceDocuments.data })
        .from(invoiceDocuments)
        .where(and(eq(invoiceDocuments.orderId, orderId), eq(invoiceDocuments.kind, 'invoice')))
        // EDIT-5: after an edit, the invoice that replaced the first one (decision 0046).
        .orderBy(desc(invoiceDocuments.id))
        .limit(1)
      if (issued) return issued
      const order = await readInvoiceOrder(db, orderId)
      const data = buildInvoice(
        order,
        { number: '', issueDate: order.orderDate, seller: sellerOf(await deps.settings.get()) },
        invoiceTexts(order.locale),
      )
      return { number: null, data }
    },

    /** Staff: every document, newest first, by kind, issue days and a search, 25 a page. */
    async list(
      filters: StaffDocumentFilters,
    ): Promise<{ rows: StaffDocumentRow[]; total: number; page: number; lastPage: number }> {
      const where: SQL[] = []
      if (filters.kind) where.push(eq(invoiceDocuments.kind, filters.kind))
      if (filters.from) where.push(gte(invoiceDocuments.issueDate, filters.from))
      if (filters.to) where.push(lte(invoiceDocuments.issueDate, filters.to))
      const q = filters.q?.trim()
      if (q) {
        const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
        where.push(
          or(
            ilike(invoiceDocuments.number, like),
            sql`${orderSummaryView.number}::text = ${q}`,
            sql`${invoiceDocuments.data}->'buyer'->>'name' ilike ${like}`,
          )!,
        )
      }
      const condition = where.length > 0 ? and(...where) : undefined
      const [{ total }] = (await db
        .select({ total: count() })
        .from(invoiceDocuments)
        .innerJoin(orderSummaryView, eq(orderSummaryView.id, invoiceDocuments.orderId))
        .where(condition)) as [{ total: number }]
      const lastPage = Math.max(1, Math.ceil(total / DOCUMENTS_PER_PAGE))
      const page = Math.min(Math.max(1, filters.page ?? 1), lastPage)
      const rows = await db
        .select({ document: invoiceDocuments, orderNumber: orderSummaryView.number })
        .from(invoiceDocuments)
        .innerJoin(orderSummaryView, eq(orderSummaryView.id, invoiceDocuments.orderId))
        .where(condition)
        .orderBy(desc(invoiceDocuments.id))
        .limit(DOCUMENTS_PER_PAGE)
        .offset((page - 1) * DOCUMENTS_PER_PAGE)
      return {
        rows: rows.map(({ document, orderNumber }) => ({
          ...summaryOf(document),
          orderId: document.orderId,
          orderNumber,
          buyer: document.data.buyer.name,
          paymentMethod: document.data.paymentMethod,
        })),
        total,
        page,
        lastPage,
      }
    },

    /** Staff (owner, sales) send a document to the customer again, attached; audited. */
    async resend(actor: StaffMember, number: string, locale: Locale): Promise<void> {
      if (!can(actor, 'orders.money')) {
        throw new AppError('forbidden', translate(locale, 'admin.order.notYourStep'))
      }
      const shop = await deps.settings.get()
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(invoiceDocuments)
          .where(eq(invoiceDocuments.number, number))
        if (!row) throw notFound(locale)
        await queueStepMail(
          tx,
          { mail: deps.mail, publicUrl: deps.publicUrl, shop },
          row.orderId,
          { kind: 'document', documentNumber: row.number, credit: row.kind === 'credit_note' },
          attachmentsOf(row),
        )
        await deps.audit(tx, {
          staffId: actor.id,
          action: 'invoice.resend',
          objectType: 'order',
          objectId: row.orderId,
          after: { number: row.number },
        })
      })
      deps.mail.wake()
    },
  }
}

export type DocumentReads = ReturnType<typeof createDocumentReads>
