import type { IncomingMessage } from 'node:http'
import type { Readable } from 'node:stream'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { CATALOG_FILE_MAX_BYTES } from '#core/catalog/catalog-file.ts'
import { PRODUCT_DOWNLOAD_MAX_BYTES } from '#core/catalog/product-editor.ts'
import { IMAGE_UPLOAD_MAX_BYTES } from '#core/catalog/product-images.ts'
import { readCookie } from '#core/http/cookies.ts'
import { translate } from '#core/i18n/translate.ts'
import { STAFF_COOKIE } from '#core/http/cookies.ts'

// SEC-10, ROUTE-12: what a page takes before any loader or action sees the request. A page
// answers GET and HEAD, a form posts; every other method is a 405. A form post is urlencoded or
// multipart (React Router's `request.formData()` reads nothing else: a 500 with a stack trace),
// at most 1 MB (a back-office page that takes files its own limit), and a multipart body must
// parse. The body is read here, counted as it arrives, and handed on as bytes.

const MB = 1024 * 1024
/** SEC-10: the most a form post may carry. */
export const FORM_BODY_LIMIT = MB

/** The methods a page takes (GET and HEAD read, POST is a form; OPTIONS as Fastify answers it). */
const PAGE_METHODS = new Set(['GET', 'HEAD', 'POST', 'OPTIONS'])
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data'])

/**
 * Back-office pages that take files, with room for a file above its own limit, so that the page
 * itself says it is too large (the catalog files answer that from Content-Length, the editors
 * after reading): twice the largest file and 1 MB for the form's other fields.
 */
const UPLOAD_LIMITS: [RegExp, number][] = [
  [/^\/admin\/categories$/, 2 * IMAGE_UPLOAD_MAX_BYTES + MB],
  [/^\/admin\/products\/[^/]+$/, 2 * PRODUCT_DOWNLOAD_MAX_BYTES + MB],
  [/^\/admin\/catalog(?:\/products)?$/, 2 * CATALOG_FILE_MAX_BYTES + MB],
]

const pathOf = (url: string) => url.split('?', 1)[0] ?? '/'

/** The media type of a Content-Type header, lower case, without parameters. */
const mediaType = (header: string | undefined) =>
  (header ?? '').split(';', 1)[0]!.trim().toLowerCase()

/**
 * The most this post may carry: a form's 1 MB, or an upload page's limit for a multipart post
 * that carries the back-office cookie (unchecked here; the page checks the session), so a
 * stranger's upload is never read beyond 1 MB.
 */
export function bodyLimitOf(request: Pick<FastifyRequest, 'url' | 'headers'>): number {
  if (mediaType(request.headers['content-type']) !== 'multipart/form-data') return FORM_BODY_LIMIT
  if (!readCookie(request.headers.cookie, STAFF_COOKIE)) return FORM_BODY_LIMIT
  // A page's address in the back office, in either language; `.data` is a scripted submission.
  const path = pathOf(request.url)
    .replace(/^\/en(?=\/admin)/, '')
    .replace(/\.data$/, '')
  return UPLOAD_LIMITS.find(([pattern]) => pattern.test(path))?.[1] ?? FORM_BODY_LIMIT
}

function refuse(reply: FastifyReply, status: number, text: string) {
  return reply.status(status).type('text/plain; charset=utf-8').send(text)
}

/**
 * Reads at most `limit` bytes of a body; 'too-large' as soon as it has more, 'aborted' when the
 * client goes away before the end (nobody is left to answer; no error to log).
 */
function readBody(payload: Readable, limit: number): Promise<Buffer | 'too-large' | 'aborted'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const done = () => {
      payload.off('data', onData)
      payload.off('end', onEnd)
      payload.off('error', onError)
      payload.off('close', onClose)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        done()
        // The rest is never read: the answer closes the connection (see `tooLarge`).
        payload.pause()
        resolve('too-large')
        return
      }
      chunks.push(chunk)
    }
    const onEnd = () => {
      done()
      resolve(Buffer.concat(chunks))
    }
    const onError = (error: Error & { code?: string }) => {
      done()
      if (error.code === 'ECONNRESET' || error.message === 'aborted') resolve('aborted')
      else reject(error)
    }
    const onClose = () => {
      done()
      resolve('aborted')
    }
    payload.on('data', onData)
    payload.on('end', onEnd)
    payload.on('error', onError)
    payload.on('close', onClose)
  })
}

function tooLarge(reply: FastifyReply, request: FastifyRequest, limit: number) {
  // Closing the connection discards what the client still sends instead of reading it.
  reply.header('connection', 'close')
  return refuse(reply, 413, translate(request.locale, 'http.bodyTooLarge', { max: limit / MB }))
}

/** ROUTE-12: a page answers 405 to any method but GET, HEAD, POST (and OPTIONS). */
export function registerPageMethods(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (PAGE_METHODS.has(request.method) || request.url.startsWith('/api/')) return
    reply.header('allow', 'GET, HEAD, POST')
    return refuse(reply, 405, translate(request.locale, 'http.methodNotAllowed'))
  })
}

/** SEC-10 for the storefront's scope (its pages and the back office's). */
export function registerFormPosts(scope: FastifyInstance) {
  scope.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST') return
    const type = mediaType(request.headers['content-type'])
    if (!FORM_TYPES.has(type)) {
      return refuse(reply, 415, translate(request.locale, 'http.notAForm'))
    }
    const limit = bodyLimitOf(request)
    if (Number(request.headers['content-length'] ?? 0) > limit) {
      return tooLarge(reply, request, limit)
    }
  })

  // React Router's adapter hands the body on as the raw stream (its '*' content-type parser);
  // it is read here, with the limit, and handed on as bytes.
  scope.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST') return
    const limit = bodyLimitOf(request)
    const stream = (request.body ?? request.raw) as Readable | IncomingMessage
    const body = await readBody(stream, limit)
    if (body === 'too-large') return tooLarge(reply, request, limit)
    if (body === 'aborted') return refuse(reply, 400, translate(request.locale, 'http.badForm'))
    const type = request.headers['content-type'] ?? ''
    if (mediaType(type) === 'multipart/form-data') {
      // A multipart body that does not parse would fail in the action (a 500): refused here.
      const parsed = await new Response(new Uint8Array(body), { headers: { 'content-type': type } })
        .formData()
        .then(() => true)
        .catch(() => false)
      if (!parsed) return refuse(reply, 400, translate(request.locale, 'http.badForm'))
    }
    request.body = body
  })
}
