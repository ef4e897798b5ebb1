import fastifyCompress from '@fastify/compress'
import fastifyHelmet from '@fastify/helmet'
import Fastify from 'fastify'
import { gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import {
  FRAME_CUSTOMER,
  GUEST_FRAME,
  GUEST_PAGE_CACHE_CONTROL,
  type PersonalFrame,
} from '#core/http/page-cache.ts'
import { createInvalidation } from '#server/modules/shared/invalidation.ts'
import { registerPageCache } from './page-cache.ts'
import { fillPersonalPage, gzipPersonalPage, personalTemplate } from './personal-page.ts'

// Decision 0060: a logged-in customer's catalog page is the page kept for customers with their
// frame filled in — the same bytes a rendering would give them, never another customer's.

/** A page as the storefront renders it for a frame (the same markers, React's escaping). */
function page(frame: PersonalFrame, options: { bookmarkButton?: boolean; nonce?: string } = {}) {
  const n = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`
  const badge = frame.customer
    ? `<span class="badge" data-testid="bookmark-count" data-personal="bookmark-badge"${frame.bookmarkCount ? '' : ' hidden=""'}>` +
      `<span data-personal="bookmark-count">${frame.bookmarkCount}</span>` +
      `<span class="sr-only" data-personal="bookmark-label"> ${n(frame.bookmarkCount, 'Artikel gemerkt', 'Artikel gemerkt')}</span></span>`
    : ''
  return (
    `<!DOCTYPE html><html lang="de"><head><script nonce="${options.nonce ?? ''}">window.a=1</script></head><body>` +
    `<header>${frame.customer ? '<a href="/profile">Mein Konto</a>' : '<a href="/login">Anmelden</a>'}${badge}` +
    `<a href="/cart"><span class="sr-only" data-personal="cart-label">${n(frame.cartCount, 'Artikel im Warenkorb', 'Artikel im Warenkorb')}</span>` +
    `<span class="count" data-personal="cart-count">${frame.cartCount}</span></a></header>` +
    `<main>${'Roll-up-Display '.repeat(400)}` +
    (options.bookmarkButton ? '<form action="/bookmarks" data-bookmark-product="7"></form>' : '') +
    `</main><script type="application/json" id="personal-frame" data-personal="frame">null</script>` +
    `<script nonce="${options.nonce ?? ''}">window.__ctx={}</script></body></html>`
  )
}

const anna: PersonalFrame = {
  customer: { firstName: 'Anna', lastName: 'Nord</script><b>', email: 'anna@example.com' },
  cartCount: 3,
  bookmarkCount: 1,
}
const ben: PersonalFrame = {
  customer: { firstName: 'Ben', lastName: 'Süd', email: 'ben@example.com' },
  cartCount: 0,
  bookmarkCount: 0,
}

describe('the customer page template', () => {
  it('fills a frame in exactly where a rendering would differ, as text and as gzip', () => {
    const template = personalTemplate(page(FRAME_CUSTOMER))!
    expect(template.slots.map((slot) => slot.kind)).toEqual([
      'badge',
      'text',
      'text',
      'text',
      'text',
      'frame',
    ])
    for (const frame of [anna, ben]) {
      const filled = fillPersonalPage(template, frame, 'de').toString()
      const json = JSON.stringify(frame).replace(/</g, '\\u003c')
      expect(filled).toBe(page(frame).replace('>null<', `>${json}<`))
      expect(gunzipSync(gzipPersonalPage(template, frame, 'de')).toString()).toBe(filled)
    }
    // Nothing in a name ends the JSON's element.
    expect(fillPersonalPage(template, anna, 'de').toString()).not.toContain('Nord</script>')
  })

  it('names the products whose watch-list state a page shows, and refuses a page without frame', () => {
    expect(
      personalTemplate(page(FRAME_CUSTOMER, { bookmarkButton: true }))!.bookmarkProducts,
    ).toEqual([7])
    expect(
      personalTemplate('<html><body><span data-personal="cart-count">0</span></body></html>'),
    ).toBe(undefined)
  })
})

/** A shop whose one route renders `page` for the customer a token names (or the frame's). */
async function shop() {
  const app = Fastify({ logger: false })
  const invalidation = createInvalidation({ log: { error: () => {} } })
  await app.register(fastifyHelmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: { directives: { scriptSrc: ["'self'"] } },
  })
  const customers: Record<string, PersonalFrame> = { 'token-anna': anna, 'token-ben': ben }
  const asked: { token: string; products: readonly number[] }[] = []
  registerPageCache(app, {
    invalidation,
    personalFrame: async (token, products) => {
      asked.push({ token, products })
      return token === 'token-marked' ? undefined : customers[token]
    },
  })
  await app.register(fastifyCompress, { threshold: 1024 })
  const renders: string[] = []
  app.get('/*', async (request, reply) => {
    const token = /nl_session=([\w-]+)/.exec(request.headers.cookie ?? '')?.[1]
    const frame = request.customerFrame
      ? FRAME_CUSTOMER
      : token
        ? (customers[token] ?? { ...FRAME_CUSTOMER })
        : GUEST_FRAME
    renders.push(request.customerFrame ? 'frame' : (token ?? 'guest'))
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', GUEST_PAGE_CACHE_CONTROL)
      .header('vary', 'Cookie')
      .send(page(frame, { bookmarkButton: true, nonce: reply.cspNonce.script }))
  })
  const get = (url: string, cookie: string, encoding = 'identity') =>
    app.inject({ method: 'GET', url, headers: { cookie, 'accept-encoding': encoding } })
  /** Until the background rendering of the customer page has kept it. */
  const settled = async () => {
    for (let i = 0; i < 50 && !renders.includes('frame'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return { app, get, renders, asked, settled, invalidation }
}

let close: (() => Promise<unknown>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

describe('customers from the page cache', () => {
  it('renders a customer’s first request, keeps the page for customers, fills in the next ones', async () => {
    const { app, get, renders, asked, settled } = await shop()
    close = () => app.close()
    const first = await get('/roll-ups', 'popup_seen=1; nl_session=token-anna')
    expect(first.headers['x-page-cache']).toBeUndefined()
    expect(first.headers['cache-control']).toBe('private, no-store')
    await settled()
    expect(renders).toEqual(['token-anna', 'frame'])

    const again = await get('/roll-ups', 'popup_seen=1; nl_session=token-anna', 'gzip, br')
    const other = await get('/roll-ups', 'popup_seen=1; nl_session=token-ben')
    expect(renders).toHaveLength(2)
    expect(asked.map((entry) => entry.products)).toEqual([[7], [7]])
    for (const answer of [again, other]) {
      expect(answer.headers['x-page-cache']).toBe('personal')
      expect(answer.headers['cache-control']).toBe('private, no-store')
      expect(answer.headers['content-security-policy']).not.toContain("'nonce-")
    }
    expect(again.headers['content-encoding']).toBe('gzip')
    const annas = gunzipSync(again.rawPayload).toString()
    const strip = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    // The page as a rendering gives it to Anna (scripts aside: the nonce, the data's frame).
    expect(strip(annas)).toBe(strip(first.body))
    expect(annas).toContain('"email":"anna@example.com"')
    expect(other.body).toContain('"email":"ben@example.com"')
    expect(other.body).not.toMatch(/anna|Nord/)
    expect(annas).not.toMatch(/ben@|Süd/)
    // A guest still gets the guest's page, never a customer's.
    const guest = await get('/roll-ups', 'popup_seen=1')
    expect(guest.body).toContain('Anmelden')
    expect(guest.body).not.toContain('example.com')
  })

  it('renders anew for a token that is no session or has the page’s product on its list', async () => {
    const { app, get, renders, settled } = await shop()
    close = () => app.close()
    await get('/roll-ups', 'nl_session=token-anna')
    await settled()
    const marked = await get('/roll-ups', 'nl_session=token-marked')
    expect(marked.headers['x-page-cache']).toBeUndefined()
    expect(renders.at(-1)).toBe('token-marked')
  })

  it('keeps a customer page per set of guest cookies, never for staff, and is cleared with the rest', async () => {
    const { app, get, renders, settled, invalidation } = await shop()
    close = () => app.close()
    await get('/roll-ups', 'nl_session=token-anna')
    await settled()
    const otherCookies = await get('/roll-ups', 'consent=v1.s1.m0.e0; nl_session=token-anna')
    expect(otherCookies.headers['x-page-cache']).toBeUndefined()
    const staff = await get('/roll-ups', 'nl_session=token-anna; nl_staff=s')
    expect(staff.headers['x-page-cache']).toBeUndefined()
    expect(await get('/roll-ups', 'nl_session=token-ben')).toMatchObject({
      headers: { 'x-page-cache': 'personal' },
    })
    await invalidation.publish('catalog')
    const count = renders.length
    expect((await get('/roll-ups', 'nl_session=token-ben')).headers['x-page-cache']).toBeUndefined()
    expect(renders[count]).toBe('token-ben')
  })

  it('never renders the customer page for a visitor who sends the internal header', async () => {
    const { app, renders } = await shop()
    close = () => app.close()
    const forged = await app.inject({
      method: 'GET',
      url: '/roll-ups',
      headers: { 'x-shop-customer-frame': 'guess', 'accept-encoding': 'identity' },
    })
    expect(renders).toEqual(['guest'])
    expect(forged.body).toContain('Anmelden')
  })
})
