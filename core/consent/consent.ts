import { readCookie } from '#core/http/cookies.ts'

// CONSENT-1 to CONSENT-3: cookie consent. Necessary storage is always on; everything else is off
// until the visitor chooses. The choice is kept in one cookie the server can read, so pages
// render the banner (or not) and never include a tracking script before consent.

export const CONSENT_COOKIE = 'consent'
/** Bump when the categories change: an older choice is asked again. */
export const CONSENT_VERSION = 1

export const optionalCategories = ['statistics', 'marketing', 'externalMedia'] as const
export type ConsentCategory = (typeof optionalCategories)[number]

export interface Consent {
  statistics: boolean
  marketing: boolean
  externalMedia: boolean
}

export const noConsent: Consent = { statistics: false, marketing: false, externalMedia: false }
export const fullConsent: Consent = { statistics: true, marketing: true, externalMedia: true }

/** 'v1.s1.m0.e0' — short, readable, and free of characters a cookie would need to escape. */
export function serializeConsent(consent: Consent): string {
  const bit = (value: boolean) => (value ? '1' : '0')
  return `v${CONSENT_VERSION}.s${bit(consent.statistics)}.m${bit(consent.marketing)}.e${bit(consent.externalMedia)}`
}

/** The stored choice, or undefined when there is none (or an outdated or garbled one). */
export function parseConsent(value: string | undefined | null): Consent | undefined {
  const match = /^v(\d+)\.s([01])\.m([01])\.e([01])$/.exec(value ?? '')
  if (!match || Number(match[1]) !== CONSENT_VERSION) return undefined
  return {
    statistics: match[2] === '1',
    marketing: match[3] === '1',
    externalMedia: match[4] === '1',
  }
}

export function readConsentCookie(cookieHeader: string | null | undefined): Consent | undefined {
  return parseConsent(readCookie(cookieHeader, CONSENT_COOKIE))
}

export type ConsentSignal = 'granted' | 'denied'

/**
 * The consent signals passed on to tag managers (Google's consent mode names): defaults deny
 * everything except security storage (CONSENT-4).
 */
export function consentSignals(consent: Consent): Record<string, ConsentSignal> {
  const signal = (value: boolean): ConsentSignal => (value ? 'granted' : 'denied')
  return {
    security_storage: 'granted',
    functionality_storage: 'denied',
    personalization_storage: 'denied',
    analytics_storage: signal(consent.statistics),
    ad_storage: signal(consent.marketing),
    ad_user_data: signal(consent.marketing),
    ad_personalization: signal(consent.marketing),
  }
}
