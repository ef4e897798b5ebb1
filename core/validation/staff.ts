import { z } from 'zod'
import type { MessageKey } from '#core/i18n/translate.ts'
import { text } from './text.ts'

const CODE_WRONG = { error: 'admin.auth.codeWrong' satisfies MessageKey }

/** A code of the authenticator app: 6 digits, spaces allowed while typing (STAFF-3). */
export const staffCodeSchema = z.object({
  code: text(CODE_WRONG)
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, CODE_WRONG)),
})
