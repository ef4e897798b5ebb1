import type { Locale } from '#core/i18n/locale.ts'
import { localizePath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type {
  LoginInput,
  RegistrationInput,
  ResetPasswordInput,
} from '#core/validation/customer.ts'
import { AppError } from '#core/errors/errors.ts'
import { enforce, limits, loginAccountKey } from '#server/modules/shared/limits.ts'
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
 * The customer's account writes as one flow each — limit, then act on the input the caller
 * parsed with the one schema (decision 0039) — shared by the REST API (API-6) and the
 * storefront's route actions, so both answer the same input the same way. The limits
 * (`limit.*`) count the raw body before it is parsed.
 */
export function createAuthFlows({ auth, rateLimiter, publicUrl }: AuthFlowDeps) {
  return {
    /** SEC-3: each attempt counts before its body is checked, a malformed one too. */
    limit: {
      register: ({ ip, locale }: Asker, body: unknown) =>
        enforce(rateLimiter, limits.register(ip, emailOf(body)), locale),
      logIn: ({ ip, locale }: Asker, body: unknown) =>
        enforce(rateLimiter, limits.login(ip, emailOf(body)), locale),
      forgotPassword: ({ ip, locale }: Asker, body: unknown) =>
        enforce(rateLimiter, limits.forgotPassword(ip, emailOf(body)), locale),
    },

    /** Registers and logs in (VAL-3 rules); after `limit.register`. */
    async register({ locale }: Asker, input: RegistrationInput): Promise<NewLogin> {
      return auth.register(input, locale, {
        profileUrl: publicUrl + localizePath('/profile', locale),
      })
    },

    /** Logs in after `limit.logIn`: counted before the password is checked (SEC-3, 5 tries). */
    async logIn({ ip, locale }: Asker, input: LoginInput): Promise<NewLogin> {
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
      await rateLimiter.reset(loginAccountKey(ip, input.email))
      return session
    },

    /** Mails a single-use reset link after `limit.forgotPassword`; answers the message to show. */
    async forgotPassword({ locale }: Asker, { email }: { email: string }): Promise<string> {
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
    async resetPassword(
      { locale }: Asker,
      token: string,
      input: ResetPasswordInput,
    ): Promise<string> {
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
