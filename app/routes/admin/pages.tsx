import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { localeFromPath } from '#core/i18n/locale.ts'
import { AdminFrame } from '#app/components/admin/AdminFrame.tsx'
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts'
import { getServices } from '#app/lib/context.server.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/pages'

/** CONT-5: the static pages (imprint, terms, …), each to edit. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, ['owner', 'content'])
  return {
    locale: localeFromPath(new URL(request.url).pathname),
    member: session.member,
    pages: await getServices(context).pagesAdmin.list(),
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, loaderData?.locale, 'adminContent.pages.title')

export const headers: Route.HeadersFunction = adminHeaders

export default function AdminPages({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const { member, pages, locale } = loaderData
  return (
    <AdminFrame member={member}>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-8 outline-none">
        <h1 className="text-2xl font-bold text-slate-900">{t('adminContent.pages.title')}</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('adminContent.pages.lead')}</p>
        {pages.length === 0 ? (
          <p className="mt-4 rounded-lg bg-white p-5 text-slate-700">
            {t('adminContent.pages.none')}
          </p>
        ) : (
          <ul className="mt-4 flex flex-col gap-2" data-testid="pages-list">
            {pages.map((page) => {
              const title = locale === 'de' ? page.titleDe : page.titleEn
              return (
                <li
                  key={page.id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-white p-4"
                  data-testid="page-row"
                >
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">{title}</p>
                    <p className="text-sm break-all text-slate-600">
                      {t('adminContent.pages.address')}: /pages/{page.slugDe} · /en/pages/
                      {page.slugEn}
                    </p>
                  </div>
                  <Link
                    to={href(`/admin/pages/${page.id}`)}
                    aria-label={t('adminContent.pages.editLabel', { title })}
                    className="rounded-md border border-slate-400 px-3 py-1 text-sm font-semibold hover:bg-slate-50"
                  >
                    {t('adminContent.pages.edit')}
                  </Link>
                </li>
              )
            })}
          </ul>
        )}
      </main>
    </AdminFrame>
  )
}
