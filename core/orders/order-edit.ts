import {
  type CheckoutInput,
  type Destination,
  type PaymentMethod,
  type VatTreatment,
  type VatIdStatus,
  checkoutTotals,
} from '../checkout-totals/checkout-totals.ts'
import type { PriceLine } from '../pricing/pricing.ts'
import type { Locale } from '../i18n/locale.ts'
import type { OrderAddress } from './order-views.ts'
import type { MoneyState, WorkState } from './workflow.ts'

// EDIT-1..EDIT-5 (decision 0046): what staff may change on an order before production, and how
// the changed order is priced — by the same checkoutTotals the checkout priced it with.

/** The work states in which the order is still edited: production has not started. */
export const EDITABLE_WORK_STATES = [
  'new',
  'awaiting_print_data',
  'print_data_received',
  'print_data_checked',
  'proof_approved',
] as const satisfies readonly WorkState[]

/** EDIT-1: an order is edited until production starts; a cancelled one never. */
export function mayEditOrder(work: WorkState): boolean {
  return (EDITABLE_WORK_STATES as readonly WorkState[]).includes(work)
}

/**
 * EDIT-4: what the order's money allows of an edit. Money that was taken (paid, partly or wholly
 * refunded) is never taken again nor given back by an edit: an edit that changes such an order's
 * total is refused, with the difference, so staff settle it in the open (a refund, a new order).
 * An attempt at a provider that is running would charge the old total: no edit until it ended.
 */
export type EditMoneyCheck =
  | { ok: true }
  | { ok: false; reason: 'payment-running' }
  | { ok: false; reason: 'paid-total-changes'; differenceCents: number }

export function editMoneyCheck(
  money: MoneyState,
  totals: { beforeCents: number; afterCents: number },
): EditMoneyCheck {
  if (money === 'pending') return { ok: false, reason: 'payment-running' }
  const taken = money === 'paid' || money === 'partly_refunded' || money === 'refunded'
  const differenceCents = totals.afterCents - totals.beforeCents
  if (taken && differenceCents !== 0) {
    return { ok: false, reason: 'paid-total-changes', differenceCents }
  }
  return { ok: true }
}

/** One shipment of the edited order: where it goes, its post price, and its lines' prices. */
export interface EditedPackage {
  destination: Destination
  postPriceCents: number
  lines: PriceLine[]
}

/** The order-level choices an edit keeps as the order was placed. */
export interface EditedOrderTerms {
  taxPercent: number
  couponPercent: number | null
  paymentMethod: PaymentMethod
  multiAddress: boolean
  vatId: VatIdStatus
  freeShippingAboveCents: number
  freeShippingCountries?: readonly string[] | undefined
}

/**
 * EDIT-2: the totals of the edited order, from checkoutTotals with the input the checkout would
 * give it: each line in its shipment, the order's tax rate, coupon, payment method and VAT id.
 */
export function editedTotalsInput(
  terms: EditedOrderTerms,
  packages: readonly EditedPackage[],
): CheckoutInput {
  let next = 0
  return {
    items: packages.flatMap((pkg) => pkg.lines),
    packages: packages.map((pkg) => ({
      destination: pkg.destination,
      postPriceCents: pkg.postPriceCents,
      itemIndexes: pkg.lines.map(() => next++),
    })),
    taxPercent: terms.taxPercent,
    freeShippingAboveCents: terms.freeShippingAboveCents,
    ...(terms.freeShippingCountries ? { freeShippingCountries: terms.freeShippingCountries } : {}),
    couponPercent: terms.couponPercent,
    paymentMethod: terms.paymentMethod,
    multiAddress: terms.multiAddress,
    vatId: terms.vatId,
  }
}

export function editedTotals(terms: EditedOrderTerms, packages: readonly EditedPackage[]) {
  return checkoutTotals(editedTotalsInput(terms, packages))
}

/** The VAT id as the order stored it: confirmed by VIES (with its country), given, or none. */
export function vatIdStatusOf(vatId: string | null, confirmation: unknown): VatIdStatus {
  if (!vatId) return { status: 'none' }
  const country =
    confirmation && typeof confirmation === 'object' && 'countryCode' in confirmation
      ? String((confirmation as { countryCode: unknown }).countryCode)
      : null
  return country ? { status: 'confirmed', countryCode: country } : { status: 'unconfirmed' }
}

/**
 * The stock an edit takes (positive) or gives back (negative), per combination: the lines after
 * the edit against the lines before, each summed per combination as the order reserved them.
 */
export function stockChanges(
  before: readonly { combinationId: number; quantity: number }[],
  after: readonly { combinationId: number; quantity: number }[],
): { combinationId: number; quantity: number }[] {
  const delta = new Map<number, number>()
  for (const line of before) {
    delta.set(line.combinationId, (delta.get(line.combinationId) ?? 0) - line.quantity)
  }
  for (const line of after) {
    delta.set(line.combinationId, (delta.get(line.combinationId) ?? 0) + line.quantity)
  }
  return [...delta]
    .filter(([, quantity]) => quantity !== 0)
    .map(([combinationId, quantity]) => ({ combinationId, quantity }))
}

/** The edit page's order: what each form shows and changes (EDIT-1). */
export interface OrderEditView {
  id: number
  number: number
  version: number
  locale: Locale
  workState: WorkState
  paymentMethod: PaymentMethod
  paymentStatus: MoneyState
  editable: boolean
  /** Money was taken: a change may not alter the total (decision 0046). */
  paid: boolean
  totals: {
    subtotalCents: number
    discountCents: number
    shippingCents: number
    vatCents: number
    serviceFeeCents: number
    totalCents: number
  }
  billing: { address: OrderAddress; countryId: number | null }
  packages: {
    id: number
    number: number
    address: OrderAddress
    countryId: number | null
    postMethod: string | null
    postMethodText: string
    postPriceCents: number
    methods: { value: string; text: string; priceCents: number }[]
    treatment: VatTreatment | null
    items: {
      id: number
      title: string
      details: string
      quantity: number
      unitCents: number
      totalCents: number
    }[]
  }[]
  /** The countries for the address forms, named in the member's language. */
  countries: { id: number; name: string }[]
}
