import type { FastifyInstance } from 'fastify'

/**
 * The API's JSON parser: an empty body is no body. The spec's own client sends
 * `Content-Type: application/json` on every call, also on a DELETE or a POST that carries
 * nothing (address delete, newsletter, payment capture, ...), which Fastify's parser refuses
 * with 400. Malformed JSON is still a 400, and prototype poisoning is still refused.
 */
export function registerJsonBodyParser(scope: FastifyInstance) {
  const parseJson = scope.getDefaultJsonParser('error', 'error')
  scope.removeContentTypeParser('application/json')
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (text.trim() === '') {
      done(null, undefined)
      return
    }
    parseJson(request, text, done)
  })
}
