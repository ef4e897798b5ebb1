import { CircleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, useNavigation } from 'react-router'
import { formatMoney } from '#core/money/money.ts'
import type { OrderView } from '#core/orders/order-views.ts'
import { paymentDisplayState } from '#core/orders/payment-display.ts'
import { DROP_ORDER_INTENT, PAY_ORDER_INTENT } from '#app/lib/unpaid-order.ts'

/**
 * An unpaid card or PayPal order that still holds the cart's lines (PAY-1): pay it now, or drop
 * it and keep the lines in the cart. Plain forms, so both work before hydration.
 */
export function UnpaidOrderBanner({
  order,
  error,
}: {
  order: Pick<
    OrderView,
    'id' | 'number' | 'status' | 'paymentMethod' | 'paymentStatus' | 'totalCents'
  >
  error?: string | null
}) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  const failed = paymentDisplayState(order) === 'failedOpen'
  return (
    <section
      aria-labelledby="unpaid-order-title"
      data-testid="unpaid-order"
      className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 sm:p-5"
    >
      <h2 id="unpaid-order-title" className="flex items-center gap-2 font-bold text-slate-900">
        <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
        {failed
          ? t('orders.unpaid.failedTitle', { number: order.number })
          : t('orders.unpaid.title', { number: order.number })}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {t('orders.unpaid.text', {
          method: t(`orders.method.${order.paymentMethod}`),
          amount: formatMoney(order.totalCents),
        })}
      </p>
      {error ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-3">
        <IntentForm orderId={order.id} intent={PAY_ORDER_INTENT} busy={busy} primary>
          {t('orders.unpaid.payNow')}
        </IntentForm>
        {/* Dropping cancels the order: it asks first, never one stray click (works without script). */}
        <details className="group" data-testid="drop-order">
          <summary className="cursor-pointer list-none rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50 group-open:bg-slate-100">
            {t('orders.unpaid.drop')}
          </summary>
          <div className="mt-2 flex flex-col gap-2 rounded-md border border-slate-300 bg-white p-3 text-sm text-slate-700">
            <p>{t('orders.unpaid.dropConfirm', { number: order.number })}</p>
            <IntentForm orderId={order.id} intent={DROP_ORDER_INTENT} busy={busy}>
              {t('orders.unpaid.dropYes', { number: order.number })}
            </IntentForm>
          </div>
        </details>
      </div>
    </section>
  )
}

/** One POST form with one button: the order and what to do with it. */
function IntentForm({
  orderId,
  intent,
  busy,
  primary = false,
  children,
}: {
  orderId: number
  intent: string
  busy: boolean
  primary?: boolean
  children: ReactNode
}) {
  const look = primary
    ? 'bg-brand-700 text-white hover:bg-brand-800'
    : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
  return (
    <Form method="post">
      <input type="hidden" name="order" value={orderId} />
      <button
        type="submit"
        name="intent"
        value={intent}
        disabled={busy}
        className={`rounded-md px-4 py-2 font-semibold disabled:opacity-70 ${look}`}
      >
        {children}
      </button>
    </Form>
  )
}
