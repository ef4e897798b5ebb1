import type { BoothDetails } from '#core/booth/booth.ts'
import type { CartLine } from '#core/cart/cart.ts'
import type {
  CheckoutTotals,
  Destination,
  PaymentMethod,
} from '#core/checkout-totals/checkout-totals.ts'
import type { DeliveryMode } from '#core/validation/checkout.ts'
import type { AppliedCoupon } from './coupons.service.ts'
import type { VatIdConfirmation } from './vat-id.ts'

// The checkout's summary as the payment and overview steps, the order and the API see it.

/** An address as the order keeps it: what the customer saw, not a reference. */
export type AddressSnapshot = {
  company: string
  gender: 'male' | 'female' | null
  firstName: string
  lastName: string
  name: string
  street: string
  postcode: string
  city: string
  country: string
  countryCode: string
  phone: string
  /** FAIR-ADDR-3: the trade-fair booth the parcel goes to; absent for an ordinary address. */
  booth?: BoothDetails
}

export type SummaryShipping = {
  number: number
  addressId: number
  address: AddressSnapshot
  destination: Destination
  /** The post method value; null is the default 'Versand' of a country without methods (CHK-4). */
  postMethod: string | null
  postMethodText: string
  postPriceCents: number
  items: CartLine[]
}

/** Everything the payment and overview steps show, priced now from the cart and the catalog. */
export type CheckoutSummary = {
  billingAddress: AddressSnapshot
  mode: DeliveryMode
  shippings: SummaryShipping[]
  paymentMethod: PaymentMethod | null
  coupon: AppliedCoupon | null
  /** Why the coupon saved in the draft cannot be used any more (it is left out of the totals). */
  couponError: string | null
  vatId: { value: string; confirmed: boolean; confirmation: VatIdConfirmation | null } | null
  comments: string
  /** INV-8: the Leitweg-ID for the order: the payment step's, else the profile's, else null. */
  leitwegId: string | null
  /** PO-1: the payment step's purchase order number and cost centre, or null. */
  purchaseOrder: string | null
  costCentre: string | null
  /** PO-3: whether this customer must give a purchase order number (purchaseOrderRequired). */
  purchaseOrderRequired: boolean
  totals: CheckoutTotals
}

export type SummaryOverride = { paymentMethod?: PaymentMethod; couponCode?: string | null }
