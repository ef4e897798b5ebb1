import { z } from 'zod'
import type { QuoteListEntry, QuoteView } from '#server/modules/quotes/quote-reads.ts'

// QUOTE-2, QUOTE-6 (decision 0058): the answers of the quote routes, made here from the
// module's views and nowhere else.

const cents = z.number().int()
const state = z.enum(['requested', 'sent', 'accepted', 'ordered', 'expired'])

export const quoteSummary = z.object({
  id: z.number().int(),
  number: z.string().nullable().describe('AN-yyyy-nnnnnn once the quote is sent'),
  status: state,
  requested_at: z.string(),
  valid_until: z.string().nullable().describe('YYYY-MM-DD, the last day it can be accepted'),
  lines: z.number().int(),
  net_cents: cents.nullable().describe('lines and shipping, without VAT; null before pricing'),
  pdf_url: z.string().nullable(),
})

export const quoteDetail = quoteSummary.extend({
  message: z.string(),
  fair_id: z.number().int().nullable(),
  target_on: z.string().nullable(),
  shipping_cents: cents.nullable(),
  note: z.string().nullable(),
  items: z.array(
    z.object({
      id: z.number().int(),
      product_id: z.number().int(),
      combination_id: z.number().int(),
      duration_id: z.number().int(),
      services: z.array(z.number().int()),
      quantity: z.number().int(),
      product_title: z.string(),
      options: z.array(z.object({ option: z.string(), value: z.string() })),
      duration_title: z.string(),
      service_titles: z.array(z.string()),
      unit_price: cents.nullable().describe('the quoted unit price; null before pricing'),
      discount_percent: z.number().nullable(),
      total_price: cents.nullable(),
    }),
  ),
})

const pdfUrl = (id: number, number: string | null) =>
  number ? `/api/v1/user/dashboard/quotes/${id}/pdf` : null

export function quoteSummaryAnswer(entry: QuoteListEntry): z.infer<typeof quoteSummary> {
  return {
    id: entry.id,
    number: entry.number,
    status: entry.state,
    requested_at: entry.createdAt,
    valid_until: entry.validUntil,
    lines: entry.lineCount,
    net_cents: entry.netCents,
    pdf_url: pdfUrl(entry.id, entry.number),
  }
}

export function quoteDetailAnswer(view: QuoteView): z.infer<typeof quoteDetail> {
  return {
    id: view.id,
    number: view.number,
    status: view.state,
    requested_at: view.createdAt,
    valid_until: view.validUntil,
    lines: view.lines.length,
    net_cents: view.totals?.netCents ?? null,
    pdf_url: pdfUrl(view.id, view.number),
    message: view.message,
    fair_id: view.fairId,
    target_on: view.targetOn,
    shipping_cents: view.shippingCents,
    note: view.note,
    items: view.lines.map((line) => ({
      id: line.id,
      product_id: line.productId,
      combination_id: line.combinationId,
      duration_id: line.durationId,
      services: line.serviceValueIds,
      quantity: line.quantity,
      product_title: line.title,
      options: line.options,
      duration_title: line.durationTitle,
      service_titles: line.services,
      unit_price: line.unitCents,
      discount_percent: line.discountBasisPoints === null ? null : line.discountBasisPoints / 100,
      total_price: line.totalCents,
    })),
  }
}
