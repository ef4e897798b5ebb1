import type { MoneyState, WorkState } from '#core/orders/workflow.ts'

// STAFF-10: coupons as the back office lists them.

export type CouponState = 'active' | 'inactive' | 'expired' | 'scheduled'

export interface CouponSummary {
  id: number
  code: string
  percent: number
  /** The first and last valid shop day ('YYYY-MM-DD'), null when open. */
  validFrom: string | null
  validUntil: string | null
  maxUses: number | null
  maxUsesPerCustomer: number | null
  usedCount: number
  isActive: boolean
  state: CouponState
  /** Distinct customers who redeemed it. */
  customers: number
  /** Totals (gross, cents) of the orders that used it, cancelled ones left out. */
  revenueCents: number
}

export interface CouponOrder {
  id: number
  number: number
  createdAt: string
  customerId: number
  company: string
  totalCents: number
  workState: WorkState
  paymentStatus: MoneyState
}
