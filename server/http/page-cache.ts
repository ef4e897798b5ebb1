import { createHash, randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { LRUCache } from 'lru-cache'
import { readCookie } from '#core/http/cookies.ts'
import { GUEST_PAGE_COOKIES, GUEST_PAGE_TTL_MS, type PersonalFrame } from '#core/http/page-cache.ts'
import { localeFromPath } from '#core/i18n/locale.ts'
import {
  fillPersonalPage,
  gzipPersonalPage,
  type PersonalTemplate,
  personalTemplate,
  templateBytes,
} from './personal-page.ts'
import { AUTH_COOKIE, STAFF_COOKIE } from '#core/http/cookies.ts'
import { CACHE_TOPICS, type Invalidation } from '#server/modules/shared/invalidation.ts'

// PERF-1 (decision 0032): guest pages from memory. A route says a page may be kept by sending
// `Cache-Control: public, … s-maxage` (app/lib/cache-headers.ts); the answer to a request
// without a session cookie is then kept here, keyed by its URL and the few cookies pages read,
// and sent again as it is — brotli and gzip made once — until a back-office change lands in any
// process (every cache topic clears it) or a minute has passed. Inline scripts are allowed by
// their SHA-256 hashes instead of a nonce, so a kept page never repeats a nonce.

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

interface Entry {
  status: number
  headers: Record<string, string>
  body: Buffer
  br?: Buffer
  gzip?: Buffer
  /** The page kept for customers, split where each customer's frame goes (decision 0060). */
  template?: PersonalTemplate
}

/**
 * A logged-in customer's frame for a kept page (decision 0060), or undefined when the page must
 * be rendered for them: the token is no session (anymore), or one of the page's products is on
 * their watch list (its button shows their state).
 */
export type PersonalFrameOf = (
  token: string,
  bookmarkProducts: readonly number[],
) => Promise<PersonalFrame | undefined>

/** The internal request that renders the page kept for customers carries this header. */
const FRAME_HEADER = 'x-shop-customer-frame'

/** At most this much HTML is kept (the three encodings counted). */
const MAX_BYTES = 64 * 1024 * 1024

const SKIP =
  /^\/(?:api|assets|media|admin|en\/admin|healthz|readyz)(?:\/|$)|\.(?:data|xml|txt|csv|json|pdf)$/

declare module 'fastify' {
  interface FastifyRequest {
    /** The page cache's key of a guest's page request; undefined: neither read nor kept. */
    pageCacheKey?: string
    /** A customer's page request the kept customer page could answer once it is there. */
    customerPageKey?: string
    /** Decision 0060: this request renders the page kept for customers (for no one). */
    customerFrame?: boolean
  }
}

export interface PageCache {
  clear(): void
  readonly size: number
}

interface PageRequest {
  method: string
  url: string
  headers: { cookie?: string }
}

/** Who asks for a page the cache may keep (a GET or HEAD outside the API, assets, back office). */
function askerOf(request: PageRequest): 'guest' | 'customer' | 'staff' | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  if (SKIP.test(request.url.split('?')[0] ?? '')) return undefined
  const cookies = request.headers.cookie
  if (readCookie(cookies, STAFF_COOKIE)) return 'staff'
  return readCookie(cookies, AUTH_COOKIE) ? 'customer' : 'guest'
}

/** The key of a request the cache may answer, or undefined (a person's or a non-page request). */
export function pageCacheKey(request: PageRequest): string | undefined {
  if (askerOf(request) !== 'guest') return undefined
  return `${request.url}\n${guestCookiesOf(request.headers.cookie)}`
}

/** The cookies a guest page is rendered from, as a Cookie header. */
function guestCookiesOf(cookies: string | undefined): string {
  return GUEST_PAGE_COOKIES.map((name) => `${name}=${readCookie(cookies, name) ?? ''}`).join(';')
}

/**
 * Decision 0060: the key of the page kept for customers that could answer a logged-in customer's
 * page request (a GET of a page, no staff session); undefined for any other request.
 */
export function customerPageKey(request: PageRequest): string | undefined {
  if (askerOf(request) !== 'customer') return undefined
  return customerKeyOf(request.url, request.headers.cookie)
}

const customerKeyOf = (url: string, cookies: string | undefined) =>
  `customer\n${url}\n${guestCookiesOf(cookies)}`

/**
 * The page's inline scripts allowed by hash: script-src loses its nonce and lists the hashes,
 * and the nonce is taken out of the page (attributes and the root's data).
 */
