import { FlaskConical } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { safeLocalPath } from '#core/http/safe-redirect.ts'
import { localeFromPath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { formatMoney } from '#core/money/money.ts'
import { RouteErrorBoundary } from '#app/components/layout/RouteErrorBoundary.tsx'
import {
  OrderFacts,
  primaryButton,
  secondaryButton,
} from '#app/components/payments/PaymentResult.tsx'
import { pageTitle, shopNameFrom } from '#app/lib/meta.ts'
import type { Route } from './+types/test-payment'

/** A return URL of the query, as a path on this site with the reference added, or null. */
function returnPath(value: string | null, origin: string, reference: string): string | null {
  const safe = safeLocalPath(value, null, origin)
  if (!safe) return null
  const target = new URL(safe, origin)
  target.searchParams.set('reference', reference)
  return target.pathname + target.search
}

/**
 * The test-mode payment page (issue 6 item 8, decision 0007): with no provider keys it stands in
 * for Stripe's and PayPal's pages. It only ever sends the browser back to this site.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const query = url.searchParams
  const locale = localeFromPath(url.pathname)
  const reference = query.get('reference') ?? ''
  const order = query.get('order') ?? ''
  // 'Bestellung 10042': the text the provider's page would show.
  const description = (query.get('description') ?? '').slice(0, 120)
  const amount = Number(query.get('amount'))
  const success = returnPath(query.get('success'), url.origin, reference)
  const cancel = returnPath(query.get('cancel'), url.origin, reference)
  const valid =
    /^test_[a-z]+_[0-9a-f-]{36}$/.test(reference) &&
    /^\d{1,10}$/.test(order) &&
    Number.isSafeInteger(amount) &&
    amount >= 0 &&
    success !== null &&
    cancel !== null
  return valid
    ? { locale, valid, description: description || order, amountCents: amount, success, cancel }
    : { locale, valid, description: '', amountCents: 0, success: null, cancel: null }
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: pageTitle(
      translate(loaderData?.locale ?? 'de', 'payments.test.pageTitle'),
      shopNameFrom(matches),
    ),
  },
  { name: 'robots', content: 'noindex' },
]

export default function TestPaymentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { valid, description, amountCents, success, cancel } = loaderData
  return (
    <div className="min-h-screen bg-slate-100">
      <p
        role="status"
        className="flex items-center justify-center gap-2 bg-amber-400 px-4 py-3 text-center font-bold tracking-wide text-slate-950"
      >
        <FlaskConical aria-hidden="true" className="size-5 shrink-0" />
        {t('payments.test.banner')}
      </p>
      <main id="main" tabIndex={-1} className="mx-auto max-w-lg px-4 py-10 outline-none">
        <div className="rounded-lg border-2 border-dashed border-amber-400 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900">{t('payments.test.pageTitle')}</h1>
          {valid && success && cancel ? (
            <>
              <p className="mt-3 text-slate-700">{t('payments.test.intro')}</p>
              <OrderFacts
                className="border-t border-slate-200 pt-4"
                facts={[
                  { label: t('payments.test.order'), value: description },
                  { label: t('payments.test.amount'), value: formatMoney(amountCents) },
                ]}
              />
              <div className="mt-8 flex flex-col gap-3">
                {/* Plain links: the result pages complete or cancel the payment themselves. */}
                <a href={success} className={primaryButton}>
                  {t('payments.test.succeed')}
                </a>
                <a href={cancel} className={secondaryButton}>
                  {t('payments.test.fail')}
                </a>
              </div>
            </>
          ) : (
            <p role="alert" className="mt-3 text-rose-800">
              {t('payments.test.invalid')}
            </p>
          )}
        </div>
      </main>
    </div>
  )
}

export const ErrorBoundary = RouteErrorBoundary
