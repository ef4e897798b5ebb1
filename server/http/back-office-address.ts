import type { FastifyInstance } from 'fastify'
import { translate } from '#core/i18n/translate.ts'

// ROUTE-13: one address per back-office page. React Router matches paths case-insensitively and
// after percent-decoding, so /ADMIN/orders, /%61dmin/orders and /admin/./orders all reached the
// back office; anything that guards or counts by address (a proxy's rule, the redirect editor's
// reserved paths, a log search) would have to know every spelling. A variant of the address is
// sent to the one address (GET, HEAD) or not found (any other method); the back office's routes
// match their own segments by case (app/routes.ts), so /admin/ORDERS is not found either.

const PREFIX = /^\/(?:en\/)?admin(?=\/|$)/i
/** Letters, digits, '-', '.', '_' and '~' stand for themselves; an escape of one is a variant. */
const ESCAPED_UNRESERVED = /%(2[dDeE]|3\d|[46][1-9a-fA-F]|[57][0-9aA]|5[fF]|7[eE])/g

/**
 * The back office's one address for a request path, or null when the path is none of the back
 * office's: dot segments resolved, escapes of plain characters decoded (RFC 3986, 6.2.2), the
 * `/en` and `/admin` segments in lower case, no trailing slash (ROUTE-5).
 */
export function backOfficeAddress(path: string): string | null {
  const resolved = URL.parse(path, 'http://shop.invalid')?.pathname
  if (!resolved) return null
  const plain = resolved.replace(ESCAPED_UNRESERVED, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  )
  const prefix = PREFIX.exec(plain)
  if (!prefix) return null
  const address = prefix[0].toLowerCase() + plain.slice(prefix[0].length)
  return address.length > 1 ? address.replace(/\/+$/, '') : address
}

export function registerBackOfficeAddress(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const queryAt = request.url.indexOf('?')
    const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt)
    const address = backOfficeAddress(path)
    if (address === null || address === path) return
    if (request.method === 'GET' || request.method === 'HEAD') {
      return reply.redirect(address + (queryAt === -1 ? '' : request.url.slice(queryAt)), 301)
    }
    return reply
      .status(404)
      .type('text/plain; charset=utf-8')
      .send(translate(request.locale, 'api.notFound'))
  })
}
