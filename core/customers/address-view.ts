// ACC-4: an address of the customer's address book, as the profile and the checkout show it.

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
}
