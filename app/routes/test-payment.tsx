import { FlaskConical } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { data, Form, redirect, useNavigation } from 'react-router'
import { localeFromPath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { formatMoney } from '#core/money/money.ts'
import { RouteErrorBoundary } from '#app/components/layout/RouteErrorBoundary.tsx'
import {
  OrderFacts,
  primaryButton,
  secondaryButton,
} from '#app/components/payments/PaymentResult.tsx'
import { getServices } from '#app/lib/context.server.ts'
import { pageTitle, shopNameFrom } from '#app/lib/meta.ts'
import { failedPath, notFoundAsPage, successPath } from '#app/lib/payment-pages.server.ts'
import { requireCustomer } from '#app/lib/session.server.ts'
import { isAppError } from '#core/errors/errors.ts'
import type { Route } from './+types/test-payment'
import { databaseIdFrom } from '#core/ids/database-id.ts'

/** The signed attempt the test page works on: from the query (GET) or the form (POST). */
function signedAttempt(values: { get(name: string): unknown }) {
  const text = (name: string) => {
    const value = values.get(name)
    return typeof value === 'string' ? value.slice(0, 200) : ''
  }
  return {
    orderId: databaseIdFrom(text('order')) ?? 0,
    signed: { reference: text('reference'), signature: text('signature') },
  }
}

/**
 * The test-mode payment page (decisions 0007 and 0013): with no provider keys it stands in for
 * Stripe's and PayPal's pages. It shows the customer's own order from the database; only its
 * POST, carrying the reference the shop signed, ends the simulated payment.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname)
  const customer = await requireCustomer(request, context)
  const { orderId, signed } = signedAttempt(url.searchParams)
  const state = orderId
    ? await getServices(context)
        .payments.testAttempt(customer.id, orderId, locale, signed)
        .catch(notFoundAsPage)
    : undefined
  return state
    ? {
        locale,
        valid: true,
        orderId,
        ...signed,
        number: state.number,
        amountCents: state.totalCents,
      }
    : { locale, valid: false, orderId: 0, reference: '', signature: '', number: 0, amountCents: 0 }
}

/** The tester's choice: the payment succeeds or fails, then the result page shows it. */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname)
  const customer = await requireCustomer(request, context)
  const form = await request.formData()
  const { orderId, signed } = signedAttempt(form)
  const outcome = form.get('outcome') === 'paid' ? 'paid' : 'failed'
  if (!orderId) throw data(null, { status: 404 })
  try {
    const state = await getServices(context).payments.decideTestPayment(
      customer.id,
      orderId,
      locale,
      signed,
      outcome,
    )
    return redirect(
      state.status === 'paid' ? successPath(orderId, locale) : failedPath(orderId, locale),
    )
  } catch (error) {
    if (!isAppError(error) || error.kind === 'not_found') notFoundAsPage(error)
    return data({ error: error.message }, { status: error.kind === 'forbidden' ? 403 : 409 })
  }
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

export default function TestPaymentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { valid, number, amountCents, orderId, reference, signature } = loaderData
  const busy = useNavigation().state !== 'idle'
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
          {actionData?.error ? (
            <p role="alert" className="mt-3 rounded-md bg-rose-50 px-4 py-3 text-rose-800">
              {actionData.error}
            </p>
          ) : null}
          {valid ? (
            <>
              <p className="mt-3 text-slate-700">{t('payments.test.intro')}</p>
              <OrderFacts
                className="border-t border-slate-200 pt-4"
                facts={[
                  {
                    label: t('payments.test.order'),
                    value: t('payments.description', { number }),
                  },
                  { label: t('payments.test.amount'), value: formatMoney(amountCents) },
                ]}
              />
              <Form method="post" className="mt-8 flex flex-col gap-3">
                <input type="hidden" name="order" value={orderId} />
                <input type="hidden" name="reference" value={reference} />
                <input type="hidden" name="signature" value={signature} />
                <button
                  type="submit"
                  name="outcome"
                  value="paid"
                  className={primaryButton}
                  disabled={busy}
                >
                  {t('payments.test.succeed')}
                </button>
                <button
                  type="submit"
                  name="outcome"
                  value="failed"
                  className={secondaryButton}
                  disabled={busy}
                >
                  {t('payments.test.fail')}
                </button>
              </Form>
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
