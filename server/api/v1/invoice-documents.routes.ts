import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireSession } from '#server/http/auth.ts'
import { attachmentHeader } from '#core/http/attachment.ts'
import type { Services } from '#server/services.ts'
import { envelope, errorAnswer, idParam, validationAnswer } from './shapes.ts'

// INV-1..INV-6: the customer's issued invoices and credit notes (owner only, as attachments).
// Thin handlers over services.documentReads; the customer always comes from the session.

const failures = { 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 422: validationAnswer }

const documentSummary = z.object({
  number: z.string().describe('RE-2026-000123 (invoice) or GS-2026-000007 (credit note)'),
  kind: z.enum(['invoice', 'credit_note']),
  issue_date: z.string().describe('YYYY-MM-DD'),
  total_cents: z.number().int().describe("the document's total with VAT (credited amount)"),
  invoice_number: z.string().nullable().describe("a credit note's invoice"),
  pdf_url: z.string().describe('ZUGFeRD / Factur-X PDF (EN 16931, PDF/A-3)'),
  xml_url: z.string().describe('XRechnung (UBL) with a Leitweg-ID, else the CII of the PDF'),
  xml_format: z.enum(['xrechnung-ubl', 'factur-x-cii']),
})

export function invoiceDocumentsRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const { documentReads } = services
    const base = '/user/dashboard/invoices'

    app.get(
      `${base}/:id/documents`,
      {
        schema: {
          tags: ['invoices'],
          summary: "The order's invoices and credit notes, oldest first",
          params: z.object({ id: idParam.describe('order id') }),
          response: { 200: envelope(z.array(documentSummary)), ...failures },
        },
      },
      async (request, reply) => {
        const { customer } = await requireSession(services, request, reply)
        const documents = await documentReads.forOrder(
          customer.id,
          request.params.id,
          request.locale,
        )
        return {
          body: documents.map((d) => ({
            number: d.number,
            kind: d.kind,
            issue_date: d.issueDate,
            total_cents: d.totalCents,
            invoice_number: d.invoiceNumber,
            pdf_url: `/api/v1${base}/documents/${d.number}.pdf`,
            xml_url: `/api/v1${base}/documents/${d.number}.xml`,
            xml_format: d.xrechnung ? ('xrechnung-ubl' as const) : ('factur-x-cii' as const),
          })),
        }
      },
    )

    app.get(
      `${base}/documents/:file`,
      {
        schema: {
          tags: ['invoices'],
          summary: 'An invoice or credit note as PDF ({number}.pdf) or XML ({number}.xml)',
          params: z.object({ file: z.string().max(40).describe('RE-2026-000123.pdf') }),
          response: { 200: z.unknown().describe('the document as an attachment'), ...failures },
        },
      },
      async (request, reply) => {
        const { customer } = await requireSession(services, request, reply)
        const file = await documentReads.file(customer.id, request.params.file, request.locale)
        return reply
          .header('content-disposition', attachmentHeader(file.filename))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .type(file.contentType)
          .send(file.body)
      },
    )
  }
}
