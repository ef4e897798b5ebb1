import { z } from 'zod'
import { boothSnapshotSchema } from '../booth/booth.ts'
import type { PaymentMethod, VatTreatment } from '../checkout-totals/checkout-totals.ts'
import type { Carrier } from './carriers.ts'
import type { MoneyState, WorkState } from './workflow.ts'

// The payment states live apart, free of zod: the cart's and the overview's first load need them
// (PERF-3, decision 0062).
export { canPayOnline, type PaymentDisplayState, paymentDisplayState } from './payment-display.ts'

// The plain JSON shapes of an order as the profile, the invoices API and the checkout overview
// show it (ORD-5, CHK-15). Pure types and parsers: shared by server and browser.

/**
 * The address snapshot stored with an order or package (orders.billing_address,
 * order_packages.address). Read tolerantly: a field the order creation did not store reads as
 * empty, so an old order never breaks the page.
 */
/** Snapshots may be written in the API's snake_case or in camelCase: both read the same. */
const camelKeys = (value: unknown): unknown => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()),
      v,
    ]),
  )
}

const addressFields = z.object({
  company: z.string().catch(''),
  gender: z.enum(['male', 'female']).nullable().catch(null),
  firstName: z.string().catch(''),
  lastName: z.string().catch(''),
  address: z.string().catch(''),
  postcode: z.string().catch(''),
  city: z.string().catch(''),
  countryId: z.number().int().nullable().catch(null),
  country: z.object({ name: z.string().catch(''), code: z.string().catch('') }).catch({
    name: '',
    code: '',
  }),
  phone: z.string().catch(''),
  /** FAIR-ADDR-3: the trade-fair booth, or null for an ordinary address. */
  booth: boothSnapshotSchema,
})
export const orderAddressSchema = z.preprocess((value) => {
  const fields = camelKeys(value) as Record<string, unknown>
  // The order creation stores `street`, and the country as its name beside `countryCode`.
  if (fields.address === undefined && typeof fields.street === 'string') {
    fields.address = fields.street
  }
  if (typeof fields.country === 'string') {
    fields.country = { name: fields.country, code: fields.countryCode ?? '' }
  }
  return fields
}, addressFields)
export type OrderAddress = z.infer<typeof orderAddressSchema>

/** The variant snapshot of an order line (ORD-2, the 'stored products list (id, item_variant)'). */
const variantFields = z.object({
  options: z.array(z.object({ option: z.string(), value: z.string() })).catch([]),
  durationTitle: z.string().catch(''),
  durationSurchargePercent: z.number().catch(0),
  services: z.array(z.object({ title: z.string(), priceCents: z.number().int() })).catch([]),
  /** The quantity tier the line reached (PRICE-3); null for none and for older orders. */
  tier: z.object({ minQuantity: z.number().int(), percent: z.number() }).nullable().catch(null),
  /** Locale-less storefront path of the product, when it was known. */
  path: z.string().nullable().catch(null),
  /** Image path under /media, when it was known. */
  image: z.string().nullable().catch(null),
})
export const orderItemVariantSchema = z.preprocess((value) => {
  const fields = camelKeys(value) as Record<string, unknown>
  // The order creation stores `duration: { title, surchargePercent, ... }`.
  const duration = fields.duration
  if (fields.durationTitle === undefined && typeof duration === 'string') {
    fields.durationTitle = duration
  }
  if (duration && typeof duration === 'object') {
    const { title, surchargePercent } = duration as Record<string, unknown>
    fields.durationTitle ??= title
    fields.durationSurchargePercent ??= surchargePercent
  }
  return fields
}, variantFields)
export type OrderItemVariant = z.infer<typeof orderItemVariantSchema>

export const PRINT_FILE_KINDS = ['pdf', 'jpg', 'png', 'tiff', 'eps', 'ai'] as const
export type PrintFileKind = (typeof PRINT_FILE_KINDS)[number]

/** PRE-1..PRE-9: a file's print-data check as customer and staff see it. */
export interface PrintCheckView {
  /** queued: waits for a worker; running: being read; done: the result below. */
  state: 'queued' | 'running' | 'done'
  /** The worst finding (PRE-7), or 'by-hand' (EPS, no format, a check that failed). */
  level: 'pass' | 'warning' | 'error' | 'by-hand' | null
  findings: { rule: string; level: 'pass' | 'warning' | 'error'; text: string }[]
  /** Why the automatic check failed (PRE-8): timeout, memory, crashed, missing. */
  failure: string | null
  hasPreview: boolean
  checkedAt: string | null
}

export interface PrintFileView {
  id: number
  orderItemId: number | null
  name: string
  kind: PrintFileKind
  contentType: string
  sizeBytes: number
  createdAt: string
  /** Null only while the upload's check is being written. */
  check: PrintCheckView | null
  /** REORD-5: a stored copy of an earlier order's approved file (a reorder's print data). */
  carried?: boolean
}

