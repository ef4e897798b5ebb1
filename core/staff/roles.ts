// STAFF-5: the back office's roles. Shared by the schema, the services and the pages.

export const STAFF_ROLES = ['owner', 'sales', 'production', 'content'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** STAFF-3: an owner must log in with a second factor (the others may set one up). */
export function needsSecondFactor(role: StaffRole): boolean {
  return role === 'owner'
}
