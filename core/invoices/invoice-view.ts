import type { OrderDetailView } from '#core/orders/order-views.ts'
import type { DocumentView } from './document-view.ts'

// ORD-8: the invoice page's view of an order's invoice.

/** What the printable invoice shows (ORD-8): the document as the PDF draws it (INV-10). */
export interface InvoiceView {
  /** INV-2: the issued invoice's number; null before it is issued (a pro forma). */
  number: string | null
  document: DocumentView
  /** The payment's state now (the document itself stays as issued). */
  paymentStatus: OrderDetailView['paymentStatus']
}
