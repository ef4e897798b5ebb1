import type { Locale } from '#core/i18n/locale.ts'
import { documentView } from '#core/invoices/document-view.ts'
import type { DocumentReads } from '#server/modules/invoices/document-reads.ts'
import type { OrdersService } from './orders.service.ts'
import type { InvoiceView } from '#core/invoices/invoice-view.ts'

/** The invoice (Rechnung) of a customer's own order; another customer's order is not found. */
export function createInvoiceService({
  orders,
  documents,
}: {
  orders: Pick<OrdersService, 'detail'>
  documents: Pick<DocumentReads, 'invoiceOf'>
}) {
  return {
    async get(customerId: number, orderId: number, locale: Locale): Promise<InvoiceView> {
      const order = await orders.detail(customerId, orderId, locale)
      const { number, data } = await documents.invoiceOf(order.id)
      return {
        number,
        document: documentView(data, locale, { proForma: number === null }),
        paymentStatus: order.paymentStatus,
      }
    },
  }
}

export type InvoiceService = ReturnType<typeof createInvoiceService>
