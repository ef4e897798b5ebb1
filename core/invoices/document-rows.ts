import type { DocumentKind } from './document-types.ts'

// INV-6: an issued document as the back office and the customer's profile list it.

export interface DocumentSummary {
  number: string
  kind: DocumentKind
  issueDate: string
  totalCents: number
  /** The XML offered is XRechnung (UBL) for a buyer with a Leitweg-ID, else the CII. */
  xrechnung: boolean
  /** A credit note's invoice. */
  invoiceNumber: string | null
}

export interface StaffDocumentRow extends DocumentSummary {
  orderId: number
  orderNumber: number
  buyer: string
  paymentMethod: string
}
