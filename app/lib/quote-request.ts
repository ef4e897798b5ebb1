import { servicesFromText, servicesText } from '#core/cart/lines.ts'

// QUOTE-2: the request form's lines travel as `line[]` keys ('product/combination/duration/
// services', CART-2's key) beside `quantity[]`, so the form posts without JavaScript.

export interface RequestLine {
  productId: number
  combinationId: number
  durationId: number
  serviceValueIds: number[]
  quantity: number
}

export function lineKeyOf(line: Omit<RequestLine, 'quantity'>): string {
  return `${line.productId}/${line.combinationId}/${line.durationId}/${servicesText(line.serviceValueIds)}`
}

/** A posted key back into its ids; anything else is null. */
export function lineOfKey(key: string): Omit<RequestLine, 'quantity'> | null {
  const match = /^(\d{1,9})\/(\d{1,9})\/(\d{1,9})\/([\d,]{1,200})$/.exec(key)
  if (!match) return null
  return {
    productId: Number(match[1]),
    combinationId: Number(match[2]),
    durationId: Number(match[3]),
    serviceValueIds: servicesFromText(match[4]!),
  }
}

/** The product page's link to the form: its configuration and quantity in the address. */
export function quoteRequestQuery(line: RequestLine): string {
  return new URLSearchParams({
    product: String(line.productId),
    combination: String(line.combinationId),
    duration: String(line.durationId),
    services: servicesText(line.serviceValueIds),
    quantity: String(line.quantity),
  }).toString()
}