export function withScriptHashes(html: string, csp: string, nonce: string) {
  const page = nonce ? html.replaceAll(nonce, '') : html
  const hashes = new Set<string>()
  for (const match of page.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    hashes.add(`'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`)
  }
  const policy = csp
    .split(';')
    .map((directive) => {
      const parts = directive.trim().split(/\s+/)
      const kept = parts.filter((part) => !part.startsWith("'nonce-"))
      return parts[0] === 'script-src' ? [...kept, ...hashes].join(' ') : kept.join(' ')
    })
    .join(';')
  return { html: page, csp: policy }
}

async function bodyOf(payload: unknown): Promise<Buffer | undefined> {
  if (typeof payload === 'string') return Buffer.from(payload)
  if (Buffer.isBuffer(payload)) return payload
  if (payload instanceof Readable) {
    const chunks: Buffer[] = []
    for await (const chunk of payload) chunks.push(Buffer.from(chunk as Uint8Array))
    return Buffer.concat(chunks)
  }
  return undefined
}

const keptHeaders = ['content-type', 'cache-control', 'vary', 'content-language', 'link']

/** Registers the cache's hooks first on the app (before compression sees a page). */
export function registerPageCache(
  app: FastifyInstance,
  options: {
    invalidation: Pick<Invalidation, 'on'>
    ttlMs?: number
    enabled?: boolean
    /** Decision 0060: customers' catalog pages from the kept customer page; off without it. */
    personalFrame?: PersonalFrameOf
  },
): PageCache {
  const cache = new LRUCache<string, Entry>({
    maxSize: MAX_BYTES,
    sizeCalculation: (entry) =>
      entry.body.length +
        (entry.br?.length ?? 0) +
        (entry.gzip?.length ?? 0) +
        (entry.template ? templateBytes(entry.template) : 0) || 1,
    ttl: options.ttlMs ?? GUEST_PAGE_TTL_MS,
  })
  for (const topic of CACHE_TOPICS)
    if (topic !== 'stock') options.invalidation.on(topic, () => cache.clear())
  if (options.enabled === false) return { clear: () => cache.clear(), size: 0 }

  // The internal request's header holds a secret of this process: no visitor can ask for the
  // customer page's rendering (it would only be a page for no one, but it is the cache's own).
  const frameSecret = randomBytes(24).toString('hex')
  const rendering = new Set<string>()
  const personalFrame = options.personalFrame

  /** Renders the page kept for customers in the background, once at a time per page. */
  function renderCustomerPage(request: FastifyRequest, key: string) {
    if (rendering.has(key) || rendering.size > 32) return
    rendering.add(key)
    void app
      .inject({
        method: 'GET',
        url: request.url,
        headers: {
          cookie: guestCookiesOf(request.headers.cookie),
          'accept-language': String(request.headers['accept-language'] ?? ''),
          // A bot's agent: the page is rendered whole (no streamed parts), as a crawler gets it.
          'user-agent': 'shop-page-cache bot',
          [FRAME_HEADER]: frameSecret,
        },
      })
      .catch((error: unknown) => request.log.warn({ err: error }, 'page cache: customer page'))
      .finally(() => rendering.delete(key))
  }

  app.addHook('onRequest', async (request, reply) => {
    if (request.headers[FRAME_HEADER] !== undefined) {
      const ours = request.headers[FRAME_HEADER] === frameSecret
      delete request.headers[FRAME_HEADER]
      if (ours && request.method === 'GET') {
        request.customerFrame = true
        request.pageCacheKey = customerKeyOf(request.url, request.headers.cookie)
        return
      }
    }
    const customerKey = personalFrame ? customerPageKey(request) : undefined
    if (customerKey) {
      const entry = cache.get(customerKey)
      if (!entry?.template) {
        request.customerPageKey = customerKey
        return
      }
      const token = readCookie(request.headers.cookie, AUTH_COOKIE)!
      const frame = await personalFrame!(token, entry.template.bookmarkProducts)
      if (!frame) return
      sendPersonal(reply, entry, entry.template, frame)
      return reply
    }
    const key = pageCacheKey(request)
    if (!key) return
    request.pageCacheKey = key
    const entry = cache.get(key)
    if (!entry) return
    send(request, reply, entry)
    return reply
  })

  app.addHook('onSend', async (request, reply, payload) => {
    const cookies = request.headers.cookie
    const personal = readCookie(cookies, AUTH_COOKIE) || readCookie(cookies, STAFF_COOKIE)
    const control = String(reply.getHeader('cache-control') ?? '')
    const page = String(reply.getHeader('content-type') ?? '').startsWith('text/html')
    // The data of a client-side navigation (`.data`) carries the route's headers too, but
    // follows every change the visitor makes (a bookmark, a login): no cache keeps it, nor a
    // browser serves it stale. A page a route lets caches keep is never kept from a person's
    // request either (it greets them); API answers declared public for everyone stay so.
    const data = (request.url.split('?')[0] ?? '').endsWith('.data')
    if ((data || (personal && page)) && /\bpublic\b/.test(control)) {
      reply.header('cache-control', 'private, no-store')
      // Decision 0060: a catalog page a customer got rendered is kept for customers next time.
      if (request.customerPageKey && reply.statusCode === 200 && /\bs-maxage=/.test(control)) {
        renderCustomerPage(request, request.customerPageKey)
      }
    }
    const key = request.pageCacheKey
    if (
      !key ||
      request.method !== 'GET' ||
      reply.statusCode !== 200 ||
      reply.getHeader('x-page-cache') ||
      reply.hasHeader('set-cookie') ||
      !/\bpublic\b/.test(control) ||
      !/\bs-maxage=/.test(control) ||
      !page
    ) {
      return payload
    }
    const raw = await bodyOf(payload)
    if (!raw) return payload
    const { html, csp } = withScriptHashes(
      raw.toString('utf8'),
      String(reply.getHeader('content-security-policy') ?? ''),
      reply.cspNonce?.script ?? '',
    )
    const headers: Record<string, string> = {}
    for (const name of keptHeaders) {
      const value = reply.getHeader(name)
      if (value !== undefined) headers[name] = String(value)
    }
    if (csp) headers['content-security-policy'] = csp
    const entry: Entry = { status: 200, headers, body: Buffer.from(html) }
    if (request.customerFrame) {
      // Only ever filled in (sendPersonal): the template is all it keeps.
      const template = personalTemplate(html)
      if (!template) return payload
      cache.set(key, { status: 200, headers, body: Buffer.alloc(0), template })
      if (csp) reply.header('content-security-policy', csp)
      return entry.body
    }
    cache.set(key, entry)
    reply.header('x-page-cache', 'miss')
    if (csp) reply.header('content-security-policy', csp)
    // Compressed once, off the request: hits before then are compressed like any answer.
    void Promise.all([
      brotli(entry.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip(entry.body, { level: 9 }),
    ])
      .then(([br, gz]) => {
        if (cache.get(key) !== entry) return
        entry.br = br
        entry.gzip = gz
        cache.set(key, entry)
      })
      .catch((error: unknown) => request.log.warn({ err: error }, 'page cache: compression failed'))
    return entry.body
  })

  return {
    clear: () => cache.clear(),
    get size() {
      return cache.size
    },
  }
}

/** A customer's page: the kept customer page with their frame, never kept by anyone. */
function sendPersonal(
  reply: FastifyReply,
  entry: Entry,
  template: PersonalTemplate,
  frame: PersonalFrame,
) {
  const locale = localeFromPath(reply.request.url.split('?')[0] ?? '/')
  reply
    .status(entry.status)
    .headers(entry.headers)
    .header('cache-control', 'private, no-store')
    .header('x-page-cache', 'personal')
  const gzipped = /\bgzip\b/.test(String(reply.request.headers['accept-encoding'] ?? ''))
  if (gzipped) reply.header('content-encoding', 'gzip')
  if (!/accept-encoding/i.test(entry.headers.vary ?? '')) {
    reply.header(
      'vary',
      entry.headers.vary ? `${entry.headers.vary}, Accept-Encoding` : 'Accept-Encoding',
    )
  }
  if (reply.request.method === 'HEAD') return void reply.send('')
  void reply.send(
    gzipped ? gzipPersonalPage(template, frame, locale) : fillPersonalPage(template, frame, locale),
  )
}

function send(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  const accepts = String(request.headers['accept-encoding'] ?? '')
  const encoding =
    entry.br && /\bbr\b/.test(accepts) ? 'br' : entry.gzip && /\bgzip\b/.test(accepts) ? 'gzip' : ''
  const body = encoding === 'br' ? entry.br! : encoding === 'gzip' ? entry.gzip! : entry.body
  reply.status(entry.status).headers(entry.headers).header('x-page-cache', 'hit')
  if (encoding) reply.header('content-encoding', encoding)
  else if (!/accept-encoding/i.test(entry.headers.vary ?? '')) {
    // Kept in brotli and gzip too: a CDN must not hand this plain copy to everyone.
    reply.header(
      'vary',
      entry.headers.vary ? `${entry.headers.vary}, Accept-Encoding` : 'Accept-Encoding',
    )
  }
  void reply.send(request.method === 'HEAD' ? '' : body)
}
