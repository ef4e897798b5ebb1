import { useTranslation } from 'react-i18next'
import { data, Form, Link, useNavigation } from 'react-router'
import { formatDate } from '#core/dates/dates.ts'
import { localeFromPath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { AdminFrame } from '#app/components/admin/AdminFrame.tsx'
import { AnswerBanner } from '#app/components/admin/AnswerBanner.tsx'
import { QuotePricingForm } from '#app/components/admin/QuotePricingForm.tsx'
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { fieldMessages, isFailure } from '#app/lib/forms.ts'
import { formAction, paramId, routeError } from '#app/lib/forms.server.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { pricingFromForm } from '#app/lib/quote-pricing.server.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/quote'

/** QUOTE-3..QUOTE-5: a request to price and send, or a sent quote to read. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, 'quotes.manage')
  const locale = localeFromPath(new URL(request.url).pathname)
  const found = await getServices(context)
    .quotesAdmin.get(session.member, paramId(params.id), locale)
    .catch(routeError)
  return { locale, member: session.member, ...found }
}

/** `price`: the lines' prices, shipping, note, validity | `send`: the quote to the customer. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireStaff(request, context, 'quotes.manage')
  const { locale } = getRequestInfo(context)
  const form = await request.formData()
  const admin = getServices(context).quotesAdmin
  const id = paramId(params.id)
  return formAction(form, async () => {
    switch (form.get('intent')) {
      case 'price': {
        const { quote } = await admin.get(session.member, id, locale)
        const lineIds = quote.lines.map((line) => line.id)
        await admin.price(session.member, id, pricingFromForm(form, lineIds, locale), locale)
        return { ok: true as const, message: translate(locale, 'adminQuotes.saved') }
      }
      case 'send': {
        const number = await admin.send(session.member, id, locale)
        return { ok: true as const, message: translate(locale, 'adminQuotes.sent', { number }) }
      }
      default:
        throw data(null, { status: 400 })
    }
  })
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, loaderData?.locale, 'adminQuotes.title')

export const headers: Route.HeadersFunction = adminHeaders

export default function AdminQuote({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const busy = useNavigation().state !== 'idle'
  const { member, quote, customer, locale, today } = loaderData
  const failed = actionData && isFailure(actionData) ? actionData : undefined
  const open = quote.state === 'requested'
  return (
    <AdminFrame member={member}>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-5xl px-4 py-8 outline-none">
        <Link to={href('/admin/quotes')} className="text-sm underline">
          {t('adminQuotes.back')}
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">
          {quote.number
            ? t('adminQuotes.quoteTitle', { number: quote.number })
            : t('adminQuotes.requestTitle', { date: formatDate(quote.createdAt, locale) })}
        </h1>
        <p className="mt-1 text-sm text-slate-700" data-testid="admin-quote-state">
          {customer
            ? `${customer.company} · ${customer.firstName} ${customer.lastName} · ${customer.email}`
            : ''}{' '}
          · {t(`quotes.states.${quote.state}`)}
        </p>
        {actionData?.message ? (
          <AnswerBanner failed={failed} message={actionData.message} testId="quote-answer" />
        ) : null}
        <section className="mt-4 rounded-lg bg-white p-5">
          <h2 className="font-semibold">{t('adminQuotes.message')}</h2>
          <p className="mt-1 whitespace-pre-line">{quote.message || t('adminQuotes.noMessage')}</p>
          {quote.targetOn ? (
            <p className="mt-2 text-sm">
              {t('adminQuotes.targetOn')}: {formatDate(quote.targetOn, locale)}
            </p>
          ) : null}
        </section>
        <section className="mt-4 rounded-lg bg-white p-5">
          <QuotePricingForm
            lines={quote.lines.map((line) => ({
              ...line,
              details: [
                ...line.options.map((option) => `${option.option}: ${option.value}`),
                line.durationTitle,
                ...line.services,
              ]
                .filter(Boolean)
                .join(' · '),
            }))}
            shippingCents={quote.shippingCents}
            note={quote.note ?? ''}
            validUntil={quote.validUntil ?? today}
            errors={fieldMessages(failed)}
            typed={failed ? failed.values : null}
            disabled={!open}
          />
        </section>
        {open ? (
          <Form method="post" className="mt-4">
            <button
              type="submit"
              name="intent"
              value="send"
              disabled={busy || quote.totals === null}
              className="rounded-md bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800 disabled:opacity-60"
              data-testid="quote-send"
            >
              {t('adminQuotes.send')}
            </button>
          </Form>
        ) : null}
      </main>
    </AdminFrame>
  )
}
