import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { passwordResetTokens } from '#server/db/schema/index.ts'
import { testDatabases } from './databases.ts'
import { accountsApp, ip, run } from './accounts-helpers.ts'

const databases = await testDatabases()

describe.each(databases)('customer accounts API on $name', (kind) => {
  const env = accountsApp(kind)
  const { call, registered } = env

  describe('forgot and reset password', () => {
    it('mails a single-use link that sets a new password and ends all other logins', async () => {
      const { data, token: oldToken } = await registered()
      const before = env.mailbox.received.length
      const res = await call('/user/auth/forget-password', {
        method: 'POST',
        body: { email: data.email },
        from: ip(),
      })
      expect(res.statusCode).toBe(200)
      expect(res.json().body.message).toEqual([
        'Wir haben Ihnen einen Link zum Zurücksetzen Ihres Passworts geschickt. Er ist 60 Minuten gültig.',
      ])
      expect(res.body).not.toMatch(/token/i)

      const mail = await env.mailbox.latest(data.email, {
        template: 'password-reset',
        after: before,
      })
      expect(mail.subject).toBe('Passwort zurücksetzen bei Nordlicht Displays')
      const link = new URL(mail.text!.match(/https:\/\/shop\.example\/reset-password\?\S+/)![0])
      const resetToken = link.searchParams.get('token')!
      expect(link.searchParams.get('email')).toBe(data.email)
      const [stored] = await env.database.db
        .select()
        .from(passwordResetTokens)
        .orderBy(sql`${passwordResetTokens.id} desc`)
        .limit(1)
      expect(stored!.tokenHash).not.toBe(resetToken)
      expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeCloseTo(3_600_000, -4)

      const body = {
        email: data.email,
        password: 'NeuesPasswort9',
        password_confirmation: 'NeuesPasswort9',
      }
      // The token works only for its own customer.
      const other = await registered()
      const wrongUser = await call(`/user/auth/reset-password/${resetToken}`, {
        method: 'POST',
        body: { ...body, email: other.data.email },
      })
      expect(wrongUser.statusCode).toBe(422)

      const done = await call(`/user/auth/reset-password/${resetToken}`, { method: 'POST', body })
      expect(done.statusCode).toBe(200)
      expect(done.json().message).toBe(
        'Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.',
      )
      const again = await call(`/user/auth/reset-password/${resetToken}`, { method: 'POST', body })
      expect(again.statusCode).toBe(422)
      expect(again.json().errors.token).toEqual([
        'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
      ])

      expect((await call('/user/dashboard/profile/fetch', { token: oldToken })).statusCode).toBe(
        401,
      )
      const login = await call('/user/auth/login', {
        method: 'POST',
        body: { email: data.email, password: 'NeuesPasswort9' },
        from: ip(),
      })
      expect(login.statusCode).toBe(200)
    })

    it('names an unknown address (ERR-5) and checks the new password', async () => {
      const res = await call('/user/auth/forget-password', {
        method: 'POST',
        body: { email: `nobody.${run}@example.com` },
        from: ip(),
      })
      expect(res.statusCode).toBe(422)
      expect(res.json().message).toBe(
        'Die eingegebene E-Mail-Adresse ist nicht bei uns registriert.',
      )
      const invalid = await call('/user/auth/forget-password', {
        method: 'POST',
        body: { email: 'x' },
        from: ip(),
      })
      expect(invalid.json().errors.email).toEqual([
        'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      ])
      const short = await call('/user/auth/reset-password/abc', {
        method: 'POST',
        body: { email: 'a@b.de', password: 'kurz', password_confirmation: 'kurz' },
      })
      expect(short.json().errors.password).toEqual([
        'Das Passwort muss mindestens 8 Zeichen lang sein.',
      ])
    })

    it('refuses an expired reset token', async () => {
      const { data } = await registered()
      const before = env.mailbox.received.length
      await call('/user/auth/forget-password', {
        method: 'POST',
        body: { email: data.email },
        from: ip(),
      })
      const mail = await env.mailbox.latest(data.email, {
        template: 'password-reset',
        after: before,
      })
      const resetToken = new URL(mail.text!.match(/https:\/\/\S+/g)!.at(-1)!).searchParams.get(
        'token',
      )
      await env.database.db.execute(
        sql`update password_reset_tokens set expires_at = now() - interval '1 second'`,
      )
      const res = await call(`/user/auth/reset-password/${resetToken}`, {
        method: 'POST',
        body: {
          email: data.email,
          password: 'NeuesPasswort9',
          password_confirmation: 'NeuesPasswort9',
        },
      })
      expect(res.statusCode).toBe(422)
    })
  })
})
