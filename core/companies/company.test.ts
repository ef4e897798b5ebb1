import { describe, expect, it } from 'vitest'
import { approvalReason, canApprove, canManage, memberSchema } from './company.ts'

// CO-3, CO-4, CO-8: who may do what, and when a buyer's order waits for an approver.

describe('approvalReason', () => {
  const buyer = { role: 'buyer' as const, orderLimitCents: 100_000, monthlyLimitCents: 300_000 }

  it('lets a buyer order up to the limit per order, and holds one cent more', () => {
    expect(approvalReason(buyer, 100_000, 0)).toBeNull()
    expect(approvalReason(buyer, 100_001, 0)).toBe('order_limit')
  })

  it('counts the month with the order', () => {
    expect(approvalReason(buyer, 50_000, 250_000)).toBeNull()
    expect(approvalReason(buyer, 50_000, 250_001)).toBe('monthly_limit')
  })

  it('has no limit where none is set, and none at all for admins and approvers', () => {
    const free = { role: 'buyer' as const, orderLimitCents: null, monthlyLimitCents: null }
    expect(approvalReason(free, 10_000_000, 10_000_000)).toBeNull()
    for (const role of ['admin', 'approver'] as const) {
      expect(approvalReason({ ...buyer, role }, 10_000_000, 10_000_000)).toBeNull()
    }
  })
})

describe('roles', () => {
  it('lets admins manage and admins and approvers approve', () => {
    expect([canManage('admin'), canManage('approver'), canManage('buyer')]).toEqual([
      true,
      false,
      false,
    ])
    expect([canApprove('admin'), canApprove('approver'), canApprove('buyer')]).toEqual([
      true,
      true,
      false,
    ])
  })
})

describe('memberSchema', () => {
  it('reads limits in euros as forms and the API send them', () => {
    const parse = (order_limit: unknown) => memberSchema.parse({ role: 'buyer', order_limit })
    expect(parse('1.500,50').order_limit).toBe(1500.5)
    expect(parse('1500.5').order_limit).toBe(1500.5)
    expect(parse(' 2000 € ').order_limit).toBe(2000)
    expect(parse(750).order_limit).toBe(750)
    expect(parse('').order_limit).toBeNull()
    expect(parse(null).order_limit).toBeNull()
  })

  it('refuses what is no amount', () => {
    for (const value of ['viel', '-5', '1,2,3', 10_000_001, '12.345']) {
      expect(
        memberSchema.safeParse({ role: 'buyer', order_limit: value }).success,
        String(value),
      ).toBe(false)
    }
    expect(memberSchema.safeParse({ role: 'chef' }).success).toBe(false)
  })
})
