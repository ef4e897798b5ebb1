import { readCookie } from '#core/http/cookies.ts'
import { isLocale, type Locale } from '#core/i18n/locale.ts'

/** The customer's chosen language, remembered for a year (SHOP-3: locale cookie). */
export const LOCALE_COOKIE = 'locale'

export function readLocaleCookie(header: string | null): Locale | undefined {
  const value = readCookie(header, LOCALE_COOKIE)
  return isLocale(value) ? value : undefined
}

export function localeCookie(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`
}
