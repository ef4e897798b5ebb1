import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDate } from '#core/dates/dates.ts'
import { localeFromPath } from '#core/i18n/locale.ts'
import { formatMoney } from '#core/money/money.ts'
import { getServices } from '#app/lib/context.server.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { requireCustomer } from '#app/lib/session.server.ts'
import type { Route } from './+types/quotes'

/** QUOTE-6: the customer's quote requests and quotes, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context)
  const locale = localeFromPath(new URL(request.url).pathname)
  return { locale, quotes: await getServices(context).quoteRequests.list(customer.id) }
}

export default function MyQuotes({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const { quotes, locale } = loaderData
  return (
    <div className="flex flex-col gap-4" data-testid="my-quotes">
      <h2 className="text-2xl font-bold text-slate-900">{t('quotes.listTitle')}</h2>
      {quotes.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-6 text-slate-700">
          {t('quotes.listEmpty')}
        </p>
      ) : (
        <table className="w-full border-collapse text-sm" data-testid="quotes-table">
          <thead className="hidden md:table-header-group">
            <tr className="border-b border-slate-300 text-left">
              <th className="py-2 pr-3 font-semibold">{t('quotes.number')}</th>
              <th className="py-2 pr-3 font-semibold">{t('quotes.requestedOn')}</th>
              <th className="py-2 pr-3 font-semibold">{t('quotes.state')}</th>
              <th className="py-2 pr-3 font-semibold">{t('quotes.validUntil')}</th>
              <th className="py-2 pr-3 text-right font-semibold">{t('quotes.net')}</th>
              <th className="py-2">
                <span className="sr-only">{t('quotes.show')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {quotes.map((quote) => (
              <tr
                key={quote.id}
                className="grid grid-cols-2 gap-x-3 gap-y-1 border-b border-slate-200 py-3 md:table-row"
                data-testid="quote-row"
              >
                <td className="font-semibold md:py-3 md:pr-3">{quote.number ?? '—'}</td>
                <td className="md:py-3 md:pr-3">{formatDate(quote.createdAt, locale)}</td>
                <td className="md:py-3 md:pr-3" data-testid="quote-state">
                  {t(`quotes.states.${quote.state}`)}
                </td>
                <td className="md:py-3 md:pr-3">
                  {quote.validUntil ? formatDate(quote.validUntil, locale) : '—'}
                </td>
                <td className="md:py-3 md:pr-3 md:text-right">
                  {quote.netCents === null ? t('quotes.pending') : formatMoney(quote.netCents)}
                </td>
                <td className="md:py-3 md:text-right">
                  <Link
                    to={href(`/profile/quotes/${quote.id}`)}
                    className="font-semibold text-brand-800 underline"
                  >
                    {t('quotes.show')}
                    <span className="sr-only">
                      {' '}
                      {quote.number ?? formatDate(quote.createdAt, locale)}
                    </span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
