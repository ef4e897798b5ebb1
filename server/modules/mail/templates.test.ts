import { describe, expect, it } from 'vitest'
import { defaultSettings } from '#core/settings/shop-settings.ts'
import { passwordResetMail, welcomeMail } from './templates.ts'

const recipient = { gender: 'male' as const, lastName: 'Müller <b>', email: 'm@example.com' }

describe('mail templates', () => {
  it('write the welcome mail in German with the letterhead and a plain-text part', () => {
    const mail = welcomeMail('de', defaultSettings, recipient, 'https://shop.example/profile')
    expect(mail.subject).toBe('Willkommen bei Nordlicht Displays')
    expect(mail.text).toContain('Sehr geehrter Herr Müller <b>,')
    expect(mail.text).toContain('Zu meinem Konto: https://shop.example/profile')
    expect(mail.text).toContain('Messebau Nordlicht GmbH · Industriestraße 12 · 33602 Bielefeld')
    expect(mail.html).toContain('<html lang="de">')
    expect(mail.html).toContain('Messedisplays und Werbesysteme vom Hersteller')
    // Customer data never becomes markup.
    expect(mail.html).toContain('Müller &lt;b&gt;')
    expect(mail.html).not.toContain('Müller <b>')
  })

  it('write the reset mail in English with the link in both parts', () => {
    const url = 'https://shop.example/en/reset-password?token=abc&email=m%40example.com'
    const mail = passwordResetMail('en', defaultSettings, { ...recipient, gender: 'female' }, url)
    expect(mail.subject).toBe('Reset your password at Nordlicht Displays')
    expect(mail.text).toContain('Dear Ms Müller <b>,')
    expect(mail.text).toContain(url)
    expect(mail.text).toContain('valid for 60 minutes')
    expect(mail.html).toContain(url.replace('&', '&amp;'))
  })
})
