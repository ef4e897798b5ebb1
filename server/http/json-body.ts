import type { FastifyInstance } from 'fastify'
import { translate } from '#core/i18n/translate.ts'

/**
 * The API's JSON parser: an empty body is no body. The spec's own client sends
 * `Content-Type: application/json` on every call, also on a DELETE or a POST that carries
 * nothing (address delete, newsletter, payment capture, ...), which Fastify's parser refuses
 * with 400. Malformed JSON is still a 400, and prototype poisoning is still refused. JSON is
 * UTF-8 (RFC 8259): a body declared in another charset is a 415, also when it is empty.
 */
export function registerJsonBodyParser(scope: FastifyInstance) {
  const parseJson = scope.getDefaultJsonParser('error', 'error')
  scope.removeContentTypeParser('application/json')
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(request.headers['content-type'] ?? '')
    if (charset && !/^utf-?8$/i.test(charset[1]!)) {
      done(
        Object.assign(new Error(translate(request.locale, 'http.jsonCharset')), {
          statusCode: 415,
        }),
      )
      return
    }
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (text.trim() === '') {
      done(null, undefined)
      return
    }
    parseJson(request, text, done)
  })
}
