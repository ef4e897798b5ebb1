import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { translate } from '#core/i18n/translate.ts'
import type { MenuView } from '#core/content/menus.ts'
import { AppError } from '#core/errors/errors.ts'
import type { Services } from '#server/services.ts'
import { envelope, errorResponses, idParam } from './shapes.ts'

// API-4 'Menus and content': thin handlers that shape what the content services return.

interface MenuAnswer {
  menu_id: number
  title: string
  slug: string
  path: string
  description: string
  thumbnail_image: string | null
  arrange: number
  children: MenuAnswer[]
}

const menuAnswer: z.ZodType<MenuAnswer> = z.lazy(() =>
  z.object({
    menu_id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    path: z.string().describe('locale-less storefront path'),
    description: z.string(),
    thumbnail_image: z.string().nullable().describe('image key under /media'),
    arrange: z.number().int(),
    children: z.array(menuAnswer),
  }),
)

function toMenuAnswer(menu: MenuView): MenuAnswer {
  return {
    menu_id: menu.id,
    title: menu.title,
    slug: menu.slug,
    path: menu.path,
    description: menu.description,
    thumbnail_image: menu.thumbnail,
    arrange: menu.position,
    children: menu.children.map(toMenuAnswer),
  }
}

const footerAnswer = z.object({
  footer_section_id: z.number().int(),
  type: z.enum(['menu', 'page']),
  title: z.string(),
  menus_info: z.array(z.object({ menu_id: z.number().int(), title: z.string(), path: z.string() })),
  pages: z.array(
    z.object({
      page_id: z.number().int(),
      slug: z.string(),
      title: z.string(),
      footer_alias: z.string(),
      path: z.string(),
    }),
  ),
})

const pageAnswer = z.object({
  page_id: z.number().int(),
  key: z.string(),
  slug: z.string(),
  slugs: z.object({ de: z.string(), en: z.string() }),
  title: z.string(),
  meta_description: z.string(),
  content: z.string().describe('HTML'),
})

export function contentRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const notFound = (locale: 'de' | 'en') =>
      new AppError('not_found', translate(locale, 'api.notFound'))

    app.get(
      '/user/site/menus/mega',
      {
        schema: {
          tags: ['content'],
          summary: 'Top categories with their subcategories',
          response: { 200: envelope(z.array(menuAnswer)) },
        },
      },
      async (request) => ({ body: (await services.menus.mega(request.locale)).map(toMenuAnswer) }),
    )

    app.get(
      '/user/site/menus/fetch/:id',
      {
        schema: {
          tags: ['content'],
          summary: 'One category with its subcategories',
          params: z.object({ id: idParam }),
          response: { 200: envelope(menuAnswer), ...errorResponses },
        },
      },
      async (request) => {
        const menu = await services.menus.byId(request.params.id, request.locale)
        if (!menu) throw notFound(request.locale)
        return { body: toMenuAnswer(menu) }
      },
    )

    app.get(
      '/user/site/menus/fetch/children/:id',
      {
        schema: {
          tags: ['content'],
          summary: 'The subcategories of a category',
          params: z.object({ id: idParam }),
          response: { 200: envelope(z.array(menuAnswer)), ...errorResponses },
        },
      },
      async (request, reply) => {
        const children = await services.menus.children(request.params.id, request.locale)
        if (!children) throw notFound(request.locale)
        // The category bar and the side menu load a dropdown's subcategories from here on
        // demand (decision 0012): the same for every visitor, so a short public cache.
        reply.header('cache-control', 'public, max-age=300').header('vary', 'Accept-Language')
        return { body: children.map(toMenuAnswer) }
      },
    )

    app.get(
      '/user/site/menus/fetch/menu/breadcrumb',
      {
        schema: {
          tags: ['content'],
          summary: 'Breadcrumb of a category path given by its slugs',
          querystring: z.object({
            menu: z.string().min(1).max(200),
            submenu: z.string().min(1).max(200).optional(),
          }),
          response: {
            200: envelope(
              z.array(z.object({ menu_id: z.number().int(), title: z.string(), path: z.string() })),
            ),
            ...errorResponses,
          },
        },
      },
      async (request) => {
        const { menu, submenu } = request.query
        const slugs = submenu ? [menu, submenu] : [menu]
        const resolved = await services.menus.resolve(slugs, request.locale)
        if (!resolved) throw notFound(request.locale)
        return {
          body: resolved.chain.map((item) => ({
            menu_id: item.id,
            title: item.title,
            path: item.path,
          })),
        }
      },
    )

    app.get(
      '/user/site/footer/fetch/',
      {
        schema: {
          tags: ['content'],
          summary: 'Footer sections with their links',
          response: { 200: envelope(z.array(footerAnswer)) },
        },
      },
      async (request) => {
        const sections = await services.footer.sections(request.locale)
        return {
          body: sections.map((section) => ({
            footer_section_id: section.id,
            type: section.type,
            title: section.title,
            menus_info:
              section.type === 'menu'
                ? section.links.map((link) => ({
                    menu_id: link.id,
                    title: link.title,
                    path: link.path,
                  }))
                : [],
            pages:
              section.type === 'page'
                ? section.links.map((link) => ({
                    page_id: link.id,
                    slug: link.path.replace('/pages/', ''),
                    title: link.title,
                    footer_alias: link.title,
                    path: link.path,
                  }))
                : [],
          })),
        }
      },
    )

    app.get(
      '/user/site/pages/fetch/:slug',
      {
        schema: {
          tags: ['content'],
          summary: 'A static page by its slug (in either language)',
          params: z.object({ slug: z.string().min(1).max(200) }),
          response: { 200: envelope(pageAnswer), ...errorResponses },
        },
      },
      async (request) => {
        const page = await services.pages.bySlug(request.params.slug, request.locale)
        if (!page) throw notFound(request.locale)
        return {
          body: {
            page_id: page.id,
            key: page.key,
            slug: page.slug,
            slugs: page.slugs,
            title: page.title,
            meta_description: page.metaDescription,
            content: page.body,
          },
        }
      },
    )

    app.get(
      '/user/site/popups',
      {
        schema: {
          tags: ['content'],
          summary: 'Active site popups',
          response: {
            200: envelope(
              z.array(z.object({ id: z.number().int(), title: z.string(), content: z.string() })),
            ),
          },
        },
      },
      async (request) => ({ body: await services.popups.active(request.locale) }),
    )

    app.get(
      '/user/site/front-info/redirections/fetch',
      {
        schema: {
          tags: ['content'],
          summary: 'The redirection list (from/to pairs)',
          response: {
            200: envelope(
              z.object({ info: z.array(z.object({ from: z.string(), to: z.string() })) }),
            ),
          },
        },
      },
      async () => ({ body: { info: await services.redirections.all() } }),
    )
  }
}
