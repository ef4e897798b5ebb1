import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema.js'
import { validatorCompiler } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { fieldErrors } from '#core/validation/customer.ts'
import { AppError } from '#server/modules/shared/errors.ts'

/**
 * Parses a body with a schema of core/validation built for the visitor's language (the route's
 * own zod schema only documents it), so the 422 speaks German on German pages (spec 5).
 */
export function parseBody<T extends z.ZodType>(
  schema: T,
  body: unknown,
  locale: Locale,
): z.output<T> {
  // No body at all is an empty form; JSON `null` or any other non-object is a wrong type.
  const result = schema.safeParse(body === undefined ? {} : body)
  if (result.success) return result.data
  throw new AppError(
    'invalid',
    translate(locale, 'validation.fixErrors'),
    fieldErrors(result.error),
  )
}

/**
 * Route option for a body parsed by `parseBody` in the handler: the route's body schema (built in
 * English) documents the body in OpenAPI, while params and query are still validated up front.
 */
export const bodyParsedInHandler = {
  validatorCompiler<T>(route: FastifyRouteSchemaDef<T>): FastifyValidationResult {
    if (route.httpPart === 'body') return (data: unknown) => ({ value: data })
    return validatorCompiler(route as unknown as FastifyRouteSchemaDef<z.ZodType>)
  },
}
