import type { WorkState } from './workflow.ts'

// ORD-10..ORD-18: an order's facts, timeline and refunds as the back office shows them.

/** ORD-15: what staff see of an order beyond the customer's view. */
export interface StaffOrderFacts {
  workState: WorkState
  version: number
  customerId: number
  payment: {
    provider: string | null
    reference: string | null
    captureId: string | null
    attempts: number
    paidAt: string | null
    refundedCents: number
  }
  vatIdAsEntered: string | null
  vatIdConfirmation: unknown
  /** PRE-11: the address the customer approved the proof from. */
  proofApprovedIp: string | null
}

export interface OrderEventView {
  id: number
  kind: 'work' | 'money' | 'note'
  fromState: string | null
  toState: string | null
  note: string
  customerMessage: string | null
  /** ORD-19, PRE-12: why a member stepped over a safeguard with this step. */
  reason: string | null
  amountCents: number | null
  occurredOn: string | null
  staffName: string | null
  createdAt: string
}

export interface RefundView {
  id: number
  amountCents: number
  reason: string
  method: string
  status: 'pending' | 'done' | 'failed'
  error: string | null
  staffName: string | null
  createdAt: string
  doneAt: string | null
}
