import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import net from 'node:net'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { authTokens, customers, passwordResetTokens } from '#server/db/schema/index.ts'
import { testApp } from './app.ts'
import { testDatabases } from './databases.ts'
import { settledMail, startMailbox } from './mailbox.ts'

const databases = await testDatabases()
const run = randomBytes(4).toString('hex')
let counter = 0

/** A registration body that passes VAL-3, unique per call. */
function person(overrides: Record<string, unknown> = {}) {
  counter += 1
  return {
    company: 'Nordwind Messebau 2',
    gender: 'female',
    first_name: 'Jördis',
    last_name: 'van Dijk',
    address: 'Hafenstraße 5',
    postcode: '20457',
    city: 'Hamburg',
    country_id: 18,
    email: `kundin.${run}.${counter}@example.com`,
    phone: `+49 40 ${run}${counter}`,
    password: 'Sicher1234',
    password_confirmation: 'Sicher1234',
    ...overrides,
  }
}

const ip = () => `10.${counter % 250}.${Math.floor(Math.random() * 250)}.${++counter % 250}`

describe.each(databases)('customer accounts API on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance
  let mailbox: Awaited<ReturnType<typeof startMailbox>>

  beforeAll(async () => {
    database = await kind.create()
    mailbox = await startMailbox()
    app = await testApp(database, { SMTP_URL: mailbox.url, PUBLIC_URL: 'https://shop.example' })
  })
  afterAll(async () => {
    await app?.close()
    await mailbox?.close()
    await database?.drop()
  })

  interface Call {
    method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'
    body?: unknown
    token?: string
    language?: string
    headers?: Record<string, string>
    from?: string
  }
  const call = (
    url: string,
    { method = 'GET', body, token, language = 'de', headers = {}, from }: Call = {},
  ) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        'accept-language': language,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      ...(from ? { remoteAddress: from } : {}),
      ...(body === undefined ? {} : { payload: body as object }),
    })

  async function registered(overrides: Record<string, unknown> = {}) {
    const data = person(overrides)
    const res = await call('/user/auth/register', { method: 'POST', body: data, from: ip() })
    expect(res.statusCode, res.body).toBe(201)
    return { data, token: res.json().body.access_token as string }
  }

  it('documents every account endpoint with its body in the OpenAPI document', async () => {
    const doc = (await call('/openapi.json')).json()
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/user/auth/register',
        '/user/auth/login',
        '/user/auth/logout',
        '/user/auth/forget-password',
        '/user/auth/reset-password/{token}',
        '/user/dashboard/profile/fetch',
        '/user/dashboard/profile/update',
        '/user/dashboard/profile/password/update',
        '/user/site/cart/addresses/fetch/default/address',
        '/user/site/cart/addresses/fetch-all',
        '/user/site/cart/addresses/fetch/{id}',
        '/user/site/cart/addresses/add',
        '/user/site/cart/addresses/update/{id}',
        '/user/site/cart/addresses/delete/{id}',
      ]),
    )
    const register = doc.paths['/user/auth/register'].post.requestBody.content['application/json']
    expect(Object.keys(register.schema.properties)).toContain('password_confirmation')
  })

  describe('registration', () => {
    it('registers, answers a token and sends a German welcome mail with a plain-text part', async () => {
      const data = person()
      const res = await call('/user/auth/register', { method: 'POST', body: data, from: ip() })
      expect(res.statusCode).toBe(201)
      const answer = res.json()
      expect(answer.message).toBe('Vielen Dank! Ihre Anmeldung ist abgeschlossen.')
      expect(answer.body.access_token).toMatch(/^[\w-]{43}$/)
      expect(new Date(answer.body.expires_at).getTime()).toBeGreaterThan(Date.now())
      const cookie = res.cookies.find((c) => c.name === 'nl_session')
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })

      const mail = await mailbox.latest(data.email, { template: 'welcome' })
      expect(mail.subject).toBe('Willkommen bei Nordlicht Displays')
      expect(mail.text).toContain('Sehr geehrte Frau van Dijk,')
      expect(mail.text).toContain('https://shop.example/profile')
      expect(mail.html).toContain('Nordlicht Displays')

      // Only hashes are stored.
      const [row] = await database.db
        .select()
        .from(customers)
        .where(eq(customers.email, data.email))
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/)
      const tokens = await database.db
        .select()
        .from(authTokens)
        .where(eq(authTokens.customerId, row!.id))
      expect(tokens[0]!.tokenHash).not.toContain(answer.body.access_token)
      expect(tokens[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/)
      const outbox = await settledMail(database.db, data.email)
      expect(outbox).toMatchObject({ status: 'sent', template: 'welcome', locale: 'de' })
    })

    it('answers 422 with lists of localized messages for every broken rule', async () => {
      const res = await call('/user/auth/register', {
        method: 'POST',
        body: person({
          company: 'A # B',
          postcode: '123',
          password_confirmation: 'other',
          gender: '',
        }),
        from: ip(),
      })
      expect(res.statusCode).toBe(422)
      const answer = res.json()
      expect(answer.message).toBe(
        'Bitte korrigieren Sie die Fehler, bevor Sie das Formular absenden.',
      )
      expect(answer.errors.company).toEqual([
        "Sonderzeichen sind nicht erlaubt: #. Erlaubt sind Buchstaben, Ziffern, Leerzeichen und & + – - . , ' ( ) /",
      ])
      expect(answer.errors.postcode).toEqual(['Die PLZ muss 5 Ziffern haben.'])
      expect(answer.errors.password_confirmation).toEqual(['Die Passwörter stimmen nicht überein.'])
      expect(answer.errors.gender).toEqual(expect.any(Array))

      const en = await call('/user/auth/register', {
        method: 'POST',
        body: {},
        language: 'en',
        from: ip(),
      })
      expect(en.json().message).toBe('Please correct the errors before submitting the form.')
      expect(en.json().errors.company).toEqual(['Company is required.'])
    })

    it("keeps real names whole: 'Müller & Söhne GmbH & Co. KG', 'Anna-Lena', \"O'Brien\"", async () => {
      const data = person({
        company: 'Müller & Söhne GmbH & Co. KG',
        first_name: 'Anna-Lena',
        last_name: "O'Brien",
        city: 'Halle (Saale)',
        postcode: '06108',
      })
      const res = await call('/user/auth/register', { method: 'POST', body: data, from: ip() })
      expect(res.statusCode, res.body).toBe(201)
      const [row] = await database.db
        .select()
        .from(customers)
        .where(eq(customers.email, data.email))
      expect(row).toMatchObject({
        company: 'Müller & Söhne GmbH & Co. KG',
        firstName: 'Anna-Lena',
        lastName: "O'Brien",
        city: 'Halle (Saale)',
      })
    })

    it('refuses a taken e-mail (any case) and a taken phone with the spec texts', async () => {
      const { data } = await registered()
      const res = await call('/user/auth/register', {
        method: 'POST',
        body: person({ email: data.email.toUpperCase(), phone: data.phone }),
        from: ip(),
      })
      expect(res.statusCode).toBe(422)
      expect(res.json().errors).toEqual({
        email: ['Die E-Mail ist bereits vergeben.'],
        phone: ['Das Telefon ist bereits vergeben.'],
      })
      const en = await call('/user/auth/register', {
        method: 'POST',
        body: person({ phone: data.phone }),
        language: 'en',
        from: ip(),
      })
      expect(en.json().errors).toEqual({ phone: ['The phone number is already taken.'] })
    })
  })

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
      await database.db.execute(
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
      const left = await database.db
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
      const [row] = await database.db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.email, data.email))
      const tokens = async () =>
        (await database.db.select().from(authTokens).where(eq(authTokens.customerId, row!.id)))
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

  describe('forgot and reset password', () => {
    it('mails a single-use link that sets a new password and ends all other logins', async () => {
      const { data, token: oldToken } = await registered()
      const before = mailbox.received.length
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

      const mail = await mailbox.latest(data.email, { template: 'password-reset', after: before })
      expect(mail.subject).toBe('Passwort zurücksetzen bei Nordlicht Displays')
      const link = new URL(mail.text!.match(/https:\/\/shop\.example\/reset-password\?\S+/)![0])
      const resetToken = link.searchParams.get('token')!
      expect(link.searchParams.get('email')).toBe(data.email)
      const [stored] = await database.db
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
      const before = mailbox.received.length
      await call('/user/auth/forget-password', {
        method: 'POST',
        body: { email: data.email },
        from: ip(),
      })
      const mail = await mailbox.latest(data.email, { template: 'password-reset', after: before })
      const resetToken = new URL(mail.text!.match(/https:\/\/\S+/g)!.at(-1)!).searchParams.get(
        'token',
      )
      await database.db.execute(
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

  describe('profile', () => {
    it('updates the profile with the registration rules and keeps phones unique', async () => {
      const { data, token } = await registered()
      const other = await registered()
      const update = {
        ...data,
        company: 'Neuer Name',
        city: 'Wien',
        country_id: 10,
        postcode: '1010',
      }
      const res = await call('/user/dashboard/profile/update', {
        method: 'PATCH',
        token,
        body: update,
      })
      expect(res.statusCode).toBe(200)
      expect(res.json().body).toMatchObject({
        company: 'Neuer Name',
        city: 'Wien',
        country_id: 10,
        email: data.email,
      })
      expect(res.json().body).not.toHaveProperty('password_hash')

      const bad = await call('/user/dashboard/profile/update', {
        method: 'PATCH',
        token,
        body: { ...update, postcode: '10101' },
      })
      expect(bad.statusCode).toBe(422)
      expect(bad.json().errors.postcode).toEqual(['Die PLZ muss 4 Ziffern haben.'])
      const taken = await call('/user/dashboard/profile/update', {
        method: 'PATCH',
        token,
        body: { ...update, phone: other.data.phone },
      })
      expect(taken.json().errors).toEqual({ phone: ['Das Telefon ist bereits vergeben.'] })
      expect(
        (await call('/user/dashboard/profile/update', { method: 'PATCH', body: update }))
          .statusCode,
      ).toBe(401)
    })

    it('changes the password only with the current one and ends the other logins', async () => {
      const { data, token } = await registered()
      const second = (
        await call('/user/auth/login', {
          method: 'POST',
          body: { email: data.email, password: data.password },
          from: ip(),
        })
      ).json().body.access_token
      const wrong = await call('/user/dashboard/profile/password/update', {
        method: 'PATCH',
        token,
        body: {
          current_password: 'nicht-richtig',
          password: 'Anders12345',
          password_confirmation: 'Anders12345',
        },
      })
      expect(wrong.statusCode).toBe(422)
      expect(wrong.json().errors.current_password).toEqual(['Das aktuelle Passwort ist falsch.'])
      const ok = await call('/user/dashboard/profile/password/update', {
        method: 'PATCH',
        token,
        body: {
          current_password: data.password,
          password: 'Anders12345',
          password_confirmation: 'Anders12345',
        },
      })
      expect(ok.statusCode).toBe(200)
      expect((await call('/user/dashboard/profile/fetch', { token })).statusCode).toBe(200)
      expect((await call('/user/dashboard/profile/fetch', { token: second })).statusCode).toBe(401)
    })
  })

  describe('addresses', () => {
    const address = (overrides: Record<string, unknown> = {}) => ({
      company: 'Filiale Süd',
      first_name: 'Anna',
      last_name: 'Schmidt',
      address: 'Marienplatz 1',
      postcode: '80331',
      city: 'München',
      country_id: 18,
      ...overrides,
    })

    it('adds, lists, fetches, updates and deletes; a new default takes over the flag', async () => {
      const { data, token } = await registered()
      const base = '/user/site/cart/addresses'
      // Registration opens the address book with its address as the default for both roles.
      const opened = (await call(`${base}/fetch/default/address`, { token })).json().body
      expect(opened).toMatchObject({
        company: data.company,
        first_name: data.first_name,
        last_name: data.last_name,
        address: data.address,
        postcode: data.postcode,
        city: data.city,
        is_default_billing: true,
        is_default_shipping: true,
      })
      await call(`${base}/delete/${opened.id}`, { method: 'DELETE', token })
      expect((await call(`${base}/fetch/default/address`, { token })).json()).toEqual({
        body: null,
      })

      const first = await call(`${base}/add`, {
        method: 'POST',
        token,
        body: address({ is_default_shipping: true, is_default_billing: true }),
      })
      expect(first.statusCode).toBe(201)
      expect(first.json().body).toMatchObject({
        first_name: 'Anna',
        country: { name: 'Deutschland', code: 'DE' },
        is_default_shipping: true,
      })
      const firstId = first.json().body.id
      const second = await call(`${base}/add`, {
        method: 'POST',
        token,
        language: 'en',
        body: address({
          first_name: 'Bernd',
          country_id: 9,
          postcode: '8001',
          city: 'Zürich',
          is_default_shipping: true,
        }),
      })
      const secondId = second.json().body.id
      expect(second.json().body.country.name).toBe('Switzerland')

      const all = (await call(`${base}/fetch-all`, { token })).json().body
      expect(all.map((a: { id: number }) => a.id)).toEqual([secondId, firstId])
      expect(all[1]).toMatchObject({ is_default_shipping: false, is_default_billing: true })
      expect((await call(`${base}/fetch/default/address`, { token })).json().body.id).toBe(secondId)

      const updated = await call(`${base}/update/${firstId}`, {
        method: 'PATCH',
        token,
        body: address({ city: 'Augsburg', postcode: '86150' }),
      })
      expect(updated.json().body).toMatchObject({ city: 'Augsburg', is_default_billing: false })
      expect((await call(`${base}/fetch/${firstId}`, { token })).json().body.city).toBe('Augsburg')

      const invalid = await call(`${base}/update/${firstId}`, {
        method: 'PATCH',
        token,
        body: address({ postcode: 'x' }),
      })
      expect(invalid.statusCode).toBe(422)

      expect(
        (await call(`${base}/delete/${firstId}`, { method: 'DELETE', token })).statusCode,
      ).toBe(200)
      expect((await call(`${base}/fetch/${firstId}`, { token })).statusCode).toBe(404)
      expect((await call(`${base}/delete/abc`, { method: 'DELETE', token })).statusCode).toBe(422)
    })

    it("never reads, changes or deletes another customer's address", async () => {
      const owner = await registered()
      const stranger = await registered()
      const base = '/user/site/cart/addresses'
      const id = (
        await call(`${base}/add`, { method: 'POST', token: owner.token, body: address() })
      ).json().body.id

      expect((await call(`${base}/fetch/${id}`, { token: stranger.token })).statusCode).toBe(404)
      expect(
        (
          await call(`${base}/update/${id}`, {
            method: 'PATCH',
            token: stranger.token,
            body: address({ city: 'Kiel' }),
          })
        ).statusCode,
      ).toBe(404)
      expect(
        (await call(`${base}/delete/${id}`, { method: 'DELETE', token: stranger.token }))
          .statusCode,
      ).toBe(404)
      // The stranger sees only the address of their own registration.
      const strangers = (await call(`${base}/fetch-all`, { token: stranger.token })).json().body
      expect(strangers.map((a: { id: number }) => a.id)).not.toContain(id)
      expect(strangers).toHaveLength(1)
      expect((await call(`${base}/fetch/${id}`, { token: owner.token })).json().body.city).toBe(
        'München',
      )
      for (const path of [
        `${base}/fetch-all`,
        `${base}/fetch/${id}`,
        `${base}/fetch/default/address`,
      ]) {
        expect((await call(path)).statusCode).toBe(401)
      }
      expect((await call(`${base}/add`, { method: 'POST', body: address() })).statusCode).toBe(401)
    })
  })
})

describe('mail without SMTP', () => {
  it('writes an .eml file to DATA_DIR/mail and keeps the message in the outbox', async () => {
    const [kind] = databases
    const database = await kind!.create()
    const dataDir = `/tmp/shop-test-mail-${run}`
    const app = await testApp(database, { DATA_DIR: dataDir })
    try {
      const data = person()
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/user/auth/register',
        headers: { 'accept-language': 'en' },
        payload: data,
      })
      expect(res.statusCode).toBe(201)
      const row = await settledMail(database.db, data.email)
      expect(row).toMatchObject({
        status: 'stored',
        to: data.email,
        subject: 'Welcome to Nordlicht Displays',
      })
      const eml = await readFile(row!.file!, 'utf8')
      expect(row!.file!.startsWith(`${dataDir}/mail/`)).toBe(true)
      expect(eml).toContain('Content-Type: text/plain')
      expect(eml).toContain('Content-Type: text/html')
    } finally {
      await app.close()
      await database.drop()
    }
  })
})

const redisUrl =
  process.env.REDIS_URL ??
  ((await new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 6379 })
    socket.setTimeout(500)
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
  }))
    ? 'redis://127.0.0.1:6379'
    : undefined)

