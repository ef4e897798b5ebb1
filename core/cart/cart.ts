import { percentOf } from '../money/money.ts'
import { type PriceInput, priceLine } from '../pricing/pricing.ts'

/** spec 9: free delivery above 500 EUR net (the checkout subtracts the post price first). */
export const FREE_DELIVERY_CENTS = 50_000
/** How long a printed offer is valid. */
export const OFFER_VALID_DAYS = 30

/** A cart line as the API answers it (spec 3 'Cart item'); every amount is computed on the server. */
export interface CartItem {
  /** The server line's id; 0 for a line of the guest cart (it lives in the browser). */
  id: number
  product_id: number
  combination_id: number
  duration_id: number
  /** spec 3: comma-separated service value ids, '0' means none. */
  services: string
  quantity: number
  /** The chosen option values, e.g. { option: 'Width', value: '85 cm' }. */
  options: { option: string; value: string }[]
  product_title: string
  /** Locale-less storefront path of the product. */
  path: string
  /** The product price after the tier discount, per unit. */
  product_price: number
  /** The product price before the tier discount. */
  original_price: number
  real_price: number
  additional_price: number
  /** spec 3: the product's tiers; `applied` is the one reached by this quantity. */
  discount: { quantity: number; percent: number }[]
  applied_discount: { quantity: number; percent: number } | null
  duration_title: string
  /** spec 3: the production time's surcharge in percent. */
  duration_price: number
  /** Working days of the production time. */
  duration: number
  delivery_date: string
  service_values: { id: number; price: number; service_value_translation: { title: string } }[]
  images: { path: string }[]
  menu: { menu_t: { title: string }; parent: { menu_t: { title: string } } | null }
  price_set: boolean
  /** Unit price (spec 9) and line total, in cents. */
  price: number
  total_price: number
  stock: number
  /** What the cart page offers to change to: this product's production times and services. */
  choices: {
    durations: { id: number; title: string; surcharge_percent: number }[]
    services: {
      id: number
      title: string
      values: { id: number; title: string; price: number }[]
    }[]
  }
}

export interface CartLineError {
  product_id: number
  combination_id: number
  duration_id: number
  services: string
  message: string
}

export interface CartTotals {
  count: number
  net: number
  tax_percent: number
  tax: number
  gross: number
  free_delivery: boolean
  /** Net amount still missing for free delivery; 0 when reached. */
  free_delivery_missing: number
}

export interface CartSummary extends CartTotals {
  items: CartItem[]
  /** Lines that cannot be priced any more (a vanished product or combination). */
  errors: CartLineError[]
}

/** spec 9: tax is the net sum times tax/100, total is net plus tax; rounded half up to a cent. */
export function cartTotals(
  lines: readonly { quantity: number; total_price: number }[],
  taxPercent: number,
): CartTotals {
  const net = lines.reduce((sum, line) => sum + line.total_price, 0)
  const tax = percentOf(net, taxPercent)
  return {
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    net,
    tax_percent: taxPercent,
    tax,
    gross: net + tax,
    free_delivery: net > FREE_DELIVERY_CENTS,
    free_delivery_missing: Math.max(0, FREE_DELIVERY_CENTS - net),
  }
}

/**
 * A line's unit price as it would be without its tier discount (spec 9: the same formula, no
 * tier), so a printed offer can show what the discount takes off the unit price.
 */
export function unitPriceBeforeDiscount(
  item: Pick<
    CartItem,
    'original_price' | 'real_price' | 'additional_price' | 'duration_price' | 'service_values'
  >,
): number {
  return priceLine({
    productPriceCents: item.original_price,
    realPriceCents: item.real_price,
    additionalPriceCents: item.additional_price,
    tiers: [],
    durationSurchargePercent: item.duration_price,
    servicePricesCents: item.service_values.map((service) => service.price),
    quantity: 1,
  }).unitCents
}

/**
 * An offer number a buyer can quote back: the date and a short checksum of the configurations,
 * so the same cart printed on the same day keeps its number (no table needed for a print-out).
 */
export function offerNumber(
  issuedOn: string,
  lines: readonly {
    product_id: number
    combination_id: number
    duration_id: number
    services: string
    quantity: number
  }[],
): string {
  const text = lines
    .map((l) => `${l.product_id}/${l.combination_id}/${l.duration_id}/${l.services}x${l.quantity}`)
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

/** What `core/pricing` needs to price a cart line again (the checkout totals, TOT-1). */
export function priceInputOf(item: CartItem): PriceInput {
  return {
    productPriceCents: item.original_price,
    realPriceCents: item.real_price,
    additionalPriceCents: item.additional_price,
    tiers: item.discount.map((tier) => ({ minQuantity: tier.quantity, percent: tier.percent })),
    durationSurchargePercent: item.duration_price,
    servicePricesCents: item.service_values.map((value) => value.price),
    quantity: item.quantity,
  }
}
