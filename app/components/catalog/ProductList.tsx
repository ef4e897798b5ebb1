import { LayoutGrid, List } from 'lucide-react'
import { readCookie } from '#core/http/cookies.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatMoney } from '#core/money/money.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { ProductImage, type ProductImageData } from './ProductImage.tsx'

export type ProductView = 'grid' | 'list'
/** The grid/list choice is remembered in a cookie, so the server renders the same view. */
export const VIEW_COOKIE = 'catalog_view'

export function viewFromCookie(cookieHeader: string | null): ProductView {
  return readCookie(cookieHeader, 'catalog_view') === 'list' ? 'list' : 'grid'
}

function rememberView(view: ProductView) {
  document.cookie = `${VIEW_COOKIE}=${view}; path=/; max-age=31536000; samesite=lax`
}

export interface ProductCardData {
  id: number
  title: string
  path: string
  featureDesc: string
  fromPriceCents: number
  image: ProductImageData | null
}

export function ProductList({
  products,
  initialView,
  toolbar,
}: {
  products: ProductCardData[]
  initialView: ProductView
  toolbar?: React.ReactNode
}) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const [view, setView] = useState<ProductView>(initialView)

  function choose(next: ProductView) {
    setView(next)
    rememberView(next)
  }

  const toggle = (value: ProductView, label: string, Icon: typeof List) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => choose(value)}
      className={`flex h-9 items-center gap-1.5 rounded-md border px-3 text-sm ${
        view === value
          ? 'border-brand-700 bg-brand-700 text-white'
          : 'border-slate-300 bg-white text-slate-700 hover:border-brand-500'
      }`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </button>
  )

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {toolbar}
        <div role="group" aria-label={t('catalog.viewLabel')} className="flex gap-2">
          {toggle('grid', t('catalog.viewGrid'), LayoutGrid)}
          {toggle('list', t('catalog.viewList'), List)}
        </div>
      </div>
      <ul
        data-testid="product-list"
        data-view={view}
        className={
          view === 'grid'
            ? 'mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4'
            : 'mt-4 flex flex-col gap-3'
        }
      >
        {products.map((product) => (
          <li key={product.id}>
            <Link
              to={href(product.path)}
              className={`group flex h-full overflow-hidden rounded-lg border border-slate-200 bg-white hover:border-brand-300 hover:shadow-md ${
                view === 'grid' ? 'flex-col' : 'flex-row items-center'
              }`}
            >
              <ProductImage
                image={product.image}
                alt=""
                sizes={
                  view === 'grid'
                    ? '(min-width: 1200px) 300px, (min-width: 640px) 30vw, 45vw'
                    : '160px'
                }
                className={view === 'grid' ? 'bg-slate-50' : 'w-32 shrink-0 bg-slate-50 sm:w-40'}
              />
              <span className="flex flex-1 flex-col p-3">
                <span className="font-semibold text-slate-900 group-hover:text-brand-700">
                  {product.title}
                </span>
                <span
                  className={`mt-1 text-sm text-slate-600 ${view === 'grid' ? 'line-clamp-2' : ''}`}
                >
                  {product.featureDesc}
                </span>
                <span className="mt-auto pt-2 font-semibold text-brand-800">
                  {t('catalog.fromPrice', { price: formatMoney(product.fromPriceCents) })}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-slate-500">{t('catalog.vatNote')}</p>
    </div>
  )
}