describe.skipIf(!redisUrl)('rate limits shared through Redis', () => {
  it('two app processes count the same failed logins', async () => {
    const [kind] = databases
    const database = await kind!.create()
    const one = await testApp(database, { REDIS_URL: redisUrl! })
    const two = await testApp(database, { REDIS_URL: redisUrl! })
    try {
      expect(one.services.rateLimiter.backend).toBe('redis')
      const email = `redis.${run}.${randomBytes(3).toString('hex')}@example.com`
      const from = `10.99.${randomBytes(1)[0]}.${randomBytes(1)[0]}`
      const login = (app: FastifyInstance) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/user/auth/login',
          // Redis outlives the test run: a fresh address keeps the per-IP counter fresh too.
          headers: { 'accept-language': 'de' },
          remoteAddress: from,
          payload: { email, password: 'irgendwas-falsch' },
        })
      for (let i = 0; i < 3; i++) expect((await login(one)).statusCode).toBe(422)
      for (let i = 0; i < 2; i++) expect((await login(two)).statusCode).toBe(422)
      const blocked = await login(one)
      expect(blocked.statusCode).toBe(429)
      expect(blocked.json().message).toBe(
        'Zu viele Versuche. Bitte versuchen Sie es in 15 Minuten erneut.',
      )
      expect((await login(two)).statusCode).toBe(429)
    } finally {
      await one.close()
      await two.close()
      await database.drop()
    }
  })
})
