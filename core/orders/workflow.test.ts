import { can } from '#core/staff/permissions.ts'
import { describe, expect, it } from 'vitest'
import {
  canCancel,
  checkRefund,
  MONEY_STATES,
  mayMoveWork,
  mayStartProduction,
  moneyTransition,
  nextWorkStates,
  paymentAllowsProduction,
  printDataChange,
  WORK_STATES,
  workTransition,
} from './workflow.ts'

/** Every pair of states the machine allows, as "from → to". */
function allowedPairs<S extends string>(
  states: readonly S[],
  transition: (from: S, to: S) => { ok: boolean },
) {
  return states.flatMap((from) =>
    states.filter((to) => transition(from, to).ok).map((to) => `${from} → ${to}`),
  )
}

describe('ORD-10 the work on an order', () => {
  it('allows exactly these steps, and refuses every other pair of states', () => {
    expect(allowedPairs(WORK_STATES, workTransition)).toEqual([
      'new → awaiting_print_data',
      'new → print_data_checked',
      'new → cancelled',
      'awaiting_print_data → print_data_received',
      'awaiting_print_data → print_data_checked',
      'awaiting_print_data → cancelled',
      'print_data_received → awaiting_print_data',
      'print_data_received → print_data_checked',
      'print_data_received → cancelled',
      'print_data_checked → awaiting_print_data',
      'print_data_checked → print_data_received',
      'print_data_checked → proof_approved',
      'print_data_checked → cancelled',
      'proof_approved → awaiting_print_data',
      'proof_approved → print_data_received',
      'proof_approved → in_production',
      'proof_approved → cancelled',
      'in_production → shipped',
      'in_production → cancelled',
      'shipped → completed',
    ])
  })

  it('says why a step is refused', () => {
    expect(workTransition('new', 'new')).toEqual({ ok: false, reason: 'unchanged' })
    expect(workTransition('new', 'shipped')).toEqual({ ok: false, reason: 'not-allowed' })
    expect(workTransition('completed', 'cancelled')).toEqual({ ok: false, reason: 'not-allowed' })
    expect(workTransition('cancelled', 'new')).toEqual({ ok: false, reason: 'not-allowed' })
  })

  it('reaches production only from approved print data', () => {
    for (const state of WORK_STATES) {
      expect(workTransition(state, 'in_production').ok, state).toBe(mayStartProduction(state))
    }
  })

  it('lets an order be cancelled until its goods have left (ORD-12)', () => {
    expect(WORK_STATES.filter(canCancel)).toEqual([
      'new',
      'awaiting_print_data',
      'print_data_received',
      'print_data_checked',
      'proof_approved',
      'in_production',
    ])
    expect(nextWorkStates('shipped')).toEqual(['completed'])
    expect(nextWorkStates('completed')).toEqual([])
  })
})

describe('ORD-11 the money of an order', () => {
  it('allows exactly these steps, and refuses every other pair of states', () => {
    expect(allowedPairs(MONEY_STATES, moneyTransition)).toEqual([
      'open → pending',
      'open → paid',
      'open → cancelled',
      'pending → open',
      'pending → failed',
      'pending → paid',
      'pending → cancelled',
      'failed → pending',
      'failed → paid',
      'failed → cancelled',
      'paid → partly_refunded',
      'paid → refunded',
      'partly_refunded → partly_refunded',
      'partly_refunded → refunded',
    ])
  })
})

describe('ORD-13 refunds', () => {
  const paid = { paidCents: 10_000, refundedCents: 0 }

  it('refunds part or all of what was paid, never more', () => {
    expect(checkRefund('paid', { ...paid, amountCents: 2_500 })).toEqual({
      ok: true,
      state: 'partly_refunded',
    })
    expect(checkRefund('paid', { ...paid, amountCents: 10_000 })).toEqual({
      ok: true,
      state: 'refunded',
    })
    expect(checkRefund('paid', { ...paid, amountCents: 10_001 })).toEqual({
      ok: false,
      reason: 'above-paid',
    })
    const second = { paidCents: 10_000, refundedCents: 2_500 }
    expect(checkRefund('partly_refunded', { ...second, amountCents: 7_500 })).toEqual({
      ok: true,
      state: 'refunded',
    })
    expect(checkRefund('partly_refunded', { ...second, amountCents: 7_501 }).ok).toBe(false)
  })

  it('refuses a refund of nothing, of a fraction of a cent, and of an unpaid order', () => {
    for (const amountCents of [0, -1, 0.5, Number.NaN]) {
      expect(checkRefund('paid', { ...paid, amountCents })).toEqual({
        ok: false,
        reason: 'not-positive',
      })
    }
    for (const state of ['open', 'pending', 'failed', 'refunded', 'cancelled'] as const) {
      expect(checkRefund(state, { ...paid, amountCents: 100 })).toEqual({
        ok: false,
        reason: 'not-paid',
      })
    }
  })
})

describe('PRE-11, PRE-12 new print data', () => {
  it('is more data before the check, new data to check after a request or a release, and is refused in production', () => {
    expect(WORK_STATES.map((state) => `${state}: ${printDataChange(state)}`)).toEqual([
      'new: keep',
      'awaiting_print_data: received',
      'print_data_received: keep',
      'print_data_checked: received',
      'proof_approved: received',
      'in_production: refused',
      'shipped: refused',
      'completed: refused',
      'cancelled: refused',
    ])
  })
})

describe('ORD-19 production waits for the money', () => {
  it('starts on paid prepayment, card and PayPal orders and on placed invoice orders', () => {
    const allowed = (['card', 'paypal', 'prepayment', 'invoice'] as const).flatMap((method) =>
      MONEY_STATES.filter((money) => paymentAllowsProduction(method, money)).map(
        (money) => `${method}: ${money}`,
      ),
    )
    expect(allowed).toEqual([
      'card: paid',
      'card: partly_refunded',
      'paypal: paid',
      'paypal: partly_refunded',
      'prepayment: paid',
      'prepayment: partly_refunded',
      'invoice: open',
      'invoice: pending',
      'invoice: failed',
      'invoice: paid',
      'invoice: partly_refunded',
    ])
  })
})

describe('STAFF-5 who moves an order', () => {
  it('lets production work the order, sales cancel it and handle the money, the owner all', () => {
    for (const to of WORK_STATES) {
      // PRE-11, PRE-12: the proof is approved and new data sent by the customer, never a member.
      const customers = to === 'proof_approved' || to === 'print_data_received'
      expect(mayMoveWork('owner', to)).toBe(!customers)
      expect(mayMoveWork('production', to)).toBe(to !== 'cancelled' && !customers)
      expect(mayMoveWork('sales', to)).toBe(to === 'cancelled')
      expect(mayMoveWork('content', to)).toBe(false)
    }
    expect(
      (['owner', 'sales', 'production', 'content'] as const).map((role) =>
        can(role, 'orders.money'),
      ),
    ).toEqual([true, true, false, false])
  })
})
