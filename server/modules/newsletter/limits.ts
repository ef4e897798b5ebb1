import type { Limit } from '#server/modules/shared/rate-limiter.ts'

const HOUR = 3_600_000

/** Sign-ups send mail to the address given: limited per IP and per address against mail bombing. */
export function newsletterLimits(ip: string, email: string): Limit[] {
  return [
    { key: `newsletter:ip:${ip}`, max: 10, windowMs: HOUR },
    { key: `newsletter:email:${email.trim().toLowerCase()}`, max: 3, windowMs: HOUR },
  ]
}
