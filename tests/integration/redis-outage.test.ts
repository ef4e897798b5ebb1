import { randomBytes } from 'node:crypto'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import type { Services } from '#server/services.ts'
import { testApp } from './app.ts'
import { testDatabases, testRedisUrl } from './databases.ts'
import { createCustomerFixture } from './fixtures/orders.ts'

// SEC-12 (decision 0042): Redis goes away under a running shop. The shop talks to it through a
// TCP relay the test cuts: logins and coupon checks, which need the limits' counters, answer 503
// in the customer's language within about a second (they hung ~9 s and answered 500); the
// catalogue, which counts nothing, keeps answering; once Redis is back, logins work again.

const redisUrl = await testRedisUrl()
const [pglite] = await testDatabases()

/** A TCP relay to Redis that the test can cut (every connection dropped, new ones refused). */
async function relayTo(target: URL) {
  const sockets = new Set<net.Socket>()
  let open = true
  const server = net.createServer((client) => {
    if (!open) return client.destroy()
    const upstream = net.connect(Number(target.port || 6379), target.hostname)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => {})
    }
    client.pipe(upstream).pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cut() {
      open = false
      for (const socket of sockets) socket.destroy()
    },
    restore() {
      open = true
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

describe.skipIf(!redisUrl)('a Redis outage', () => {
  let database: Database & { drop(): Promise<void> }
  let relay: Awaited<ReturnType<typeof relayTo>>
  let app: FastifyInstance & { services: Services }

  beforeAll(async () => {
    database = await pglite!.create()
    relay = await relayTo(new URL(redisUrl!))
    app = (await testApp(database, {
      REDIS_URL: relay.url,
      // The limits count this test's own address (X-Forwarded-For, behind one proxy: decision 0013).
      TRUST_PROXY: '1',
      PUBLIC_URL: 'http://127.0.0.1:3000',
    })) as typeof app
  })
  afterAll(async () => {
    await app?.close()
    relay?.cut()
    await relay?.close()
    await database?.drop()
  })

  // Redis outlives a run: this run's address and e-mail are its own, so counters of earlier runs
  // (the limit window is longer than a run) never answer 429 here.
  const [a, b, c] = randomBytes(3)
  const address = `10.${a}.${b}.${c}`
  const run = randomBytes(4).toString('hex')
  const logIn = (language: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/user/auth/login',
      headers: { 'accept-language': language, 'x-forwarded-for': address },
      payload: { email: `nobody.${language}.${run}@example.com`, password: 'Falsch1234' },
    })

  it('answers logins and coupon checks with 503 at once, and pages go on', async () => {
    // With Redis there: a wrong password is a 422, as always.
    expect((await logIn('en')).statusCode).toBe(422)
    relay.cut()
    try {
      for (const [language, text] of [
        ['de', 'Anmelden und Gutscheincodes prüfen ist gerade kurz nicht möglich'],
        ['en', 'Signing in and checking coupon codes are not possible for a moment'],
      ] as const) {
        const started = Date.now()
        const answer = await logIn(language)
        expect(Date.now() - started).toBeLessThan(1500)
        expect(answer.statusCode, answer.body).toBe(503)
        expect(answer.json()).toEqual({ message: expect.stringContaining(text) })
      }

      const customer = await createCustomerFixture(database.db)
      const started = Date.now()
      const coupon = await app.inject({
        method: 'POST',
        url: '/api/v1/user/site/cart/check/coupon',
        headers: { authorization: `Bearer ${customer.token}`, 'accept-language': 'en' },
        payload: { code: 'WILLKOMMEN10' },
      })
      expect(Date.now() - started).toBeLessThan(1500)
      expect(coupon.statusCode, coupon.body).toBe(503)
      expect(coupon.json<{ message: string }>().message).toContain('limit service')

      // The catalogue counts nothing: it answers as before.
      const list = await app.inject({
        method: 'GET',
        url: '/api/v1/user/site/middle-page/products/roll-up-standard?per_page=1',
      })
      expect(list.statusCode).toBe(200)
    } finally {
      relay.restore()
    }
    // Redis is back: the counters answer again once the connection is made anew.
    await expect.poll(async () => (await logIn('en')).statusCode, { timeout: 10_000 }).toBe(422)
  })
})
