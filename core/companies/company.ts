import { z } from 'zod'
import type { MessageKey } from '#core/i18n/translate.ts'
import { text } from '#core/validation/text.ts'

// CO-2..CO-4, CO-8 (decision 0059): who in a company may do what, and when a buyer's order
// waits for an approver. Pure: the customers module reads the members, the orders module sums the
// month, and both ask here.

export const COMPANY_ROLES = ['admin', 'approver', 'buyer'] as const
export type CompanyRole = (typeof COMPANY_ROLES)[number]

/** CO-3: admins keep the members, addresses and limits. */
export const canManage = (role: CompanyRole) => role === 'admin'
/** CO-3, CO-8: admins and approvers see every order of the company and decide on approvals. */
export const canApprove = (role: CompanyRole) => role === 'admin' || role === 'approver'

/** CO-2: an invitation is valid for seven days. */
export const INVITATION_DAYS = 7

export interface BuyerLimits {
  role: CompanyRole
  /** Net goods per order, in cents; null: none. */
  orderLimitCents: number | null
  /** Net goods per calendar month (Berlin), in cents; null: none. */
  monthlyLimitCents: number | null
}

export type ApprovalReason = 'order_limit' | 'monthly_limit'

/**
 * CO-8: why an order of `netCents` needs an approver, or null. Only a buyer has limits; the month
 * counts the buyer's orders of this month that were not rejected or cancelled.
 */
export function approvalReason(
  limits: BuyerLimits,
  netCents: number,
  spentThisMonthCents: number,
): ApprovalReason | null {
  if (limits.role !== 'buyer') return null
  if (limits.orderLimitCents !== null && netCents > limits.orderLimitCents) return 'order_limit'
  if (
    limits.monthlyLimitCents !== null &&
    spentThisMonthCents + netCents > limits.monthlyLimitCents
  ) {
    return 'monthly_limit'
  }
  return null
}

const ROLE_INVALID = 'company.errors.role' satisfies MessageKey
const EMAIL_INVALID = 'company.errors.email' satisfies MessageKey
const LIMIT_INVALID = 'company.errors.limit' satisfies MessageKey
const MESSAGE_TOO_LONG = 'company.errors.messageTooLong' satisfies MessageKey

const role = z.enum(COMPANY_ROLES, { error: ROLE_INVALID })

/**
 * A limit in euros as a form or the API sends it: empty or null is none; "1.500,50", "1500.5" and
 * 1500 are read; at most 10 million.
 */
const limit = z.preprocess(
  (value) => {
    if (value === '' || value === null || value === undefined) return null
    if (typeof value === 'number') return value
    if (typeof value !== 'string') return value
    const plain = value.trim().replace(/\s|€/g, '')
    const normal = /,\d{1,2}$/.test(plain) ? plain.replace(/\./g, '').replace(',', '.') : plain
    return /^\d+(\.\d{1,2})?$/.test(normal) ? Number(normal) : Number.NaN
  },
  z
    .number({ error: LIMIT_INVALID })
    .min(0, { error: LIMIT_INVALID })
    .max(10_000_000, { error: LIMIT_INVALID })
    .nullable(),
)

/** CO-2: `POST .../company/invitations` and the profile's invitation form. */
export const invitationSchema = z.object({
  email: text()
    .trim()
    .max(254, { error: EMAIL_INVALID })
    .pipe(z.email({ error: EMAIL_INVALID })),
  role,
})
export type InvitationInput = z.infer<typeof invitationSchema>

/** CO-3, CO-4: `PATCH .../company/members/{id}` and the profile's member form. */
export const memberSchema = z.object({
  role,
  order_limit: limit.optional(),
  monthly_limit: limit.optional(),
})
export type MemberInput = z.infer<typeof memberSchema>

/** CO-7: the company's own settings (admins): the purchase order number on every order. */
export const companySettingsSchema = z.object({
  purchase_order_required: z.boolean({ error: 'company.errors.switch' }),
})

/** CO-9: an approver's rejection says why (optional for approval). */
export const decisionSchema = z.object({
  message: text({ multiline: true }).trim().max(1000, { error: MESSAGE_TOO_LONG }).default(''),
})

/** Euros to cents, for the limits read above. */
export const limitCents = (euros: number | null | undefined): number | null | undefined =>
  euros === undefined ? undefined : euros === null ? null : Math.round(euros * 100)
