import type { FastifyInstance } from 'fastify'
import { leavesSite } from '#core/content/redirects.ts'
import { safeLocalPath } from '#core/http/safe-redirect.ts'
import type { AppConfig } from '#server/config.ts'
import type { RedirectionsService } from '#server/modules/content/redirections.service.ts'

/** Paths that never go through the storefront's redirect rules. */
function isExempt(path: string): boolean {
  return (
    path.startsWith('/api/') ||
    path === '/api' ||
    path.startsWith('/assets/') ||
    path.startsWith('/media/') ||
    path.startsWith('/@') || // Vite dev server internals
    path.startsWith('/node_modules/') ||
    path === '/healthz' ||
    path === '/readyz'
  )
}

/**
 * A rule's target with the visitor's query after its own: only on the shop's own pages. Another
 * site never gets the query (SEC-11): it may carry a token or an e-mail address.
 */
function withQuery(target: string, query: string): string {
  if (!query || query === '?' || leavesSite(target)) return target
  return target.includes('?') ? `${target}&${query.slice(1)}` : target + query
}

/**
 * ROUTE-3 to ROUTE-5, routing rules before any page renders:
 * - /messeratgeber and its articles go to the external advisor blog, /pages/download-centrum
 *   to the external download centre;
 * - a path in the redirection list goes to its target (ignoring a trailing slash);
 * - any other path with a trailing slash (except /) answers 301 without it.
 */
export function registerRedirects(
  app: FastifyInstance,
  options: {
    config: AppConfig
    redirections: RedirectionsService
    /** Counts a followed redirect (CONT-1: the back office shows the hits). */
    onHit?: (path: string) => void
  },
) {
  const { config, redirections } = options
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return
    const url = request.url
    const queryAt = url.indexOf('?')
    const path = queryAt === -1 ? url : url.slice(0, queryAt)
    const query = queryAt === -1 ? '' : url.slice(queryAt)
    if (isExempt(path)) return

    const advisor = /^(?:\/en)?\/messeratgeber(\/.*)?$/.exec(path)
    if (advisor) {
      const rest = (advisor[1] ?? '').replace(/\/+$/, '')
      return reply.redirect(`${config.advisorBlogUrl}${rest}${rest ? '/' : ''}`, 301)
    }
    if (/^(?:\/en)?\/pages\/download-centrum\/?$/.test(path)) {
      return reply.redirect(config.downloadCentreUrl, 301)
    }

    const target = await redirections.match(path)
    if (target && target !== path) {
      options.onHit?.(path)
      return reply.redirect(withQuery(target, query), 301)
    }

    if (path.length > 1 && path.endsWith('/')) {
      // Leading slashes collapse too: '//evil.example/' must not become a protocol-relative URL.
      // Node lets a raw '\' through in the request target, and browsers read '/\evil.example'
      // as '//evil.example', so the target goes through the same check as any other redirect;
      // a path that would leave the site is not redirected at all (the page answers 404).
      const trimmed = '/' + path.replace(/^\/+|\/+$/g, '')
      const target = safeLocalPath(trimmed + query, null)
      if (target) return reply.redirect(target, 301)
    }
  })
}
