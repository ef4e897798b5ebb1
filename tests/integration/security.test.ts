import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { testApp } from './app.ts'
import { checkoutClient } from './checkout-helpers.ts'
import { testDatabases } from './databases.ts'
import { startMailbox } from './mailbox.ts'

// Links never come from request headers, and X-Forwarded-For is believed only from configured
// proxies (decision 0013).

const databases = await testDatabases()
let counter = 0
const ip = () => `10.77.${++counter % 250}.${Math.floor(counter / 250) + 1}`

const forged = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
}

describe.each(databases)('headers an attacker controls, on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let mailbox: Awaited<ReturnType<typeof startMailbox>>
  const apps: FastifyInstance[] = []
  const app = async (env: Record<string, string>) => {
    const built = await testApp(database, { SMTP_URL: mailbox.url, ...env })
    apps.push(built)
    return built
  }

  beforeAll(async () => {
    database = await kind.create()
    mailbox = await startMailbox()
  })
  afterAll(async () => {
    await Promise.all(apps.map((built) => built.close()))
    await mailbox?.close()
    await database?.drop()
  })

  async function registerAndForget(shop: FastifyInstance): Promise<string> {
    const { customer } = checkoutClient(shop)
    const { email } = await customer()
    const before = mailbox.received.length
    const res = await shop.inject({
      method: 'POST',
      url: '/api/v1/user/auth/forget-password',
      headers: { ...forged, 'accept-language': 'en' },
      remoteAddress: ip(),
      payload: { email },
    })
    expect(res.statusCode, res.body).toBe(200)
    const mail = await mailbox.latest(email, { template: 'password-reset', after: before })
    return mail.text!
  }

  it('mails reset links to PUBLIC_URL, whatever Host and X-Forwarded-Host say', async () => {
    const shop = await app({ PUBLIC_URL: 'https://shop.example', PAYMENTS_TEST_MODE: 'true' })
    const text = await registerAndForget(shop)
    expect(text).toContain('https://shop.example/en/reset-password?token=')
    expect(text).not.toContain('evil.example')
  })

  it('without PUBLIC_URL, mails links to the address the shop listens on', async () => {
    const shop = await app({ PORT: '3456', HOST: '0.0.0.0' })
    const text = await registerAndForget(shop)
    expect(text).toContain('http://localhost:3456/en/reset-password?token=')
    expect(text).not.toContain('evil.example')
  })

  it('builds robots.txt and sitemap.xml from PUBLIC_URL only', async () => {
    const shop = await app({ PUBLIC_URL: 'https://shop.example', PAYMENTS_TEST_MODE: 'true' })
    const robots = await shop.inject({ url: '/robots.txt', headers: forged })
    expect(robots.body).toContain('Sitemap: https://shop.example/sitemap.xml')
    const sitemap = await shop.inject({ url: '/sitemap.xml', headers: forged })
    expect(sitemap.body).toContain('<loc>https://shop.example/')
    expect(sitemap.body).not.toContain('evil.example')
  })

  const wrongLogin = (shop: FastifyInstance, email: string, headers: Record<string, string>) =>
    shop.inject({
      method: 'POST',
      url: '/api/v1/user/auth/login',
      headers,
      remoteAddress: '10.0.0.1',
      payload: { email, password: 'falsch-falsch-1' },
    })

  it('ignores X-Forwarded-For by default: a client cannot choose its address', async () => {
    const shop = await app({})
    const email = `xff.${Date.now()}@example.com`
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const res = await wrongLogin(shop, email, { 'x-forwarded-for': `203.0.113.${i + 1}` })
      statuses.push(res.statusCode)
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429])
  })

  it('believes X-Forwarded-For from a proxy named in TRUST_PROXY', async () => {
    const shop = await app({ TRUST_PROXY: '10.0.0.1', PUBLIC_URL: 'http://shop.example' })
    const email = `proxied.${Date.now()}@example.com`
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const res = await wrongLogin(shop, email, { 'x-forwarded-for': `203.0.113.${i + 1}` })
      statuses.push(res.statusCode)
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 422])
  })

  it('lets a burst of coupon guesses try 10 unknown codes, then answers 429', async () => {
    const shop = await app({})
    const { customer, call } = checkoutClient(shop)
    const { token } = await customer()
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call('/cart/check/coupon', { method: 'POST', token, body: { code: `RATE${i}X` } }),
      ),
    )
    const statuses = guesses.map((res) => res.statusCode)
    expect(statuses.filter((status) => status === 422)).toHaveLength(10)
    expect(statuses.filter((status) => status === 429)).toHaveLength(20)
    const limited = guesses.find((res) => res.statusCode === 429)!
    expect(limited.json().message).toMatch(/^Too many invalid coupon codes/)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    // The payment step answers the same question: it is limited by the same counter.
    const preview = await call('/cart/checkout/preview', {
      method: 'POST',
      token,
      body: { payment_method: 'invoice', coupon_code: 'NOCHEINER' },
    })
    expect(preview.statusCode).toBe(429)
  })

  it('does not count a valid coupon code as a guess', async () => {
    const shop = await app({})
    const { customer, call } = checkoutClient(shop)
    const { token } = await customer()
    for (let i = 0; i < 15; i++) {
      const res = await call('/cart/check/coupon', {
        method: 'POST',
        token,
        body: { code: 'MESSE10' },
      })
      expect(res.statusCode, res.body).toBe(200)
    }
  })

  it("logs a failed insert by kind, constraint and request id, without the customer's data", async () => {
    const lines: string[] = []
    const shop = await testApp(
      database,
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line) => void lines.push(line) } },
    )
    apps.push(shop)
    await database.db.execute(
      sql.raw(
        `ALTER TABLE customers ADD CONSTRAINT log_test_company CHECK (company <> 'Logtest Fehler GmbH')`,
      ),
    )
    const secret = {
      company: 'Logtest Fehler GmbH',
      gender: 'female',
      first_name: 'Geheimvorname',
      last_name: 'Geheimnachname',
      address: 'Verschwiegene Gasse 7',
      postcode: '20457',
      city: 'Hamburg',
      country_id: 18,
      email: 'geheim.log@example.com',
      phone: '+49 40 99887766',
      password: 'GeheimesPasswort77',
      password_confirmation: 'GeheimesPasswort77',
    }
    const res = await shop.inject({
      method: 'POST',
      url: '/api/v1/user/auth/register?password=GeheimesPasswort77&token=abc123',
      headers: { authorization: 'Bearer geheimer-token-xyz', cookie: 'nl_session=geheimes-cookie' },
      remoteAddress: ip(),
      payload: secret,
    })
    expect(res.statusCode).toBe(500)
    const log = lines.join('')
    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.err)
    expect(failure.err.constraint).toBe('log_test_company')
    expect(failure.err.code).toBe('23514')
    expect(failure.reqId).toBeTruthy()
    for (const value of [
      'Geheimvorname',
      'Geheimnachname',
      'Verschwiegene',
      'geheim.log',
      '99887766',
      'GeheimesPasswort77',
      '$argon2',
      'geheimer-token',
      'geheimes-cookie',
      'abc123',
    ]) {
      expect(log, value).not.toContain(value)
    }
    await database.db.execute(sql.raw('ALTER TABLE customers DROP CONSTRAINT log_test_company'))
  })
})
