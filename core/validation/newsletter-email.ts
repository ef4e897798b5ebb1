import { regexes } from 'zod/v4/core'

/**
 * NEWS-1: the subscribe button is enabled only when the e-mail matches a general pattern. The
 * footer form runs this on every page, so it takes zod's e-mail pattern alone — the pattern
 * `z.email()` checks on the server — without zod's schema code (PERF-3).
 */
export function isNewsletterEmail(value: string): boolean {
  const email = value.trim()
  return email.length <= 254 && regexes.email.test(email)
}
