import {
  type CheckoutTotals,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '#core/checkout-totals/checkout-totals.ts'
import type { PaymentStep } from '#core/validation/checkout.ts'
import { fieldMessages, type FormFailureData, intentOf, isFailure, isSuccess } from './forms.ts'

// The payment page's form (decision 0017): the payment step's fields (core/validation/checkout.ts)
// in one form whose buttons name the intent; the answers of the page's action.

/** The payment step's totals for a choice, as the server priced them (FORM-4). */
export interface PricedPayment {
  totals: CheckoutTotals
  /** TOT-8: what the 2 % prepayment discount would be, for the method's hint. */
  prepaymentDiscountCents: number
  coupon: { code: string; percent: number } | null
}

/** What the confirmation shows and sends: the saved step's total and a fresh idempotency key. */
export interface OrderConfirmation {
  totalCents: number
  paymentMethod: PaymentMethod
  idempotencyKey: string
}

/**
 * CHK-17: the order was refused because its total changed since the buyer confirmed it: the new
 * totals and a new confirmation to be confirmed again.
 */
export type PriceChanged = FormFailureData & {
  priced: PricedPayment
  confirmation: OrderConfirmation
}

export function isPriceChanged(answer: unknown): answer is PriceChanged {
  return isFailure(answer) && 'confirmation' in answer && 'priced' in answer
}

export interface VatIdConfirmed {
  vatId: string
  name: string | null
}

/** A successful answer of the payment page's action, by intent. */
export type PaymentSuccess =
  | { intent: 'preview'; priced: PricedPayment }
  | {
      intent: 'coupon' | 'remove-coupon'
      message?: string
      priced: PricedPayment
      values: Record<string, string>
    }
  | { intent: 'vat-id'; message: string; confirmed: VatIdConfirmed; values: Record<string, string> }
  | {
      intent: 'save'
      message: string
      priced: PricedPayment
      confirmation: OrderConfirmation
      values: Record<string, string>
    }

export interface VatIdState {
  /** CHK-7 flag 'VAT-id shown': the customer orders with a VAT id. */
  shown: boolean
  value: string
  /** The VAT id VIES confirmed, with the registered name when VIES gives one. */
  confirmed: VatIdConfirmed | null
  /** CHK-8 flag 'confirm without VAT id'. */
  confirmWithout: boolean
}

// The API's field names of the checks (`code`, `ust_id`, the preview's `coupon_code`) are the
// payment step's fields on this page.
const FIELD_OF: Record<string, string> = {
  code: 'couponCode',
  coupon_code: 'couponCode',
  ust_id: 'vatId',
  payment_method: 'paymentMethod',
}

/** The first message of each field of a failed answer, named as the page's fields. */
export function paymentErrors(answer: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldMessages(answer)).map(([field, message]) => [
      FIELD_OF[field] ?? field,
      message,
    ]),
  )
}

export const methodOf = (value: unknown): PaymentMethod | undefined =>
  PAYMENT_METHODS.find((method) => method === value)

/** The intents whose answer names the whole form's fields (the checks and the save). */
const FORM_INTENTS = new Set(['coupon', 'remove-coupon', 'vat-id', 'save'])

/**
 * Where the form starts: the saved step, or — on a page that answers a post sent without
 * JavaScript — what was sent, with the server's totals and messages for it.
 */
export function paymentFormState(
  answer: unknown,
  page: {
    saved: PaymentStep | null
    /** CHK-16: the coupon the draft keeps, and why it no longer applies (if it does not). */
    keptCoupon: { code: string | null; error: string | null }
    priced: PricedPayment
    /** The VAT id of the summary with VIES's confirmation, if it has one. */
    vatId: { value: string; confirmation: { vatId: string; name: string | null } | null } | null
    /** INV-8: the summary's Leitweg-ID (the saved step's, else the profile's). */
    leitwegId: string | null
  },
) {
  const sent = FORM_INTENTS.has(intentOf(answer) ?? '')
    ? (answer as { values?: Record<string, string> })
    : undefined
  const typed = sent?.values
  const done = isSuccess<PaymentSuccess>(sent) ? sent : undefined
  const failed: FormFailureData | undefined = isFailure(answer) ? answer : undefined
  const errors: Record<string, string> = {
    ...(page.keptCoupon.error && !sent ? { couponCode: page.keptCoupon.error } : {}),
    ...paymentErrors(answer),
  }
  const { saved } = page
  const changed = isPriceChanged(answer) ? answer : undefined
  const priced = done && 'priced' in done ? done.priced : (changed?.priced ?? page.priced)
  const couponText = typed?.couponCode ?? page.keptCoupon.code ?? saved?.couponCode ?? ''
  // A coupon shows as applied only where the totals include it.
  const coupon =
    priced.coupon && (!typed || couponText.trim().toUpperCase() === priced.coupon.code)
      ? priced.coupon
      : null
  const vatValue = typed?.vatId ?? saved?.vatId ?? ''
  const confirmation = page.vatId?.confirmation
  return {
    method: methodOf(typed?.paymentMethod) ?? saved?.paymentMethod ?? null,
    priced,
    coupon,
    couponText: coupon?.code ?? couponText,
    vatId: {
      shown: typed ? typed.vatIdShown === 'on' : Boolean(saved?.vatId),
      value: vatValue,
      confirmed:
        done?.intent === 'vat-id'
          ? done.confirmed
          : confirmation && page.vatId?.value === vatValue
            ? { vatId: confirmation.vatId, name: confirmation.name }
            : null,
      confirmWithout: typed
        ? typed.confirmWithoutVatId === 'on'
        : (saved?.confirmWithoutVatId ?? false),
    } satisfies VatIdState,
    /** VIES could not answer: 'Verification is not possible.' with 'continue without'. */
    vatAlert: failed?.intent === 'vat-id' && !errors.vatId ? failed.message : null,
    comments: typed?.comments ?? saved?.comments ?? '',
    leitwegId: typed?.leitwegId ?? page.leitwegId ?? '',
    /** PO-1: as sent, else as saved. */
    references: {
      purchaseOrder: typed?.purchase_order ?? saved?.purchase_order ?? '',
      costCentre: typed?.cost_centre ?? saved?.cost_centre ?? '',
    },
    terms: typed?.termsAccepted === 'on',
    errors,
    alert:
      failed && (failed.intent === 'save' || failed.intent === 'place-order')
        ? [failed.message]
        : [],
    /** An order refused for the cart's sake (changed, short stock, an unpaid order): fixed there. */
    toCart: failed?.intent === 'place-order' && !changed && Object.keys(failed.errors).length === 0,
    confirmation: done?.intent === 'save' ? done.confirmation : (changed?.confirmation ?? null),
    /** CHK-17: why the confirmation shows a new total. */
    priceNotice: changed?.message ?? null,
  }
}
