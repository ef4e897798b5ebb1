import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '#server/config.ts'
import { renderRobots, renderSitemap, sitemapEntries } from '#server/modules/seo/sitemap.ts'
import type { Services } from '#server/services.ts'

/** robots.txt and sitemap.xml, built from the database on request (briefly cached by clients). */
export function registerSeo(
  app: FastifyInstance,
  { config, services }: { config: AppConfig; services: Services },
) {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(renderRobots(config.publicUrl)),
  )

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = renderSitemap(config.publicUrl, await sitemapEntries(services))
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml)
  })
}
