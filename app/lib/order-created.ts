import { expiredCookie, ORDER_CREATED_COOKIE } from '#core/http/cookies.ts'
import { type CartStorage, clearGuestCart } from './guest-cart.ts'

/**
 * CHK-15: after a successful order the order state, the cart and the local cart storage are
 * cleared, and the order-created marker later. Runs in the browser on the result pages.
 */
export function clearAfterOrder(doc: Pick<Document, 'cookie'>, storage: CartStorage) {
  doc.cookie = expiredCookie(ORDER_CREATED_COOKIE)
  clearGuestCart(storage)
}
