import { isCents, percentOf, subtractPercent, toBasisPoints } from '../money/money.ts'
import { priceLine } from '../pricing/pricing.ts'
import type { PriceInput, PriceLine } from '../pricing/pricing.ts'

// spec 9: shipping is free when the amount without tax minus the post price exceeds 500 EUR.
export const FREE_SHIPPING_ABOVE_CENTS = 50_000
// spec 9: prepayment takes 2 % off.
export const PREPAYMENT_DISCOUNT_PERCENT = 2
// spec 9: 'a fixed 19 percent on post price in multi-address mode', whatever the tax setting says.
export const MULTI_ADDRESS_POST_VAT_PERCENT = 19
// spec 9: the country coded SW (Switzerland) pays a service fee and, by default, no VAT.
export const SERVICE_FEE_COUNTRY_CODE = 'SW'
// The seller's own country: a VAT id from here never gives reverse charge.
export const SELLER_COUNTRY_CODE = 'DE'

// spec 9: card, PayPal, prepaid (2 % discount), post-paid (on invoice).
export const PAYMENT_METHODS = ['card', 'paypal', 'prepayment', 'invoice'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export type Destination = { code: string; taxRequired: boolean; isEu: boolean }

export type CheckoutPackage = { destination: Destination; postPriceCents: number }

/**
 * The customer's VAT id as far as the checkout knows it: none given (or 'confirm without VAT
 * id'), given but not confirmed by VIES, or confirmed by VIES for an EU member state.
 */
export type VatIdStatus =
  { status: 'none' } | { status: 'unconfirmed' } | { status: 'confirmed'; countryCode: string }

export type CheckoutInput = {
  items: PriceInput[]
  packages: CheckoutPackage[]
  /** The VAT setting (spec 9: from settings, default 19). */
  taxPercent: number
  couponPercent: number | null
  paymentMethod: PaymentMethod
  multiAddress: boolean
  vatId: VatIdStatus
}

export type CheckoutFlags = {
  freeShipping: boolean
  /** VAT is charged on the goods (a destination requires tax and no reverse charge). */
  vatCharged: boolean
  /** Reverse charge: no German VAT; invoice and mail must print the legal note. */
  reverseCharge: boolean
  /** A package goes to the country coded SW: the service fee applies. */
  serviceFee: boolean
  prepaymentDiscount: boolean
  coupon: boolean
}

export type CheckoutTotals = {
  lines: PriceLine[]
  /** Sum of the line totals (unit price × quantity, spec 9). */
  subtotalCents: number
  couponPercent: number | null
  couponDiscountCents: number
  prepaymentDiscountCents: number
  /** Coupon plus prepayment discount. */
  discountCents: number
  /** The goods after the discounts, without tax. */
  goodsNetCents: number
  /** Sum of the packages' post prices, before free shipping. */
  postPriceCents: number
  /** What the customer pays for shipping: 0 when shipping is free. */
  shippingCents: number
  /** Goods net + shipping: the base of the VAT. */
  netCents: number
  goodsVatCents: number
  shippingVatCents: number
  vatCents: number
  /** The SW service fee; not part of the VAT base. */
  serviceFeeCents: number
  /** net + VAT + service fee. */
  totalCents: number
  taxPercent: number
  flags: CheckoutFlags
}

/**
 * The order's totals (spec 9). One function prices the overview, the order, the mail and the
 * invoice (issue 6 item 3), so they can never disagree. Everything is in integer cents; every
 * multiplication rounds half up to a whole cent (core/money), and each step below is one such
 * rounding on the amount the customer sees.
 *
 * Steps, in this order:
 *  1. Lines: each item by `priceLine` (tier discount on the product price, then the duration
 *     surcharge, then services; × quantity). subtotal = Σ line totals.
 *  2. Coupon: goodsAfterCoupon = subtotal × (1 − coupon/100); couponDiscount = the difference.
 *  3. Prepayment (payment method 'prepayment' only): goodsNet = goodsAfterCoupon × (1 − 2/100);
 *     prepaymentDiscount = the difference. Other methods: goodsNet = goodsAfterCoupon.
 *  4. Shipping: postPrice = Σ package post prices. Free (0) when goodsAfterCoupon > 500.00 EUR,
 *     i.e. the amount without tax minus the post price, strictly above; otherwise postPrice.
 *  5. net = goodsNet + shipping.
 *  6. VAT, none at all under reverse charge (a VAT id confirmed by VIES for an EU country other
 *     than DE, and every package going to an EU country other than DE).
 *     Single address: VAT = net × tax/100 if the destination requires tax.
 *     Multi-address: goods VAT = goodsNet × tax/100 if any destination requires tax; shipping
 *     VAT = Σ over the packages whose destination requires tax of post price × 19/100 (0 when
 *     shipping is free).
 *  7. Service fee when any package goes to the country coded SW, on the subtotal (step 1):
 *     0 for 0; up to 1,000 EUR: 99 EUR; up to 5,000: 10 %; up to 10,000: 7 %; above: 5 %; a fee
 *     that is a whole multiple of 10 EUR loses 1 EUR. It is neither discounted nor taxed.
 *  8. total = net + VAT + service fee.
 * The choices behind this order are in docs/decisions/0006-checkout-totals.md.
 */
export function checkoutTotals(input: CheckoutInput): CheckoutTotals {
  assertPercent('Tax', input.taxPercent)
  if (input.couponPercent !== null) assertPercent('Coupon', input.couponPercent)
  if (input.packages.length === 0) throw new RangeError('An order needs at least one package')
  for (const pkg of input.packages) {
    if (!isCents(pkg.postPriceCents) || pkg.postPriceCents < 0) {
      throw new RangeError(`A post price must be whole non-negative cents: ${pkg.postPriceCents}`)
    }
  }

  // 1. Lines.
  const lines = input.items.map(priceLine)
  const subtotalCents = sum(lines.map((line) => line.totalCents))

  // 2. Coupon: spec 9 'a coupon percent reduces the net total'; we apply it to the goods only.
  const goodsAfterCouponCents =
    input.couponPercent === null
      ? subtotalCents
      : subtractPercent(subtotalCents, input.couponPercent)
  const couponDiscountCents = subtotalCents - goodsAfterCouponCents

  // 3. Prepayment: spec 9 'the 2 percent value is derived from product prices'.
  const prepayment = input.paymentMethod === 'prepayment'
  const goodsNetCents = prepayment
    ? subtractPercent(goodsAfterCouponCents, PREPAYMENT_DISCOUNT_PERCENT)
    : goodsAfterCouponCents
  const prepaymentDiscountCents = goodsAfterCouponCents - goodsNetCents

  // 4. Shipping.
  const postPriceCents = sum(input.packages.map((pkg) => pkg.postPriceCents))
  const freeShipping = goodsAfterCouponCents > FREE_SHIPPING_ABOVE_CENTS
  const shippingCents = freeShipping ? 0 : postPriceCents

  // 5. Net.
  const netCents = goodsNetCents + shippingCents

  // 6. VAT.
  const reverseCharge = isReverseCharge(input.vatId, input.packages)
  const taxable = !reverseCharge && input.packages.some((pkg) => vatApplies(pkg.destination))
  let goodsVatCents = 0
  let shippingVatCents = 0
  if (input.multiAddress) {
    if (taxable) goodsVatCents = percentOf(goodsNetCents, input.taxPercent)
    if (!reverseCharge && !freeShipping) {
      shippingVatCents = sum(
        input.packages
          .filter((pkg) => vatApplies(pkg.destination))
          .map((pkg) => percentOf(pkg.postPriceCents, MULTI_ADDRESS_POST_VAT_PERCENT)),
      )
    }
  } else if (taxable) {
    // spec 9: 'Tax is the net sum times tax/100': one rounding on the whole net.
    const vatCents = percentOf(netCents, input.taxPercent)
    goodsVatCents = percentOf(goodsNetCents, input.taxPercent)
    shippingVatCents = vatCents - goodsVatCents
  }
  const vatCents = goodsVatCents + shippingVatCents

  // 7. Service fee.
  const serviceFee = input.packages.some((pkg) => pkg.destination.code === SERVICE_FEE_COUNTRY_CODE)
  const serviceFeeCents = serviceFee ? swissServiceFee(subtotalCents) : 0

  // 8. Total.
  const totalCents = netCents + vatCents + serviceFeeCents
  if (!Number.isSafeInteger(totalCents)) throw new RangeError(`Total too large: ${totalCents}`)

  return {
    lines,
    subtotalCents,
    couponPercent: input.couponPercent,
    couponDiscountCents,
    prepaymentDiscountCents,
    discountCents: couponDiscountCents + prepaymentDiscountCents,
    goodsNetCents,
    postPriceCents,
    shippingCents,
    netCents,
    goodsVatCents,
    shippingVatCents,
    vatCents,
    serviceFeeCents,
    totalCents,
    taxPercent: input.taxPercent,
    flags: {
      freeShipping,
      vatCharged: taxable,
      reverseCharge,
      serviceFee,
      prepaymentDiscount: prepayment,
      coupon: input.couponPercent !== null,
    },
  }
}

/**
 * spec 9: VAT is charged for destinations that require tax. The country coded SW requires none
 * unless its country row says so; see decision 0006 for why `taxRequired` alone decides.
 */
export function vatApplies(destination: Destination): boolean {
  return destination.taxRequired
}

/**
 * Reverse charge (issue 6 item 4): a business in another EU country with a VAT id confirmed by
 * VIES is invoiced without German VAT. Goods that stay in Germany keep German VAT.
 */
export function isReverseCharge(vatId: VatIdStatus, packages: readonly CheckoutPackage[]): boolean {
  if (vatId.status !== 'confirmed') return false
  if (vatId.countryCode.toUpperCase() === SELLER_COUNTRY_CODE) return false
  return packages.every(
    (pkg) => pkg.destination.isEu && pkg.destination.code.toUpperCase() !== SELLER_COUNTRY_CODE,
  )
}

/**
 * spec 9: the service fee for deliveries to the country coded SW, on the sum of product price ×
 * quantity. Bands include their upper bound ('above 0 up to 1000', 'over 1000 up to 5000').
 */
export function swissServiceFee(goodsCents: number): number {
  if (!isCents(goodsCents) || goodsCents < 0) {
    throw new RangeError(`Goods value must be whole non-negative cents: ${goodsCents}`)
  }
  if (goodsCents === 0) return 0
  let fee: number
  if (goodsCents <= 100_000) fee = 9_900
  else if (goodsCents <= 500_000) fee = percentOf(goodsCents, 10)
  else if (goodsCents <= 1_000_000) fee = percentOf(goodsCents, 7)
  else fee = percentOf(goodsCents, 5)
  // spec 9: 'If the result is an even multiple of 10, subtract 1' (in EUR, on the rounded fee).
  return fee % 1_000 === 0 ? fee - 100 : fee
}

function assertPercent(name: string, percent: number): void {
  const basisPoints = toBasisPoints(percent)
  if (basisPoints < 0 || basisPoints > 10_000) {
    throw new RangeError(`${name} percent must be from 0 to 100: ${percent}`)
  }
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0)
}
