import fastifySwagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { translate } from '#core/i18n/translate.ts'
import { noStoreForPersonalAnswers } from '#server/http/auth.ts'
import { registerJsonBodyParser } from '#server/http/json-body.ts'
import type { Services } from '#server/services.ts'
import { accountRoutes } from './account.routes.ts'
import { authRoutes } from './auth.routes.ts'
import { bookmarksRoutes } from './bookmarks.routes.ts'
import { cartRoutes } from './cart.routes.ts'
import { printTemplatesRoutes } from './print-templates.routes.ts'
import { catalogRoutes } from './catalog.routes.ts'
import { checkoutRoutes } from './checkout.routes.ts'
import { contentRoutes } from './content.routes.ts'
import { countriesRoutes } from './countries.routes.ts'
import { fairsRoutes } from './fairs.routes.ts'
import { companyRoutes } from './company.routes.ts'
import { deadlinesRoutes } from './deadlines.routes.ts'
import { homeRoutes } from './home.routes.ts'
import { invoicesRoutes } from './invoices.routes.ts'
import { printFilesRoutes } from './print-files.routes.ts'
import { invoiceDocumentsRoutes } from './invoice-documents.routes.ts'
import { newsletterRoutes } from './newsletter.routes.ts'
import { paymentsRoutes } from './payments.routes.ts'
import { reorderRoutes } from './reorder.routes.ts'
import { quotesRoutes } from './quotes.routes.ts'
import { noBodyIsEmpty } from './validate.ts'

/** The REST API (API-1) under /api/v1; the route table reads top to bottom here. */
export async function apiV1(app: FastifyInstance, { services }: { services: Services }) {
  registerJsonBodyParser(app)
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Nordlicht Displays shop API',
        version: '1.0.0',
        description:
          'REST API of the trade-fair display shop. Send `Accept-Language: de` or `en` for localized texts. Money is in integer cents.',
      },
      servers: [{ url: '/api/v1' }],
    },
    transform: jsonSchemaTransform,
  })

  app.addHook('onSend', noStoreForPersonalAnswers)
  app.addHook('preValidation', noBodyIsEmpty)

  await app.register(contentRoutes(services))
  await app.register(homeRoutes(services))
  await app.register(countriesRoutes(services))
  await app.register(fairsRoutes(services))
  await app.register(authRoutes(services))
  await app.register(accountRoutes(services))
  await app.register(companyRoutes(services))
  await app.register(newsletterRoutes(services))
  await app.register(bookmarksRoutes(services))
  await app.register(catalogRoutes(services))
  await app.register(deadlinesRoutes(services))
  await app.register(printTemplatesRoutes(services))
  await app.register(cartRoutes(services))
  await app.register(invoicesRoutes(services))
  await app.register(printFilesRoutes(services))
  await app.register(reorderRoutes(services))
  await app.register(invoiceDocumentsRoutes(services))
  await app.register(checkoutRoutes(services))
  await app.register(paymentsRoutes(services))
  await app.register(quotesRoutes(services))

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())

  // An unknown API path is a JSON 404, never the storefront's HTML page.
  app.all('/*', { schema: { hide: true } }, async (request, reply) =>
    reply.status(404).send({ message: translate(request.locale, 'api.notFound') }),
  )
}
