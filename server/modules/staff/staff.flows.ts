import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { loginSchema } from '#core/validation/customer.ts'
import { staffCodeSchema } from '#core/validation/staff.ts'
import { AppError } from '#core/errors/errors.ts'
import {
  enforce,
  limits,
  staffCodeKey,
  staffLoginAccountKey,
} from '#server/modules/shared/limits.ts'
import { parseBody } from '#core/validation/parse.ts'
import type { RateLimiter } from '#server/modules/shared/rate-limiter.ts'
import type { StaffService, StaffSession } from './staff.service.ts'

export interface StaffAsker {
  ip: string
  locale: Locale
}

const emailOf = (body: unknown) =>
  String((body as { email?: unknown } | undefined)?.email ?? '').slice(0, 320)

/**
 * The back office's login as flows (limit, parse, act; decision 0017): the password, then the
 * second factor or its setup (STAFF-2, STAFF-3).
 */
export function createStaffFlows({
  staff,
  rateLimiter,
}: {
  staff: StaffService
  rateLimiter: RateLimiter
}) {
  return {
    async logIn({ ip, locale }: StaffAsker, body: unknown) {
      const email = emailOf(body)
      await enforce(rateLimiter, limits.staffLogin(ip, email), locale)
      const input = parseBody(loginSchema, body, locale)
      const login = await staff.logIn(input.email, input.password)
      if (!login) {
        const message = translate(locale, 'admin.auth.failed')
        throw new AppError('invalid', message, { email: [message], password: [message] })
      }
      await rateLimiter.reset(staffLoginAccountKey(ip, email))
      return login
    },

    /** The code of the second factor for a session that has given only the password. */
    async secondFactor(session: StaffSession, { locale }: StaffAsker, body: unknown) {
      await enforce(rateLimiter, limits.staffCodes(session.member.id), locale)
      const { code } = parseBody(staffCodeSchema, body, locale)
      const given = await staff.giveSecondFactor(session, code, locale)
      // SEC-3: only wrong codes count; a right one starts the count again.
      await rateLimiter.reset(staffCodeKey(session.member.id))
      return given
    },

    /** The code that confirms a new authenticator. */
    async confirmSetup(session: StaffSession, { locale }: StaffAsker, body: unknown) {
      await enforce(rateLimiter, limits.staffCodes(session.member.id), locale)
      const { code } = parseBody(staffCodeSchema, body, locale)
      const confirmed = await staff.confirmTotpSetup(session, code, locale)
      await rateLimiter.reset(staffCodeKey(session.member.id))
      return confirmed
    },
  }
}

export type StaffFlows = ReturnType<typeof createStaffFlows>
