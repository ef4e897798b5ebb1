import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema.js'
import { validatorCompiler } from 'fastify-type-provider-zod'
import type { z } from 'zod'

/**
 * Route option for a body parsed by `parseBody` (server/modules/shared/parse.ts) in the handler: the route's body schema (built in
 * English) documents the body in OpenAPI, while params and query are still validated up front.
 */
export const bodyParsedInHandler = {
  validatorCompiler<T>(route: FastifyRouteSchemaDef<T>): FastifyValidationResult {
    if (route.httpPart === 'body') return (data: unknown) => ({ value: data })
    return validatorCompiler(route as unknown as FastifyRouteSchemaDef<z.ZodType>)
  },
}
