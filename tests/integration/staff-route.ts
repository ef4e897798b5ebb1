import { RouterContextProvider } from 'react-router'
import { requestContext, servicesContext } from '#server/context.ts'
import { STAFF_COOKIE } from '#core/http/cookies.ts'
import type { Services } from '#server/services.ts'

/**
 * The arguments a back-office route's loader or action gets from the storefront: the request
 * with the member's staff cookie (none: no cookie), the services and the request's facts (the
 * locale from the path's `/en` prefix), and the route's params.
 */
export function staffRouteArgs(
  services: Services,
  token: string | null,
  path: string,
  init: RequestInit = {},
  params: Record<string, string> = {},
) {
  const request = new Request(`http://127.0.0.1${path}`, {
    ...init,
    headers: token ? { cookie: `${STAFF_COOKIE}=${token}` } : {},
  })
  const context = new RouterContextProvider()
  context.set(servicesContext, services)
  context.set(requestContext, {
    origin: 'http://127.0.0.1',
    nonce: '',
    locale: path.startsWith('/en/') ? 'en' : 'de',
    ip: '127.0.0.1',
  })
  return { request, context, params }
}
