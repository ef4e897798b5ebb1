import { useTranslation } from 'react-i18next'
import { formatDate } from '#core/dates/dates.ts'
import { formatMoney } from '#core/money/money.ts'
import { WORK_STATES, type WorkState } from '#core/orders/workflow.ts'
import { useLocale } from '#app/lib/i18n.ts'
import type { OrderEventView } from '#core/orders/staff-views.ts'

const workName = (state: string | null): WorkState | null =>
  (WORK_STATES as readonly (string | null)[]).includes(state) ? (state as WorkState) : null

/** ORD-16: every change of the order, who made it and what the customer was told. */
export function OrderTimeline({ events }: { events: OrderEventView[] }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  if (events.length === 0) {
    return <p className="mt-2 text-sm text-slate-600">{t('admin.order.timelineEmpty')}</p>
  }
  const text = (event: OrderEventView) => {
    if (event.kind === 'note') return event.note
    if (event.kind === 'money') {
      if (event.toState === 'paid') {
        return t('admin.order.eventPaid', {
          amount: formatMoney(event.amountCents ?? 0),
          date: event.occurredOn ? formatDate(event.occurredOn, locale) : '–',
        })
      }
      return t('admin.refund.event', { amount: formatMoney(event.amountCents ?? 0) })
    }
    const from = workName(event.fromState)
    const to = workName(event.toState)
    return t('admin.order.eventWork', {
      from: from ? t(`admin.work.${from}`) : '–',
      to: to ? t(`admin.work.${to}`) : '–',
    })
  }
  return (
    <ol className="mt-2 flex flex-col gap-2 text-sm">
      {events.map((event) => (
        <li key={event.id} data-testid="order-event">
          <span className="block text-xs text-slate-500">
            {formatDate(event.createdAt, locale)} · {event.staffName ?? t('admin.order.byShop')}
          </span>
          {text(event)}
          {event.reason ? (
            <span className="mt-0.5 block text-amber-900">
              {t('admin.order.eventReason', { reason: event.reason })}
            </span>
          ) : null}
          {event.customerMessage ? (
            <span className="mt-0.5 block text-slate-600 italic">
              {t('admin.order.eventMessage', { message: event.customerMessage })}
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  )
}
