import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { Db } from '#server/db/client.ts'
import { countryExists } from '#server/modules/countries/country-reads.ts'
import { AppError } from '#core/errors/errors.ts'

/**
 * A customer's or an address's country must be one of the shop's countries: an unknown id is a
 * field error of the form, not a foreign-key violation (a 500) on insert.
 */
export async function assertKnownCountry(db: Db, countryId: number, locale: Locale) {
  if (await countryExists(db, countryId)) return
  throw new AppError('invalid', translate(locale, 'validation.fixErrors'), {
    country_id: [translate(locale, 'validation.countryUnknown')],
  })
}
