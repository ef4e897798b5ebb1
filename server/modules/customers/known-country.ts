import { eq } from 'drizzle-orm'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { Db } from '#server/db/client.ts'
import { countries } from '#server/db/schema/index.ts'
import { AppError } from '#core/errors/errors.ts'

/**
 * A customer's or an address's country must be one of the shop's countries: an unknown id is a
 * field error of the form, not a foreign-key violation (a 500) on insert.
 */
export async function assertKnownCountry(db: Db, countryId: number, locale: Locale) {
  const [row] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.id, countryId))
    .limit(1)
  if (row) return
  throw new AppError('invalid', translate(locale, 'validation.fixErrors'), {
    country_id: [translate(locale, 'validation.countryUnknown')],
  })
}
