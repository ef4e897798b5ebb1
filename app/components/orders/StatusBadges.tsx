import { useTranslation } from 'react-i18next'
import {
  type OrderView,
  type PaymentDisplayState,
  paymentDisplayState,
} from '#core/orders/order-views.ts'

const tone: Record<PaymentDisplayState, string> = {
  open: 'bg-amber-100 text-amber-900',
  failedOpen: 'bg-red-100 text-red-900',
  paid: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-slate-200 text-slate-800',
  partly_refunded: 'bg-sky-100 text-sky-900',
  refunded: 'bg-sky-100 text-sky-900',
}

const approvalTone = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
}

/** Payment method and payment state of an order as two badges. */
export function StatusBadges({
  order,
}: {
  order: Pick<OrderView, 'status' | 'paymentMethod' | 'paymentStatus'> &
    Partial<Pick<OrderView, 'workState' | 'approvalStatus'>>
}) {
  const { t } = useTranslation()
  const state = paymentDisplayState(order)
  return (
    <span className="flex flex-wrap gap-1.5">
      {order.approvalStatus ? (
        // CO-8: where the company's approval of the order stands.
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${approvalTone[order.approvalStatus]}`}
          data-testid="approval-state"
        >
          {t(`company.approvalStatus.${order.approvalStatus}`)}
        </span>
      ) : null}
      {order.workState ? (
        <span
          className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-900"
          data-testid="work-state"
        >
          {t(`orders.progress.states.${order.workState}`)}
        </span>
      ) : null}
      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">
        {t(`orders.method.${order.paymentMethod}`)}
      </span>
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone[state]}`}
        data-testid="payment-state"
      >
        {t(`orders.paymentState.${state}`)}
      </span>
    </span>
  )
}
