import fastifyCompress from '@fastify/compress'
import fastifyHelmet from '@fastify/helmet'
import Fastify from 'fastify'
import { brotliDecompressSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { GUEST_PAGE_CACHE_CONTROL } from '#core/http/page-cache.ts'
import { createInvalidation } from '#server/modules/shared/invalidation.ts'
import { pageCacheKey, registerPageCache, withScriptHashes } from './page-cache.ts'

// PERF-1: a guest page is rendered once and then sent from memory — per cookie set, never for a
// person, never with a nonce twice, cleared by any back-office change and after its time.

const html = (nonce: string, n: number) =>
  `<!DOCTYPE html><html><head><script nonce="${nonce}">window.n=${n}</script>` +
  `<script src="/assets/a.js"></script></head><body>${'x'.repeat(3000)}` +
  `<script nonce="${nonce}">window.__ctx={"nonce":"${nonce}"}</script></body></html>`

async function shop(options: { ttlMs?: number; publicPage?: boolean } = {}) {
  const app = Fastify({ logger: false })
  const invalidation = createInvalidation({ log: { error: () => {} } })
  await app.register(fastifyHelmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: { directives: { scriptSrc: ["'self'"] } },
  })
  const cache = registerPageCache(app, { invalidation, ttlMs: options.ttlMs })
  await app.register(fastifyCompress, { threshold: 1024 })
  let renders = 0
  app.get('/*', async (request, reply) => {
    renders++
    if (request.url.startsWith('/login')) reply.header('set-cookie', 'x=1')
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header(
        'cache-control',
        options.publicPage === false ? 'private, no-store' : GUEST_PAGE_CACHE_CONTROL,
      )
      .header('vary', 'Cookie')
      .send(html(reply.cspNonce.script, renders))
  })
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } })
  return { app, invalidation, cache, get, renders: () => renders }
}

let close: (() => Promise<unknown>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

describe('the guest page cache', () => {
  it('renders a guest page once and sends it again, without any nonce', async () => {
    const { app, get, renders } = await shop()
    close = () => app.close()
    const first = await get('/roll-ups?page=2')
    const second = await get('/roll-ups?page=2')
    expect(first.headers['x-page-cache']).toBe('miss')
    expect(second.headers['x-page-cache']).toBe('hit')
    expect(renders()).toBe(1)
    expect(second.body).toBe(first.body)
    expect(second.body).not.toMatch(/nonce="[0-9a-f]{8,}"/)
    const csp = String(second.headers['content-security-policy'])
    expect(csp).not.toContain("'nonce-")
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+'){2}/)
    expect(second.headers['cache-control']).toBe(GUEST_PAGE_CACHE_CONTROL)
    // Another query, another page.
    await get('/roll-ups?page=3')
    expect(renders()).toBe(2)
  })

  it('keeps one copy per set of the cookies pages read, and ignores the others', async () => {
    const { app, get, renders } = await shop()
    close = () => app.close()
    await get('/', { cookie: '_ga=1' })
    await get('/', { cookie: '_ga=2; other=x' })
    expect(renders()).toBe(1)
    await get('/', { cookie: 'consent=all' })
    await get('/', { cookie: 'popup_seen=3' })
    await get('/', { cookie: 'catalog_view=list' })
    expect(renders()).toBe(4)
  })

  it('never keeps or serves a person’s page, and makes a public answer private for them', async () => {
    const { app, get, renders } = await shop()
    close = () => app.close()
    await get('/')
    const customer = await get('/', { cookie: 'nl_session=abc' })
    expect(customer.headers['x-page-cache']).toBeUndefined()
    expect(customer.headers['cache-control']).toBe('private, no-store')
    expect((await get('/admin', { cookie: 'nl_staff=abc' })).headers['x-page-cache']).toBe(
      undefined,
    )
    expect(renders()).toBe(3)
    // An answer that sets a cookie, or that its route keeps private, is not kept either.
    await get('/login')
    await get('/login')
    expect(renders()).toBe(5)
  })

  it('never lets a cache keep the data of a client-side navigation', async () => {
    const { app, get, renders } = await shop()
    close = () => app.close()
    const data = await get('/roll-ups.data?_routes=de%3Alayout')
    expect(data.headers['cache-control']).toBe('private, no-store')
    expect(data.headers['x-page-cache']).toBeUndefined()
    await get('/roll-ups.data?_routes=de%3Alayout')
    expect(renders()).toBe(2)
  })

  it('does not keep pages whose route does not allow it', async () => {
    const { app, get, renders } = await shop({ publicPage: false })
    close = () => app.close()
    await get('/cart')
    await get('/cart')
    expect(renders()).toBe(2)
  })

  it('is cleared by every back-office change, in this process and via the bus', async () => {
    const { app, get, invalidation, renders } = await shop()
    close = () => app.close()
    await get('/')
    await invalidation.publish('catalog')
    await get('/')
    await invalidation.publish('settings')
    await get('/')
    expect(renders()).toBe(3)
  })

  it('forgets a page after its time', async () => {
    const { app, get, renders } = await shop({ ttlMs: 30 })
    close = () => app.close()
    await get('/')
    await new Promise((resolve) => setTimeout(resolve, 60))
    await get('/')
    expect(renders()).toBe(2)
  })

  it('sends the kept page as brotli once it is compressed', async () => {
    const { app, get } = await shop()
    close = () => app.close()
    const plain = await get('/')
    // Compressed off the request (until then compressed per request, streamed without a
    // length): poll a moment for the kept brotli copy.
    let compressed = await get('/', { 'accept-encoding': 'br' })
    for (let i = 0; i < 50 && compressed.headers['content-length'] === undefined; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      compressed = await get('/', { 'accept-encoding': 'br' })
    }
    expect(compressed.headers['x-page-cache']).toBe('hit')
    expect(Number(compressed.headers['content-length'])).toBe(compressed.rawPayload.length)
    expect(compressed.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body)
  })
})

describe('pageCacheKey and withScriptHashes', () => {
  it('answers no key for writes, the API, assets, the back office and sessions', () => {
    const key = (method: string, url: string, cookie?: string) =>
      pageCacheKey({ method, url, headers: { cookie } })
    expect(key('GET', '/en/roll-ups')).toBe(
      '/en/roll-ups\nconsent=;popup_seen=;catalog_view=;locale=',
    )
    expect(key('POST', '/')).toBeUndefined()
    for (const url of [
      '/api/v1/x',
      '/assets/a.js',
      '/media/x.webp',
      '/admin',
      '/en/admin/orders',
      '/roll-ups.data',
    ]) {
      expect(key('GET', url)).toBeUndefined()
    }
    expect(key('GET', '/', 'nl_session=1')).toBeUndefined()
  })

  it('hashes each inline script and drops every nonce', () => {
    const page = html('abc123abc123', 1)
    const { html: kept, csp } = withScriptHashes(
      page,
      "default-src 'self';script-src 'self' 'nonce-abc123abc123';style-src 'self' 'nonce-zz'",
      'abc123abc123',
    )
    expect(kept).not.toContain('abc123abc123')
    expect(csp).toMatch(
      /^default-src 'self';script-src 'self' 'sha256-\S+' 'sha256-\S+';style-src 'self'$/,
    )
  })
})