export interface OrderItemView {
  id: number
  productId: number
  combinationId: number
  /** TPL-3: the product is still printed, so the line offers its configuration's template. */
  hasTemplate: boolean
  productTitle: string
  variant: OrderItemVariant
  quantity: number
  unitCents: number
  totalCents: number
  deliveryDate: string | null
  files: PrintFileView[]
  /** REORD-4: the number of the order this line was ordered again from with its print data. */
  reorderOf?: number | null
}

export interface OrderPackageView {
  id: number
  number: number
  address: OrderAddress
  countryCode: string
  postMethod: string | null
  postMethodText: string
  postPriceCents: number
  /** What the customer paid for this shipment's post: 0 when free shipping covered it (TOT-4). */
  shippingCents: number
  /** How this shipment was taxed (TOT-2); null for an order stored without per-shipment totals. */
  vatTreatment: VatTreatment | null
  /** ORD-17: set when the package was shipped. */
  carrier: Carrier | null
  trackingNumber: string | null
  /** The carrier's tracking page for this package, when it has one. */
  trackingUrl: string | null
  shippedAt: string | null
  items: OrderItemView[]
}

/**
 * ORD-16, ORD-17: one step of the order as its customer sees it: the work and the money, with
 * what staff told the customer, never who did it or the staff's own notes.
 */
export interface OrderProgressEvent {
  id: number
  kind: 'work' | 'money'
  toState: string | null
  customerMessage: string | null
  amountCents: number | null
  createdAt: string
}

const storedPackageTotals = z
  .object({
    packages: z
      .array(
        z.object({
          shippingCents: z.number().int().nonnegative(),
          treatment: z.enum(['taxed', 'reverse_charge', 'untaxed']),
        }),
      )
      .catch([]),
  })
  .catch({ packages: [] })

/**
 * Each shipment's paid post and VAT treatment as `checkoutTotals` gave them at placement, read
 * from the totals stored with the order (orders.totals), in package order. Tolerant: an old order
 * without them answers an empty list.
 */
export function packageTotalsOf(
  storedTotals: unknown,
): { shippingCents: number; treatment: VatTreatment }[] {
  return storedPackageTotals.parse(storedTotals).packages
}

/** One row of the order list. */
export interface OrderView {
  id: number
  number: number
  createdAt: string
  status: 'pending' | 'paid' | 'cancelled'
  /** ORD-10: where the order's work stands. */
  workState: WorkState
  paymentMethod: PaymentMethod
  paymentStatus: MoneyState
  /** Number of order lines. */
  itemCount: number
  totalCents: number
  invoiceReadyAt: string | null
  /** A card or PayPal order that is still waiting for its payment: offer 'Pay now'. */
  canPay: boolean
  /** CO-8: null when no approval was needed, else where the company's approval stands. */
  approvalStatus: 'pending' | 'approved' | 'rejected' | null
  /** CO-3: who placed it (a company's admins and approvers see their colleagues' orders). */
  customerId: number
}

export interface OrderTotalsView {
  subtotalCents: number
  couponDiscountCents: number
  prepaymentDiscountCents: number
  shippingCents: number
  netCents: number
  vatCents: number
  serviceFeeCents: number
  totalCents: number
  taxPercent: number
}

export interface OrderDetailView extends OrderView {
  locale: 'de' | 'en'
  billingAddress: OrderAddress
  multiAddress: boolean
  comments: string
  couponCode: string | null
  couponPercent: number | null
  vatId: string | null
  /** INV-8: the Leitweg-ID the order was placed with (its invoices also as XRechnung), or null. */
  leitwegId: string | null
  /** PO-1: the buyer's purchase order number and cost centre, or null. */
  purchaseOrder: string | null
  costCentre: string | null
  /** Reverse charge: no German VAT; the legal note is shown instead. */
  reverseCharge: boolean
  totals: OrderTotalsView
  packages: OrderPackageView[]
  /** Print files of the order that belong to no particular line. */
  files: PrintFileView[]
  /** The order's steps, oldest first (ORD-16). */
  progress: OrderProgressEvent[]
  /** PRE-11: when the customer approved the proof; null until then (or after a new upload). */
  proofApprovedAt: string | null
  /** FAIR-TGT-3, DLV-4: the arrival the planner promised at placement (YYYY-MM-DD), or null. */
  promisedArrivalOn?: string | null
}

/**
 * PRE-11, PRE-12: the order's print data as staff judge it before releasing it: how many files,
 * how many still wait for their check, how many the check found to need correcting.
 */
export function printDataSummary(order: Pick<OrderDetailView, 'files' | 'packages'>): {
  files: number
  open: number
  errors: number
} {
  const files = [
    ...order.files,
    ...order.packages.flatMap((pkg) => pkg.items.flatMap((item) => item.files)),
  ]
  return {
    files: files.length,
    open: files.filter((file) => file.check?.state !== 'done').length,
    errors: files.filter((file) => file.check?.state === 'done' && file.check.level === 'error')
      .length,
  }
}

/** '100 MB', '2 KB': an upload limit as a customer reads it. */
export function formatLimit(bytes: number): string {
  if (bytes >= 1024 ** 2) return `${Math.floor(bytes / 1024 ** 2)} MB`
  if (bytes >= 1024) return `${Math.floor(bytes / 1024)} KB`
  return `${bytes} B`
}
