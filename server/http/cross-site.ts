import type { IncomingHttpHeaders } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { translate } from '#core/i18n/translate.ts'

// Route actions take plain HTML form posts (they work before hydration), which cannot carry the
// API's X-Requested-With header. A browser names where such a post comes from: Sec-Fetch-Site,
// and Origin on every POST. A post another site made is refused (decision 0013); SameSite=Lax
// on the session cookie is the second line.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** True when a browser tells that this state-changing request was made by another site. */
export function isCrossSiteWrite(
  method: string,
  headers: IncomingHttpHeaders,
  ownOrigins: string[],
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false
  // Where the browser says it, Sec-Fetch-Site decides (a same-origin form can carry Origin: null
  // under a strict referrer policy); older browsers send Origin only.
  const site = headers['sec-fetch-site']
  if (site !== undefined) return site !== 'same-origin' && site !== 'none'
  const origin = headers.origin
  if (origin === undefined) return false
  return !ownOrigins.includes(origin)
}

/** Refuses (403) a storefront request that changes something and that another site made. */
export function registerCrossSiteGuard(scope: FastifyInstance, publicUrl: string) {
  scope.addHook('onRequest', async (request, reply) => {
    // The request's own origin as well: a visitor on http://127.0.0.1:3000 posts from there.
    const own = [publicUrl, `${request.protocol}://${request.host}`]
    if (!isCrossSiteWrite(request.method, request.headers, own)) return
    return reply
      .status(403)
      .type('text/plain; charset=utf-8')
      .send(translate(request.locale, 'auth.csrf'))
  })
}
