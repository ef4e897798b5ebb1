import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { issueMessage } from '#core/validation/form-input.ts'
import { isAppError, statusByKind } from '#core/errors/errors.ts'
import { apiMessage } from '#server/http/messages.ts'

/**
 * Turns the issues of a body, path, query or params schema into the `{ field: [message] }`
 * shape, in the request's language like the headline (SEC-8, decision 0039): a schema message
 * that is a message key ('cart.quantityLimit') translated, else the general 'invalid input'.
 */
function fieldErrors(error: FastifyError, locale: Locale): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of error.validation ?? []) {
    // fastify-type-provider-zod keeps a zod issue's own fields (`maximum`, `params`) in `params`.
    const path = issue.instancePath.split('/').filter(Boolean)
    const zodIssue = {
      ...issue.params,
      code: issue.keyword,
      path,
      message: issue.message ?? '',
    } as z.core.$ZodIssue
    // A body that is no object at all is the form's mistake, as the actions answer it.
    const whole = error.validationContext === 'body' ? 'form' : error.validationContext
    const field = path.length > 0 ? path.join('.') : (whole ?? 'request')
    const message = issueMessage(zodIssue, locale)
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
      // A body is a form: its headline asks to correct the fields, as the forms' does.
      const headline =
        error.validationContext === 'body'
          ? translate(locale, 'validation.fixErrors')
          : apiMessage(locale, 'invalidInput')
      return reply.status(422).send({ message: headline, errors: fieldErrors(error, locale) })
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
