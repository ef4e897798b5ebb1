import type { Locale } from '#core/i18n/locale.ts'
import { localizePath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import {
  forgotPasswordSchema,
  loginSchema,
  registrationSchema,
  resetPasswordSchema,
} from '#core/validation/customer.ts'
import { AppError } from '#core/errors/errors.ts'
import { enforce, limits, loginAccountKey } from '#server/modules/shared/limits.ts'
import { parseBody } from '#core/validation/parse.ts'
import type { RateLimiter } from '#server/modules/shared/rate-limiter.ts'
import type { AuthService } from './auth.service.ts'
import type { CustomerView } from './customer-view.ts'

/** A new login: the token for the cookie or the Bearer header, and whom it belongs to. */
export type NewLogin = { token: string; expiresAt: Date; customer: CustomerView }

/** Who asks: the client's address (after TRUST_PROXY, SEC-2) and the page's language. */
export interface Asker {
  ip: string
  locale: Locale
}

export interface AuthFlowDeps {
  auth: AuthService
  rateLimiter: RateLimiter
  /** The shop's public origin: links in mails start with it (SEC-1). */
  publicUrl: string
}

// The limits count the attempt before the body is even checked: a malformed one counts too.
const emailOf = (body: unknown) =>
  String((body as { email?: unknown } | undefined)?.email ?? '').slice(0, 320)

/**
 * The customer's account writes as one flow each — limit, parse, act — shared by the REST API
 * (API-6) and the storefront's route actions, so both answer the same input the same way.
 */
export function createAuthFlows({ auth, rateLimiter, publicUrl }: AuthFlowDeps) {
  return {
    /** Registers and logs in (SEC-3 limits, VAL-3 rules). */
    async register({ ip, locale }: Asker, body: unknown): Promise<NewLogin> {
      await enforce(rateLimiter, limits.register(ip, emailOf(body)), locale)
      const input = parseBody(registrationSchema(locale), body, locale)
      return auth.register(input, locale, {
        profileUrl: publicUrl + localizePath('/profile', locale),
      })
    },

    /** Logs in; counted before the password is checked, so a burst gets 5 tries (SEC-3). */
    async logIn({ ip, locale }: Asker, body: unknown): Promise<NewLogin> {
      const email = emailOf(body)
      await enforce(rateLimiter, limits.login(ip, email), locale)
      const input = parseBody(loginSchema(locale), body, locale)
      const session = await auth.login(input.email, input.password)
      if (session === 'blocked') {
        const message = translate(locale, 'auth.accountBlocked')
        throw new AppError('forbidden', message, { email: [message] })
      }
      if (!session) {
        // ERR-3: both fields are marked invalid.
        const message = translate(locale, 'auth.loginFailed')
        throw new AppError('invalid', message, { email: [message], password: [message] })
      }
      await rateLimiter.reset(loginAccountKey(ip, email))
      return session
    },

    /** Mails a single-use reset link; answers the message to show. */
    async forgotPassword({ ip, locale }: Asker, body: unknown): Promise<string> {
      await enforce(rateLimiter, limits.forgotPassword(ip, emailOf(body)), locale)
      const { email } = parseBody(forgotPasswordSchema(locale), body, locale)
      const known = await auth.forgotPassword(email, locale, (token, to) => {
        const query = new URLSearchParams({ token, email: to })
        return `${publicUrl}${localizePath('/reset-password', locale)}?${query}`
      })
      if (!known) {
        const message = translate(locale, 'auth.emailUnknown')
        throw new AppError('invalid', message, { email: [message] })
      }
      return translate(locale, 'auth.resetSent')
    },

    /** Sets a new password with the token from the reset mail; answers the message to show. */
    async resetPassword({ locale }: Asker, token: string, body: unknown): Promise<string> {
      const input = parseBody(resetPasswordSchema(locale), body, locale)
      const done = await auth.resetPassword(token, input.email, input.password)
      if (!done) {
        const message = translate(locale, 'auth.resetInvalid')
        throw new AppError('invalid', message, { token: [message] })
      }
      return translate(locale, 'auth.resetDone')
    },
  }
}

export type AuthFlows = ReturnType<typeof createAuthFlows>
