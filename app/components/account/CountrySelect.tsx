import { createContext, useContext, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '#app/lib/api.ts'
import { useLocale } from '#app/lib/i18n.ts'

interface Country {
  country_id: number
  name: string
}
export interface CountryPage {
  data: Country[]
  current_page: number
  last_page: number
  total: number
}

/**
 * The first page of countries, rendered by the server where a page has a country field, so the
 * select works before hydration and without JavaScript (decision 0017).
 */
export const FirstCountries = createContext<CountryPage | null>(null)

/**
 * The country a refused form comes back with: the id the buyer chose, or `fallback` where the
 * typed text is no id (a hand-made post) — never NaN in the select (SEC-8).
 */
export function typedCountryId<T extends number | undefined>(
  typed: string | undefined,
  fallback: T,
): number | T {
  const id = Number(typed)
  return Number.isSafeInteger(id) && id > 0 ? id : fallback
}

/**
 * ACC-9: the searchable country list, 30 per page from the API, with "more" for the next page.
 * A search box and a native select keep it usable by keyboard and screen readers.
 */
export function CountrySelect({
  value,
  onChange,
  fieldProps,
  initialName,
}: {
  value: number | undefined
  onChange: (id: number) => void
  fieldProps: React.SelectHTMLAttributes<HTMLSelectElement> & { id: string }
  initialName?: string
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const searchId = useId()
  const [query, setQuery] = useState('')
  const first = useContext(FirstCountries)
  const [countries, setCountries] = useState<Country[]>(
    first?.data ?? (value && initialName ? [{ country_id: value, name: initialName }] : []),
  )
  const [page, setPage] = useState(1)
  const [lastPage, setLastPage] = useState(first?.last_page ?? 1)
  const [total, setTotal] = useState(first?.total ?? 0)
  // The server's first page needs no fetch until the customer searches or asks for more.
  const fetchFirst = useRef(first === null)

  useEffect(() => {
    if (!fetchFirst.current && query === '' && page === 1) return
    fetchFirst.current = true
    let current = true
    const timer = setTimeout(async () => {
      const params = new URLSearchParams({ query, page: String(page), per_page: '30' })
      const result = await api<CountryPage>(`/user/site/countries/search?${params}`, locale)
      if (!current || !result.ok || !result.body) return
      const body = result.body
      setCountries((list) => (page === 1 ? body.data : [...list, ...body.data]))
      setLastPage(body.last_page)
      setTotal(body.total)
    }, 200)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [query, page, locale])

  // The chosen country stays selectable while a search shows others.
  const options =
    value && !countries.some((c) => c.country_id === value) && initialName
      ? [{ country_id: value, name: initialName }, ...countries]
      : countries

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={searchId} className="sr-only">
        {t('account.countrySearch')}
      </label>
      <input
        id={searchId}
        type="search"
        placeholder={t('account.countrySearch')}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value)
          setPage(1)
        }}
        className="w-full rounded-md border border-slate-300 px-3 py-1.5 text-sm"
        data-testid="country-search"
      />
      <select
        {...fieldProps}
        name="country_id"
        value={value ?? ''}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        <option value="" disabled>
          {t('fields.country_id')}
        </option>
        {options.map((country) => (
          <option key={country.country_id} value={country.country_id}>
            {country.name}
          </option>
        ))}
      </select>
      <div className="flex items-center justify-between text-xs text-slate-600">
        <span>{t('account.countryCount', { shown: countries.length, total })}</span>{' '}
        {page < lastPage ? (
          <button
            type="button"
            onClick={() => setPage(page + 1)}
            className="font-semibold text-brand-700 hover:underline"
          >
            {t('account.countryMore')}
          </button>
        ) : null}
      </div>
    </div>
  )
}
