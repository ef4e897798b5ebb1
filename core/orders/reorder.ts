import type { WorkState } from './workflow.ts'

// REORD-1..REORD-7 (decision 0057): "order again" — what happened to each line, the notice the
// cart shows after the redirect, and when the print data carried over may be confirmed in one step.

/**
 * REORD-3: why a line went into the cart or did not. `added` and `price_changed` are in the
 * cart; `not_sold` (the product, its option or production time is no longer sold) and
 * `quantity_not_allowed` (the cart's limit of 50 or the stock) are not.
 */
export const REORDER_CODES = ['added', 'price_changed', 'not_sold', 'quantity_not_allowed'] as const
export type ReorderCode = (typeof REORDER_CODES)[number]

/**
 * REORD-3: the cookie that carries the notice across the redirect to the cart: not httpOnly, so
 * the page that shows it clears it; it ends by itself after a minute.
 */
export const REORDER_NOTICE_COOKIE = 'reorder_notice'

export const isAdded = (code: ReorderCode) => code === 'added' || code === 'price_changed'

/** REORD-3: a line in the cart at another unit price than the order's says so. */
export function addedCode(orderedUnitCents: number, todayUnitCents: number): ReorderCode {
  return orderedUnitCents === todayUnitCents ? 'added' : 'price_changed'
}

/** One line's outcome as the API answers it and the cart's notice shows it. */
export interface ReorderLine {
  order_item_id: number
  product_title: string
  quantity: number
  code: ReorderCode
  /** The unit price on the earlier order. */
  ordered_unit_cents: number
  /** Today's unit price for the ordered quantity; null when the line cannot be priced. */
  unit_cents: number | null
  /** REORD-4: the line's approved print files go with it into the next order. */
  with_files: boolean
  message: string
}

export interface ReorderResult {
  order_number: number
  added: ReorderLine[]
  not_added: ReorderLine[]
}

/**
 * REORD-6: the one-step confirmation of print data carried over from an earlier order.
 * - `none`: no carried data, or the order left the start (staff took over, or the customer's own
 *   files joined them): the ordinary print-data steps apply (PRE-11).
 * - `checking`: a carried file's check against today's thresholds has not finished.
 * - `refused`: a check found an error or needs a person: the customer uploads new data.
 * - `ready`: every file is carried and passed (warnings included): one button confirms the proof.
 * - `confirmed`: the proof is approved.
 */
export type CarriedProofState = 'none' | 'checking' | 'refused' | 'ready' | 'confirmed'

export function carriedProofState(order: {
  workState: WorkState
  proofApprovedAt: string | Date | null
  files: {
    carried: boolean
    check: { state: string; level: string | null } | null
  }[]
}): CarriedProofState {
  const { files } = order
  if (files.length === 0 || files.some((file) => !file.carried)) return 'none'
  if (order.proofApprovedAt) return 'confirmed'
  if (order.workState !== 'new') return 'none'
  if (files.some((file) => file.check?.state !== 'done')) return 'checking'
  if (files.some((file) => file.check?.level !== 'pass' && file.check?.level !== 'warning')) {
    return 'refused'
  }
  return 'ready'
}
