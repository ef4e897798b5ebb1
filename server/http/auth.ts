import type { FastifyReply, FastifyRequest } from 'fastify'
import { AUTH_COOKIE, sessionCookieAttributes } from '#core/http/cookies.ts'
import { translate } from '#core/i18n/translate.ts'
import type { Session } from '#server/modules/customers/auth.service.ts'
import { AppError } from '#core/errors/errors.ts'
import type { Services } from '#server/services.ts'

// docs/decisions/0005-auth-tokens.md: the API takes `Authorization: Bearer <token>` or the
// storefront's HttpOnly cookie; a state-changing request authenticated by the cookie must carry
// the `X-Requested-With` header, which no other site can send without a CORS preflight.

export const CSRF_HEADER = 'x-requested-with'

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

export function tokenFrom(
  request: FastifyRequest,
): { token: string; via: 'bearer' | 'cookie' } | undefined {
  const header = request.headers.authorization
  if (header?.toLowerCase().startsWith('bearer ')) {
    return { token: header.slice(7).trim(), via: 'bearer' }
  }
  // Null when a request is refused before the cookie plugin parsed it (e.g. by the input guard).
  const cookie = request.cookies?.[AUTH_COOKIE]
  return cookie ? { token: cookie, via: 'cookie' } : undefined
}

/**
 * onSend hook of the API scope: an answer to a request that carried a login (cookie or Bearer
 * token), or one that sets a cookie (login, registration, logout), is personal and must never
 * be kept by the browser or a shared cache. The one exception is an answer its route declared
 * `public`, the same for every visitor (the subcategories of a menu, decision 0012), which a
 * logged-in browser also fetches with its cookie.
 */
export async function noStoreForPersonalAnswers(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) {
  const personal = tokenFrom(request) !== undefined || reply.hasHeader('set-cookie')
  const declared = String(reply.getHeader('cache-control') ?? '')
  // 'public' is the route's word that the answer is the same for all; 'no-store' is there already.
  if (personal && !/(?:^|,)\s*(?:public|no-store)\b/i.test(declared)) {
    reply.header('cache-control', 'no-store')
  }
  return payload
}

/** A cookie-authenticated write without the custom header is refused (CSRF). */
export function assertNotCrossSite(request: FastifyRequest) {
  if (safeMethods.has(request.method)) return
  if (tokenFrom(request)?.via !== 'cookie') return
  if (!request.headers[CSRF_HEADER]) {
    throw new AppError('forbidden', translate(request.locale, 'auth.csrf'))
  }
}

/** The customer behind the request, or a 401 (which clears a stale cookie). */
export async function requireSession(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Session> {
  const found = tokenFrom(request)
  const session = found && (await services.auth.authenticate(found.token))
  if (!session) {
    if (found?.via === 'cookie') clearSessionCookie(reply)
    throw new AppError('unauthorized', translate(request.locale, 'auth.unauthenticated'))
  }
  assertNotCrossSite(request)
  return session
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
) {
  reply.setCookie(AUTH_COOKIE, token, sessionCookieAttributes(secureCookies(request), expiresAt))
}

/** Cookies are Secure when the shop's public address is https (behind a proxy too). */
export function secureCookies(request: FastifyRequest): boolean {
  return request.server.services.config.publicUrl.startsWith('https:')
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(AUTH_COOKIE, { path: '/' })
}
