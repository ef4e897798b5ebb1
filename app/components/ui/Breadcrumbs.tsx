import { ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { breadcrumbJsonLd } from '#core/seo/json-ld.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { useRootData } from '#app/lib/root-data.ts'
import { JsonLd } from './JsonLd.tsx'

export interface Crumb {
  title: string
  /** Locale-less path; the last crumb is the current page and gets no link. */
  path: string
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const { origin } = useRootData()
  const all = [{ title: t('header.home'), path: '/' }, ...items]
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(
          all.map((item) => ({ name: item.title, url: origin + href(item.path) })),
        )}
      />
      <nav aria-label={t('category.breadcrumb')} className="text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1">
          {all.map((item, index) => {
            const last = index === all.length - 1
            return (
              <li key={item.path} className="flex items-center gap-1">
                {index > 0 ? (
                  <ChevronRight aria-hidden="true" className="size-3.5 text-slate-400" />
                ) : null}
                {last ? (
                  <span aria-current="page" className="font-medium text-slate-900">
                    {item.title}
                  </span>
                ) : (
                  <Link to={href(item.path)} className="hover:text-brand-700 hover:underline">
                    {item.title}
                  </Link>
                )}
              </li>
            )
          })}
        </ol>
      </nav>
    </>
  )
}
