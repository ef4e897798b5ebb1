import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { translate } from '#core/i18n/translate.ts'
import { CSRF_HEADER, requireSession, tokenFrom } from '#server/http/auth.ts'
import { BOOKMARKS_PER_PAGE } from '#server/modules/bookmarks/bookmarks.service.ts'
import type { ProductCard } from '#core/catalog/product-card.ts'
import { AppError } from '#core/errors/errors.ts'
import type { Services } from '#server/services.ts'
import { envelope, errorAnswer, idParam, paginated, validationAnswer } from './shapes.ts'

const failures = { 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 422: validationAnswer }

const bookmarkAnswer = z.object({
  product_id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  feature_desc: z.string(),
  path: z.string().describe('locale-less storefront path'),
  product_info: z.object({
    cover_image: z.string().nullable().describe('image path under /media'),
    price: z.number().int().describe('lowest net unit price in cents'),
  }),
})

const toAnswer = (card: ProductCard) => ({
  product_id: card.id,
  slug: card.slug,
  title: card.title,
  feature_desc: card.featureDesc,
  path: card.path,
  product_info: { cover_image: card.image?.path ?? null, price: card.fromPriceCents },
})

/** MARK-1, API-7: the watch list of a logged-in customer. */
export function bookmarksRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    // API-7 names GET for adding and removing: with the storefront's cookie such a GET must
    // carry the same custom header as any write, so another site cannot trigger it (decision 0005).
    const session = async (...args: Parameters<typeof requireSession>) => {
      const [, request] = args
      const found = await requireSession(...args)
      if (tokenFrom(request)?.via === 'cookie' && !request.headers[CSRF_HEADER]) {
        throw new AppError('forbidden', translate(request.locale, 'auth.csrf'))
      }
      return found
    }

    app.get(
      '/user/site/bookmark/add/:id',
      {
        schema: {
          tags: ['bookmarks'],
          summary: 'Put a product on the watch list',
          params: z.object({ id: idParam }),
          response: { 200: z.object({ message: z.string() }), ...failures },
        },
      },
      async (request, reply) => {
        const { customer } = await session(services, request, reply)
        await services.bookmarks.add(customer.id, request.params.id, request.locale)
        return { message: translate(request.locale, 'bookmarks.added') }
      },
    )

    app.get(
      '/user/site/bookmark/remove/:id',
      {
        schema: {
          tags: ['bookmarks'],
          summary: 'Take a product off the watch list',
          params: z.object({ id: idParam }),
          response: { 200: z.object({ message: z.string() }), ...failures },
        },
      },
      async (request, reply) => {
        const { customer } = await session(services, request, reply)
        await services.bookmarks.remove(customer.id, request.params.id)
        return { message: translate(request.locale, 'bookmarks.removed') }
      },
    )

    app.get(
      '/user/dashboard/bookmarks/all',
      {
        schema: {
          tags: ['bookmarks'],
          summary: 'The watch list, newest first, 30 per page',
          querystring: z.object({
            page: z.coerce.number().int().min(1).max(10_000).default(1),
            per_page: z.coerce.number().int().min(1).max(100).default(BOOKMARKS_PER_PAGE),
          }),
          response: { 200: envelope(paginated(bookmarkAnswer)), ...failures },
        },
      },
      async (request, reply) => {
        const { customer } = await session(services, request, reply)
        const { page, per_page } = request.query
        const list = await services.bookmarks.list(customer.id, request.locale, page, per_page)
        return {
          body: {
            data: list.data.map(toAnswer),
            current_page: list.currentPage,
            per_page: list.perPage,
            total: list.total,
            last_page: list.lastPage,
          },
        }
      },
    )

    app.get(
      '/user/dashboard/bookmarks/count',
      {
        schema: {
          tags: ['bookmarks'],
          summary: 'How many products are on the watch list (a number)',
          response: { 200: envelope(z.number().int()), ...failures },
        },
      },
      async (request, reply) => {
        const { customer } = await session(services, request, reply)
        return { body: await services.bookmarks.count(customer.id) }
      },
    )
  }
}
