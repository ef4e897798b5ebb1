import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDate } from '#core/dates/dates.ts'
import { localeFromPath } from '#core/i18n/locale.ts'
import { formatMoney } from '#core/money/money.ts'
import { AdminFrame } from '#app/components/admin/AdminFrame.tsx'
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts'
import { getServices } from '#app/lib/context.server.ts'
import { routeError } from '#app/lib/forms.server.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/quotes'

/** QUOTE-3: every quote request and quote, newest first (owner and sales). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, 'quotes.manage')
  const locale = localeFromPath(new URL(request.url).pathname)
  const quotes = await getServices(context)
    .quotesAdmin.list(session.member, locale)
    .catch(routeError)
  return { locale, member: session.member, quotes }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, loaderData?.locale, 'adminQuotes.title')

export const headers: Route.HeadersFunction = adminHeaders

export default function AdminQuotes({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const { member, quotes, locale } = loaderData
  return (
    <AdminFrame member={member}>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-8 outline-none">
        <h1 className="text-2xl font-bold text-slate-900">{t('adminQuotes.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('adminQuotes.lead')}</p>
        {quotes.length === 0 ? (
          <p className="mt-6 rounded-lg bg-white p-5">{t('adminQuotes.none')}</p>
        ) : (
          <div className="mt-6 overflow-x-auto rounded-lg bg-white">
            <table className="w-full text-sm" data-testid="admin-quotes">
              <thead>
                <tr className="border-b border-slate-200 text-left">
                  <th className="p-3 font-semibold">{t('adminQuotes.requestedOn')}</th>
                  <th className="p-3 font-semibold">{t('adminQuotes.number')}</th>
                  <th className="p-3 font-semibold">{t('adminQuotes.customer')}</th>
                  <th className="p-3 font-semibold">{t('adminQuotes.state')}</th>
                  <th className="p-3 text-right font-semibold">{t('adminQuotes.lines')}</th>
                  <th className="p-3 text-right font-semibold">{t('adminQuotes.net')}</th>
                  <th className="p-3">
                    <span className="sr-only">{t('adminQuotes.open')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {quotes.map((quote) => (
                  <tr
                    key={quote.id}
                    className="border-b border-slate-100"
                    data-testid="admin-quote-row"
                  >
                    <td className="p-3">{formatDate(quote.createdAt, locale)}</td>
                    <td className="p-3 font-semibold">{quote.number ?? '—'}</td>
                    <td className="p-3">{quote.customer.email}</td>
                    <td className="p-3">{t(`quotes.states.${quote.state}`)}</td>
                    <td className="p-3 text-right">{quote.lineCount}</td>
                    <td className="p-3 text-right">
                      {quote.netCents === null ? '—' : formatMoney(quote.netCents)}
                    </td>
                    <td className="p-3 text-right">
                      <Link
                        to={href(`/admin/quotes/${quote.id}`)}
                        className="font-semibold text-brand-800 underline"
                        aria-label={t('adminQuotes.openLabel', {
                          date: formatDate(quote.createdAt, locale),
                          customer: quote.customer.email,
                        })}
                      >
                        {t('adminQuotes.open')}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </main>
    </AdminFrame>
  )
}
