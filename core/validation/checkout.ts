import { z } from 'zod'
import type { MessageKey } from '#core/i18n/translate.ts'
import { PAYMENT_METHODS } from '../checkout-totals/checkout-totals.ts'
import { leitwegIdField } from './leitweg-id.ts'
import { costCentreField, purchaseOrderField } from './purchase-order.ts'
import { databaseId, text } from './text.ts'

/**
 * The checkout's choices between the steps (CHK-1). Messages are keys, translated at the edge
 * (decision 0039); a field without one answers the general 'invalid input'. The draft holds ids and choices
 * only; every price is computed on the server from the cart and the catalog when it is read.
 * Stored per customer in `checkout_drafts` (server/db/schema/orders.ts).
 */

/** CHK-2 delivery modes: one address, a different delivery address, several delivery addresses. */
export const DELIVERY_MODES = ['same', 'different', 'multiple'] as const
export type DeliveryMode = (typeof DELIVERY_MODES)[number]

const id = databaseId()

/**
 * One shipping of the order: an address, a post method and the cart lines that go there.
 * `postMethod` null is the default 'Versand' at price 0 (CHK-4, address value '-1').
 * In 'same' and 'different' mode there is exactly one shipping holding every cart line.
 */
export const draftShippingSchema = z.object({
  addressId: id,
  postMethod: text().min(1).max(64).nullable(),
  /** Server cart line ids; each cart line belongs to exactly one shipping. */
  cartItemIds: z.array(id).min(1).max(100),
})
export type DraftShipping = z.infer<typeof draftShippingSchema>

/** What the shipping step saves (PUT /user/site/cart/checkout/shipping). */
export const shippingStepSchema = z.object({
  billingAddressId: id,
  mode: z.enum(DELIVERY_MODES),
  shippings: z.array(draftShippingSchema).min(1).max(20),
})
export type ShippingStep = z.infer<typeof shippingStepSchema>

/** What the payment step saves (PUT /user/site/cart/checkout/payment). */
export const paymentStepSchema = z.object({
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'checkoutCore.paymentFirst' }),
  couponCode: text().trim().max(64).nullable().default(null),
  /** As typed; checked by cart/check/ust-id (format, then VIES). */
  vatId: text().trim().max(32).nullable().default(null),
  /** CHK-8, TOT-6: flag 'confirm without VAT id'. */
  confirmWithoutVatId: z.boolean().default(false),
  comments: text({ multiline: true }).max(2000).default(''),
  /**
   * INV-8: the Leitweg-ID for this order's XRechnung, prefilled from the profile. Left out, the
   * profile's counts; empty (or null), the order has none.
   */
  leitwegId: leitwegIdField,
  /**
   * PO-1, PO-2: the buyer's purchase order number and cost centre for this order (empty or left
   * out: none). Named as the API names them; PO-3 may require the purchase order number.
   */
  purchase_order: purchaseOrderField.describe(
    "PO-1: the buyer's purchase order number (max. 35 printable characters; empty: none)",
  ),
  cost_centre: costCentreField.describe(
    "PO-1: the buyer's cost centre (max. 35 printable characters; empty: none)",
  ),
  /** CHK-5: accepting terms and data protection is required. */
  termsAccepted: z.literal(true, { error: 'checkoutCore.termsRequired' }),
})
export type PaymentStep = z.infer<typeof paymentStepSchema>

/** POST /user/site/cart/checkout/preview: the live totals of another method or coupon. */
export const previewSchema = z.object({
  payment_method: z.enum(PAYMENT_METHODS).optional(),
  coupon_code: text().trim().max(64).nullable().optional(),
})

/** POST /user/site/cart/check/coupon. */
const COUPON_REQUIRED = 'checkoutCore.couponRequired' satisfies MessageKey
export const couponSchema = z.object({
  code: text({ error: COUPON_REQUIRED })
    .trim()
    .min(1, { error: COUPON_REQUIRED })
    .max(64, { error: COUPON_REQUIRED }),
})

/** POST /user/site/cart/check/ust-id: format first, then VIES. */
const VAT_ID_MALFORMED = 'checkoutCore.vatIdMalformed' satisfies MessageKey
export const vatIdSchema = z.object({
  ust_id: text({ error: VAT_ID_MALFORMED })
    .trim()
    .min(1, { error: VAT_ID_MALFORMED })
    .max(32, { error: VAT_ID_MALFORMED }),
})

export type CheckoutDraft = {
  shipping: ShippingStep | null
  payment: PaymentStep | null
}

/**
 * POST /user/site/cart/orders/create: the body names only the attempt. Prices, totals, a cart id
 * or a customer id in the body are ignored (CHK-13, ROLE-4): the order is built from the
 * customer's server cart and draft.
 */
export const createOrderSchema = z.object({
  /** A fresh random key per placement attempt; a retry or a double click sends the same key. */
  idempotency_key: text().min(8).max(100),
  /**
   * CHK-17: the total the buyer confirmed, in cents (the storefront always sends it). A total
   * that changed since (a price raised meanwhile) is a 409 with the new total, never charged.
   */
  expected_total_cents: z.coerce.number().int().min(0).max(2_000_000_000).optional(),
})
