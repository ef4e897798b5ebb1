import type { FileProblem } from '#core/catalog/catalog-file.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { AppError } from '#core/errors/errors.ts'

/**
 * CONT-4, CONT-8: why a catalog file (prices or products) is refused as a whole, as the upload
 * field's message in the member's language (413 for a file too large, else 422).
 */
export function catalogFileError(problem: FileProblem, locale: Locale): AppError {
  const message = translate(locale, `adminCatalog.fileProblems.${problem.code}`, {
    max:
      problem.code === 'tooLarge'
        ? problem.maxBytes / 1024 / 1024
        : problem.code === 'tooManyRows'
          ? problem.maxRows.toLocaleString(locale === 'de' ? 'de-DE' : 'en-GB')
          : undefined,
    missing: problem.code === 'header' ? problem.missing.join(', ') : undefined,
  })
  return new AppError(problem.code === 'tooLarge' ? 'too_large' : 'invalid', message, {
    file: [message],
  })
}
