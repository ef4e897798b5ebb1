import type { Locale } from '#core/i18n/locale.ts'
import type { StaffRole } from './roles.ts'

// STAFF-1: a member of the staff as the back office knows them.

export interface StaffMember {
  id: number
  email: string
  name: string
  role: StaffRole
  locale: Locale
  totpEnabled: boolean
}
