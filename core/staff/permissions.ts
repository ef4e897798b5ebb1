import type { StaffRole } from './roles.ts'

/**
 * STAFF-5, STAFF-10, CONT-1: who may do what in the back office, in one table (decision 0039).
 * Pages, actions, services and the navigation ask `can(member, 'orders.ship')`; no role list is
 * written anywhere else.
 */
export const PERMISSIONS = {
  /** The order list, an order's page, its files and the CSV export. */
  'orders.view': ['owner', 'sales', 'production'],
  /** Moving the work on: print data checked, proof sent, in production, shipped. */
  'orders.produce': ['owner', 'production'],
  /** EDIT-1: changing an order before production (addresses, post, lines), on a customer's call. */
  'orders.edit': ['owner', 'sales'],
  /** Cancelling an order. */
  'orders.cancel': ['owner', 'sales'],
  /** Payments, refunds, invoices and credit notes (they move money). */
  'orders.money': ['owner', 'sales'],
  /** Production before payment, with a reason (ORD-19). */
  'orders.override': ['owner'],
  /** STAFF-7: customers, their logins and blocks. */
  'customers.manage': ['owner', 'sales'],
  /** MAIL-: the mail outbox, sending again. */
  'mails.manage': ['owner', 'sales'],
  /** STAFF-8: the start page's money figures. */
  'dashboard.money': ['owner', 'sales'],
  /** STAFF-10: coupons give money away, like refunds. */
  'coupons.edit': ['owner', 'sales'],
  /** CONT-1: pages, popups, the footer, categories, redirects. */
  'content.edit': ['owner', 'content'],
  /** SEC-11: a redirect rule that leads to another site. */
  'redirects.external': ['owner'],
  /** STOCK-2: the stock page, thresholds and the low-stock queue. */
  'stock.manage': ['owner', 'production', 'content'],
  /** Products, their prices and the catalogue's import and export. */
  'catalog.edit': ['owner', 'content'],
  /** The shop's settings, shipping methods and countries. */
  'settings.edit': ['owner'],
  /** STAFF-9: the staff list and accounts. */
  'staff.manage': ['owner'],
  /** QUOTE-3..QUOTE-5: quote requests priced and sent. */
  'quotes.manage': ['owner', 'sales'],
  /** STAFF-6: the audit log. */
  'audit.view': ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>

export type Permission = keyof typeof PERMISSIONS

/** Whether a member (or a role) may do what `permission` names. */
export function can(member: { role: StaffRole } | StaffRole, permission: Permission): boolean {
  const role = typeof member === 'string' ? member : member.role
  return (PERMISSIONS[permission] as readonly StaffRole[]).includes(role)
}
