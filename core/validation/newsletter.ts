import { z } from 'zod'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { text } from './text.ts'

export { isNewsletterEmail } from './newsletter-email.ts'

/** NEWS-1: email required; first and last name optional. */
export function newsletterSchema(locale: Locale) {
  const name = (field: 'first_name' | 'last_name') =>
    text(locale)
      .trim()
      .max(60, {
        error: translate(locale, 'validation.tooLong', {
          field: translate(locale, `fields.${field}`),
        }),
      })
      .optional()
  return z.object({
    email: text(locale, {
      error: translate(locale, 'validation.required', {
        field: translate(locale, 'fields.email'),
      }),
    })
      .trim()
      .min(1, {
        error: translate(locale, 'validation.required', {
          field: translate(locale, 'fields.email'),
        }),
      })
      .max(254)
      .pipe(z.email({ error: translate(locale, 'validation.email') })),
    first_name: name('first_name'),
    last_name: name('last_name'),
  })
}
