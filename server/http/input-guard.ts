import type { FastifyInstance, FastifyRequest } from 'fastify'
import { translate } from '#core/i18n/translate.ts'
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '#core/validation/text.ts'
import { AppError } from '#core/errors/errors.ts'

/**
 * The names of the URL's parts that hold a control character: the path itself, each path
 * parameter and each query parameter, as decoded. A raw path that does not decode is left to
 * the router.
 */
function fieldsWithControlCharacters(request: FastifyRequest): string[] {
  const fields = new Set<string>()
  const raw = request.url.split('?')[0] ?? ''
  let path = raw
  try {
    path = decodeURIComponent(raw)
  } catch {
    // A malformed escape is no control character; the router answers it.
  }
  const params = (request.params ?? {}) as Record<string, unknown>
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' && hasControlCharacters(value)) fields.add(name)
  }
  if (fields.size === 0 && hasControlCharacters(path)) fields.add('path')
  const query = (request.query ?? {}) as Record<string, unknown>
  for (const [name, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value]
    const bad =
      hasControlCharacters(name) ||
      values.some((item) => typeof item === 'string' && hasControlCharacters(item))
    if (bad) fields.add(hasControlCharacters(name) ? 'query' : name)
  }
  return [...fields]
}

/**
 * The shared text rule (core/validation/text.ts) for what no body schema sees: the path, path
 * parameters and the query of every request, API and storefront alike. A NUL byte there would
 * reach a database query (a 500) and CR/LF a redirect's Location header. The API answers 422
 * with a field message; a page answers 400.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const fields = fieldsWithControlCharacters(request)
    if (fields.length === 0) return
    const locale = request.locale
    if (request.url.startsWith('/api/')) {
      const message = translate(locale, CONTROL_CHARACTERS_MESSAGE)
      throw new AppError(
        'invalid',
        translate(locale, 'validation.fixErrors'),
        Object.fromEntries(fields.map((field) => [field, [message]])),
      )
    }
    return reply
      .status(400)
      .type('text/plain; charset=utf-8')
      .send(translate(locale, 'api.badRequest'))
  })
}
