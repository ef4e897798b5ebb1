import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { translate } from '#core/i18n/translate.ts'
import { COUNTRIES_PER_PAGE } from '#core/countries/countries.ts'
import { AppError } from '#core/errors/errors.ts'
import type { Services } from '#server/services.ts'
import { envelope, errorResponses, idParam, paginated } from './shapes.ts'

const countryAnswer = z.object({
  country_id: z.number().int(),
  name: z.string(),
  country_info: z.object({ code: z.string(), tax_required: z.boolean() }),
})

export function countriesRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/user/site/countries/search',
      {
        schema: {
          tags: ['countries'],
          summary: 'Countries by name, 30 per page',
          querystring: z.object({
            query: z.string().max(100).default(''),
            page: z.coerce.number().int().min(1).max(10_000).default(1),
            per_page: z.coerce.number().int().min(1).max(100).default(COUNTRIES_PER_PAGE),
          }),
          response: { 200: envelope(paginated(countryAnswer)), ...errorResponses },
        },
      },
      async (request) => {
        const { query, page, per_page } = request.query
        const result = await services.countries.search(query, request.locale, page, per_page)
        return {
          body: {
            data: result.data.map((country) => ({
              country_id: country.id,
              name: country.name,
              country_info: { code: country.code, tax_required: country.taxRequired },
            })),
            current_page: result.currentPage,
            per_page: result.perPage,
            total: result.total,
            last_page: result.lastPage,
          },
        }
      },
    )

    app.get(
      '/user/site/countries/post-methods/:country',
      {
        schema: {
          tags: ['countries'],
          summary: 'Post methods for a destination country',
          params: z.object({ country: idParam }),
          response: {
            200: envelope(
              z.object({
                post_method: z.array(
                  z.object({
                    value: z.string(),
                    text: z.string(),
                    price: z.number().int().describe('net price in integer cents'),
                  }),
                ),
              }),
            ),
            ...errorResponses,
          },
        },
      },
      async (request) => {
        const methods = await services.countries.postMethods(request.params.country, request.locale)
        if (!methods) throw new AppError('not_found', translate(request.locale, 'api.notFound'))
        return {
          body: {
            post_method: methods.map((method) => ({
              value: method.value,
              text: method.text,
              price: method.priceCents,
            })),
          },
        }
      },
    )
  }
}
