import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, useSubmit } from 'react-router'
import type { SearchSort } from '#core/catalog/sorts.ts'

/**
 * A GET form: works without JavaScript (button), submits on change with it. Only the sort and
 * the `keep` parameters (the search query) go into the new address, so the page number starts
 * again at 1.
 */
export function SortForm<T extends SearchSort>({
  sort,
  sorts,
  keep = {},
}: {
  sort: T
  /** The choices in their order (core/catalog/sorts). */
  sorts: readonly T[]
  keep?: Record<string, string>
}) {
  const { t } = useTranslation()
  const submit = useSubmit()
  // The select stays mounted across sorting (remounting it would drop the keyboard focus), so it
  // holds the choice itself and follows the URL's sort when that changes (back and forward).
  const [chosen, setChosen] = useState(sort)
  const [fromUrl, setFromUrl] = useState(sort)
  if (sort !== fromUrl) {
    setFromUrl(sort)
    setChosen(sort)
  }
  const labels: Record<SearchSort, string> = {
    relevance: t('catalog.sortRelevance'),
    position: t('catalog.sortPosition'),
    'price-asc': t('catalog.sortPriceAsc'),
    'price-desc': t('catalog.sortPriceDesc'),
    name: t('catalog.sortName'),
  }
  return (
    <Form method="get" className="flex items-center gap-2" preventScrollReset>
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="sort" className="text-sm text-slate-700">
        {t('catalog.sortLabel')}
      </label>
      <select
        id="sort"
        name="sort"
        value={chosen}
        onChange={(event) => {
          setChosen(event.currentTarget.value as T)
          void submit(event.currentTarget.form, { preventScrollReset: true })
        }}
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
      >
        {sorts.map((value) => (
          <option key={value} value={value}>
            {labels[value]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="h-9 rounded-md border border-slate-300 px-3 text-sm">
          {t('catalog.apply')}
        </button>
      </noscript>
    </Form>
  )
}
