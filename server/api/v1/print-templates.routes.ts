import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '#core/errors/errors.ts'
import { attachmentHeader } from '#core/http/attachment.ts'
import { translate } from '#core/i18n/translate.ts'
import type { Services } from '#server/services.ts'
import { errorAnswer, idParam, validationAnswer } from './shapes.ts'

// TPL-2, TPL-3 (decision 0050): the print template of a product in a configuration, as a PDF.
// A plain link works (the product page, cart and order lines link here), so the language may
// come from `lang` as well as from Accept-Language; the answer is public and revalidated by its
// ETag, which names what the template shows.

export function printTemplatesRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/user/site/detail-page/product/template/:id',
      {
        schema: {
          tags: ['products'],
          summary:
            'Print template (PDF) of a product in a configuration: trim, bleed, safety margin and hidden zones as a non-printing layer',
          params: z.object({ id: idParam }),
          querystring: z.object({
            combination_id: idParam
              .optional()
              .describe("the configuration; none: the product's default"),
            lang: z
              .enum(['de', 'en'])
              .optional()
              .describe('the language of the guides (else Accept-Language)'),
          }),
          response: {
            200: z
              .unknown()
              .describe('application/pdf, as an attachment named by product and size'),
            304: z.unknown().describe('the template the client holds is still current'),
            404: errorAnswer,
            422: validationAnswer,
          },
        },
      },
      async (request, reply) => {
        const locale = request.query.lang ?? request.locale
        const answer = await services.printTemplates.template(
          request.params.id,
          request.query.combination_id,
          locale,
        )
        if (answer.kind === 'not-found') {
          throw new AppError('not_found', translate(locale, 'api.itemNotFound'))
        }
        if (answer.kind === 'no-print-data') {
          const message = translate(locale, 'preflight.template.noPrintData')
          throw new AppError('invalid', message, { id: [message] })
        }
        reply
          .header('etag', answer.etag)
          .header('cache-control', 'public, max-age=3600, must-revalidate')
          .header('vary', 'Accept-Language')
        if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send()
        return reply
          .header('content-disposition', attachmentHeader(answer.fileName))
          .header('x-content-type-options', 'nosniff')
          .type('application/pdf')
          .send(Buffer.from(await answer.bytes()))
      },
    )
  }
}
