import { percentOf } from '../money/money.ts'
import { type DiscountTier, type PriceLine, priceLine } from '../pricing/pricing.ts'
import type { CartPlan } from './cart-target.ts'
import { servicesText } from './lines.ts'

/** How long a printed offer is valid. */
export const OFFER_VALID_DAYS = 30

/**
 * A priced cart line, as the shop's modules and screens use it. The API answers the 'Cart item'
 * shape (API-9: `menu_t`, `service_value_translation`, `price_set`), made only by its mapper in
 * server/api/v1/cart.routes.ts.
 */
export interface CartLine {
  /** The server line's id; 0 for a line of a guest's cart (it lives in the browser). */
  id: number
  productId: number
  combinationId: number
  durationId: number
  /** Service value ids, sorted (CART-2). */
  serviceIds: number[]
  quantity: number
  /** The chosen option values, e.g. { option: 'Breite', value: '85 cm' }. */
  options: { option: string; value: string }[]
  productTitle: string
  /** Locale-less storefront path of the product. */
  path: string
  /** The categories the product is listed under, the top one first. */
  categories: string[]
  imagePath: string | null
  /** TPL-3: the product is printed, so the line offers its configuration's print template. */
  hasTemplate?: boolean
  /** QUOTE-7: the accepted quote this line is (locked at its price), e.g. 'AN-2027-000001'. */
  quoteNumber?: string
  /** QUOTE-11: the quote's last valid day, and whether it has passed (the line is not ordered). */
  quoteValidUntil?: string
  quoteExpired?: boolean
  /** The combination's prices before any tier discount. */
  combinationPrices: {
    productPriceCents: number
    realPriceCents: number
    additionalPriceCents: number
  }
  /** The product's quantity tiers; `priced.tier` is the one this quantity reaches. */
  tiers: DiscountTier[]
  duration: { title: string; surchargePercent: number; workingDays: number; deliveryDate: string }
  /** The chosen services, titled 'Service: Value'. */
  services: { id: number; title: string; priceCents: number }[]
  /** The line as core/pricing priced it, once per request (unit price, total, tier). */
  priced: PriceLine
  /** The unit price without the tier discount, for the offer's tier note. */
  unitBeforeTierCents: number
  stock: number
  /** What the cart page offers to change to: this product's production times and services. */
  choices: {
    durations: { id: number; title: string; surchargePercent: number }[]
    services: {
      id: number
      title: string
      values: { id: number; title: string; priceCents: number }[]
    }[]
  }
}

/** A line that cannot be priced any more (a vanished product or combination). */
export interface CartLineError {
  productId: number
  combinationId: number
  durationId: number
  serviceIds: number[]
  message: string
}

export interface CartTotals {
  /** Pieces in the cart. */
  count: number
  netCents: number
  taxPercent: number
  taxCents: number
  grossCents: number
  freeDelivery: boolean
  /** Net amount still missing for free delivery; 0 when reached. */
  freeDeliveryMissingCents: number
  /** The free-delivery threshold the cart was measured against (the setting, STAFF-11). */
  freeDeliveryAboveCents: number
}

export interface CartSummary {
  lines: CartLine[]
  errors: CartLineError[]
  totals: CartTotals
  /** FAIR-TGT-4: the deadlines of a cart ordered for a fair or a day (null: for none). */
  plan?: CartPlan | null
}

/**
 * CART-13: tax is the net sum times tax/100, total is net plus tax; rounded half up to a cent.
 * TOT-4: delivery is free above `freeDeliveryAboveCents` net (the shop's setting, STAFF-11); the
 * checkout measures each destination's goods after the coupon.
 */
export function cartTotals(
  lines: readonly { quantity: number; totalCents: number }[],
  taxPercent: number,
  freeDeliveryAboveCents: number,
): CartTotals {
  const netCents = lines.reduce((sum, line) => sum + line.totalCents, 0)
  const taxCents = percentOf(netCents, taxPercent)
  return {
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    netCents,
    taxPercent,
    taxCents,
    grossCents: netCents + taxCents,
    freeDelivery: netCents > freeDeliveryAboveCents,
    freeDeliveryMissingCents: Math.max(0, freeDeliveryAboveCents - netCents),
    freeDeliveryAboveCents,
  }
}

/**
 * A line's unit price as it would be without its tier discount (PRICE-2: the same formula, no
 * tier), so a printed offer can show what the discount takes off the unit price.
 */
export function unitPriceBeforeDiscount(
  line: Pick<CartLine, 'combinationPrices' | 'duration' | 'services'>,
): number {
  return priceLine({
    ...line.combinationPrices,
    tiers: [],
    durationSurchargePercent: line.duration.surchargePercent,
    servicePricesCents: line.services.map((service) => service.priceCents),
    quantity: 1,
  }).unitCents
}

/**
 * An offer number a buyer can quote back: the date and a short checksum of the configurations,
 * so the same cart printed on the same day keeps its number (no table needed for a print-out).
 */
export function offerNumber(
  issuedOn: string,
  lines: readonly Pick<
    CartLine,
    'productId' | 'combinationId' | 'durationId' | 'serviceIds' | 'quantity'
  >[],
): string {
  const text = lines
    .map(
      (l) =>
        `${l.productId}/${l.combinationId}/${l.durationId}/${servicesText(l.serviceIds)}x${l.quantity}`,
    )
    .join(';')
  let hash = 2166136261
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 16777619) >>> 0
  }
  const checksum = hash.toString(36).toUpperCase().padStart(6, '0').slice(-6)
  return `AN-${issuedOn.replaceAll('-', '')}-${checksum}`
}

/** The last day an offer issued on `issuedOn` (YYYY-MM-DD) is valid. */
export function offerValidUntil(issuedOn: string, days = OFFER_VALID_DAYS): string {
  const date = new Date(`${issuedOn}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}
