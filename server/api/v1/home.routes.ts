import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Services } from '#server/services.ts'
import { envelope } from './shapes.ts'

export function homeRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/user/site/home/fetch',
      {
        schema: {
          tags: ['home'],
          summary: 'What the home page shows: shop contact data and the top categories',
          response: {
            200: envelope(
              z.object({
                shop: z.object({
                  name: z.string(),
                  phone: z.string(),
                  email: z.string(),
                  opening_hours: z.string(),
                }),
                categories: z.array(
                  z.object({
                    menu_id: z.number().int(),
                    title: z.string(),
                    description: z.string(),
                    path: z.string(),
                    thumbnail_image: z.string().nullable(),
                  }),
                ),
              }),
            ),
          },
        },
      },
      async (request) => {
        const [settings, menus] = await Promise.all([
          services.settings.get(),
          services.menus.mega(request.locale),
        ])
        return {
          body: {
            shop: {
              name: settings.shopName,
              phone: settings.phone,
              email: settings.email,
              opening_hours: settings.openingHours[request.locale],
            },
            categories: menus.map((menu) => ({
              menu_id: menu.id,
              title: menu.title,
              description: menu.description,
              path: menu.path,
              thumbnail_image: menu.thumbnail,
            })),
          },
        }
      },
    )

    app.get(
      '/user/site/home/fetch/tax',
      {
        schema: {
          tags: ['home'],
          summary: 'VAT percent (TOT-13: default 19)',
          response: { 200: envelope(z.object({ tax: z.number() })) },
        },
      },
      async () => ({ body: { tax: await services.settings.tax() } }),
    )

    app.get(
      '/user/site/home/fetch/production/delay',
      {
        schema: {
          tags: ['home'],
          summary: 'Working days added to every production time',
          response: { 200: envelope(z.object({ production_delay: z.number().int() })) },
        },
      },
      async () => ({ body: { production_delay: await services.settings.productionDelay() } }),
    )

    app.get(
      '/user/site/home/downloads',
      {
        schema: {
          tags: ['home'],
          summary: 'Print templates and data sheets of the catalogue, per product',
          response: {
            200: envelope(
              z.array(
                z.object({
                  product_id: z.number().int(),
                  title: z.string(),
                  path: z.string(),
                  downloads: z.array(
                    z.object({
                      id: z.number().int(),
                      kind: z.string(),
                      title: z.string(),
                      url: z.string().describe('PDF under /media'),
                    }),
                  ),
                }),
              ),
            ),
          },
        },
      },
      async (request) => ({
        body: (await services.catalog.downloads(request.locale)).map((product) => ({
          product_id: product.productId,
          title: product.title,
          path: product.path,
          downloads: product.files.map((file) => ({
            id: file.id,
            kind: file.kind,
            title: file.title,
            url: `/media/${file.file}`,
          })),
        })),
      }),
    )
  }
}
