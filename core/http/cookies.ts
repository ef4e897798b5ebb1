/**
 * One value of a Cookie request header, or undefined. The one cookie reader of the shop: the
 * locale, consent, popup, catalogue view and session cookies all go through it.
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='))
      } catch {
        return undefined
      }
    }
  }
  return undefined
}

/**
 * CHK-15: 'an order-created marker is stored in a cookie and cleared later'. The API sets it
 * when an order is created; the result pages clear it (the success page in its answer, the overview
 * and thank-you pages in the browser). Not httpOnly: the browser clears it.
 */
export const ORDER_CREATED_COOKIE = 'order_created'

/**
 * The order-created marker for the order `number`, as a Set-Cookie value: for a day, readable
 * by the browser, Secure on an https shop. The API and the payment page's action set it alike.
 */
export function orderCreatedCookie(number: number, secure: boolean): string {
  return `${ORDER_CREATED_COOKIE}=${number}; Max-Age=86400; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** A cookie that deletes `name` (site-wide path), for a Set-Cookie header or document.cookie. */
export function expiredCookie(name: string): string {
  return `${name}=; Path=/; Max-Age=0; SameSite=Lax`
}
