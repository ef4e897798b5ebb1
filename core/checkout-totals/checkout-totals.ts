import { isCents, percentOf, subtractPercent, toBasisPoints } from '../money/money.ts'
import { priceLine } from '../pricing/pricing.ts'
import type { PriceInput, PriceLine } from '../pricing/pricing.ts'

// TOT-8: prepayment takes 2 % off.
export const PREPAYMENT_DISCOUNT_PERCENT = 2
// TOT-3: 'a fixed 19 percent on post price in multi-address mode', whatever the tax setting says.
export const MULTI_ADDRESS_POST_VAT_PERCENT = 19
// TOT-5, TOT-13: the country coded SW (Switzerland) pays a service fee and, by default, no VAT.
export const SERVICE_FEE_COUNTRY_CODE = 'SW'
// The seller's own country: a VAT id from here never gives reverse charge.
export const SELLER_COUNTRY_CODE = 'DE'

// PAY-4: card, PayPal, prepaid (2 % discount), post-paid (on invoice).
export const PAYMENT_METHODS = ['card', 'paypal', 'prepayment', 'invoice'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export type Destination = { code: string; taxRequired: boolean; isEu: boolean }

export type CheckoutPackage = {
  destination: Destination
  postPriceCents: number
  /**
   * The items (indexes into `items`) this shipment carries; each item belongs to exactly one
   * shipment. When no package names its items, all of them travel in the first one.
   */
  itemIndexes?: readonly number[]
}

/** How a shipment is taxed: German VAT, reverse charge (EU business), or a tax-free export. */
export type VatTreatment = 'taxed' | 'reverse_charge' | 'untaxed'

/** What one shipment contributes, for the shipping step, the overview and the invoice. */
export type PackageTotals = {
  /** Σ line totals of the items in this shipment, before discounts. */
  subtotalCents: number
  postPriceCents: number
  /** What the customer pays for this shipment's post: 0 when the free-shipping rule covers it. */
  shippingCents: number
  freeShipping: boolean
  treatment: VatTreatment
  /** The shipment goes to the country coded SW: its goods carry the service fee. */
  serviceFee: boolean
}

/**
 * The customer's VAT id as far as the checkout knows it: none given (or 'confirm without VAT
 * id'), given but not confirmed by VIES, or confirmed by VIES for an EU member state.
 */
export type VatIdStatus =
  { status: 'none' } | { status: 'unconfirmed' } | { status: 'confirmed'; countryCode: string }

/**
 * A cart line of the order: as the cart priced it (`PriceLine`, each line priced once per
 * request), or as the parts `priceLine` prices.
 */
export type CheckoutItem = PriceLine | PriceInput

export type CheckoutInput = {
  items: readonly CheckoutItem[]
  packages: CheckoutPackage[]
  /** The VAT setting (TOT-13: from settings, default 19). */
  taxPercent: number
  /**
   * TOT-4: the shipments to a free-shipping country ship free when their goods exceed this
   * (a shop setting, STAFF-11; the specification's 500 EUR, 50 000 cents, by default).
   */
  freeShippingAboveCents: number
  couponPercent: number | null
  paymentMethod: PaymentMethod
  multiAddress: boolean
  vatId: VatIdStatus
  /**
   * The country codes whose shipments ship free above `freeShippingAboveCents` (a shop setting: the shop
   * advertises 'innerhalb Deutschlands'). Undefined: every country, as the original specification
   * words TOT-4's rule.
   */
  freeShippingCountries?: readonly string[]
}

export type CheckoutFlags = {
  /** The free-shipping rule made at least one shipment's post free. */
  freeShipping: boolean
  /** VAT is charged on at least one shipment (its destination requires tax, no reverse charge). */
  vatCharged: boolean
  /** A shipment goes VAT-free under reverse charge: invoice and mail print the legal note. */
  reverseCharge: boolean
  /** A shipment leaves the EU VAT-free (export): invoice and mail print the legal note. */
  exportDelivery: boolean
  /** A shipment goes to the country coded SW: the service fee applies. */
  serviceFee: boolean
  prepaymentDiscount: boolean
  coupon: boolean
}

export type CheckoutTotals = {
  lines: PriceLine[]
  /** Sum of the line totals (unit price × quantity, PRICE-2). */
  subtotalCents: number
  couponPercent: number | null
  couponDiscountCents: number
  prepaymentDiscountCents: number
  /** Coupon plus prepayment discount. */
  discountCents: number
  /** The goods after the discounts, without tax. */
  goodsNetCents: number
  /** Per shipment, in the order of `packages`. */
  packages: PackageTotals[]
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
 * The order's totals (TOT-12). One function prices the overview, the order, the mail and the
 * invoice, so they can never disagree. Everything is in integer cents; every multiplication
 * rounds half up to a whole cent (core/money), and each step below is one such rounding on the
 * amount the customer sees. Each item travels in one shipment; VAT, the service fee and free
 * shipping follow the shipment's destination (decision 0006).
 *
 * Steps, in this order:
 *  1. Lines: each item by `priceLine` (tier discount on the product price, then the duration
 *     surcharge, then services; × quantity). subtotal = Σ line totals; a shipment's subtotal is
 *     the Σ of its items' line totals.
 *  2. Coupon: couponDiscount = coupon % of subtotal (rounded half up, decision 0035);
 *     goodsAfterCoupon = the rest.
 *  3. Prepayment (payment method 'prepayment' only): prepaymentDiscount = 2 % of
 *     goodsAfterCoupon; goodsNet = the rest. Other methods: goodsNet = goodsAfterCoupon.
 *     A part of the order (e.g. the goods of the taxed shipments) gets its share of an
 *     order-level amount in proportion to its subtotal, rounded half up once.
 *  4. Shipping: the shipments to a free-shipping country ship free when their share of
 *     goodsAfterCoupon (the amount without tax minus the post price) is strictly above
 *     `freeShippingAboveCents` (the setting; 500.00 EUR by default); every other shipment pays
 *     its post price.
 *  5. net = goodsNet + shipping.
 *  6. VAT per shipment treatment: reverse charge for a shipment to an EU country other than DE
 *     when the VAT id is confirmed by VIES for a country other than DE; no VAT where the
 *     destination requires none (exports); otherwise taxed. VAT is computed per rate on the
 *     taxed shipments, once per rate: the goods' share at the tax setting, their shipping at the
 *     tax setting (single address) or at a fixed 19 % (multi-address, TOT-3). With one rate for
 *     both, goods and shipping are rounded together (TOT-3 'net × tax/100').
 *  7. Service fee on the subtotal of the goods going to the country coded SW (step 1): 0 for 0;
 *     up to 1,000 EUR: 99 EUR; up to 5,000: 10 %; up to 10,000: 7 %; above: 5 %; a fee that is a
 *     whole multiple of 10 EUR loses 1 EUR. It is neither discounted nor taxed.
 *  8. total = net + VAT + service fee.
 * The choices behind this order are in docs/decisions/0006-checkout-totals.md.
 */
export function checkoutTotals(input: CheckoutInput): CheckoutTotals {
  assertPercent('Tax', input.taxPercent)
  if (input.couponPercent !== null) assertPercent('Coupon', input.couponPercent)
  if (input.packages.length === 0) throw new RangeError('An order needs at least one package')
  if (!isCents(input.freeShippingAboveCents) || input.freeShippingAboveCents < 0) {
    throw new RangeError(
      `The free-shipping threshold must be whole non-negative cents: ${input.freeShippingAboveCents}`,
    )
  }
  for (const pkg of input.packages) {
    if (!isCents(pkg.postPriceCents) || pkg.postPriceCents < 0) {
      throw new RangeError(`A post price must be whole non-negative cents: ${pkg.postPriceCents}`)
    }
  }

  // 1. Lines, and each shipment's share of them.
  const lines = input.items.map((item) => ('unitCents' in item ? item : priceLine(item)))
  const subtotalCents = sum(lines.map((line) => line.totalCents))
  const packageOf = assignItems(input)
  const packageSubtotals = input.packages.map((_, p) =>
    sum(lines.filter((_, i) => packageOf[i] === p).map((line) => line.totalCents)),
  )
  /** The subtotal of the shipments that pass a test. */
  const subtotalWhere = (test: (pkg: CheckoutPackage, index: number) => boolean) =>
    sum(input.packages.map((pkg, p) => (test(pkg, p) ? packageSubtotals[p]! : 0)))
  const share = (amountCents: number, partCents: number) =>
    proportion(amountCents, partCents, subtotalCents)

  // 2. Coupon: TOT-7 'a coupon percent reduces the net total'; we apply it to the goods only.
  const goodsAfterCouponCents =
    input.couponPercent === null
      ? subtotalCents
      : subtractPercent(subtotalCents, input.couponPercent)
  const couponDiscountCents = subtotalCents - goodsAfterCouponCents

  // 3. Prepayment: TOT-8 'the 2 percent value is derived from product prices'.
  const prepayment = input.paymentMethod === 'prepayment'
  const goodsNetCents = prepayment
    ? subtractPercent(goodsAfterCouponCents, PREPAYMENT_DISCOUNT_PERCENT)
    : goodsAfterCouponCents
  const prepaymentDiscountCents = goodsAfterCouponCents - goodsNetCents

  // 4. Shipping.
  const covered = (pkg: CheckoutPackage) =>
    freeShippingCovers(pkg.destination.code, input.freeShippingCountries)
  const coveredGoodsCents = share(goodsAfterCouponCents, subtotalWhere(covered))
  const freeAbove = coveredGoodsCents > input.freeShippingAboveCents
  const freeShippingOf = (pkg: CheckoutPackage) => freeAbove && covered(pkg)
  const postPriceCents = sum(input.packages.map((pkg) => pkg.postPriceCents))
  const shippingOf = (pkg: CheckoutPackage) => (freeShippingOf(pkg) ? 0 : pkg.postPriceCents)
  const shippingCents = sum(input.packages.map(shippingOf))

  // 5. Net.
  const netCents = goodsNetCents + shippingCents

  // 6. VAT, per rate over the taxed shipments.
  const treatmentOf = (pkg: CheckoutPackage) => vatTreatment(input.vatId, pkg.destination)
  const taxed = (pkg: CheckoutPackage) => treatmentOf(pkg) === 'taxed'
  const taxedGoodsCents = share(goodsNetCents, subtotalWhere(taxed))
  const taxedShippingCents = sum(input.packages.filter(taxed).map(shippingOf))
  const shippingRate = input.multiAddress ? MULTI_ADDRESS_POST_VAT_PERCENT : input.taxPercent
  let goodsVatCents = percentOf(taxedGoodsCents, input.taxPercent)
  let shippingVatCents = percentOf(taxedShippingCents, shippingRate)
  if (toBasisPoints(shippingRate) === toBasisPoints(input.taxPercent)) {
    // One rate: one rounding on goods and shipping together; the split is for display.
    const vatCents = percentOf(taxedGoodsCents + taxedShippingCents, input.taxPercent)
    goodsVatCents = Math.min(goodsVatCents, vatCents)
    shippingVatCents = vatCents - goodsVatCents
  }
  const vatCents = goodsVatCents + shippingVatCents

  // 7. Service fee on the goods going to SW.
  const toServiceFeeCountry = (pkg: CheckoutPackage) =>
    pkg.destination.code.toUpperCase() === SERVICE_FEE_COUNTRY_CODE
  const serviceFee = input.packages.some(toServiceFeeCountry)
  const serviceFeeCents = serviceFee ? swissServiceFee(subtotalWhere(toServiceFeeCountry)) : 0

  // 8. Total.
  const totalCents = netCents + vatCents + serviceFeeCents
  if (!Number.isSafeInteger(totalCents)) throw new RangeError(`Total too large: ${totalCents}`)

  const packages = input.packages.map((pkg, p): PackageTotals => ({
    subtotalCents: packageSubtotals[p]!,
    postPriceCents: pkg.postPriceCents,
    shippingCents: shippingOf(pkg),
    freeShipping: freeShippingOf(pkg),
    treatment: treatmentOf(pkg),
    serviceFee: toServiceFeeCountry(pkg),
  }))
  return {
    lines,
    subtotalCents,
    couponPercent: input.couponPercent,
    couponDiscountCents,
    prepaymentDiscountCents,
    discountCents: couponDiscountCents + prepaymentDiscountCents,
    goodsNetCents,
    packages,
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
      freeShipping: packages.some((pkg) => pkg.freeShipping),
      vatCharged: packages.some((pkg) => pkg.treatment === 'taxed'),
      reverseCharge: packages.some((pkg) => pkg.treatment === 'reverse_charge'),
      exportDelivery: packages.some(
        (pkg, p) => pkg.treatment === 'untaxed' && !input.packages[p]!.destination.isEu,
      ),
      serviceFee,
      prepaymentDiscount: prepayment,
      coupon: input.couponPercent !== null,
    },
  }
}

/** Whether a destination's shipments can ship free (undefined countries: every country). */
export function freeShippingCovers(
  countryCode: string,
  countries: readonly string[] | undefined,
): boolean {
  return (
    countries === undefined ||
    countries.some((code) => code.toUpperCase() === countryCode.toUpperCase())
  )
}

/** The shipment each item travels in (index into `packages`); every item in exactly one. */
function assignItems(input: CheckoutInput): number[] {
  const packageOf = input.items.map(() => -1)
  if (input.packages.every((pkg) => pkg.itemIndexes === undefined)) return packageOf.fill(0)
  input.packages.forEach((pkg, p) => {
    for (const index of pkg.itemIndexes ?? []) {
      if (!Number.isInteger(index) || index < 0 || index >= input.items.length) {
        throw new RangeError(`Shipment ${p + 1} names an item that does not exist: ${index}`)
      }
      if (packageOf[index] !== -1) throw new RangeError(`Item ${index} is in two shipments`)
      packageOf[index] = p
    }
  })
  const lost = packageOf.indexOf(-1)
  if (lost !== -1) throw new RangeError(`Item ${lost} is in no shipment`)
  return packageOf
}

/**
 * amount × part / whole, rounded half up once; the whole amount for the whole, 0 for nothing.
 * The invoice splits its allowances with it too (INV-4), so both round alike.
 */
export function proportion(amountCents: number, partCents: number, wholeCents: number): number {
  if (partCents === wholeCents) return amountCents
  if (partCents === 0) return 0
  const numerator = BigInt(amountCents) * BigInt(partCents) * 2n + BigInt(wholeCents)
  return Number(numerator / (2n * BigInt(wholeCents)))
}

/**
 * How a shipment is taxed. Reverse charge (§ 13b UStG / Art. 196 VAT Directive): a business in
 * another EU country with a VAT id confirmed by VIES, for goods going to an EU country other
 * than Germany. Goods that stay in Germany keep German VAT; destinations that require no tax
 * (exports outside the EU) are untaxed.
 */
export function vatTreatment(vatId: VatIdStatus, destination: Destination): VatTreatment {
  const code = destination.code.toUpperCase()
  if (
    vatId.status === 'confirmed' &&
    vatId.countryCode.toUpperCase() !== SELLER_COUNTRY_CODE &&
    destination.isEu &&
    code !== SELLER_COUNTRY_CODE
  ) {
    return 'reverse_charge'
  }
  return vatApplies(destination) ? 'taxed' : 'untaxed'
}

/**
 * TOT-2, TOT-13: VAT is charged for destinations that require tax. The country coded SW requires
 * none unless its country row says so; see decision 0006 for why `taxRequired` alone decides.
 */
export function vatApplies(destination: Destination): boolean {
  return destination.taxRequired
}

/** True when any shipment goes VAT-free under reverse charge. */
export function isReverseCharge(vatId: VatIdStatus, packages: readonly CheckoutPackage[]): boolean {
  return packages.some((pkg) => vatTreatment(vatId, pkg.destination) === 'reverse_charge')
}

/**
 * TOT-9, TOT-10: the service fee for deliveries to the country coded SW, on the sum of product
 * price × quantity. Bands include their upper bound ('above 0 up to 1000', 'over 1000 up to 5000').
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
  // TOT-9: 'If the result is an even multiple of 10, subtract 1' (in EUR, on the rounded fee).
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
