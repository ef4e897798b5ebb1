import type { AddressInfo } from 'node:net'
import net from 'node:net'
import { Readable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { testDatabases } from './databases.ts'
import { testStorefront } from './storefront.ts'

// What the pages take (SEC-8, SEC-10, STAFF-2): the storefront's and the back office's pages
// through the real app, rendered by Vite's dev server. A form post the shop cannot read is a
// 4xx before any action runs, never a 500 (the test setup fails a test that logs an error).

const databases = await testDatabases()
let counter = 0
const ip = () => `10.61.${++counter % 250}.${Math.floor(counter / 250) + 1}`
const form = 'application/x-www-form-urlencoded'

/** The head of the answer to a GET whose target goes out byte for byte (app.inject resolves it). */
function rawGet(port: number, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: shop.example\r\nConnection: close\r\n\r\n`)
    })
    let data = ''
    socket.on('data', (chunk) => (data += chunk))
    socket.on('end', () => resolve(data.split('\r\n\r\n')[0] ?? ''))
    socket.on('error', reject)
  })
}

describe.each(databases)('page requests on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance
  let close: () => Promise<void>

  beforeAll(async () => {
    database = await kind.create()
    ;({ app, close } = await testStorefront(database))
  })
  afterAll(async () => {
    await close?.()
    await database?.drop()
  })

  it('answers a used-up back-office login limit with 429 and Retry-After (STAFF-2)', async () => {
    const from = ip()
    const statuses: number[] = []
    let last
    for (let i = 0; i < 6; i += 1) {
      last = await app.inject({
        method: 'POST',
        url: '/en/admin/login',
        headers: { 'content-type': form },
        remoteAddress: from,
        payload: 'intent=login&email=chef%40example.com&password=falsch-falsch',
      })
      statuses.push(last.statusCode)
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429])
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(60)
    expect(last!.body).toContain('Too many attempts')
  })

  const formRoutes = ['/login', '/cart', '/newsletter', '/admin/login', '/en/reset-password']

  it.each(['TRACE', 'PUT', 'PATCH', 'DELETE'] as const)(
    'answers %s on a page with 405 and the methods it takes',
    async (method) => {
      for (const url of ['/', '/en/cart', '/login', '/roll-up-displays', '/admin/orders']) {
        const res = await app.inject({ method, url })
        expect(res.statusCode, `${method} ${url}`).toBe(405)
        expect(res.headers.allow).toBe('GET, HEAD, POST')
      }
      const en = await app.inject({ method, url: '/en/login' })
      expect(en.body).toBe('This address does not take this kind of request.')
    },
  )

  it('answers a form post that is no form (text/plain, JSON, none) with 415', async () => {
    for (const url of formRoutes) {
      for (const type of ['text/plain', 'application/json', 'application/xml', undefined]) {
        const res = await app.inject({
          method: 'POST',
          url,
          headers: type ? { 'content-type': type } : {},
          payload: type === 'application/json' ? '{"email":"a@b.de"}' : 'email=a%40b.de',
        })
        expect(res.statusCode, `${type} to ${url}`).toBe(415)
      }
    }
    const de = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    })
    expect(de.body).toBe(
      'Dieses Formular nimmt nur Formulardaten an (application/x-www-form-urlencoded oder multipart/form-data).',
    )
  })

  it('answers a multipart post that does not parse with 400', async () => {
    for (const url of formRoutes) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'multipart/form-data; boundary=zz' },
        payload: 'no parts at all',
      })
      expect(res.statusCode, url).toBe(400)
    }
  })

  it('refuses a form post over 1 MB with 413 before reading it, declared or streamed', async () => {
    const big = `intent=login&email=a%40b.de&password=${'x'.repeat(1024 * 1024)}`
    for (const url of ['/login', '/en/admin/login', '/newsletter']) {
      const declared = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': form },
        payload: big,
      })
      expect(declared.statusCode, url).toBe(413)
      // Without a Content-Length (chunked): counted while it arrives.
      const streamed = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': `${form}; charset=utf-8` },
        payload: Readable.from([
          Buffer.from(big.slice(0, 600_000)),
          Buffer.from(big.slice(600_000)),
        ]),
      })
      expect(streamed.statusCode, url).toBe(413)
    }
    const en = await app.inject({
      method: 'POST',
      url: '/en/login',
      headers: { 'content-type': form },
      payload: big,
    })
    expect(en.body).toBe('This form is too large: at most 1 MB.')
    // Just under the cap the form is read and answered as always.
    const fits = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': form },
      remoteAddress: ip(),
      payload: big.slice(0, 1024 * 1024 - 100),
    })
    expect(fits.statusCode).toBe(422)
  })

  it('lets a back-office upload page take a file larger than a form, only with a staff cookie', async () => {
    const boundary = 'zz'
    const file = Buffer.alloc(3 * 1024 * 1024, 0x41)
    const upload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\ncheck\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.csv"\r\n` +
          'Content-Type: text/csv\r\n\r\n',
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const post = (cookie?: string) =>
      app.inject({
        method: 'POST',
        url: '/admin/catalog',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          ...(cookie ? { cookie } : {}),
        },
        payload: upload,
      })
    expect((await post()).statusCode).toBe(413)
    // The staff cookie lets it through to the page, which sends a stranger to the login.
    const withCookie = await post('nl_staff=not-a-session')
    expect(withCookie.statusCode).toBe(302)
    expect(withCookie.headers.location).toMatch(/^\/admin\/login\?next=/)
  })

  describe('the back office has one address per page (ROUTE-13)', () => {
    it.each([
      ['/ADMIN/login', '/admin/login'],
      ['/%61dmin/login', '/admin/login'],
      ['/Admin/orders?status=open', '/admin/orders?status=open'],
      ['/EN/Admin/login?next=%2Fen%2Fadmin', '/en/admin/login?next=%2Fen%2Fadmin'],
      ['/en/%41DMIN', '/en/admin'],
      ['/admin/%6Cogin', '/admin/login'],
      ['/ADMIN/login/', '/admin/login'],
    ])('sends %s to %s', async (url, canonical) => {
      const res = await app.inject({ url })
      expect(res.statusCode, url).toBe(301)
      expect(res.headers.location).toBe(canonical)
    })

    it('sends an address with dot segments, as a client sends it byte for byte, to the one', async () => {
      if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' })
      const { port } = app.server.address() as AddressInfo
      for (const target of [
        '/admin/./login',
        '/x/../admin/login',
        '/en/admin/%2e%2e/admin/login',
      ]) {
        const head = await rawGet(port, target)
        expect(head, target).toMatch(/^HTTP\/1\.1 301/)
        expect(head, target).toMatch(
          new RegExp(`^location: ${target.startsWith('/en') ? '/en' : ''}/admin/login\\r?$`, 'im'),
        )
      }
    })

    it('answers a variant of another case deeper in the address, or a post to a variant, with 404', async () => {
      for (const url of ['/admin/LOGIN', '/en/admin/Orders', '/admin/orders.CSV']) {
        expect((await app.inject({ url })).statusCode, url).toBe(404)
      }
      const post = await app.inject({
        method: 'POST',
        url: '/ADMIN/login',
        headers: { 'content-type': form },
        remoteAddress: ip(),
        payload: 'intent=login&email=a%40b.de&password=falsch-falsch',
      })
      expect(post.statusCode).toBe(404)
      expect((await app.inject({ url: '/admin/login' })).statusCode).toBe(200)
    })
  })
})
