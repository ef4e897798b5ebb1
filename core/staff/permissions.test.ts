import { describe, expect, it } from 'vitest'
import { can, PERMISSIONS, type Permission } from './permissions.ts'
import { STAFF_ROLES } from './roles.ts'

// STAFF-5, STAFF-10, CONT-1, SEC-11, ORD-19: the whole table, role by role, as the spec words it.
const expected: Record<Permission, string> = {
  'orders.view': 'owner sales production',
  'orders.produce': 'owner production',
  'orders.edit': 'owner sales',
  'orders.cancel': 'owner sales',
  'orders.money': 'owner sales',
  'orders.override': 'owner',
  'customers.manage': 'owner sales',
  'mails.manage': 'owner sales',
  'dashboard.money': 'owner sales',
  'coupons.edit': 'owner sales',
  'content.edit': 'owner content',
  'redirects.external': 'owner',
  'stock.manage': 'owner production content',
  'catalog.edit': 'owner content',
  'settings.edit': 'owner',
  'staff.manage': 'owner',
  'quotes.manage': 'owner sales',
  'audit.view': 'owner',
}

describe('the back office’s permissions', () => {
  it.each(Object.entries(expected))('%s is for %s', (permission, roles) => {
    const allowed = STAFF_ROLES.filter((role) => can({ role }, permission as Permission))
    expect(allowed.join(' ')).toBe(roles)
  })

  it('names every permission the table has', () => {
    expect(Object.keys(PERMISSIONS).sort()).toEqual(Object.keys(expected).sort())
  })

  it('takes a member or a bare role', () => {
    expect(can('owner', 'staff.manage')).toBe(true)
    expect(can({ role: 'content' }, 'orders.view')).toBe(false)
  })
})
