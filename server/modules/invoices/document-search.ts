import { desc, eq, ilike, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { invoiceDocuments } from '#server/db/schema/index.ts'
import { orderSummaryView } from '#server/modules/orders/order-reads.ts'
import { likePattern } from '#server/modules/shared/like.ts'
import type { DocumentHit } from '#core/staff/search-hits.ts'

// FIND-1 (decision 0048): the invoices module answers the back office's search box for its
// own table — an invoice or a credit note by (a part of) its number, through the number's
// trigram index (migration 0028). Never the files: only the columns a result shows.

/** Documents whose number contains `term` (at least 2 characters), the whole number first. */
export async function findDocuments(
  executor: Db,
  term: string,
  limit: number,
): Promise<DocumentHit[]> {
  if (term.length < 2) return []
  const whole = sql<boolean>`${invoiceDocuments.number} = upper(${term})`
  const rows = await executor
    .select({
      number: invoiceDocuments.number,
      kind: invoiceDocuments.kind,
      issueDate: invoiceDocuments.issueDate,
      totalCents: invoiceDocuments.totalCents,
      orderId: invoiceDocuments.orderId,
      orderNumber: orderSummaryView.number,
      buyer: sql<string>`coalesce(${invoiceDocuments.data}->'buyer'->>'name', '')`,
      exact: whole,
    })
    .from(invoiceDocuments)
    .innerJoin(orderSummaryView, eq(orderSummaryView.id, invoiceDocuments.orderId))
    .where(ilike(invoiceDocuments.number, likePattern(term)))
    .orderBy(desc(whole), desc(invoiceDocuments.id))
    .limit(limit)
  return rows
}
