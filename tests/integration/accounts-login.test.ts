import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { authTokens, customers } from '#server/db/schema/index.ts'
import { testDatabases } from './databases.ts'
import { accountsApp, ip } from './accounts-helpers.ts'

const databases = await testDatabases()

describe.each(databases)('customer accounts API on $name', (kind) => {
  const env = accountsApp(kind)
  const { call, registered } = env

  describe('login and logout', () => {
    it('logs in case-insensitively with message, access_token and expires_at', async () => {
      const { data } = await registered()
      const res = await call('/user/auth/login', {
        method: 'POST',
        body: { email: data.email.toUpperCase(), password: data.password },
        language: 'en',
        from: ip(),
      })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({
        message: 'You are logged in.',
        body: {
          access_token: expect.any(String),
          token_type: 'Bearer',
          expires_at: expect.any(String),
        },
      })
      const profile = await call('/user/dashboard/profile/fetch', {
        token: res.json().body.access_token,
      })
      expect(profile.json().body.email).toBe(data.email)
    })

    it('refuses a wrong password with errors for e-mail and password, and missing fields with 422', async () => {
      const { data } = await registered()
      const res = await call('/user/auth/login', {
        method: 'POST',
        body: { email: data.email, password: 'falsch-falsch' },
        from: ip(),
      })
      expect(res.statusCode).toBe(422)
      expect(res.json().errors).toEqual({
        email: ['Die E-Mail-Adresse oder das Passwort ist falsch.'],
        password: ['Die E-Mail-Adresse oder das Passwort ist falsch.'],
      })
      const empty = await call('/user/auth/login', { method: 'POST', body: {}, from: ip() })
      expect(empty.statusCode).toBe(422)
      expect(Object.keys(empty.json().errors).sort()).toEqual(['email', 'password'])
    })

    it('revokes the token on logout; expired and unknown tokens are 401', async () => {
      const { token } = await registered()
      expect((await call('/user/dashboard/profile/fetch', { token })).statusCode).toBe(200)
      const out = await call('/user/auth/logout', { method: 'POST', token })
      expect(out.statusCode).toBe(200)
      expect(out.cookies.find((c) => c.name === 'nl_session')?.value).toBe('')
      const after = await call('/user/dashboard/profile/fetch', { token, language: 'en' })
      expect(after.statusCode).toBe(401)
      expect(after.json()).toEqual({ message: 'Please log in first.' })
      expect((await call('/user/auth/logout', { method: 'POST', token })).statusCode).toBe(401)
      expect((await call('/user/dashboard/profile/fetch', { token: 'nonsense' })).statusCode).toBe(
        401,
      )
      expect((await call('/user/dashboard/profile/fetch')).statusCode).toBe(401)

      const second = await registered()
      await env.database.db.execute(
        sql`update auth_tokens set expires_at = now() - interval '1 minute' where revoked_at is null and customer_id = (select id from customers where email = ${second.data.email})`,
      )
      expect(
        (await call('/user/dashboard/profile/fetch', { token: second.token })).statusCode,
      ).toBe(401)
      // Spent tokens are deleted at the next login.
      const relogin = await call('/user/auth/login', {
        method: 'POST',
        body: { email: second.data.email, password: second.data.password },
        from: ip(),
      })
      expect(relogin.statusCode).toBe(200)
      const left = await env.database.db
        .select({ id: authTokens.id })
        .from(authTokens)
        .innerJoin(customers, eq(customers.id, authTokens.customerId))
        .where(eq(customers.email, second.data.email))
      expect(left).toHaveLength(1)
    })

    it('accepts the cookie, but a cookie-authenticated write needs X-Requested-With (CSRF)', async () => {
      const { token } = await registered()
      const cookie = { cookie: `nl_session=${token}` }
      expect((await call('/user/dashboard/profile/fetch', { headers: cookie })).statusCode).toBe(
        200,
      )
      const forged = await call('/user/auth/logout', {
        method: 'POST',
        headers: cookie,
        language: 'en',
      })
      expect(forged.statusCode).toBe(403)
      expect(forged.json().message).toMatch(/security reasons/)
      const real = await call('/user/auth/logout', {
        method: 'POST',
        headers: { ...cookie, 'x-requested-with': 'fetch' },
      })
      expect(real.statusCode).toBe(200)
      // A stale cookie is cleared with the 401.
      const stale = await call('/user/dashboard/profile/fetch', { headers: cookie })
      expect(stale.statusCode).toBe(401)
      expect(stale.cookies.find((c) => c.name === 'nl_session')?.value).toBe('')
    })
  })

  describe('rate limits', () => {
    it('blocks an account at one address after 5 failed logins; the customer elsewhere still logs in', async () => {
      const { data } = await registered()
      const stranger = ip()
      for (let i = 0; i < 5; i++) {
        const res = await call('/user/auth/login', {
          method: 'POST',
          body: { email: data.email, password: `wrong-${i}-wrong` },
          from: stranger,
        })
        expect(res.statusCode).toBe(422)
      }
      const blocked = await call('/user/auth/login', {
        method: 'POST',
        body: { email: data.email, password: data.password },
        language: 'en',
        from: stranger,
      })
      expect(blocked.statusCode).toBe(429)
      expect(blocked.json().message).toBe('Too many attempts. Please try again in 15 minutes.')
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)

      const customer = await call('/user/auth/login', {
        method: 'POST',
        body: { email: data.email, password: data.password },
        from: ip(),
      })
      expect(customer.statusCode).toBe(200)
    })

    it('counts a parallel burst before checking passwords: 5 tries, never 40', async () => {
      const { data } = await registered()
      const from = ip()
      const [row] = await env.database.db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.email, data.email))
      const tokens = async () =>
        (await env.database.db.select().from(authTokens).where(eq(authTokens.customerId, row!.id)))
          .length
      const before = await tokens()
      const attempts = Array.from({ length: 40 }, (_, i) =>
        call('/user/auth/login', {
          method: 'POST',
          // The right password comes last: it must not get through behind the wrong ones.
          body: { email: data.email, password: i === 39 ? data.password : `falsch-${i}-falsch` },
          from,
        }),
      )
      const statuses = (await Promise.all(attempts)).map((res) => res.statusCode)
      expect(statuses.filter((status) => status === 422)).toHaveLength(5)
      expect(statuses.filter((status) => status === 429)).toHaveLength(35)
      expect(await tokens()).toBe(before)
    })

    it('limits guesses of the current password in the profile', async () => {
      const { token } = await registered()
      const change = (current: string) =>
        call('/user/dashboard/profile/password/update', {
          method: 'PATCH',
          token,
          body: {
            current_password: current,
            password: 'GanzNeu12345',
            password_confirmation: 'GanzNeu12345',
          },
        })
      const statuses = await Promise.all(
        Array.from({ length: 8 }, (_, i) => change(`geraten-${i}-x`)),
      )
      expect(statuses.map((res) => res.statusCode).sort()).toEqual([
        422, 422, 422, 422, 422, 429, 429, 429,
      ])
    })

    it('limits registrations and reset requests per IP and per account', async () => {
      const from = ip()
      const statuses: number[] = []
      for (let i = 0; i < 11; i++) {
        statuses.push(
          (await call('/user/auth/register', { method: 'POST', body: {}, from })).statusCode,
        )
      }
      expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true)
      expect(statuses[10]).toBe(429)

      const { data } = await registered()
      const resets: number[] = []
      for (let i = 0; i < 4; i++) {
        resets.push(
          (
            await call('/user/auth/forget-password', {
              method: 'POST',
              body: { email: data.email },
              from: ip(),
            })
          ).statusCode,
        )
      }
      expect(resets).toEqual([200, 200, 200, 429])
    })
  })
})
