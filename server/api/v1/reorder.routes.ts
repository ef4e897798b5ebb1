import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { translate } from '#core/i18n/translate.ts'
import { reorderSchema } from '#core/validation/reorder.ts'
import type { Services } from '#server/services.ts'
import { reorderAnswer } from './reorder.schemas.ts'
import { envelope, errorAnswer, idParam, validationAnswer } from './shapes.ts'
import { sessionOf, signedIn } from './validate.ts'

// REORD-2 (decision 0057): "order again" over the API — the same service as the profile's form;
// the customer always comes from the session, so another customer's order is a 404.

const failures = { 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 422: validationAnswer }

export function reorderRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/user/dashboard/orders/:id/reorder',
      {
        ...signedIn(services),
        schema: {
          tags: ['orders'],
          summary:
            "Put an order's lines (all, or `items`) into the cart again at today's prices; `with_files` carries their approved print files to the next order",
          params: z.object({ id: idParam }),
          body: reorderSchema,
          response: { 200: envelope(reorderAnswer), ...failures },
        },
      },
      async (request) => {
        const { customer } = sessionOf(request)
        const result = await services.reorders.reorder(
          customer.id,
          request.params.id,
          request.body,
          request.locale,
        )
        const message =
          result.added.length > 0
            ? translate(request.locale, 'reorder.added', { count: result.added.length })
            : translate(request.locale, 'reorder.noneAdded')
        return { message, body: result }
      },
    )
  }
}
