import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { translate } from '#core/i18n/translate.ts'
import {
  forgotPasswordSchema,
  loginSchema,
  registrationSchema,
  resetPasswordSchema,
} from '#core/validation/customer.ts'
import {
  assertNotCrossSite,
  clearSessionCookie,
  requireSession,
  setSessionCookie,
} from '#server/http/auth.ts'
import type { Services } from '#server/services.ts'
import { envelope, errorAnswer, validationAnswer } from './shapes.ts'

const tokenAnswer = envelope(
  z.object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_at: z.string().describe('ISO 8601'),
  }),
)
const failures = { 401: errorAnswer, 403: errorAnswer, 422: validationAnswer, 429: errorAnswer }

export function authRoutes(services: Services): FastifyPluginAsyncZod {
  const asker = (request: FastifyRequest) => ({ ip: request.ip, locale: request.locale })

  return async (app) => {
    app.post(
      '/user/auth/register',
      {
        preValidation: (request) => services.authFlows.limit.register(asker(request), request.body),
        schema: {
          tags: ['auth'],
          summary: 'Register a customer (VAL-3 rules); logs the customer in',
          body: registrationSchema,
          response: { 201: tokenAnswer, ...failures },
        },
      },
      async (request, reply) => {
        const session = await services.authFlows.register(asker(request), request.body)
        setSessionCookie(request, reply, session.token, session.expiresAt)
        return reply.status(201).send({
          message: translate(request.locale, 'auth.registered'),
          body: {
            access_token: session.token,
            token_type: 'Bearer' as const,
            expires_at: session.expiresAt.toISOString(),
          },
        })
      },
    )

    app.post(
      '/user/auth/login',
      {
        preValidation: (request) => services.authFlows.limit.logIn(asker(request), request.body),
        schema: {
          tags: ['auth'],
          summary: 'Log in with e-mail and password',
          body: loginSchema,
          response: { 200: tokenAnswer, ...failures },
        },
      },
      async (request, reply) => {
        const session = await services.authFlows.logIn(asker(request), request.body)
        setSessionCookie(request, reply, session.token, session.expiresAt)
        return {
          message: translate(request.locale, 'auth.loggedIn'),
          body: {
            access_token: session.token,
            token_type: 'Bearer' as const,
            expires_at: session.expiresAt.toISOString(),
          },
        }
      },
    )

    app.post(
      '/user/auth/logout',
      {
        schema: {
          tags: ['auth'],
          summary: 'Revoke the token in use and clear the cookie',
          response: { 200: z.object({ message: z.string() }), ...failures },
        },
      },
      async (request, reply) => {
        const session = await requireSession(services, request, reply)
        await services.auth.logout(session.tokenId)
        clearSessionCookie(reply)
        return { message: translate(request.locale, 'auth.loggedOut') }
      },
    )

    app.post(
      '/user/auth/forget-password',
      {
        preValidation: (request) =>
          services.authFlows.limit.forgotPassword(asker(request), request.body),
        schema: {
          tags: ['auth'],
          summary: 'Mail a single-use reset link valid for 60 minutes',
          body: forgotPasswordSchema,
          response: {
            200: envelope(z.object({ message: z.array(z.string()) })),
            ...failures,
          },
        },
      },
      async (request) => {
        const message = await services.authFlows.forgotPassword(asker(request), request.body)
        return { message, body: { message: [message] } }
      },
    )

    app.post(
      '/user/auth/reset-password/:token',
      {
        // A cross-site post is refused whatever its body (SEC-1).
        preValidation: async (request) => assertNotCrossSite(request),
        schema: {
          tags: ['auth'],
          summary: 'Set a new password with the token from the reset mail',
          params: z.object({ token: z.string().min(1).max(200) }),
          body: resetPasswordSchema,
          response: { 200: z.object({ message: z.string() }), ...failures },
        },
      },
      async (request) => {
        const message = await services.authFlows.resetPassword(
          asker(request),
          request.params.token,
          request.body,
        )
        return { message }
      },
    )
  }
}
