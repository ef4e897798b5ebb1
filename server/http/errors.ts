import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { isAppError, statusByKind } from '#server/modules/shared/errors.ts'
import { apiMessage } from '#server/http/messages.ts'

/** Turns zod issue paths into the `{ field: [message] }` shape of ARCHITECTURE.md. */
function fieldErrors(error: FastifyError): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of error.validation ?? []) {
    const params = issue.params as { issue?: { path?: PropertyKey[] } } | undefined
    const path = params?.issue?.path ?? issue.instancePath.split('/').filter(Boolean)
    const field =
      path.length > 0 ? path.map(String).join('.') : (error.validationContext ?? 'request')
    ;(errors[field] ??= []).push(issue.message ?? 'invalid')
  }
  return errors
}

/**
 * The one error handler of the API: maps a domain error's kind to a status, answers
 * validation failures with 422 and field errors, and hides the details of a 5xx.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const locale = request.locale
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .status(422)
        .send({ message: apiMessage(locale, 'invalidInput'), errors: fieldErrors(error) })
    }
    if (isAppError(error)) {
      const status = statusByKind[error.kind]
      if (error.retryAfterSeconds !== undefined)
        reply.header('retry-after', error.retryAfterSeconds)
      if (error.kind === 'invalid' && error.fields) {
        return reply.status(status).send({ message: error.message, errors: error.fields })
      }
      return reply.status(status).send({ message: error.message })
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed')
      return reply.status(status).send({ message: apiMessage(locale, 'serverError') })
    }
    // Fastify's own 4xx (malformed JSON, body too large, unsupported media type, ...).
    return reply.status(status).send({ message: error.message })
  })
}
