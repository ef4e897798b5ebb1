import { adminCouponFiltersSchema } from '#core/validation/admin-coupons.ts'
import { formObject } from './forms.server.ts'

// STAFF-10: the back office's coupons, for the owner and sales (they give money away).

/** The list's filters from the page's address (one value per name; unknown values dropped). */
export function couponFiltersOf(url: URL) {
  return adminCouponFiltersSchema.parse(Object.fromEntries(url.searchParams))
}

/**
 * The coupon form as the service takes it, to read through its schema (`couponInputSchema`,
 * decision 0039; an unticked checkbox sends nothing).
 */
export function couponFields(form: FormData): Record<string, unknown> {
  return formObject(form, { booleans: ['isActive'] })
}

/** A coupon id from the page's address; anything else is no coupon. */
export function couponIdOf(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,8}$/.test(param) ? Number(param) : null
}
