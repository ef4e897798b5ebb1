import { z } from 'zod'
import type { MessageKey } from '#core/i18n/translate.ts'
import { optionalEnum } from './admin-orders.ts'
import { checkbox } from './form-fields.ts'
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from './text.ts'

// STAFF-10: the back office's coupon form (CHK-6's coupons) and its list filters. The form's
// fields arrive as text (a form post) or as values (a test, a future API); both parse alike.

export const COUPON_FILTERS = ['active', 'inactive', 'expired'] as const
export type CouponFilter = (typeof COUPON_FILTERS)[number]

export const adminCouponFiltersSchema = z.object({
  status: optionalEnum(COUPON_FILTERS),
  q: z
    .string()
    .optional()
    .transform((value) => (value ?? '').trim().toUpperCase().slice(0, 32)),
  page: z
    .string()
    .optional()
    .transform((value) => Math.min(Math.max(Number.parseInt(value ?? '1', 10) || 1, 1), 10_000)),
})
export type AdminCouponFilters = z.infer<typeof adminCouponFiltersSchema>

/** A field's value as trimmed text: nothing is '', a number its digits, a control character refused. */
const textOf = z
  // A field not sent is an empty one (FORM-5).
  .unknown()
  .optional()
  .transform((value, ctx) => {
    const text = value === undefined || value === null ? '' : String(value).trim()
    if (hasControlCharacters(text)) {
      ctx.addIssue({ code: 'custom', message: CONTROL_CHARACTERS_MESSAGE })
      return z.NEVER
    }
    return text
  })

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const isDay = (value: string) =>
  ISO_DAY.test(value) && new Date(`${value}T12:00:00Z`).toISOString().slice(0, 10) === value

const message = (key: MessageKey) => ({ error: key })
const day = textOf
  .refine((value) => value === '' || isDay(value), message('admin.coupons.dateInvalid'))
  .transform((value) => (value === '' ? null : value))
const limit = textOf
  .refine(
    (value) => value === '' || (/^\d{1,9}$/.test(value) && Number(value) >= 1),
    message('admin.coupons.limitInvalid'),
  )
  .transform((value) => (value === '' ? null : Number(value)))
/**
 * The coupon as staff enter it: the code (stored upper-case, 3..32 of A-Z 0-9 - _), the percent
 * (0.01..100, two decimals at most, '12,5' or '12.5'), the first and last valid day (shop days,
 * either open), the total and per-customer uses (whole numbers from 1, empty for unlimited) and
 * whether it is active. The service adds what needs the database (unique code, uses so far).
 * Its messages are keys, translated at the edge (decision 0039).
 */
export const couponInputSchema = z
  .object({
    code: textOf
      .transform((value) => value.toUpperCase())
      .refine((value) => /^[A-Z0-9_-]{3,32}$/.test(value), message('admin.coupons.codeInvalid')),
    percent: textOf
      .refine(
        (value) => /^\d{1,3}([.,]\d{1,2})?$/.test(value),
        message('admin.coupons.percentInvalid'),
      )
      .transform((value) => Number(value.replace(',', '.')))
      .refine((value) => value >= 0.01 && value <= 100, message('admin.coupons.percentInvalid')),
    validFrom: day,
    validUntil: day,
    maxUses: limit,
    maxUsesPerCustomer: limit,
    isActive: checkbox,
  })
  .superRefine((coupon, ctx) => {
    if (coupon.validFrom && coupon.validUntil && coupon.validUntil < coupon.validFrom) {
      ctx.addIssue({
        code: 'custom',
        path: ['validUntil'],
        message: 'admin.coupons.untilBeforeFrom',
      })
    }
  })
export type CouponInput = z.output<typeof couponInputSchema>
