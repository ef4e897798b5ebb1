import type { RouterContextProvider } from 'react-router'
import type { Locale } from '#core/i18n/locale.ts'
import type { CountryPage } from '#app/components/account/CountrySelect.tsx'
import { COUNTRIES_PER_PAGE } from '#core/countries/countries.ts'
import { getServices } from './context.server.ts'

/** The country select's first page, for a page whose forms must work before hydration. */
export async function firstCountries(
  context: Readonly<RouterContextProvider>,
  locale: Locale,
): Promise<CountryPage> {
  const page = await getServices(context).countries.search('', locale, 1, COUNTRIES_PER_PAGE)
  return {
    data: page.data.map((country) => ({ country_id: country.id, name: country.name })),
    current_page: page.currentPage,
    last_page: page.lastPage,
    total: page.total,
  }
}
