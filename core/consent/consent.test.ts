import { describe, expect, it } from 'vitest'
import {
  consentSignals,
  fullConsent,
  noConsent,
  parseConsent,
  readConsentCookie,
  serializeConsent,
} from './consent.ts'

describe('consent cookie', () => {
  it('round-trips every choice', () => {
    for (const statistics of [true, false])
      for (const marketing of [true, false])
        for (const externalMedia of [true, false]) {
          const consent = { statistics, marketing, externalMedia }
          expect(parseConsent(serializeConsent(consent))).toEqual(consent)
        }
  })

  it('treats absent, garbled and outdated values as no choice', () => {
    expect(parseConsent(undefined)).toBeUndefined()
    expect(parseConsent('yes')).toBeUndefined()
    expect(parseConsent('v0.s1.m1.e1')).toBeUndefined()
    expect(parseConsent('v1.s2.m1.e1')).toBeUndefined()
  })

  it('reads the cookie out of a Cookie header', () => {
    expect(readConsentCookie('locale=en; consent=v1.s1.m0.e0; x=1')).toEqual({
      statistics: true,
      marketing: false,
      externalMedia: false,
    })
    expect(readConsentCookie('notconsent=v1.s1.m1.e1')).toBeUndefined()
    expect(readConsentCookie(null)).toBeUndefined()
  })
})

describe('consent signals', () => {
  it('deny everything but security storage by default', () => {
    const signals = consentSignals(noConsent)
    expect(signals.security_storage).toBe('granted')
    expect(Object.entries(signals).filter(([, v]) => v === 'granted')).toHaveLength(1)
  })

  it('grant statistics and marketing storage only when chosen', () => {
    expect(consentSignals({ ...noConsent, statistics: true }).analytics_storage).toBe('granted')
    expect(consentSignals({ ...noConsent, statistics: true }).ad_storage).toBe('denied')
    expect(consentSignals(fullConsent).ad_user_data).toBe('granted')
  })
})
