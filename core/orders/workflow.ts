import type { PaymentMethod } from '../checkout-totals/checkout-totals.ts'
import type { StaffRole } from '../staff/roles.ts'
import { can } from '../staff/permissions.ts'

// The order's way through the back office (decision 0020, ORD-10..ORD-14): one state of the work
// on the order and one of its money, each a small state machine. The back office, the payment
// providers' answers and the tests all ask these tables; nothing else decides a transition.

export const WORK_STATES = [
  'new',
  'awaiting_print_data',
  'print_data_received',
  'print_data_checked',
  'proof_approved',
  'in_production',
  'shipped',
  'completed',
  'cancelled',
] as const
export type WorkState = (typeof WORK_STATES)[number]

/**
 * ORD-10: where each work state may go. Print data that production refuses goes back to
 * "awaiting print data" (the customer uploads again); the customer's new upload then makes it
 * "new print data to check" (PRE-12), which staff release or refuse again; cancelling is
 * possible until the goods have left (ORD-12); shipped and completed orders are refunded, not
 * cancelled.
 */
const WORK_NEXT: Readonly<Record<WorkState, readonly WorkState[]>> = {
  new: ['awaiting_print_data', 'print_data_checked', 'cancelled'],
  awaiting_print_data: ['print_data_received', 'print_data_checked', 'cancelled'],
  print_data_received: ['awaiting_print_data', 'print_data_checked', 'cancelled'],
  print_data_checked: ['proof_approved', 'awaiting_print_data', 'print_data_received', 'cancelled'],
  proof_approved: ['in_production', 'awaiting_print_data', 'print_data_received', 'cancelled'],
  in_production: ['shipped', 'cancelled'],
  shipped: ['completed'],
  completed: [],
  cancelled: [],
}

export const MONEY_STATES = [
  'open',
  'pending',
  'failed',
  'paid',
  'partly_refunded',
  'refunded',
  'cancelled',
] as const
export type MoneyState = (typeof MONEY_STATES)[number]

/**
 * ORD-11: where the payment state may go. `pending` is an attempt at a provider; `failed` may be
 * tried again or paid by hand; refunds follow a payment; an order cancelled before payment has
 * its payment cancelled.
 */
const MONEY_NEXT: Readonly<Record<MoneyState, readonly MoneyState[]>> = {
  open: ['pending', 'paid', 'cancelled'],
  pending: ['paid', 'failed', 'open', 'cancelled'],
  failed: ['pending', 'paid', 'cancelled'],
  paid: ['partly_refunded', 'refunded'],
  partly_refunded: ['partly_refunded', 'refunded'],
  refunded: [],
  cancelled: [],
}

export type Refusal = { ok: false; reason: 'not-allowed' | 'unchanged' }
export type Allowed = { ok: true }

export function nextWorkStates(from: WorkState): readonly WorkState[] {
  return WORK_NEXT[from]
}

export function workTransition(from: WorkState, to: WorkState): Allowed | Refusal {
  if (from === to) return { ok: false, reason: 'unchanged' }
  return WORK_NEXT[from].includes(to) ? { ok: true } : { ok: false, reason: 'not-allowed' }
}

export function moneyTransition(from: MoneyState, to: MoneyState): Allowed | Refusal {
  // A second partial refund stays 'partly refunded': the one step that may repeat itself.
  if (from === to && to !== 'partly_refunded') return { ok: false, reason: 'unchanged' }
  return MONEY_NEXT[from].includes(to) ? { ok: true } : { ok: false, reason: 'not-allowed' }
}

/** ORD-12: an order may be cancelled while its goods have not left. */
export function canCancel(work: WorkState): boolean {
  return WORK_NEXT[work].includes('cancelled')
}

/**
 * ORD-10: production may start only on approved print data — the proof approval is the last
 * step before it, so "in production" is reached from "proof approved" alone.
 */
export function mayStartProduction(work: WorkState): boolean {
  return work === 'proof_approved'
}

/**
 * ORD-19: whether the order's money lets production start. Prepayment, card and PayPal orders
 * are produced once paid (the delivery page promises production on payment); an order on
 * invoice once placed, until its payment is cancelled or refunded. Anything else needs the
 * owner's override with a reason.
 */
export function paymentAllowsProduction(method: PaymentMethod, money: MoneyState): boolean {
  if (method === 'invoice') return money !== 'cancelled' && money !== 'refunded'
  return money === 'paid' || money === 'partly_refunded'
}

export type RefundCheck =
  | { ok: true; state: 'partly_refunded' | 'refunded' }
  | { ok: false; reason: 'not-paid' | 'not-positive' | 'above-paid' }

/**
 * ORD-13: a refund of `amountCents` on an order that was paid `paidCents` and has had
 * `refundedCents` refunded so far. Never more than what is left; the whole rest makes it
 * "refunded", less "partly refunded".
 */
export function checkRefund(
  money: MoneyState,
  amounts: { paidCents: number; refundedCents: number; amountCents: number },
): RefundCheck {
  if (money !== 'paid' && money !== 'partly_refunded') return { ok: false, reason: 'not-paid' }
  const { paidCents, refundedCents, amountCents } = amounts
  if (!Number.isInteger(amountCents) || amountCents <= 0)
    return { ok: false, reason: 'not-positive' }
  const left = paidCents - refundedCents
  if (amountCents > left) return { ok: false, reason: 'above-paid' }
  return { ok: true, state: amountCents === left ? 'refunded' : 'partly_refunded' }
}

/**
 * PRE-11, PRE-12: what a new or removed print file does to the order. Before staff looked at
 * the data it is simply more data; after staff asked for new data, the upload is "new print
 * data to check", a sign for staff; after staff released it (checked, or the proof approved)
 * the release no longer holds, because what staff checked and the customer approved is no
 * longer what will be printed: the order is "new print data to check" again. Once production
 * started the data can no longer change.
 */
export function printDataChange(work: WorkState): 'keep' | 'received' | 'refused' {
  if (work === 'new' || work === 'print_data_received') return 'keep'
  if (work === 'awaiting_print_data' || work === 'print_data_checked' || work === 'proof_approved')
    return 'received'
  return 'refused'
}

/**
 * STAFF-5 for the order's work: production moves the print data, production and shipping;
 * sales may cancel; the owner may do everything. Content has no say on orders. The proof is
 * approved by the customer alone (PRE-11). The roles come from one table (core/staff/permissions).
 */
export function mayMoveWork(role: StaffRole, to: WorkState): boolean {
  // The customer's own steps: approving the proof and sending new print data (PRE-11, PRE-12).
  if (to === 'proof_approved' || to === 'print_data_received') return false
  return can(role, to === 'cancelled' ? 'orders.cancel' : 'orders.produce')
}
