import { and, desc, eq, sql } from 'drizzle-orm'
import { SELLER_COUNTRY_CODE } from '#core/checkout-totals/checkout-totals.ts'
import { SHOP_TIME_ZONE } from '#core/dates/dates.ts'
import { buildCreditNote, buildInvoice } from '#core/invoices/invoice-data.ts'
import type { DocumentKind, InvoiceData } from '#core/invoices/invoice-data.ts'
import { invoiceTexts } from '#core/invoices/texts.ts'
import { translate } from '#core/i18n/translate.ts'
import type { Db } from '#server/db/client.ts'
import { invoiceCounters, invoiceDocuments } from '#server/db/schema/index.ts'
import type { ShopSettings } from '#core/settings/shop-settings.ts'
import { readInvoiceOrder } from '#server/modules/orders/invoice-order.ts'
import type { RenderLog } from './render.ts'

// INV-1..INV-6 (decision 0024): issuing invoices and credit notes. Every `issue…` runs inside
// the caller's transaction (the order placed, the payment received, the cancellation, the
// refund): the number, the snapshot and the files commit with that change or not at all.

export type DocumentRow = typeof invoiceDocuments.$inferSelect

/** A document just issued, for the mail of the step that issued it. */
export interface IssuedDocument {
  id: number
  number: string
  kind: DocumentKind
  attachments: { filename: string; content: Uint8Array | string; contentType: string }[]
}

export interface InvoicesDeps {
  log: RenderLog
  now?: () => Date
}

const PREFIX: Record<DocumentKind, string> = { invoice: 'RE', credit_note: 'GS' }

/** The shop's calendar day of an instant, and its year (INV-2 numbers per year). */
export function shopDay(instant: Date): { day: string; year: number } {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant)
  return { day, year: Number(day.slice(0, 4)) }
}

/** RE-2026-000123 */
export function documentNumber(kind: DocumentKind, year: number, sequence: number): string {
  return `${PREFIX[kind]}-${year}-${String(sequence).padStart(6, '0')}`
}

export function sellerOf(shop: ShopSettings): InvoiceData['seller'] {
  // Settings are stored as JSON: a postcode may have been saved as a number.
  const text = (value: unknown) => String(value ?? '').trim()
  return {
    name: text(shop.companyName),
    contact: text(shop.shopName),
    street: text(shop.street),
    postcode: text(shop.postcode),
    city: text(shop.city),
    countryCode: SELLER_COUNTRY_CODE,
    countryName: 'Deutschland',
    vatId: text(shop.vatId) || null,
    phone: text(shop.phone),
    email: text(shop.email),
    bank: {
      recipient: text(shop.companyName),
      bankName: text(shop.bankName),
      iban: text(shop.iban),
      bic: text(shop.bic),
    },
  }
}

/** The files a mail carries for a document: the PDF, and the XRechnung when there is one. */
export function attachmentsOf(row: Pick<DocumentRow, 'number' | 'pdf' | 'xrechnungXml'>) {
  return [
    { filename: `${row.number}.pdf`, content: row.pdf, contentType: 'application/pdf' },
    ...(row.xrechnungXml
      ? [
          {
            filename: `${row.number}-xrechnung.xml`,
            content: row.xrechnungXml,
            contentType: 'application/xml',
          },
        ]
      : []),
  ]
}

