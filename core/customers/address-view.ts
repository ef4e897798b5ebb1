import type { BoothDetails } from '#core/booth/booth.ts'

// ACC-4: an address of the customer's address book, as the profile and the checkout show it.

/** FAIR-ADDR-1: the booth of a booth address, with the fair it belongs to. */
export interface AddressBooth extends BoothDetails {
  fairId: number
  viaForwarder: boolean
}

export interface AddressView {
  id: number
  company: string
  gender: 'male' | 'female' | null
  firstName: string
  lastName: string
  address: string
  postcode: string
  city: string
  countryId: number
  country: { name: string; code: string }
  phone: string
  isDefaultBilling: boolean
  isDefaultShipping: boolean
  /** Null for an ordinary address (and for one whose fair was deleted). */
  booth: AddressBooth | null
  /**
   * CO-10: null for the customer's own address; for a colleague's, shared in the company, the
   * colleague's name (it can be used, not changed, and is nobody else's default).
   */
  sharedBy: string | null
}
