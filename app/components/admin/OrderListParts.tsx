import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import type { OrderSort } from '#core/validation/admin-orders.ts'

// ORD-15: the parts of the order list's filter form and table headings.

/** A labelled input of the filter form. */
export function FilterInput({
  name,
  label,
  value,
  type = 'text',
}: {
  name: string
  label: string
  value: string | undefined
  type?: 'text' | 'date'
}) {
  return (
    <div>
      <label htmlFor={`orders-${name}`} className="text-xs font-medium text-slate-700">
        {label}
      </label>
      <input
        id={`orders-${name}`}
        type={type}
        name={name}
        defaultValue={value ?? ''}
        className={fieldClass}
      />
    </div>
  )
}

export const fieldClass =
  'mt-1 h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200'

/** A column heading that sorts by it; a second click turns the order around. */
export function SortHeader({
  column,
  label,
  numeric = false,
  filters,
}: {
  column: OrderSort
  label: string
  numeric?: boolean
  filters: { sort: OrderSort; dir: 'asc' | 'desc' }
}) {
  const { t } = useTranslation()
  const { search } = useLocation()
  const active = filters.sort === column
  const params = new URLSearchParams(search)
  params.set('sort', column)
  params.set('dir', active && filters.dir === 'desc' ? 'asc' : 'desc')
  params.delete('page')
  return (
    <th
      scope="col"
      aria-sort={active ? (filters.dir === 'asc' ? 'ascending' : 'descending') : undefined}
      className={`px-3 py-2 font-semibold ${numeric ? 'text-right' : ''}`}
    >
      <Link
        to={`?${params.toString()}`}
        aria-label={t('admin.orders.sortBy', { column: label })}
        className="inline-flex items-center gap-1 hover:text-brand-800"
      >
        {label}
        {active ? <span aria-hidden="true">{filters.dir === 'asc' ? '▲' : '▼'}</span> : null}
      </Link>
    </th>
  )
}
