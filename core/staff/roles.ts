// STAFF-5: the back office's roles. Shared by the schema, the services and the pages.

export const STAFF_ROLES = ['owner', 'sales', 'production', 'content'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** STAFF-10: who creates and edits coupons (they give money away, like refunds): owner and sales. */
export function mayEditCoupons(role: StaffRole): boolean {
  return role === 'owner' || role === 'sales'
}

/** CONT-1: who edits the site's content (redirects, pages, categories): owner and content. */
export function mayEditContent(role: StaffRole): boolean {
  return role === 'owner' || role === 'content'
}

/** STAFF-3: an owner must log in with a second factor (the others may set one up). */
export function needsSecondFactor(role: StaffRole): boolean {
  return role === 'owner'
}
