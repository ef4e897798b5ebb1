import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { translate } from '#core/i18n/translate.ts'
import { newsletterSchema } from '#core/validation/newsletter.ts'
import { requireSession } from '#server/http/auth.ts'
import type { Services } from '#server/services.ts'
import { envelope, errorAnswer, validationAnswer } from './shapes.ts'

const failures = { 401: errorAnswer, 403: errorAnswer, 422: validationAnswer, 429: errorAnswer }

/**
 * API-4, API-7: the footer's sign-up and the profile's subscription page; double opt-in (NEWS-2).
 */
export function newsletterRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/user/site/newsletter/subscribe',
      {
        schema: {
          tags: ['newsletter'],
          summary: 'Ask for the newsletter: a confirmation link is mailed (double opt-in)',
          body: newsletterSchema,
          response: { 200: envelope(z.string()), ...failures },
        },
      },
      async (request) => {
        const input = request.body
        const text = await services.newsletterSignup({
          email: input.email,
          firstName: input.first_name,
          lastName: input.last_name,
          locale: request.locale,
          source: 'api',
          ip: request.ip,
          origin: services.config.publicUrl,
        })
        return { message: text, body: text }
      },
    )

    app.get(
      '/user/dashboard/newsletter/get',
      {
        schema: {
          tags: ['newsletter'],
          summary: "The subscription of the account's e-mail",
          response: {
            200: envelope(
              z.object({
                email: z.string(),
                status: z.enum(['none', 'pending', 'active', 'unsubscribed']),
                subscribed: z.boolean(),
              }),
            ),
            ...failures,
          },
        },
      },
      async (request, reply) => {
        const { customer } = await requireSession(services, request, reply)
        const status = await services.newsletter.status(customer.email)
        return { body: { email: customer.email, status, subscribed: status === 'active' } }
      },
    )

    app.post(
      '/user/dashboard/newsletter/subscribe',
      {
        schema: {
          tags: ['newsletter'],
          summary: "Subscribe the account's e-mail (a confirmation link is mailed)",
          response: { 200: z.object({ message: z.string() }), ...failures },
        },
      },
      async (request, reply) => {
        const { customer } = await requireSession(services, request, reply)
        const message = await services.newsletterSignup({
          email: customer.email,
          firstName: customer.firstName,
          lastName: customer.lastName,
          locale: request.locale,
          source: 'profile',
          ip: request.ip,
          origin: services.config.publicUrl,
        })
        return { message }
      },
    )

    app.post(
      '/user/dashboard/newsletter/unsubscribe',
      {
        schema: {
          tags: ['newsletter'],
          summary: "Unsubscribe the account's e-mail",
          response: { 200: z.object({ message: z.string() }), ...failures },
        },
      },
      async (request, reply) => {
        const { customer } = await requireSession(services, request, reply)
        await services.newsletter.unsubscribeEmail(customer.email)
        return { message: translate(request.locale, 'newsletter.unsubscribed') }
      },
    )
  }
}
