import { useTranslation } from 'react-i18next'
import { formatDate } from '#core/dates/dates.ts'
import { formatMoney } from '#core/money/money.ts'
import { CARRIER_NAMES } from '#core/orders/carriers.ts'
import type { OrderDetailView } from '#core/orders/order-views.ts'
import { WORK_STATES, type WorkState } from '#core/orders/workflow.ts'
import { useLocale } from '#app/lib/i18n.ts'

const isWorkState = (state: string | null): state is WorkState =>
  (WORK_STATES as readonly (string | null)[]).includes(state)

/**
 * ORD-16, ORD-17: the customer's view of the order's way — each step with its day, what staff
 * told the customer, the payment and refunds, and every shipped package's tracking link.
 */
export function OrderProgress({ order }: { order: OrderDetailView }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const shipped = order.packages.filter((pkg) => pkg.carrier)
  return (
    <section
      aria-labelledby={`progress-${order.id}`}
      className="rounded-lg border border-slate-200 p-3"
      data-testid="order-progress"
    >
      <h3 id={`progress-${order.id}`} className="font-semibold text-slate-900">
        {t('orders.progress.title')}
      </h3>
      <ol className="mt-2 flex flex-col gap-1.5 text-sm">
        <li>
          <span className="text-slate-500">{formatDate(order.createdAt, locale)}</span> ·{' '}
          {t('orders.progress.placed')}
        </li>
        {order.progress.map((event) => (
          <li key={event.id} data-testid="progress-event">
            <span className="text-slate-500">{formatDate(event.createdAt, locale)}</span> ·{' '}
            {event.kind === 'money'
              ? event.toState === 'paid'
                ? t('orders.progress.paid')
                : t('orders.progress.refunded', { amount: formatMoney(event.amountCents ?? 0) })
              : isWorkState(event.toState)
                ? t(`orders.progress.states.${event.toState}`)
                : null}
            {event.customerMessage ? (
              <span className="mt-0.5 block rounded bg-amber-50 p-2 text-amber-950">
                {t('orders.progress.message', { message: event.customerMessage })}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      {shipped.length > 0 ? (
        <ul className="mt-3 flex flex-col gap-1 text-sm" data-testid="tracking-links">
          {shipped.map((pkg) => {
            const values = {
              number: pkg.number,
              carrier: CARRIER_NAMES[pkg.carrier!],
              trackingNumber: pkg.trackingNumber ?? '',
            }
            return (
              <li key={pkg.id}>
                {pkg.trackingUrl ? (
                  <a
                    href={pkg.trackingUrl}
                    target="_blank"
                    rel="noreferrer"
                    className="font-semibold text-brand-800 underline"
                  >
                    {t('orders.progress.tracking', values)}
                  </a>
                ) : (
                  t('orders.progress.shippedWith', values)
                )}
              </li>
            )
          })}
        </ul>
      ) : null}
    </section>
  )
}
