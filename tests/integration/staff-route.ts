import { generate } from 'otplib'
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

/**
 * A fully logged-in owner (STAFF-3: with the second factor set up) for the back-office routes:
 * the token of the owner's staff cookie.
 */
export async function ownerToken(services: Services, email: string): Promise<string> {
  const { member, password } = await services.staff.create(
    { email, name: 'Owner', role: 'owner' },
    null,
  )
  const login = (await services.staff.logIn(email, password))!
  const { secret } = await services.staff.beginTotpSetup(member.id)
  await services.staff.confirmTotpSetup(login.session, await generate({ secret }), 'de')
  return login.token
}

/** A back-office route's form post (the fields as a browser sends them). */
export function staffPost(
  services: Services,
  token: string,
  path: string,
  fields: Record<string, string | string[]>,
  params: Record<string, string> = {},
) {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) {
    for (const item of [value].flat()) body.append(key, item)
  }
  return staffRouteArgs(services, token, path, { method: 'POST', body }, params) as never
}
