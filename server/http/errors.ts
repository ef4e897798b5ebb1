import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import type { Locale } from '#core/i18n/locale.ts'
import { getI18n, type MessageKey, translate } from '#core/i18n/translate.ts'
import { localizedMessage } from '#core/validation/text.ts'
import { isAppError, statusByKind } from '#core/errors/errors.ts'
import { apiMessage } from '#server/http/messages.ts'

/**
 * Turns the issues of a path, query or params schema into the `{ field: [message] }` shape, in
 * the request's language like the headline (SEC-8): a shared rule's own message, a schema
 * message that is a message key ('cart.quantityLimit'), else the general 'invalid input'.
 */
function fieldErrors(error: FastifyError, locale: Locale): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of error.validation ?? []) {
    const params = issue.params as { issue?: z.core.$ZodIssue } | undefined
    const zodIssue = params?.issue
    const path = zodIssue?.path ?? issue.instancePath.split('/').filter(Boolean)
    const field =
      path.length > 0 ? path.map(String).join('.') : (error.validationContext ?? 'request')
    const key = issue.message ?? ''
    const message =
      (zodIssue && localizedMessage(zodIssue, locale)) ??
      (key.includes('.') && getI18n(locale).exists(key)
        ? translate(locale, key as MessageKey)
        : apiMessage(locale, 'invalidInput'))
    const list = (errors[field] ??= [])
    if (!list.includes(message)) list.push(message)
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
        .send({ message: apiMessage(locale, 'invalidInput'), errors: fieldErrors(error, locale) })
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
