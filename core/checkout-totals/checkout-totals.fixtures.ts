import type { PriceInput } from '../pricing/pricing.ts'
import {
  checkoutTotals,
  type CheckoutInput,
  type CheckoutPackage,
  type Destination,
} from './checkout-totals.ts'

// What the checkoutTotals tests (checkout-totals*.test.ts) share: destinations, a plain line,
// a package and the totals of a one-line German order with overrides.

export const DE: Destination = { code: 'DE', taxRequired: true, isEu: true }
export const AT: Destination = { code: 'AT', taxRequired: true, isEu: true }
export const SW: Destination = { code: 'SW', taxRequired: false, isEu: false }
export const NO: Destination = { code: 'NO', taxRequired: false, isEu: false }

/** One product line at a plain unit price: no tiers, surcharge or services. */
export function item(unitCents: number, quantity = 1): PriceInput {
  return {
    productPriceCents: unitCents,
    realPriceCents: 0,
    additionalPriceCents: 0,
    tiers: [],
    durationSurchargePercent: 0,
    servicePricesCents: [],
    quantity,
  }
}

export function to(
  destination: Destination,
  postPriceCents = 0,
  itemIndexes?: number[],
): CheckoutPackage {
  return { destination, postPriceCents, ...(itemIndexes && { itemIndexes }) }
}

export function totals(overrides: Partial<CheckoutInput>) {
  return checkoutTotals({
    items: [item(10_000)],
    packages: [to(DE)],
    taxPercent: 19,
    // TOT-4's threshold as the specification sets it (the setting's default).
    freeShippingAboveCents: 50_000,
    couponPercent: null,
    paymentMethod: 'card',
    multiAddress: false,
    vatId: { status: 'none' },
    ...overrides,
  })
}
