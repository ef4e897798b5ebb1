import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { text } from '#core/validation/text.ts'
import type { Services } from '#server/services.ts'
import { envelope, errorResponses } from './shapes.ts'

const day = z.string().describe('YYYY-MM-DD')

const fairAnswer = z.object({
  id: z.number().int(),
  name: z.string().describe("in the request's language (Accept-Language)"),
  city: z.string(),
  venue: z.string(),
  country: z.string().describe("the venue's country code"),
  opens_on: day,
  closes_on: day,
  build_up_from: day,
  build_up_to: day,
})

/** FAIR-6: the trade fairs a buyer can plan an order for. */
export function fairsRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/user/site/fairs',
      {
        schema: {
          tags: ['fairs'],
          summary: 'Active trade fairs not yet over, by name or city, soonest first (at most 20)',
          querystring: z.object({ q: text().max(100).default('') }),
          response: { 200: envelope(z.array(fairAnswer)), ...errorResponses },
        },
      },
      async (request) => {
        const found = await services.fairs.search(request.query.q, request.locale)
        return {
          body: found.map((fair) => ({
            id: fair.id,
            name: fair.name,
            city: fair.city,
            venue: fair.venue,
            country: fair.countryCode,
            opens_on: fair.opensOn,
            closes_on: fair.closesOn,
            build_up_from: fair.buildUpFrom,
            build_up_to: fair.buildUpTo,
          })),
        }
      },
    )
  }
}
