import { describe, expect, it } from 'vitest'
import { combinationSchema } from '#core/catalog/product-editor.ts'
import { couponInputSchema } from './admin-coupons.ts'
import { popupInputSchema } from './admin-popups.ts'
import { checkbox } from './form-fields.ts'

// FORM-5: an unticked checkbox sends nothing; every schema with a checkbox reads that as false.

describe('checkbox', () => {
  it('is ticked by "on", true, "true" or "1", and unticked when the field is missing', () => {
    for (const ticked of ['on', true, 'true', '1']) expect(checkbox.parse(ticked)).toBe(true)
    for (const unticked of [undefined, '', 'off', false, null]) {
      expect(checkbox.parse(unticked)).toBe(false)
    }
  })

  it('lets every form with a checkbox be sent unticked', () => {
    const popup = popupInputSchema.safeParse({
      titleDe: 'Aktion',
      titleEn: 'Offer',
      contentDe: '<p>x</p>',
      contentEn: '<p>x</p>',
    })
    expect(popup.error?.issues).toBeUndefined()
    expect(popup.data?.isActive).toBe(false)
    const coupon = couponInputSchema.safeParse({ code: 'MESSE10', percent: '10' })
    expect(coupon.error?.issues).toBeUndefined()
    expect(coupon.data?.isActive).toBe(false)
    const combination = combinationSchema.safeParse({ price: '10', stock: '1' })
    expect(combination.error?.issues).toBeUndefined()
    expect(combination.data).toMatchObject({ isActive: false, isDefault: false })
  })
})
