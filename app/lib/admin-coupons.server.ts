import { adminCouponFiltersSchema } from '#core/validation/admin-coupons.ts'

// STAFF-10: the back office's coupons, for the owner and sales (they give money away).

/** The list's filters from the page's address (one value per name; unknown values dropped). */
export function couponFiltersOf(url: URL) {
  return adminCouponFiltersSchema.parse(Object.fromEntries(url.searchParams))
}

/** The coupon form's fields as the service takes them (an unticked checkbox sends nothing). */
export function couponFields(form: FormData): Record<string, unknown> {
  const field = (name: string) => String(form.get(name) ?? '')
  return {
    code: field('code'),
    percent: field('percent'),
    validFrom: field('validFrom'),
    validUntil: field('validUntil'),
    maxUses: field('maxUses'),
    maxUsesPerCustomer: field('maxUsesPerCustomer'),
    isActive: form.get('isActive') === 'on',
  }
}

/** A coupon id from the page's address; anything else is no coupon. */
export function couponIdOf(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,8}$/.test(param) ? Number(param) : null
}
