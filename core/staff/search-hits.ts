import type { DocumentKind } from '#core/invoices/document-types.ts'

// FIND-1 (decision 0048): what the back office's search box answers, per kind. Each module
// fills its own kind from its own tables; the page shows them grouped.

/** FIND-3: the longest search text, longer than any number, name or e-mail the shop keeps. */
export const SEARCH_MAX_LENGTH = 200

export interface OrderHit {
  id: number
  number: number
  createdAt: string
  company: string
  name: string
  totalCents: number
  workState: string
  /** The number typed is the order's whole number. */
  exact: boolean
}

export interface CustomerHit {
  id: number
  company: string
  name: string
  email: string
  city: string
  blocked: boolean
}

export interface ProductHit {
  id: number
  title: string
  key: string
  active: boolean
  /** The article number typed is one of the product's whole SKUs. */
  skuMatch: string | null
}

export interface DocumentHit {
  number: string
  kind: DocumentKind
  issueDate: string
  totalCents: number
  orderId: number
  orderNumber: number
  buyer: string
  /** The text typed is the document's whole number. */
  exact: boolean
}

/** Each kind's hits; null for a kind the member may not see (STAFF-5). */
export interface BackOfficeSearchResult {
  orders: OrderHit[] | null
  customers: CustomerHit[] | null
  products: ProductHit[] | null
  documents: DocumentHit[] | null
  /** Where a whole order or document number leads at once: the order's page. */
  jumpToOrder: number | null
}
