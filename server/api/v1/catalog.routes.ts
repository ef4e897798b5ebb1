import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { toQuoteAnswer } from '#core/catalog/quote.ts'
import { productSorts, searchSorts } from '#core/catalog/sorts.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { PRODUCTS_PER_PAGE } from '#server/modules/catalog/catalog.service.ts'
import { SEARCH_PER_PAGE } from '#server/modules/search/search.service.ts'
import { AppError } from '#core/errors/errors.ts'
import type { Services } from '#server/services.ts'
import { envelope, errorResponses, idParam, paginated } from './shapes.ts'
import {
  productCard,
  toCard,
  combination,
  toCombination,
  optionsAnswer,
  productAnswer,
  infosAnswer,
  quoteAnswer,
  quoteQuery,
  toProduct,
  toInfos,
  toOptions,
} from './catalog.schemas.ts'

// API-5 'Products', API-4 'Home and search': thin handlers; every price is computed by core/pricing
// inside the catalog service from database values.

export function catalogRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const { catalog } = services
    const itemNotFound = (locale: Locale) =>
      new AppError('not_found', translate(locale, 'api.itemNotFound'))
    const base = '/user/site/detail-page/product'
    const idParams = z.object({ id: idParam })

    /** Type-2 endpoints answer only for configurator products. */
    async function detailOfType(id: number, locale: Locale, type?: number) {
      const product = await catalog.detail(id, locale)
      if (type !== undefined && product.type !== type) throw itemNotFound(locale)
      return product
    }

    for (const [prefix, type, tag] of [
      [base, undefined, 'products'],
      [`${base}/type2`, 2, 'products (type 2)'],
    ] as const) {
      app.get(
        `${prefix}/fetch/:id`,
        {
          schema: {
            tags: [tag],
            summary: 'A product: titles, paths, images, menu, default combination',
            params: idParams,
            response: { 200: envelope(productAnswer), ...errorResponses },
          },
        },
        async (request) => ({
          body: toProduct(await detailOfType(request.params.id, request.locale, type)),
        }),
      )

      app.get(
        `${prefix}/infos/:id`,
        {
          schema: {
            tags: [tag],
            summary:
              'Production times with delivery dates, services, discount tiers, downloads, tabs',
            params: idParams,
            response: { 200: envelope(infosAnswer), ...errorResponses },
          },
        },
        async (request) => ({
          body: toInfos(
            await detailOfType(request.params.id, request.locale, type),
            request.locale,
          ),
        }),
      )

      app.get(
        `${prefix}/options/:id`,
        {
          schema: {
            tags: [tag],
            summary: 'The options of a product, each with its option_values',
            params: idParams,
            response: { 200: envelope(optionsAnswer), ...errorResponses },
          },
        },
        async (request) => {
          const result = await catalog.options(request.params.id, request.locale)
          if (type !== undefined && result.type !== type) throw itemNotFound(request.locale)
          return { body: toOptions(result.options) }
        },
      )
    }

    app.get(
      `${base}/optionsid/:id`,
      {
        schema: {
          tags: ['products'],
          summary: 'The combinations of a product with the option value ids each consists of',
          params: idParams,
          response: {
            200: envelope(
              z.object({
                default_combination_id: z.number().int().nullable(),
                combinations: z.array(combination),
              }),
            ),
            ...errorResponses,
          },
        },
      },
      async (request) => {
        const { combinations } = await catalog.options(request.params.id, request.locale)
        const fallback = combinations.find((c) => c.isDefault) ?? combinations[0]
        return {
          body: {
            default_combination_id: fallback?.id ?? null,
            combinations: combinations.map(toCombination),
          },
        }
      },
    )

    app.get(
      `${base}/combination-info/:id`,
      {
        schema: {
          tags: ['products'],
          summary: 'Unit and total price and delivery date of a configuration (core/pricing)',
          params: idParams,
          querystring: quoteQuery,
          response: { 200: envelope(quoteAnswer), ...errorResponses },
        },
      },
      async (request) => {
        const { combination_id, duration_id, services: serviceIds, quantity } = request.query
        const quote = await catalog.quote(
          {
            productId: request.params.id,
            combinationId: combination_id,
            durationId: duration_id,
            serviceValueIds: serviceIds,
            quantity,
          },
          request.locale,
        )
        return { body: toQuoteAnswer(quote, request.locale) }
      },
    )

    app.get(
      `${base}/type2/active-options/:product_id/:combination_id`,
      {
        schema: {
          tags: ['products (type 2)'],
          summary: 'Which option values stay selectable with the chosen combination',
          params: z.object({ product_id: idParam, combination_id: idParam }),
          response: {
            200: envelope(
              optionsAnswer.extend({
                combination: combination,
                active_option_value_ids: z.array(z.number().int()),
              }),
            ),
            ...errorResponses,
          },
        },
      },
      async (request) => {
        const result = await catalog.activeOptions(
          request.params.product_id,
          request.params.combination_id,
          request.locale,
        )
        const active = new Set(result.activeValueIds)
        return {
          body: {
            ...toOptions(result.options, active),
            combination: toCombination(result.combination),
            active_option_value_ids: result.activeValueIds.sort((a, b) => a - b),
          },
        }
      },
    )

    app.get(
      `${base}/type2/combination-info/:id`,
      {
        schema: {
          tags: ['products (type 2)'],
          summary:
            'Price and delivery date of a configurator choice (option values or combination)',
          params: idParams,
          querystring: quoteQuery.extend({
            option_values: z
              .string()
              .regex(/^\d{1,10}(,\d{1,10}){0,19}$/, { error: 'must be ids separated by commas' })
              .transform((text) => text.split(',').map(Number))
              .optional(),
          }),
          response: { 200: envelope(quoteAnswer), ...errorResponses },
        },
      },
      async (request) => {
        const { id } = request.params
        await detailOfType(id, request.locale, 2)
        const {
          combination_id,
          option_values,
          duration_id,
          services: serviceIds,
          quantity,
        } = request.query
        const quote = await catalog.quote(
          {
            productId: id,
            combinationId: combination_id,
            optionValueIds: option_values,
            durationId: duration_id,
            serviceValueIds: serviceIds,
            quantity,
          },
          request.locale,
        )
        return { body: toQuoteAnswer(quote, request.locale) }
      },
    )

    app.get(
      '/user/site/middle-page/products/:slug',
      {
        schema: {
          tags: ['products'],
          summary: 'The products of a category (by its slug), paginated and sorted',
          params: z.object({ slug: z.string().min(1).max(200) }),
          querystring: z.object({
            page: z.coerce.number().int().min(1).max(10_000).default(1),
            per_page: z.coerce.number().int().min(1).max(100).default(PRODUCTS_PER_PAGE),
            sort: z.enum(productSorts).default('position'),
          }),
          response: {
            200: envelope(
              paginated(productCard).extend({
                menu: z.object({ menu_id: z.number().int(), title: z.string(), path: z.string() }),
              }),
            ),
            ...errorResponses,
          },
        },
      },
      async (request) => {
        const menu = await services.menus.bySlug(request.params.slug, request.locale)
        if (!menu) throw new AppError('not_found', translate(request.locale, 'api.notFound'))
        const { page, per_page, sort } = request.query
        const result = await catalog.listByMenu(
          menu,
          { page, perPage: per_page, sort },
          request.locale,
        )
        return {
          body: {
            menu: { menu_id: menu.id, title: menu.title, path: menu.path },
            data: result.data.map(toCard),
            current_page: result.currentPage,
            per_page: result.perPage,
            total: result.total,
            last_page: result.lastPage,
          },
        }
      },
    )

    app.get(
      '/user/site/search/products',
      {
        schema: {
          tags: ['search'],
          summary:
            'Products matching a query (German and English, spellings and typos), by relevance or sorted',
          querystring: z.object({
            query: z.string().max(100).default(''),
            page: z.coerce.number().int().min(1).max(1_000).default(1),
            per_page: z.coerce.number().int().min(1).max(100).default(SEARCH_PER_PAGE),
            sort: z.enum(searchSorts).default('relevance'),
          }),
          response: { 200: envelope(paginated(productCard)), ...errorResponses },
        },
      },
      async (request) => {
        const { query, page, per_page, sort } = request.query
        const result = await services.search.products(query, request.locale, {
          page,
          perPage: per_page,
          sort,
        })
        return {
          body: {
            data: result.data.map(toCard),
            current_page: result.currentPage,
            per_page: result.perPage,
            total: result.total,
            last_page: result.lastPage,
          },
        }
      },
    )

    app.get(
      '/user/site/holiday/get/period/:days',
      {
        schema: {
          tags: ['home'],
          summary: 'Public holidays (configured federal state) in the next days (DLV-3: 30)',
          params: z.object({ days: z.coerce.number().int().min(1).max(366) }),
          response: {
            200: envelope(z.array(z.object({ date: z.string(), name: z.string() }))),
            ...errorResponses,
          },
        },
      },
      async (request) => ({ body: await catalog.holidays(request.params.days, request.locale) }),
    )
  }
}
