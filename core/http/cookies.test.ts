import { describe, expect, it } from 'vitest'
import {
  expiredCookie,
  orderCreatedCookie,
  readCookie,
  clearedSessionCookieHeader,
  clearedStaffCookieHeader,
  sessionCookieHeader,
  staffCookieHeader,
} from './cookies.ts'

describe('readCookie', () => {
  it('finds a cookie by its exact name', () => {
    const header = 'notlocale=de; locale=en; consent=v1.s1.m0.e0; token=a%3Db'
    expect(readCookie(header, 'locale')).toBe('en')
    expect(readCookie(header, 'consent')).toBe('v1.s1.m0.e0')
    expect(readCookie(header, 'token')).toBe('a=b')
    expect(readCookie(header, 'missing')).toBeUndefined()
    expect(readCookie(null, 'locale')).toBeUndefined()
  })

  it('answers undefined for a value that cannot be decoded', () => {
    expect(readCookie('bad=%E0%A4%A', 'bad')).toBeUndefined()
  })
})

describe('expiredCookie', () => {
  it('deletes the cookie site-wide', () => {
    expect(expiredCookie('order_created')).toBe('order_created=; Path=/; Max-Age=0; SameSite=Lax')
  })
})

describe('orderCreatedCookie', () => {
  it('marks the order for a day, readable by the browser, Secure on an https shop', () => {
    expect(orderCreatedCookie(1042, false)).toBe(
      'order_created=1042; Max-Age=86400; Path=/; SameSite=Lax',
    )
    expect(orderCreatedCookie(1042, true)).toMatch(/; Secure$/)
    expect(orderCreatedCookie(1042, true)).not.toMatch(/HttpOnly/)
  })
})

describe('the session cookies (decision 0005, STAFF-1)', () => {
  it('keeps the customer session HttpOnly and Lax, Secure on an https shop', () => {
    const expires = new Date('2026-12-24T10:00:00Z')
    expect(sessionCookieHeader('tok+1', expires, true)).toBe(
      'nl_session=tok%2B1; Expires=Thu, 24 Dec 2026 10:00:00 GMT; Path=/; HttpOnly; SameSite=Lax; Secure',
    )
    expect(clearedSessionCookieHeader()).toBe(
      'nl_session=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax',
    )
  })

  it('keeps the staff session to this site and the browser session', () => {
    expect(staffCookieHeader('s', false)).toBe('nl_staff=s; Path=/; HttpOnly; SameSite=Strict')
    expect(clearedStaffCookieHeader()).toContain('nl_staff=; Expires=Thu, 01 Jan 1970')
  })
})
