import { type CartStorage, clearGuestCart } from './guest-cart.ts'

/** The cookie the API sets when an order is created (spec 4 'order-created marker'). */
export const ORDER_CREATED_COOKIE = 'order_created'

/**
 * spec 4: after a successful order the order state, the cart and the local cart storage are
 * cleared, and the order-created marker later. Runs in the browser on the result pages.
 */
export function clearAfterOrder(doc: Pick<Document, 'cookie'>, storage: CartStorage) {
  doc.cookie = `${ORDER_CREATED_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`
  clearGuestCart(storage)
}
