import { addPercent, isCents, subtractPercent, toBasisPoints } from '../money/money.ts'

// CART-1: cart quantity 1 to 50.
export const MIN_QUANTITY = 1
export const MAX_QUANTITY = 50

const MAX_TIER_PERCENT = 100
// A duration surcharge is a percent on top of the price; express production may cost a multiple.
const MAX_SURCHARGE_PERCENT = 1000

export type DiscountTier = { minQuantity: number; percent: number }

export type PriceInput = {
  productPriceCents: number
  realPriceCents: number
  additionalPriceCents: number
  tiers: DiscountTier[]
  durationSurchargePercent: number
  servicePricesCents: number[]
  quantity: number
}

export type PriceLine = {
  quantity: number
  tier: DiscountTier | null
  /** The product price after the tier discount. */
  productPriceCents: number
  /** Discounted product price + real price + additional price: what the surcharge applies to. */
  baseUnitCents: number
  surchargeCents: number
  servicesCents: number
  unitCents: number
  totalCents: number
}

export type TierTableRow = { minQuantity: number; percent: number; unitCents: number }

/**
 * CART-1: a quantity below 1 becomes 1. Above 50 becomes 50, a fraction is cut down, and
 * anything that is not a number at all becomes 1, as an empty quantity field would.
 */
export function clampQuantity(quantity: number): number {
  if (Number.isNaN(quantity)) return MIN_QUANTITY
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.floor(quantity)))
}

/**
 * PRICE-4: the highest tier reached applies, i.e. the one with the largest minQuantity not above
 * the quantity. Tiers may come in any order; of two tiers with the same minQuantity the larger
 * percent wins, so the result never depends on the order.
 */
export function activeTier(tiers: readonly DiscountTier[], quantity: number): DiscountTier | null {
  let best: DiscountTier | null = null
  for (const tier of tiers) {
    if (tier.minQuantity > quantity) continue
    if (
      best === null ||
      tier.minQuantity > best.minQuantity ||
      (tier.minQuantity === best.minQuantity && tier.percent > best.percent)
    ) {
      best = tier
    }
  }
  return best
}

/**
 * The price of one cart line (PRICE-2): unit = (discounted product price + real price + additional
 * price) × (1 + duration surcharge / 100) + service prices; total = unit × quantity. Every step
 * rounds half up to a whole cent (see money.ts).
 */
export function priceLine(input: PriceInput): PriceLine {
  assertQuantity(input.quantity)
  assertPriceParts(input)
  const tier = activeTier(input.tiers, input.quantity)
  // PRICE-3: the tier discount is on the product price only, and is taken before the surcharge
  // ('in the checkout, the discount percent is subtracted ... before the duration surcharge').
  const productPriceCents = tier
    ? subtractPercent(input.productPriceCents, tier.percent)
    : input.productPriceCents
  const baseUnitCents = productPriceCents + input.realPriceCents + input.additionalPriceCents
  const surchargeCents = addPercent(baseUnitCents, input.durationSurchargePercent) - baseUnitCents
  // Services are priced per unit and are neither discounted nor surcharged.
  const servicesCents = input.servicePricesCents.reduce((sum, cents) => sum + cents, 0)
  const unitCents = baseUnitCents + surchargeCents + servicesCents
  const totalCents = unitCents * input.quantity
  if (!Number.isSafeInteger(totalCents)) throw new RangeError(`Line total too large: ${totalCents}`)
  return {
    quantity: input.quantity,
    tier,
    productPriceCents,
    baseUnitCents,
    surchargeCents,
    servicesCents,
    unitCents,
    totalCents,
  }
}

/**
 * The product page's quantity-discount table: the unit price at each tier's minimum quantity,
 * ordered by quantity. Tiers that a cart can never reach (minimum above 50) are left out.
 */
export function tierTable(input: Omit<PriceInput, 'quantity'>): TierTableRow[] {
  const quantities = new Set(
    input.tiers.map((tier) => tier.minQuantity).filter((quantity) => quantity <= MAX_QUANTITY),
  )
  return [...quantities]
    .sort((a, b) => a - b)
    .map((quantity) => {
      const line = priceLine({ ...input, quantity })
      return {
        minQuantity: quantity,
        percent: line.tier?.percent ?? 0,
        unitCents: line.unitCents,
      }
    })
}

function assertQuantity(quantity: number): void {
  if (!Number.isInteger(quantity) || quantity < MIN_QUANTITY || quantity > MAX_QUANTITY) {
    throw new RangeError(
      `Quantity must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}: ${quantity}`,
    )
  }
}

function assertPriceParts(input: PriceInput): void {
  const amounts: [string, number][] = [
    ['productPriceCents', input.productPriceCents],
    ['realPriceCents', input.realPriceCents],
    ['additionalPriceCents', input.additionalPriceCents],
    ...input.servicePricesCents.map((cents, i): [string, number] => [
      `servicePricesCents[${i}]`,
      cents,
    ]),
  ]
  for (const [name, cents] of amounts) {
    if (!isCents(cents) || cents < 0) {
      throw new RangeError(`${name} must be a non-negative whole number of cents: ${cents}`)
    }
  }
  for (const tier of input.tiers) {
    if (!Number.isInteger(tier.minQuantity) || tier.minQuantity < MIN_QUANTITY) {
      throw new RangeError(`A tier's minQuantity must be a whole number >= 1: ${tier.minQuantity}`)
    }
    assertPercent('Tier percent', tier.percent, MAX_TIER_PERCENT)
  }
  assertPercent('Duration surcharge', input.durationSurchargePercent, MAX_SURCHARGE_PERCENT)
}

function assertPercent(name: string, percent: number, max: number): void {
  // toBasisPoints throws for NaN and for more than two decimals.
  const basisPoints = toBasisPoints(percent)
  if (basisPoints < 0 || basisPoints > max * 100) {
    throw new RangeError(`${name} must be from 0 to ${max} percent: ${percent}`)
  }
}
