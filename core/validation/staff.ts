import { z } from 'zod'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { text } from './text.ts'

/** A code of the authenticator app: 6 digits, spaces allowed while typing (STAFF-3). */
export function staffCodeSchema(locale: Locale) {
  const error = { error: translate(locale, 'admin.auth.codeWrong') }
  return z.object({
    code: text(locale, error)
      .transform((value) => value.replace(/\s/g, ''))
      .pipe(z.string().regex(/^\d{6}$/, error)),
  })
}