export function createInvoiceDocuments({ log, now = () => new Date() }: InvoicesDeps) {
  /** INV-2: the next number of its kind and year, gap-free (the counter row is locked). */
  async function nextSequence(tx: Db, kind: DocumentKind, year: number): Promise<number> {
    const [row] = await tx
      .insert(invoiceCounters)
      .values({ kind, year, last: 1 })
      .onConflictDoUpdate({
        target: [invoiceCounters.kind, invoiceCounters.year],
        set: { last: sql`${invoiceCounters.last} + 1` },
      })
      .returning({ last: invoiceCounters.last })
    return row!.last
  }

  async function store(
    tx: Db,
    data: InvoiceData,
    fields: {
      orderId: number
      year: number
      sequence: number
      invoiceId?: number | null
      replacesId?: number | null
      refundId?: number | null
      staffId?: number | null
    },
  ): Promise<IssuedDocument> {
    // The PDF and e-invoice libraries load with the first document, not with every process
    // start (PERF-5: tens of MB a shop that issues no document never needs).
    const { renderDocument } = await import('./render.ts')
    const rendered = await renderDocument(data, log)
    const [row] = await tx
      .insert(invoiceDocuments)
      .values({
        orderId: fields.orderId,
        kind: data.kind,
        number: data.number,
        year: fields.year,
        sequence: fields.sequence,
        issueDate: data.issueDate,
        invoiceId: fields.invoiceId ?? null,
        replacesId: fields.replacesId ?? null,
        refundId: fields.refundId ?? null,
        staffId: fields.staffId ?? null,
        totalCents: data.kind === 'invoice' ? data.totals.grossCents : data.totals.payableCents,
        data,
        pdf: rendered.pdf,
        ciiXml: rendered.ciiXml,
        xrechnungXml: rendered.xrechnungXml,
      })
      .returning()
    return { id: row!.id, number: row!.number, kind: row!.kind, attachments: attachmentsOf(row!) }
  }

  /**
   * The order's invoice in force: the last one issued (an edit replaces it, decision 0046),
   * locked with the order's documents so two credits never both take its rest.
   */
  async function currentInvoice(tx: Db, orderId: number): Promise<DocumentRow | undefined> {
    const invoices = await tx
      .select()
      .from(invoiceDocuments)
      .where(and(eq(invoiceDocuments.orderId, orderId), eq(invoiceDocuments.kind, 'invoice')))
      .orderBy(desc(invoiceDocuments.id))
      .for('update')
    return invoices[0]
  }

  async function issueNew(
    tx: Db,
    orderId: number,
    shop: ShopSettings,
    replacesId: number | null,
    staffId: number | null,
  ): Promise<IssuedDocument> {
    const order = await readInvoiceOrder(tx, orderId)
    const { day, year } = shopDay(now())
    const sequence = await nextSequence(tx, 'invoice', year)
    const data = buildInvoice(
      order,
      {
        number: documentNumber('invoice', year, sequence),
        issueDate: day,
        seller: sellerOf(shop),
      },
      invoiceTexts(order.locale),
    )
    return store(tx, data, { orderId, year, sequence, replacesId, staffId })
  }

  /**
   * INV-5: a credit note on `invoice` for `amountCents` or its whole rest — never more than
   * what its earlier credit notes left. Null when nothing is left to credit.
   */
  async function creditOf(
    tx: Db,
    orderId: number,
    invoice: DocumentRow,
    amount: number | 'rest',
    reasonKey:
      | 'invoice.document.cancelledReason'
      | 'invoice.document.refundReason'
      | 'adminOrderEdit.creditNoteReason',
    fields: { refundId?: number; staffId?: number | null },
  ): Promise<IssuedDocument | null> {
    const credits = await tx
      .select({ totalCents: invoiceDocuments.totalCents })
      .from(invoiceDocuments)
      .where(
        and(eq(invoiceDocuments.invoiceId, invoice.id), eq(invoiceDocuments.kind, 'credit_note')),
      )
    const credited = credits.reduce((total, d) => total + d.totalCents, 0)
    const rest = invoice.totalCents - credited
    const amountCents = Math.min(rest, amount === 'rest' ? rest : amount)
    if (amountCents <= 0) return null
    const { day, year } = shopDay(now())
    const sequence = await nextSequence(tx, 'credit_note', year)
    const locale = invoice.data.locale
    const reason = translate(locale, reasonKey, { number: invoice.data.orderNumber })
    const data = buildCreditNote(
      invoice.data,
      {
        number: documentNumber('credit_note', year, sequence),
        issueDate: day,
        amountCents,
        reason,
      },
      invoiceTexts(locale),
    )
    return store(tx, data, {
      orderId,
      year,
      sequence,
      invoiceId: invoice.id,
      refundId: fields.refundId ?? null,
      staffId: fields.staffId ?? null,
    })
  }

  return {
    /**
     * INV-1: the order's invoice, issued now — or the one it already has (a repeated payment
     * report issues nothing twice). Run inside the transaction of the issuing change.
     */
    async issueInvoice(tx: Db, orderId: number, shop: ShopSettings): Promise<IssuedDocument> {
      const existing = await currentInvoice(tx, orderId)
      if (existing) {
        return {
          id: existing.id,
          number: existing.number,
          kind: existing.kind,
          attachments: attachmentsOf(existing),
        }
      }
      return issueNew(tx, orderId, shop, null, null)
    },

    /**
     * EDIT-5 (decision 0046): an edited order's invoice is never changed: its rest is credited
     * by a credit note and a new invoice, for the order as it now is, replaces it. Null when the
     * order has no invoice yet (it gets one from the order as it is, when it is due).
     */
    async reissueInvoice(
      tx: Db,
      orderId: number,
      shop: ShopSettings,
      staffId: number,
    ): Promise<{ creditNote: IssuedDocument | null; invoice: IssuedDocument } | null> {
      const replaced = await currentInvoice(tx, orderId)
      if (!replaced) return null
      const creditNote = await creditOf(
        tx,
        orderId,
        replaced,
        'rest',
        'adminOrderEdit.creditNoteReason',
        { staffId },
      )
      const invoice = await issueNew(tx, orderId, shop, replaced.id, staffId)
      return { creditNote, invoice }
    },

    /**
     * INV-5: a credit note on the order's invoice for `amountCents` (a refund) or for what is
     * not yet credited ('rest', a cancellation) — never more than that rest. Null when the order
     * has no invoice or nothing is left to credit.
     */
    async issueCreditNote(
      tx: Db,
      orderId: number,
      credit: { amountCents: number | 'rest'; refundId?: number; staffId?: number | null },
    ): Promise<IssuedDocument | null> {
      const invoice = await currentInvoice(tx, orderId)
      if (!invoice) return null
      const reason =
        credit.refundId === undefined
          ? 'invoice.document.cancelledReason'
          : 'invoice.document.refundReason'
      return creditOf(tx, orderId, invoice, credit.amountCents, reason, credit)
    },
  }
}

export type InvoiceDocuments = ReturnType<typeof createInvoiceDocuments>
