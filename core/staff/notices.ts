import type { Permission } from './permissions.ts'

// STAFF-14: the mails a staff member may choose to get about the shop's work, and the
// permission each needs (a member is mailed only what their role may see, STAFF-5).

export const STAFF_NOTICES = [
  'new_order',
  'print_file',
  'proof_approved',
  'payment',
  'low_stock',
  'failed_mail',
] as const
export type StaffNoticeKind = (typeof STAFF_NOTICES)[number]

export const NOTICE_PERMISSION: Readonly<Record<StaffNoticeKind, Permission>> = {
  new_order: 'orders.view',
  print_file: 'orders.view',
  proof_approved: 'orders.view',
  payment: 'orders.money',
  low_stock: 'stock.manage',
  failed_mail: 'mails.manage',
}

/** The mail templates of staff notices; a failed one of these is never itself a notice. */
export const NOTICE_TEMPLATE_PREFIX = 'staff-notice'
