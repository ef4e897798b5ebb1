import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { testApp } from './app.ts'
import { testDatabases } from './databases.ts'
import { startMailbox } from './mailbox.ts'

const databases = await testDatabases()
const run = randomBytes(4).toString('hex')

const commonDe =
  'Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.'
const commonEn = 'This password is too common and easy to guess. Please choose another one.'

/** A registration body that passes VAL-3, unique per name. */
function person(name: string, password = 'Sicher1234') {
  return {
    company: 'Nordwind Messebau 2',
    gender: 'female',
    first_name: 'Jördis',
    last_name: 'van Dijk',
    address: 'Hafenstraße 5',
    postcode: '20457',
    city: 'Hamburg',
    country_id: 18,
    email: `sicher.${run}.${name}@example.com`,
    phone: `+49 40 ${run} ${name.length}${name.charCodeAt(0)}`,
    password,
    password_confirmation: password,
  }
}

describe.each(databases)('account security on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance
  let token: string
  let cookie: string
  let mailbox: Awaited<ReturnType<typeof startMailbox>>

  beforeAll(async () => {
    database = await kind.create()
    mailbox = await startMailbox()
    app = await testApp(database, { SMTP_URL: mailbox.url })
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/user/auth/register',
      payload: person('anna'),
    })
    expect(res.statusCode, res.body).toBe(201)
    token = res.json().body.access_token
    const session = res.cookies.find((c) => c.name === 'nl_session')
    cookie = `nl_session=${session!.value}`
  })
  afterAll(async () => {
    await app?.close()
    await mailbox?.close()
    await database?.drop()
  })

  const call = (
    url: string,
    options: {
      method?: 'GET' | 'POST' | 'PATCH'
      body?: object
      headers?: object
      from?: string
    } = {},
  ) =>
    app.inject({
      method: options.method ?? 'GET',
      url: `/api/v1${url}`,
      headers: { 'accept-language': 'de', ...options.headers },
      ...(options.from ? { remoteAddress: options.from } : {}),
      ...(options.body ? { payload: options.body } : {}),
    })

  describe('common passwords', () => {
    it('refuses a common password at registration, whatever its capitals, in both languages', async () => {
      const de = await call('/user/auth/register', {
        method: 'POST',
        body: person('berta', 'Password1'),
      })
      expect(de.statusCode).toBe(422)
      expect(de.json().errors.password).toEqual([commonDe])
      const en = await call('/user/auth/register', {
        method: 'POST',
        body: person('berta', 'ILOVEYOU'),
        headers: { 'accept-language': 'en' },
      })
      expect(en.statusCode).toBe(422)
      expect(en.json().errors).toEqual({ password: [commonEn] })
    })

    it('refuses a common password as the new one at reset and at change', async () => {
      const reset = await call('/user/auth/reset-password/not-a-real-token', {
        method: 'POST',
        body: { email: 'a@b.de', password: 'iloveyou', password_confirmation: 'iloveyou' },
      })
      expect(reset.statusCode).toBe(422)
      expect(reset.json().errors.password).toEqual([commonDe])

      const change = await call('/user/dashboard/profile/password/update', {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}` },
        body: {
          current_password: 'Sicher1234',
          password: 'password1',
          password_confirmation: 'password1',
        },
      })
      expect(change.statusCode).toBe(422)
      expect(change.json().errors.password).toEqual([commonDe])
    })

    it('still logs in with an old common password (the rule is for new passwords only)', async () => {
      const res = await call('/user/auth/login', {
        method: 'POST',
        body: { email: 'nobody@example.com', password: 'password' },
      })
      expect(res.json().errors?.password ?? []).not.toContain(commonDe)
    })
  })

  describe('reset links (AUTH-7, AUTH-8)', () => {
    let forgotten = 0
    /** A reset link's token, as the customer's mail has it. */
    async function resetToken(email: string): Promise<string> {
      const before = mailbox.received.length
      const res = await call('/user/auth/forget-password', {
        method: 'POST',
        body: { email },
        from: `10.62.0.${++forgotten}`,
      })
      expect(res.statusCode, res.body).toBe(200)
      const mail = await mailbox.latest(email, { template: 'password-reset', after: before })
      return new URL(mail.text!.match(/https?:\/\/\S+reset-password\S+/)![0]).searchParams.get(
        'token',
      )!
    }
    const reset = (resetWith: string, email: string, password = 'Brandneu-2027') =>
      call(`/user/auth/reset-password/${resetWith}`, {
        method: 'POST',
        body: { email, password, password_confirmation: password },
      })

    it('voids an open reset link when the password is changed', async () => {
      const { email } = person('carla')
      const registered = await call('/user/auth/register', {
        method: 'POST',
        body: person('carla'),
      })
      expect(registered.statusCode, registered.body).toBe(201)
      const link = await resetToken(email)
      const changed = await call('/user/dashboard/profile/password/update', {
        method: 'PATCH',
        headers: { authorization: `Bearer ${registered.json().body.access_token}` },
        body: {
          current_password: 'Sicher1234',
          password: 'Geaendert-2027',
          password_confirmation: 'Geaendert-2027',
        },
      })
      expect(changed.statusCode, changed.body).toBe(200)
      const res = await reset(link, email)
      expect(res.statusCode, res.body).toBe(422)
      expect(res.json().errors.token).toHaveLength(1)
    })

    it('voids the older reset links when a new one is sent', async () => {
      const { email } = person('dora')
      const registered = await call('/user/auth/register', {
        method: 'POST',
        body: person('dora'),
      })
      expect(registered.statusCode, registered.body).toBe(201)
      const older = await resetToken(email)
      const newer = await resetToken(email)
      expect((await reset(older, email)).statusCode).toBe(422)
      expect((await reset(newer, email)).statusCode).toBe(200)
    })
  })

  describe('Cache-Control on personal answers', () => {
    it('answers no-store to a request with a Bearer token or the session cookie', async () => {
      const bearer = await call('/user/dashboard/profile/fetch', {
        headers: { authorization: `Bearer ${token}` },
      })
      expect(bearer.statusCode).toBe(200)
      expect(bearer.headers['cache-control']).toBe('no-store')

      const withCookie = await call('/user/dashboard/profile/fetch', { headers: { cookie } })
      expect(withCookie.statusCode).toBe(200)
      expect(withCookie.headers['cache-control']).toBe('no-store')

      // Any API answer to a logged-in request, not only the routes that require a login.
      const countries = await call('/user/site/countries/search', { headers: { cookie } })
      expect(countries.statusCode).toBe(200)
      expect(countries.headers['cache-control']).toBe('no-store')
    })

    it('answers no-store when a stale login is refused and when a login cookie is set', async () => {
      const stale = await call('/user/dashboard/profile/fetch', {
        headers: { authorization: 'Bearer no-such-token' },
      })
      expect(stale.statusCode).toBe(401)
      expect(stale.headers['cache-control']).toBe('no-store')

      const login = await call('/user/auth/login', {
        method: 'POST',
        body: { email: person('anna').email, password: 'Sicher1234' },
      })
      expect(login.statusCode).toBe(200)
      expect(login.headers['cache-control']).toBe('no-store')
    })

    it('leaves guests and answers declared public for everyone alone', async () => {
      const guest = await call('/user/site/countries/search')
      expect(guest.headers['cache-control']).toBeUndefined()

      const mega = (await call('/user/site/menus/mega')).json().body
      const children = await call(`/user/site/menus/fetch/children/${mega[0].menu_id}`, {
        headers: { cookie },
      })
      expect(children.statusCode).toBe(200)
      expect(children.headers['cache-control']).toBe('public, max-age=300')
    })
  })
})
