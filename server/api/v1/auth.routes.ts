import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { localizePath } from '#core/i18n/locale.ts'
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
import { AppError } from '#server/modules/shared/errors.ts'
import { enforce, limits, loginAccountKey } from '#server/modules/shared/limits.ts'
import type { Limit } from '#server/modules/shared/rate-limiter.ts'
import type { Services } from '#server/services.ts'
import { envelope, errorAnswer, validationAnswer } from './shapes.ts'
import { bodyParsedInHandler, parseBody } from './validate.ts'

const tokenAnswer = envelope(
  z.object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_at: z.string().describe('ISO 8601'),
  }),
)
const failures = { 401: errorAnswer, 403: errorAnswer, 422: validationAnswer, 429: errorAnswer }

export function authRoutes(services: Services): FastifyPluginAsyncZod {
  const guard = (request: FastifyRequest, rules: Limit[]) =>
    enforce(services.rateLimiter, rules, request.locale)
  // The limits count the attempt before the body is even checked: a malformed one counts too.
  const emailOf = (body: unknown) =>
    String((body as { email?: unknown } | undefined)?.email ?? '').slice(0, 320)

  return async (app) => {
    app.post(
      '/user/auth/register',
      {
        ...bodyParsedInHandler,
        schema: {
          tags: ['auth'],
          summary: 'Register a customer (spec 5 rules); logs the customer in',
          body: registrationSchema('en'),
          response: { 201: tokenAnswer, ...failures },
        },
      },
      async (request, reply) => {
        await guard(request, limits.register(request.ip, emailOf(request.body)))
        const input = parseBody(registrationSchema(request.locale), request.body, request.locale)
        const origin = services.config.publicUrl
        const session = await services.auth.register(input, request.locale, {
          profileUrl: origin + localizePath('/profile', request.locale),
        })
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
        ...bodyParsedInHandler,
        schema: {
          tags: ['auth'],
          summary: 'Log in with e-mail and password',
          body: loginSchema('en'),
          response: { 200: tokenAnswer, ...failures },
        },
      },
      async (request, reply) => {
        const email = emailOf(request.body)
        // Counted before the password is checked, so a parallel burst gets 5 tries, not 40.
        await guard(request, limits.login(request.ip, email))
        const input = parseBody(loginSchema(request.locale), request.body, request.locale)
        const session = await services.auth.login(input.email, input.password)
        if (!session) {
          const message = translate(request.locale, 'auth.loginFailed')
          throw new AppError('invalid', message, { email: [message], password: [message] })
        }
        await services.rateLimiter.reset(loginAccountKey(request.ip, email))
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
        ...bodyParsedInHandler,
        schema: {
          tags: ['auth'],
          summary: 'Mail a single-use reset link valid for 60 minutes',
          body: forgotPasswordSchema('en'),
          response: {
            200: envelope(z.object({ message: z.array(z.string()) })),
            ...failures,
          },
        },
      },
      async (request) => {
        await guard(request, limits.forgotPassword(request.ip, emailOf(request.body)))
        const { email } = parseBody(
          forgotPasswordSchema(request.locale),
          request.body,
          request.locale,
        )
        const origin = services.config.publicUrl
        const known = await services.auth.forgotPassword(email, request.locale, (token, to) => {
          const query = new URLSearchParams({ token, email: to })
          return `${origin}${localizePath('/reset-password', request.locale)}?${query}`
        })
        if (!known) {
          const message = translate(request.locale, 'auth.emailUnknown')
          throw new AppError('invalid', message, { email: [message] })
        }
        const message = translate(request.locale, 'auth.resetSent')
        return { message, body: { message: [message] } }
      },
    )

    app.post(
      '/user/auth/reset-password/:token',
      {
        ...bodyParsedInHandler,
        schema: {
          tags: ['auth'],
          summary: 'Set a new password with the token from the reset mail',
          params: z.object({ token: z.string().min(1).max(200) }),
          body: resetPasswordSchema('en'),
          response: { 200: z.object({ message: z.string() }), ...failures },
        },
      },
      async (request) => {
        assertNotCrossSite(request)
        const input = parseBody(resetPasswordSchema(request.locale), request.body, request.locale)
        const done = await services.auth.resetPassword(
          request.params.token,
          input.email,
          input.password,
        )
        if (!done) {
          const message = translate(request.locale, 'auth.resetInvalid')
          throw new AppError('invalid', message, { token: [message] })
        }
        return { message: translate(request.locale, 'auth.resetDone') }
      },
    )
  }
}
