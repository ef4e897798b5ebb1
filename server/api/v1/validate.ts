import type { FastifyReply, FastifyRequest } from 'fastify'
import { requireSession } from '#server/http/auth.ts'
import type { Session } from '#server/modules/customers/auth.service.ts'
import type { Services } from '#server/services.ts'

// Decision 0039: Fastify validates each body with the one schema the forms use too, and the
// error handler answers its message keys in the request's language. What ran before the body
// was read in the handler runs before that check, so a client sees the same answers as before.

/** No body at all is an empty form: each required field says so, not 'expected an object'. */
export async function noBodyIsEmpty(request: FastifyRequest) {
  if (request.body === undefined && request.routeOptions.schema?.body) request.body = {}
}

const sessions = new WeakMap<FastifyRequest, Session>()

/**
 * Route option: the customer's session is checked before the body, so a stranger's call is a
 * 401 whatever it sends; the handler reads it with `sessionOf(request)`.
 */
export function signedIn(services: Services) {
  return {
    preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
      sessions.set(request, await requireSession(services, request, reply))
    },
  }
}

/** The session `signedIn` checked for this request. */
export function sessionOf(request: FastifyRequest): Session {
  const session = sessions.get(request)
  if (!session) throw new Error(`${request.url}: the route has no signedIn option`)
  return session
}
