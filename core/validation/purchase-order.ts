import { z } from 'zod'
import type { MessageKey } from '#core/i18n/translate.ts'
import { text } from './text.ts'

// PO-1..PO-3 (decision 0056): the buyer's own purchase order number and cost centre, given at the
// payment step and carried to the order, its mail, the invoice and the e-invoice (BT-13, BT-19).
// Both optional; the purchase order number is required where purchaseOrderRequired says so.

/** PO-2: 35 characters, the length EDIFACT and most ERP systems give an order reference. */
export const PURCHASE_ORDER_MAX = 35
export const COST_CENTRE_MAX = 35

export const PURCHASE_ORDER_MESSAGES = {
  tooLong: 'purchaseOrder.tooLong',
  printable: 'purchaseOrder.printable',
  required: 'purchaseOrder.required',
} as const satisfies Record<string, MessageKey>
export const COST_CENTRE_MESSAGES = {
  tooLong: 'purchaseOrder.costCentreTooLong',
  printable: 'purchaseOrder.costCentrePrintable',
} as const satisfies Record<string, MessageKey>

/**
 * PO-2: printable characters only — letters, digits, punctuation, symbols and the ordinary space.
 * No control, format (zero-width, bidi) or other space characters: the value is printed on the
 * invoice and written into the e-invoice, where an invisible character would make it differ.
 */
const PRINTABLE = /^[\p{L}\p{M}\p{N}\p{P}\p{S} ]*$/u

export function isPrintableReference(value: string): boolean {
  return PRINTABLE.test(value)
}

function referenceField(max: number, messages: { tooLong: string; printable: string }) {
  return text()
    .trim()
    .max(max, { error: messages.tooLong })
    .refine(isPrintableReference, { error: messages.printable })
    .nullable()
    .optional()
}

/** The payment step's `purchase_order`: trimmed; empty, null or left out is none. */
export const purchaseOrderField = referenceField(PURCHASE_ORDER_MAX, PURCHASE_ORDER_MESSAGES)
/** The payment step's `cost_centre`: trimmed; empty, null or left out is none. */
export const costCentreField = referenceField(COST_CENTRE_MAX, COST_CENTRE_MESSAGES)

/** The two fields as the payment step names them, for the browser's check before posting. */
export const purchaseOrderReferencesSchema = z.object({
  purchase_order: purchaseOrderField,
  cost_centre: costCentreField,
})

/** A parsed field as stored: the value, or null for none. */
export function referenceOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

/**
 * PO-3: the message key when the purchase order number is required and missing, else null.
 * Whether it is required is the resolver's answer for the customer (purchaseOrderRequired).
 */
export function missingPurchaseOrder(
  purchaseOrder: string | null | undefined,
  required: boolean,
): MessageKey | null {
  return required && referenceOrNull(purchaseOrder) === null
    ? PURCHASE_ORDER_MESSAGES.required
    : null
}

/**
 * PO-4: BT-10, the buyer reference of the e-invoice: the Leitweg-ID when the order has one
 * (XRechnung requires it there), else the purchase order number, else the shop's order number.
 */
export function buyerReferenceOf(order: {
  leitwegId: string | null
  purchaseOrder: string | null
  orderNumber: number
}): string {
  return order.leitwegId ?? order.purchaseOrder ?? String(order.orderNumber)
}
