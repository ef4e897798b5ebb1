import { useTranslation } from 'react-i18next'
import { Form, Link, redirect, useNavigation } from 'react-router'
import { formatDate } from '#core/dates/dates.ts'
import { localeFromPath, localizePath } from '#core/i18n/locale.ts'
import { QuoteLines } from '#app/components/quotes/QuoteLines.tsx'
import { getServices } from '#app/lib/context.server.ts'
import { formAction, paramId, routeError } from '#app/lib/forms.server.ts'
import { isFailure } from '#app/lib/forms.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { requireCustomer } from '#app/lib/session.server.ts'
import type { Route } from './+types/quote'

/** QUOTE-6: one of the customer's quotes; QUOTE-7, QUOTE-9: accept it, or ask again. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context)
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname)
  const id = paramId(params.id)
  try {
    const quote = await getServices(context).quoteRequests.get(customer.id, id, locale)
    return { locale, quote, sent: url.searchParams.get('sent') === '1' }
  } catch (error) {
    routeError(error)
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const customer = await requireCustomer(request, context)
  const locale = localeFromPath(new URL(request.url).pathname)
  const id = paramId(params.id)
  const form = await request.formData()
  const services = getServices(context)
  return formAction(form, async () => {
    switch (form.get('intent')) {
      case 'accept': {
        await services.quoteRequests.accept(customer.id, id, locale)
        return redirect(localizePath('/cart', locale))
      }
      case 'request_again': {
        const again = await services.quoteRequests.requestAgain(customer.id, id, locale)
        return redirect(localizePath(`/profile/quotes/${again}?sent=1`, locale))
      }
      default:
        throw new Response(null, { status: 400 })
    }
  })
}

export default function MyQuote({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const navigation = useNavigation()
  const { quote, locale, sent } = loaderData
  const busy = navigation.state !== 'idle'
  return (
    <div className="flex flex-col gap-5" data-testid="my-quote">
      <Link to={href('/profile/quotes')} className="text-sm font-semibold text-brand-800 underline">
        {t('quotes.back')}
      </Link>
      <h2 className="text-2xl font-bold text-slate-900">
        {quote.number
          ? t('quotes.detailTitle', { number: quote.number })
          : t('quotes.requestDetailTitle', { date: formatDate(quote.createdAt, locale) })}
      </h2>
      {sent ? (
        <p role="status" className="rounded-md bg-green-50 p-3 text-green-900">
          {t('quotes.sent')}
        </p>
      ) : null}
      {isFailure(actionData) ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
          {actionData.message}
        </p>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">{t('quotes.state')}</dt>
        <dd data-testid="quote-state">{t(`quotes.states.${quote.state}`)}</dd>
        {quote.validUntil ? (
          <>
            <dt className="font-semibold">{t('quotes.validUntil')}</dt>
            <dd>{formatDate(quote.validUntil, locale)}</dd>
          </>
        ) : null}
      </dl>
      {quote.state === 'requested' ? <p>{t('quotes.notPricedYet')}</p> : null}
      <QuoteLines quote={quote} />
      <p className="text-sm text-slate-600">{t('quotes.vatNote')}</p>
      {quote.note && quote.state !== 'requested' ? (
        <section>
          <h3 className="font-semibold">{t('quotes.note')}</h3>
          <p className="whitespace-pre-line">{quote.note}</p>
        </section>
      ) : null}
      {quote.message ? (
        <section>
          <h3 className="font-semibold">{t('quotes.yourMessage')}</h3>
          <p className="whitespace-pre-line">{quote.message}</p>
        </section>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {quote.number ? (
          <a
            href={href(`/profile/quotes/${quote.id}/pdf`)}
            className="font-semibold text-brand-800 underline"
            data-testid="quote-pdf"
          >
            {t('quotes.downloadPdf')}
          </a>
        ) : null}
      </div>
      {quote.state === 'expired' ? (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-amber-900">
          {t('quotes.expired', { date: formatDate(quote.validUntil!, locale) })}
        </p>
      ) : null}
      {quote.state === 'sent' || quote.state === 'accepted' ? (
        <Form method="post">
          <button
            type="submit"
            name="intent"
            value="accept"
            disabled={busy}
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
            data-testid="quote-accept"
          >
            {t('quotes.accept')}
          </button>
        </Form>
      ) : null}
      {quote.state === 'expired' || quote.state === 'ordered' ? (
        <Form method="post">
          <button
            type="submit"
            name="intent"
            value="request_again"
            disabled={busy}
            className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800"
            data-testid="quote-request-again"
          >
            {t('quotes.requestAgain')}
          </button>
        </Form>
      ) : null}
    </div>
  )
}
