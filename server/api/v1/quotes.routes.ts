import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { attachmentHeader } from '#core/http/attachment.ts'
import { translate } from '#core/i18n/translate.ts'
import { quoteRequestSchema } from '#core/validation/quotes.ts'
import type { Services } from '#server/services.ts'
import {
  quoteDetail,
  quoteDetailAnswer,
  quoteSummary,
  quoteSummaryAnswer,
} from './quotes.schemas.ts'
import { envelope, errorAnswer, idParam, validationAnswer } from './shapes.ts'
import { sessionOf, signedIn } from './validate.ts'

// QUOTE-2, QUOTE-6 (decision 0058): thin handlers over server/modules/quotes. The customer
// always comes from the session; a guest gets 401 (QUOTE-2: customers only).

const failures = { 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 422: validationAnswer }
const idParams = z.object({ id: idParam })

export function quotesRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const { quoteRequests } = services
    const base = '/user/dashboard/quotes'

    app.post(
      '/user/site/quotes',
      {
        ...signedIn(services),
        schema: {
          tags: ['quotes'],
          summary: 'Request a quote: configurations with quantities up to 10,000 and a message',
          body: quoteRequestSchema,
          response: { 201: envelope(quoteDetail), ...failures },
        },
      },
      async (request, reply) => {
        const { customer } = sessionOf(request)
        const id = await quoteRequests.request(customer.id, request.body, request.locale)
        const view = await quoteRequests.get(customer.id, id, request.locale)
        return reply.status(201).send({
          message: translate(request.locale, 'quotes.sent'),
          body: quoteDetailAnswer(view),
        })
      },
    )

    app.get(
      base,
      {
        ...signedIn(services),
        schema: {
          tags: ['quotes'],
          summary: "The customer's quote requests and quotes, newest first",
          response: { 200: envelope(z.array(quoteSummary)), ...failures },
        },
      },
      async (request) => {
        const { customer } = sessionOf(request)
        const list = await quoteRequests.list(customer.id)
        return { body: list.map(quoteSummaryAnswer) }
      },
    )

    app.get(
      `${base}/:id`,
      {
        ...signedIn(services),
        schema: {
          tags: ['quotes'],
          summary: 'One quote with its lines and prices',
          params: idParams,
          response: { 200: envelope(quoteDetail), ...failures },
        },
      },
      async (request) => {
        const { customer } = sessionOf(request)
        const view = await quoteRequests.get(customer.id, request.params.id, request.locale)
        return { body: quoteDetailAnswer(view) }
      },
    )

    app.post(
      `${base}/:id/accept`,
      {
        ...signedIn(services),
        schema: {
          tags: ['quotes'],
          summary:
            "Accept a sent quote within its validity: its lines go into the cart at the quote's prices, locked",
          params: idParams,
          response: { 200: envelope(quoteDetail), 409: errorAnswer, ...failures },
        },
      },
      async (request) => {
        const { customer } = sessionOf(request)
        await quoteRequests.accept(customer.id, request.params.id, request.locale)
        const view = await quoteRequests.get(customer.id, request.params.id, request.locale)
        return {
          message: translate(request.locale, 'quotes.accepted'),
          body: quoteDetailAnswer(view),
        }
      },
    )

    app.get(
      `${base}/:id/pdf`,
      {
        ...signedIn(services),
        schema: {
          tags: ['quotes'],
          summary: 'The sent quote as PDF',
          params: idParams,
          response: { 200: z.unknown().describe('the PDF as an attachment'), ...failures },
        },
      },
      async (request, reply) => {
        const { customer } = sessionOf(request)
        const file = await quoteRequests.pdf(customer.id, request.params.id, request.locale)
        return reply
          .header('content-disposition', attachmentHeader(file.filename))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .type('application/pdf')
          .send(Buffer.from(file.pdf))
      },
    )
  }
}
