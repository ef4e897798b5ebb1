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

/** The attributes of a Set-Cookie value (a cookie the server sets). */
export interface CookieAttributes {
  path: string
  httpOnly?: boolean
  sameSite: 'lax' | 'strict'
  secure?: boolean
  /** Absent: the cookie ends with the browser. */
  expires?: Date
}

/** One Set-Cookie value. */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    ...(attributes.expires ? [`Expires=${attributes.expires.toUTCString()}`] : []),
    `Path=${attributes.path}`,
    ...(attributes.httpOnly ? ['HttpOnly'] : []),
    `SameSite=${attributes.sameSite === 'lax' ? 'Lax' : 'Strict'}`,
    ...(attributes.secure ? ['Secure'] : []),
  ].join('; ')
}

/** AUTH-1: the customer's session cookie (the API reads its token as a Bearer token too). */
export const AUTH_COOKIE = 'nl_session'

/** Decision 0005: HttpOnly, SameSite=Lax, Secure on an https shop. */
export const sessionCookieAttributes = (secure: boolean, expires: Date): CookieAttributes => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secure,
  expires,
})

/** The customer's session cookie as a `Set-Cookie` value, for a route action's answer. */
export function sessionCookieHeader(token: string, expiresAt: Date, secure: boolean): string {
  return serializeCookie(AUTH_COOKIE, token, sessionCookieAttributes(secure, expiresAt))
}

/** A `Set-Cookie` value that removes the session cookie. */
export function clearedSessionCookieHeader(): string {
  return serializeCookie(AUTH_COOKIE, '', { path: '/', sameSite: 'lax', expires: new Date(0) })
}

/** STAFF-1: the back office's own session cookie, never sent by a cross-site request. */
export const STAFF_COOKIE = 'nl_staff'

/** A `Set-Cookie` value for a staff session: HttpOnly, SameSite=Strict, ends with the browser. */
export function staffCookieHeader(token: string, secure: boolean): string {
  return serializeCookie(STAFF_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure,
  })
}

export function clearedStaffCookieHeader(): string {
  return serializeCookie(STAFF_COOKIE, '', { path: '/', sameSite: 'strict', expires: new Date(0) })
}
