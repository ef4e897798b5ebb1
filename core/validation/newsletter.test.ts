import { describe, expect, it } from 'vitest'
import { issueMessage } from './form-input.ts'
import { isNewsletterEmail, newsletterSchema } from './newsletter.ts'

describe('newsletter e-mail', () => {
  it('enables the button only for a general e-mail pattern', () => {
    expect(isNewsletterEmail('einkauf@firma.de')).toBe(true)
    expect(isNewsletterEmail(' einkauf@firma.de ')).toBe(true)
    for (const value of ['', 'einkauf', 'einkauf@', '@firma.de', 'ein kauf@firma.de', 'a@b']) {
      expect(isNewsletterEmail(value)).toBe(false)
    }
  })

  it('validates the subscribe body with localized messages', () => {
    expect(newsletterSchema.safeParse({ email: 'a@b.de', first_name: 'Jana' }).success).toBe(true)
    const bad = newsletterSchema.safeParse({ email: 'kaputt' })
    expect(bad.success).toBe(false)
    expect(issueMessage(bad.error!.issues[0]!, 'de')).toMatch(/E-Mail/)
    const en = newsletterSchema.safeParse({})
    expect(issueMessage(en.error!.issues[0]!, 'en')).toMatch(/e-mail/i)
  })
})
