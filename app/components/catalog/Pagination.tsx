import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'

/** Page links that keep the other query parameters (sort, q). */
export function Pagination({ page, lastPage }: { page: number; lastPage: number }) {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  if (lastPage <= 1) return null
  const to = (target: number) => {
    const params = new URLSearchParams(search)
    if (target === 1) params.delete('page')
    else params.set('page', String(target))
    const query = params.toString()
    return query ? `${pathname}?${query}` : pathname
  }
  const linkClass =
    'flex h-9 min-w-9 items-center justify-center rounded-md border border-slate-300 px-2 text-sm hover:border-brand-500'
  return (
    <nav aria-label={t('catalog.pagination')} className="mt-6 flex flex-wrap items-center gap-2">
      {page > 1 ? (
        <Link to={to(page - 1)} className={linkClass} aria-label={t('catalog.previous')}>
          <ChevronLeft aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
      {Array.from({ length: lastPage }, (_, index) => index + 1).map((number) => (
        <Link
          key={number}
          to={to(number)}
          aria-label={t('catalog.page', { page: number })}
          aria-current={number === page ? 'page' : undefined}
          className={`${linkClass} ${number === page ? 'border-brand-700 bg-brand-700 text-white' : ''}`}
        >
          {number}
        </Link>
      ))}
      {page < lastPage ? (
        <Link to={to(page + 1)} className={linkClass} aria-label={t('catalog.next')}>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </nav>
  )
}
