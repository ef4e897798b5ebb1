import type { CheckoutSummary } from '#server/modules/checkout/checkout.service.ts'
import { z } from 'zod'
import { PAYMENT_METHODS } from '#core/checkout-totals/checkout-totals.ts'
import { DELIVERY_MODES, paymentStepSchema, shippingStepSchema } from '#core/validation/checkout.ts'
import { cartItem, cartItemAnswer } from './cart.routes.ts'

// Answer shapes of the checkout API (server/api/v1/checkout.routes.ts): what the schema does not
// name is not sent.

const cents = z.number().int()

const addressSnapshot = z.object({
  company: z.string(),
  gender: z.enum(['male', 'female']).nullable(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  country: z.string(),
  countryCode: z.string(),
  phone: z.string(),
})

const priceLine = z.object({
  quantity: z.number().int(),
  tier: z.object({ minQuantity: z.number().int(), percent: z.number() }).nullable(),
  productPriceCents: cents,
  baseUnitCents: cents,
  surchargeCents: cents,
  servicesCents: cents,
  unitCents: cents,
  totalCents: cents,
})

const totals = z.object({
  lines: z.array(priceLine),
  subtotalCents: cents,
  couponPercent: z.number().nullable(),
  couponDiscountCents: cents,
  prepaymentDiscountCents: cents,
  discountCents: cents,
  goodsNetCents: cents,
  packages: z.array(
    z.object({
      subtotalCents: cents,
      postPriceCents: cents,
      shippingCents: cents,
      freeShipping: z.boolean(),
      treatment: z.enum(['taxed', 'reverse_charge', 'untaxed']),
      serviceFee: z.boolean(),
    }),
  ),
  postPriceCents: cents,
  shippingCents: cents,
  netCents: cents,
  goodsVatCents: cents,
  shippingVatCents: cents,
  vatCents: cents,
  serviceFeeCents: cents,
  totalCents: cents,
  taxPercent: z.number(),
  flags: z.object({
    freeShipping: z.boolean(),
    vatCharged: z.boolean(),
    reverseCharge: z.boolean(),
    exportDelivery: z.boolean(),
    serviceFee: z.boolean(),
    prepaymentDiscount: z.boolean(),
    coupon: z.boolean(),
  }),
})

export const vatConfirmation = z.object({
  vatId: z.string(),
  countryCode: z.string(),
  name: z.string().nullable(),
  address: z.string().nullable(),
  requestDate: z.string(),
  consultationNumber: z.string().nullable(),
})

export const checkoutSummary = z.object({
  billingAddress: addressSnapshot,
  mode: z.enum(DELIVERY_MODES),
  shippings: z.array(
    z.object({
      number: z.number().int(),
      addressId: z.number().int(),
      address: addressSnapshot,
      destination: z.object({ code: z.string(), taxRequired: z.boolean(), isEu: z.boolean() }),
      postMethod: z.string().nullable(),
      postMethodText: z.string(),
      postPriceCents: cents,
      items: z.array(cartItem),
    }),
  ),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  coupon: z.object({ code: z.string(), percent: z.number() }).nullable(),
  couponError: z.string().nullable(),
  vatId: z
    .object({
      value: z.string(),
      confirmed: z.boolean(),
      confirmation: vatConfirmation.nullable(),
    })
    .nullable(),
  comments: z.string(),
  leitwegId: z
    .string()
    .nullable()
    .describe("INV-8: the payment step's Leitweg-ID, else the profile's, else null"),
  purchaseOrder: z.string().nullable().describe("PO-1: the buyer's purchase order number"),
  costCentre: z.string().nullable().describe("PO-1: the buyer's cost centre"),
  purchaseOrderRequired: z
    .boolean()
    .describe('PO-3: the payment step is refused without a purchase order number'),
  totals,
})

export const checkoutDraft = z.object({
  shipping: shippingStepSchema.nullable(),
  payment: paymentStepSchema.nullable(),
})

/** The checkout summary as the API answers it: its cart lines in the 'Cart item' shape (API-9). */
export function checkoutSummaryAnswer(summary: CheckoutSummary | null) {
  if (!summary) return null
  return {
    ...summary,
    shippings: summary.shippings.map((shipping) => ({
      ...shipping,
      items: shipping.items.map(cartItemAnswer),
    })),
  }
}
