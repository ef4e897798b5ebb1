import type { customers } from '#server/db/schema/index.ts'

export type CustomerRow = typeof customers.$inferSelect

/** What a customer may see of their own account: never the password hash. */
export interface CustomerView {
  id: number
  company: string
  gender: 'male' | 'female'
  firstName: string
  lastName: string
  address: string
  postcode: string
  city: string
  countryId: number
  email: string
  phone: string
  /** INV-8: the public-sector buyer's Leitweg-ID (their invoices also as XRechnung), or null. */
  leitwegId: string | null
  locale: 'de' | 'en'
}

export function customerView(row: CustomerRow): CustomerView {
  return {
    id: row.id,
    company: row.company,
    gender: row.gender,
    firstName: row.firstName,
    lastName: row.lastName,
    address: row.address,
    postcode: row.postcode,
    city: row.city,
    countryId: row.countryId,
    email: row.email,
    phone: row.phone,
    leitwegId: row.leitwegId,
    locale: row.locale,
  }
}
