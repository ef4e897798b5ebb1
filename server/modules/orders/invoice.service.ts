import type { Locale } from '#core/i18n/locale.ts'
import { type DocumentView, documentView } from '#core/invoices/document-view.ts'
import type { OrderDetailView } from '#core/orders/order-views.ts'
import type { DocumentReads } from '#server/modules/invoices/document-reads.ts'
import type { OrdersService } from './orders.service.ts'

/** What the printable invoice shows (ORD-8): the document as the PDF draws it (INV-10). */
export interface InvoiceView {
  /** INV-2: the issued invoice's number; null before it is issued (a pro forma). */
  number: string | null
  document: DocumentView
  /** The payment's state now (the document itself stays as issued). */
  paymentStatus: OrderDetailView['paymentStatus']
}

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
