import { z } from 'zod'
import type { MessageKey } from '#core/i18n/translate.ts'
import { text } from './text.ts'

export { isNewsletterEmail } from './newsletter-email.ts'

// Decision 0039: message keys; a message naming its field takes `fields.<name>` of its path.
const REQUIRED = { error: 'validation.required' satisfies MessageKey }
const TOO_LONG = { error: 'validation.tooLong' satisfies MessageKey }
const name = text().trim().max(60, TOO_LONG).optional()

/** NEWS-1: email required; first and last name optional. */
export const newsletterSchema = z.object({
  email: text(REQUIRED)
    .trim()
    .min(1, REQUIRED)
    .max(254, TOO_LONG)
    .pipe(z.email({ error: 'validation.email' satisfies MessageKey })),
  first_name: name,
  last_name: name,
})
