import { describe, expect, it } from 'vitest'
import { couponInputSchema } from '#core/validation/admin-coupons.ts'
import { issueMessages } from '#core/validation/form-input.ts'
import { couponFields } from './admin-coupons.server.ts'

// STAFF-10, FORM-5: the coupon form is read through the service's schema as it was posted.

const formOf = (fields: Record<string, string>) => {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  return form
}

describe('the coupon form', () => {
  it('reads a ticked and an unticked box, and leaves the form’s machinery out', () => {
    const fields = { intent: 'save', code: ' messe10 ', percent: '12,5', maxUses: '3' }
    expect(couponInputSchema.parse(couponFields(formOf({ ...fields, isActive: 'on' })))).toEqual({
      code: 'MESSE10',
      percent: 12.5,
      validFrom: null,
      validUntil: null,
      maxUses: 3,
      maxUsesPerCustomer: null,
      isActive: true,
    })
    expect(couponInputSchema.parse(couponFields(formOf(fields))).isActive).toBe(false)
  })

  it('refuses a wrong field with its message in the member’s language', () => {
    const refused = couponInputSchema.safeParse(couponFields(formOf({ code: 'X', percent: '5' })))
    expect(refused.success ? {} : Object.keys(issueMessages(refused.error, 'de'))).toEqual(['code'])
  })
})
