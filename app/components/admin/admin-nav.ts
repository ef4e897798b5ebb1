import type { MessageKey } from '#core/i18n/translate.ts'
import type { StaffRole } from '#core/staff/roles.ts'
import { can, type Permission } from '#core/staff/permissions.ts'

// STAFF-16: the back office's navigation in four groups, so that a phone shows the page and
// not seventeen links. A member sees a group when their role may open one of its pages. It lives
// beside the back office's components: a module of app/lib that three routes share joins the
// storefront's 'common' chunk (vite.config.ts, PERF-3).

export interface AdminNavLink {
  path: string
  /** The message key of the link's text. */
  label: MessageKey
  permission: Permission
}

export interface AdminNavGroup {
  id: 'sales' | 'catalog' | 'content' | 'team'
  links: AdminNavLink[]
}

const GROUPS: AdminNavGroup[] = [
  {
    id: 'sales',
    links: [
      { path: '/admin/orders', label: 'admin.nav.orders', permission: 'orders.view' },
      { path: '/admin/customers', label: 'admin.nav.customers', permission: 'customers.manage' },
      { path: '/admin/quotes', label: 'adminQuotes.nav', permission: 'quotes.manage' },
      { path: '/admin/invoices', label: 'admin.nav.invoices', permission: 'customers.manage' },
      { path: '/admin/mails', label: 'admin.nav.mails', permission: 'customers.manage' },
    ],
  },
  {
    id: 'catalog',
    links: [
      { path: '/admin/products', label: 'adminProducts.nav', permission: 'content.edit' },
      {
        path: '/admin/categories',
        label: 'adminContent.categories.nav',
        permission: 'content.edit',
      },
      { path: '/admin/catalog', label: 'adminCatalog.nav', permission: 'content.edit' },
      { path: '/admin/stock', label: 'adminWork.stock.title', permission: 'stock.manage' },
      { path: '/admin/coupons', label: 'admin.nav.coupons', permission: 'customers.manage' },
    ],
  },
  {
    id: 'content',
    links: [
      { path: '/admin/pages', label: 'adminContent.pages.nav', permission: 'content.edit' },
      { path: '/admin/popups', label: 'adminContent.popupsNav', permission: 'content.edit' },
      { path: '/admin/footer', label: 'adminFooter.nav', permission: 'content.edit' },
      { path: '/admin/fairs', label: 'adminFairs.nav', permission: 'content.edit' },
      { path: '/admin/redirects', label: 'adminContent.nav', permission: 'content.edit' },
    ],
  },
  {
    id: 'team',
    links: [
      { path: '/admin/staff', label: 'admin.nav.staff', permission: 'staff.manage' },
      { path: '/admin/audit', label: 'admin.nav.audit', permission: 'staff.manage' },
      { path: '/admin/settings', label: 'admin.nav.settings', permission: 'staff.manage' },
    ],
  },
]

/** The groups and links a member's role may open, in the navigation's order. */
export function adminNavGroups(member: { role: StaffRole }): AdminNavGroup[] {
  return GROUPS.map((group) => ({
    ...group,
    links: group.links.filter((link) => can(member, link.permission)),
  })).filter((group) => group.links.length > 0)
}
