import type { PaymentMethod, VatTreatment } from '../checkout-totals/checkout-totals.ts'
import type { Locale } from '../i18n/locale.ts'

// INV-3, INV-4 (decision 0024): the data of an issued invoice or credit note. It is built once,
// when the document is issued, from the order's stored snapshot and totals (TOT-12: nothing is
// priced again), kept unchanged in invoice_documents.data, and both the PDF and the e-invoice
// XML are drawn from it. Pure: no database, no clock.

export type DocumentKind = 'invoice' | 'credit_note'

/** UNTDID 5305 VAT category: standard rate, reverse charge, export outside the EU, exempt. */
export type VatCategoryCode = 'S' | 'AE' | 'G' | 'E'

export interface VatCategory {
  code: VatCategoryCode
  ratePercent: number
}

export interface InvoiceParty {
  name: string
  /** Contact person (buyer) or trading name (seller). */
  contact: string
  street: string
  postcode: string
  city: string
  /** ISO 3166-1 alpha-2. */
  countryCode: string
  countryName: string
  vatId: string | null
  phone: string
  email: string
}

export interface InvoiceLine {
  /** 1, 2, …: the position on the document. */
  position: number
  title: string
  /** Options, production time, services, delivery date, shipment: one text per row. */
  details: string[]
  quantity: number
  unitCents: number
  netCents: number
  category: VatCategory
  /** Goods, a shipment's post, or a credit note's part (absent in older documents: goods). */
  kind?: InvoiceLineKind
  /** The shipment a shipping line is for. */
  shipment?: number
  /** The delivery date promised at placement (DLV-4), YYYY-MM-DD: the line's date of supply. */
  deliveryDate?: string | null
}

/** BG-13/BG-15: whom and where a shipment is delivered to (decision 0035). */
export interface InvoiceShipTo {
  name: string
  street: string
  postcode: string
  city: string
  /** As the shop codes it (ACC-8: Switzerland is 'SW'). */
  countryCode: string
  /** FAIR-ADDR-3: "Halle 3, Stand B12" (BT-165); absent for an ordinary address. */
  booth?: string
  /** FAIR-ADDR-3: the contact on site, "Anna Beispiel, +49 170 1234567" (BT-76). */
  contact?: string
}

export interface InvoiceAdjustment {
  reason: 'coupon' | 'prepayment' | 'service_fee'
  label: string
  amountCents: number
  category: VatCategory
  /** A coupon's code and percent, for its label in either language (decision 0035). */
  code?: string
  percent?: number
}

/** What a shipping line is for: its shipment (decision 0035; absent in older documents). */
export type InvoiceLineKind = 'goods' | 'shipping' | 'credit'

export interface VatBreakdown {
  category: VatCategory
  taxableCents: number
  vatCents: number
  /** Required for every category but S (BR-AE-10, BR-G-10, BR-E-10). */
  exemptionReason: string | null
}

export interface InvoiceDocumentTotals {
  /** BT-106 */ lineNetCents: number
  /** BT-107 */ allowanceCents: number
  /** BT-108 */ chargeCents: number
  /** BT-109 */ netCents: number
  /** BT-110 */ vatCents: number
  /** BT-112 */ grossCents: number
  /** BT-113 */ prepaidCents: number
  /** BT-114 */ roundingCents: number
  /** BT-115 */ payableCents: number
}

export interface InvoiceShipment {
  number: number
  address: string
  postMethod: string
  shippingCents: number
  /** Absent in documents issued before decision 0035. */
  shipTo?: InvoiceShipTo
  /** The latest delivery date of its lines (DLV-4), YYYY-MM-DD. */
  deliveryDate?: string | null
}

export interface InvoiceData {
  kind: DocumentKind
  number: string
  /** YYYY-MM-DD in the shop's time zone. */
  issueDate: string
  locale: Locale
  orderNumber: number
  orderDate: string
  /** A credit note names the invoice it corrects. */
  precedingInvoice: { number: string; issueDate: string } | null
  /** BT-10: the Leitweg-ID of a public-sector buyer (XRechnung), or null. */
  buyerReference: string | null
  /**
   * PO-4: BT-13, the buyer's purchase order number, and BT-19, the cost centre (absent in
   * documents issued before decision 0056).
   */
  purchaseOrder?: string | null
  costCentre?: string | null
  seller: InvoiceParty & {
    bank: { recipient: string; bankName: string; iban: string; bic: string }
  }
  buyer: InvoiceParty
  paymentMethod: PaymentMethod
  /** Payment terms (BT-20) as printed. */
  paymentTerms: string
  /** BT-9, only when something is due. */
  dueDate: string | null
  shipments: InvoiceShipment[]
  lines: InvoiceLine[]
  allowances: InvoiceAdjustment[]
  charges: InvoiceAdjustment[]
  vat: VatBreakdown[]
  totals: InvoiceDocumentTotals
  /** Legal notes (reverse charge, export), the credit note's reason, the buyer's comments. */
  notes: string[]
}

/** What an order contributes to its invoice; read from the stored order in the issuing transaction. */
export interface InvoiceOrder {
  number: number
  /** YYYY-MM-DD (shop's time zone) of the order. */
  orderDate: string
  locale: Locale
  paymentMethod: PaymentMethod
  /** Paid online before issuing (card, PayPal): the invoice shows nothing due. */
  paid: boolean
  multiAddress: boolean
  taxPercent: number
  couponCode: string | null
  couponPercent: number | null
  /** Only a VAT id VIES confirmed (TOT-6). */
  vatId: string | null
  buyerReference: string | null
  /** PO-1: the buyer's purchase order number and cost centre, or null. */
  purchaseOrder?: string | null
  costCentre?: string | null
  comments: string
  buyer: Omit<InvoiceParty, 'vatId'>
  /** FAIR-TGT-3, DLV-4: the arrival the planner promised at placement, YYYY-MM-DD. */
  promisedArrivalOn?: string | null
  /** As stored: orders.*_cents. */
  totals: {
    subtotalCents: number
    couponDiscountCents: number
    prepaymentDiscountCents: number
    shippingCents: number
    netCents: number
    goodsVatCents: number
    shippingVatCents: number
    vatCents: number
    serviceFeeCents: number
    totalCents: number
  }
  packages: {
    number: number
    address: string
    countryCode: string
    isEu: boolean
    postMethod: string
    shippingCents: number
    treatment: VatTreatment
    serviceFee: boolean
    shipTo: InvoiceShipTo
    items: {
      title: string
      details: string[]
      quantity: number
      unitCents: number
      totalCents: number
      /** DLV-4: the delivery date computed at placement, YYYY-MM-DD. */
      deliveryDate: string | null
    }[]
  }[]
}

/** The words a document needs, in its language (from core/i18n, passed in to keep this pure). */
export interface InvoiceTexts {
  shippingLine: (pkg: number, method: string) => string
  coupon: (code: string, percent: number) => string
  prepaymentDiscount: string
  serviceFee: string
  reverseChargeNote: string
  exportNote: string
  exemptNote: string
  /** PAY-3: the terms of a payment method, or that all was paid. */
  terms: (method: PaymentMethod, paid: boolean) => string
  creditTerms: string
  creditLine: (category: string) => string
  categoryName: (category: VatCategory) => string
  /** FAIR-TGT-3: "Zugesagte Ankunft: Fr., 15.01.2027" (a note: BT-72 is the date of supply). */
  promisedArrival: (day: string) => string
}
