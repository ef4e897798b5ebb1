import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDate } from '#core/dates/dates.ts'
import { formatMoney } from '#core/money/money.ts'
import type { WorkState } from '#core/orders/workflow.ts'
import type { BackOfficeSearchResult } from '#core/staff/search-hits.ts'
import { useLocale } from '#app/lib/i18n.ts'

type Group = 'orders' | 'customers' | 'products' | 'documents'

/** The list page of each kind, filtered by the same text. */
const LISTS: Record<Group, string> = {
  orders: '/admin/orders',
  customers: '/admin/customers',
  products: '/admin/products',
  documents: '/admin/invoices',
}

/**
 * FIND-1: what the search found, grouped by kind, each hit a link to its page; a kind the
 * member may not see is left out, a kind with no hit is not shown.
 */
export function SearchResults({ q, result }: { q: string; result: BackOfficeSearchResult }) {
  const { t } = useTranslation()
  const { locale, href } = useLocale()
  const link = 'font-semibold text-brand-800 underline'
  const groups: { kind: Group; items: { key: string; node: React.ReactNode }[] }[] = [
    {
      kind: 'orders',
      items: (result.orders ?? []).map((order) => ({
        key: String(order.id),
        node: (
          <>
            <Link to={href(`/admin/orders/${order.id}`)} className={link}>
              #{order.number}
            </Link>
            <span>{order.company || order.name}</span>
            <span>{formatDate(order.createdAt, locale)}</span>
            <span className="tabular-nums">{formatMoney(order.totalCents)}</span>
            <span className="text-slate-600">
              {t(`admin.work.${order.workState as WorkState}`)}
            </span>
          </>
        ),
      })),
    },
    {
      kind: 'customers',
      items: (result.customers ?? []).map((customer) => ({
        key: String(customer.id),
        node: (
          <>
            <Link to={href(`/admin/customers/${customer.id}`)} className={link}>
              {customer.company}
            </Link>
            <span>{customer.name}</span>
            <span className="break-all">{customer.email}</span>
            <span className="text-slate-600">
              {t('adminSearch.customerNumber', { number: customer.id })} · {customer.city}
            </span>
            {customer.blocked ? (
              <span className="rounded-full bg-red-100 px-2 text-xs font-semibold text-red-900">
                {t('adminSearch.blocked')}
              </span>
            ) : null}
          </>
        ),
      })),
    },
    {
      kind: 'products',
      items: (result.products ?? []).map((product) => ({
        key: String(product.id),
        node: (
          <>
            <Link to={href(`/admin/products/${product.id}`)} className={link}>
              {product.title}
            </Link>
            <span className="text-slate-600">{product.key}</span>
            {product.skuMatch ? (
              <span>{t('adminSearch.sku', { sku: product.skuMatch })}</span>
            ) : null}
            {product.active ? null : (
              <span className="rounded-full bg-slate-200 px-2 text-xs font-semibold">
                {t('adminSearch.inactive')}
              </span>
            )}
          </>
        ),
      })),
    },
    {
      kind: 'documents',
      items: (result.documents ?? []).map((document) => ({
        key: document.number,
        node: (
          <>
            <Link to={href(`/admin/orders/${document.orderId}`)} className={link}>
              {document.number}
            </Link>
            <span>{t(`adminSearch.kinds.${document.kind}`)}</span>
            <span>{t('adminSearch.forOrder', { number: document.orderNumber })}</span>
            <span>{document.buyer}</span>
            <span className="tabular-nums">{formatMoney(document.totalCents)}</span>
          </>
        ),
      })),
    },
  ]
  const found = groups.filter((group) => group.items.length > 0)
  if (found.length === 0) {
    return (
      <div
        className="mt-4 rounded-md border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700"
        data-testid="search-none"
        role="status"
      >
        <p className="font-semibold">{t('adminSearch.none', { q })}</p>
        <p className="mt-1 text-sm">{t('adminSearch.noneHint')}</p>
      </div>
    )
  }
  return (
    <div className="mt-4 flex flex-col gap-4">
      <p className="text-sm text-slate-600" role="status">
        {t('adminSearch.resultsFor', { q })}
      </p>
      {found.map((group) => (
        <section
          key={group.kind}
          aria-labelledby={`search-${group.kind}`}
          className="rounded-lg bg-white p-5"
          data-testid={`search-${group.kind}`}
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={`search-${group.kind}`} className="font-semibold text-slate-900">
              {t(`adminSearch.${group.kind}`)}
            </h2>
            <Link
              to={`${href(LISTS[group.kind])}?${new URLSearchParams({ q })}`}
              className="text-sm text-brand-800 underline"
            >
              {t('adminSearch.more')}
            </Link>
          </div>
          <ul className="mt-2 flex flex-col divide-y divide-slate-100 text-sm">
            {group.items.map((item) => (
              <li
                key={item.key}
                className="flex flex-wrap gap-x-3 gap-y-1 py-1.5"
                data-testid="search-hit"
              >
                {item.node}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
