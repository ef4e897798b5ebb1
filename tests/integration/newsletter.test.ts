import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { newsletterSubscriptions } from '#server/db/schema/index.ts'
import { testApp } from './app.ts'
import { testDatabases } from './databases.ts'
import { startMailbox } from './mailbox.ts'

const databases = await testDatabases()
const run = randomBytes(4).toString('hex')
let counter = 0
const address = () => `einkauf.${run}.${++counter}@example.com`
const ip = () => `10.77.${counter % 250}.${Math.floor(Math.random() * 250)}`

describe.each(databases)('newsletter with double opt-in on $name', (kind) => {
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

  const subscribe = (body: unknown, language = 'de', from = ip()) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/user/site/newsletter/subscribe',
      headers: { 'accept-language': language },
      remoteAddress: from,
      payload: body as object,
    })

  const record = async (email: string) => {
    const [row] = await database.db
      .select()
      .from(newsletterSubscriptions)
      .where(sql`lower(${newsletterSubscriptions.email}) = ${email.toLowerCase()}`)
    return row
  }

  it('mails a confirmation link; only the click makes the subscription active', async () => {
    const email = address()
    const res = await subscribe({ email, first_name: 'Jana' })
    expect(res.statusCode).toBe(200)
    expect(res.json().body).toBe(
      'Fast geschafft: Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail, die wir Ihnen gerade geschickt haben.',
    )
    expect(await record(email)).toMatchObject({
      status: 'pending',
      source: 'api',
      consentedAt: null,
    })

    const mail = await mailbox.latest(email, { template: 'newsletter-confirm' })
    expect(mail.subject).toContain('Newsletter-Anmeldung')
    const confirm = /https:\/\/shop\.example\/newsletter\/confirm\/([\w-]+)/.exec(mail.text ?? '')
    const unsubscribe = /https:\/\/shop\.example\/newsletter\/unsubscribe\/([\w-]+)/.exec(
      mail.text ?? '',
    )
    expect(confirm).not.toBeNull()
    expect(unsubscribe).not.toBeNull()
    expect(mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line).toContain(
      unsubscribe![0],
    )
    // The answer never carries the token; the database keeps only its hash.
    expect(res.body).not.toContain(confirm![1])
    expect(JSON.stringify(await record(email))).not.toContain(confirm![1])

    expect(await app.services.newsletter.confirm(confirm![1]!)).toEqual({ email })
    const active = await record(email)
    expect(active).toMatchObject({ status: 'active', source: 'api' })
    expect(active!.consentedAt).toBeInstanceOf(Date)
    // The link works once.
    expect(await app.services.newsletter.confirm(confirm![1]!)).toBeUndefined()

    // Asking again while active sends nothing new.
    const again = await subscribe({ email: email.toUpperCase() })
    expect(again.json().body).toBe(
      'Diese E-Mail-Adresse ist bereits für unseren Newsletter angemeldet.',
    )

    expect(await app.services.newsletter.unsubscribe(unsubscribe![1]!)).toEqual({ email })
    expect(await record(email)).toMatchObject({ status: 'unsubscribed' })
  })

  it('does not confirm with an expired link', async () => {
    const email = address()
    await subscribe({ email }, 'en')
    const mail = await mailbox.latest(email, { template: 'newsletter-confirm' })
    expect(mail.subject).toContain('Please confirm your newsletter subscription')
    const token = /newsletter\/confirm\/([\w-]+)/.exec(mail.text ?? '')![1]!
    expect(mail.text).toContain('https://shop.example/en/newsletter/confirm/')
    await database.db
      .update(newsletterSubscriptions)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(sql`lower(${newsletterSubscriptions.email}) = ${email}`)
    expect(await app.services.newsletter.confirm(token)).toBeUndefined()
    expect(await record(email)).toMatchObject({ status: 'pending' })
  })

  it('answers bad input with 422 and field errors in the visitor language', async () => {
    const missing = await subscribe({}, 'en')
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors.email).toEqual([expect.stringMatching(/e-mail/i)])
    const bad = await subscribe({ email: 'kein-at-zeichen' })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors.email[0]).toMatch(/E-Mail/)
    const longName = await subscribe({ email: address(), first_name: 'x'.repeat(61) })
    expect(longName.statusCode).toBe(422)
  })

  it('limits sign-ups per address so nobody can flood a mailbox', async () => {
    const email = address()
    for (let i = 0; i < 3; i++) expect((await subscribe({ email })).statusCode).toBe(200)
    const blocked = await subscribe({ email })
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json().message).toEqual(expect.any(String))
  })

  it("lets a customer manage the account's subscription in the profile", async () => {
    const email = address()
    const register = await app.inject({
      method: 'POST',
      url: '/api/v1/user/auth/register',
      headers: { 'accept-language': 'de' },
      remoteAddress: ip(),
      payload: {
        company: 'Messe Test GmbH',
        gender: 'male',
        first_name: 'Tobias',
        last_name: 'Kehl',
        address: 'Hafenstraße 5',
        postcode: '20457',
        city: 'Hamburg',
        country_id: 18,
        email,
        phone: `+49 40 ${run}${counter}`,
        password: 'Sicher1234',
        password_confirmation: 'Sicher1234',
      },
    })
    expect(register.statusCode).toBeLessThan(300)
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/user/auth/login',
      remoteAddress: ip(),
      payload: { email, password: 'Sicher1234' },
    })
    const token = login.json().body.access_token
    const auth = { authorization: `Bearer ${token}`, 'accept-language': 'en' }

    const get = () => app.inject({ url: '/api/v1/user/dashboard/newsletter/get', headers: auth })
    expect((await get()).json().body).toEqual({ email, status: 'none', subscribed: false })

    const sub = await app.inject({
      method: 'POST',
      url: '/api/v1/user/dashboard/newsletter/subscribe',
      headers: auth,
    })
    expect(sub.statusCode).toBe(200)
    expect((await get()).json().body.status).toBe('pending')
    expect(await record(email)).toMatchObject({ source: 'profile' })
    const token2 = /newsletter\/confirm\/([\w-]+)/.exec(
      (await mailbox.latest(email, { template: 'newsletter-confirm' })).text ?? '',
    )![1]!
    await app.services.newsletter.confirm(token2)
    expect((await get()).json().body).toEqual({ email, status: 'active', subscribed: true })

    const unsub = await app.inject({
      method: 'POST',
      url: '/api/v1/user/dashboard/newsletter/unsubscribe',
      headers: auth,
    })
    expect(unsub.json().message).toBe('You have unsubscribed from the newsletter.')
    expect((await get()).json().body.status).toBe('unsubscribed')

    expect((await app.inject({ url: '/api/v1/user/dashboard/newsletter/get' })).statusCode).toBe(
      401,
    )
  })
})
