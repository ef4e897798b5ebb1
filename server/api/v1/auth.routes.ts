import type { FastifyReply, FastifyRequest } from 'fastify'
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
  originOf,
  requireSession,
  setSessionCookie,
} from '#server/http/auth.ts'
import { AppError } from '#server/modules/shared/errors.ts'
import type { Limit } from '#server/modules/shared/rate-limiter.ts'
import type { Services } from '#server/services.ts'
import { envelope, errorAnswer, validationAnswer } from './shapes.ts'
import { bodyParsedInHandler, parseBody } from './validate.ts'

const MINUTE = 60_000
const tokenAnswer = envelope(
  z.object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_at: z.string().describe('ISO 8601'),
  }),
)
const failures = { 401: errorAnswer, 403: errorAnswer, 422: validationAnswer, 429: errorAnswer }

/** Issue 4: per IP and per account, e.g. 5 failed logins per 15 minutes. */
const perAccount = (email: string, limit: Limit): Limit[] => (email ? [limit] : [])
const limits = {
  login: (ip: string, email: string): Limit[] => [
    { key: `login:ip:${ip}`, max: 30, windowMs: 15 * MINUTE },
    ...perAccount(email, { key: `login:account:${email}`, max: 5, windowMs: 15 * MINUTE }),
  ],
  register: (ip: string, email: string): Limit[] => [
    { key: `register:ip:${ip}`, max: 10, windowMs: 60 * MINUTE },
    ...perAccount(email, { key: `register:account:${email}`, max: 5, windowMs: 60 * MINUTE }),
  ],
  forgot: (ip: string, email: string): Limit[] => [
    { key: `forgot:ip:${ip}`, max: 10, windowMs: 15 * MINUTE },
    ...perAccount(email, { key: `forgot:account:${email}`, max: 3, windowMs: 15 * MINUTE }),
  ],
}

export function authRoutes(services: Services): FastifyPluginAsyncZod {
  async function guard(request: FastifyRequest, reply: FastifyReply, rules: Limit[]) {
    const waitMs = await services.rateLimiter.blocked(rules)
    if (waitMs !== undefined) {
      reply.header('retry-after', Math.ceil(waitMs / 1000))
      throw new AppError(
        'rate_limited',
        translate(request.locale, 'auth.tooMany', { minutes: Math.ceil(waitMs / MINUTE) }),
      )
    }
  }
  const emailKey = (body: unknown) =>
    String((body as { email?: unknown } | undefined)?.email ?? '')
      .trim()
      .toLowerCase()

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
        const rules = limits.register(request.ip, emailKey(request.body))
        await guard(request, reply, rules)
        await services.rateLimiter.hit(rules)
        const input = parseBody(registrationSchema(request.locale), request.body, request.locale)
        const origin = originOf(services, request)
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
        const rules = limits.login(request.ip, emailKey(request.body))
        await guard(request, reply, rules)
        const input = parseBody(loginSchema(request.locale), request.body, request.locale)
        const session = await services.auth.login(input.email, input.password)
        if (!session) {
          await services.rateLimiter.hit(rules)
          const message = translate(request.locale, 'auth.loginFailed')
          throw new AppError('invalid', message, { email: [message], password: [message] })
        }
        await services.rateLimiter.reset(`login:account:${emailKey(request.body)}`)
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
      async (request, reply) => {
        const rules = limits.forgot(request.ip, emailKey(request.body))
        await guard(request, reply, rules)
        await services.rateLimiter.hit(rules)
        const { email } = parseBody(
          forgotPasswordSchema(request.locale),
          request.body,
          request.locale,
        )
        const origin = originOf(services, request)
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
