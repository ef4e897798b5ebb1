import type { Locale } from '#core/i18n/locale.ts'
import { type MessageKey, translate } from '#core/i18n/translate.ts'
import { AppError } from '#core/errors/errors.ts'
import { type Limit, LimitsUnavailable, type RateLimiter } from './rate-limiter.ts'

// Every rate limit of the shop in one table (decision 0013). Each attempt is counted before the
// work it guards; a legitimate one is refunded or resets its counter afterwards.

const MINUTE = 60_000
const HOUR = 60 * MINUTE

const email = (value: string) => value.trim().toLowerCase()

export const limits = {
  /**
   * Per address and per account-and-address: a stranger who guesses a customer's password from
   * elsewhere blocks only their own address, never the customer's login from anywhere.
   */
  login: (ip: string, account: string): Limit[] => [
    { key: `login:ip:${ip}`, max: 30, windowMs: 15 * MINUTE },
    ...(account ? [{ key: loginAccountKey(ip, account), max: 5, windowMs: 15 * MINUTE }] : []),
  ],
  register: (ip: string, account: string): Limit[] => [
    { key: `register:ip:${ip}`, max: 10, windowMs: HOUR },
    ...(account ? [{ key: `register:account:${email(account)}`, max: 5, windowMs: HOUR }] : []),
  ],
  forgotPassword: (ip: string, account: string): Limit[] => [
    { key: `forgot:ip:${ip}`, max: 10, windowMs: 15 * MINUTE },
    ...(account
      ? [{ key: `forgot:account:${email(account)}`, max: 3, windowMs: 15 * MINUTE }]
      : []),
  ],
  /** Guesses of the current password (password change) by a logged-in session. */
  currentPassword: (customerId: number): Limit[] => [
    { key: `current-password:customer:${customerId}`, max: 5, windowMs: 15 * MINUTE },
  ],
  /** Coupon codes that turned out unusable; a usable code is refunded. */
  couponGuesses: (customerId: number): Limit[] => [
    { key: `coupon:customer:${customerId}`, max: 10, windowMs: 15 * MINUTE },
  ],
  /** Sign-ups send mail to the address given: per IP and per address against mail bombing. */
  newsletter: (ip: string, address: string): Limit[] => [
    { key: `newsletter:ip:${ip}`, max: 10, windowMs: HOUR },
    { key: `newsletter:email:${email(address)}`, max: 3, windowMs: HOUR },
  ],
  /** STAFF-2: the back office's login, as the customers' but counted apart. */
  staffLogin: (ip: string, account: string): Limit[] => [
    { key: `staff-login:ip:${ip}`, max: 30, windowMs: 15 * MINUTE },
    ...(account ? [{ key: staffLoginAccountKey(ip, account), max: 5, windowMs: 15 * MINUTE }] : []),
  ],
  /**
   * Wrong codes of the second factor: 5 per member and 15 minutes (1 in 200,000 to guess one).
   * A right code resets the count (SEC-3), so the owner's own codes never lock the owner out.
   */
  staffCodes: (staffId: number): Limit[] => [
    { key: staffCodeKey(staffId), max: 5, windowMs: 15 * MINUTE },
  ],
  uploads: (customerId: number, perHour: number): Limit[] => [
    { key: `upload:customer:${customerId}`, max: perHour, windowMs: HOUR },
  ],
}

export function staffCodeKey(staffId: number): string {
  return `staff-code:staff:${staffId}`
}

export function staffLoginAccountKey(ip: string, account: string): string {
  return `staff-login:account:${email(account)}:ip:${ip}`
}

export function loginAccountKey(ip: string, account: string): string {
  return `login:account:${email(account)}:ip:${ip}`
}

/** The 429 for a used-up limit: the message says how many minutes, Retry-After the seconds. */
export function rateLimited(
  locale: Locale,
  waitMs: number,
  key: MessageKey = 'auth.tooMany',
): AppError {
  return new AppError(
    'rate_limited',
    translate(locale, key, { minutes: Math.ceil(waitMs / MINUTE) }),
    undefined,
    Math.ceil(waitMs / 1000),
  )
}

/** Counts the attempt; throws the 429 when a limit is used up, the 503 when Redis is away. */
export async function enforce(
  limiter: RateLimiter,
  rules: Limit[],
  locale: Locale,
  key?: MessageKey,
): Promise<void> {
  let waitMs: number | undefined
  try {
    waitMs = await limiter.consume(rules)
  } catch (error) {
    // SEC-12: no counter, no attempt: 503 at once, in the request's language.
    if (error instanceof LimitsUnavailable) {
      throw new AppError('unavailable', translate(locale, 'http.limitsUnavailable'))
    }
    throw error
  }
  if (waitMs !== undefined) throw rateLimited(locale, waitMs, key)
}
