import { useTranslation } from 'react-i18next'
import type { OrderDetailView } from '#core/orders/order-views.ts'
import { formatMoney } from '#core/money/money.ts'
import { OrderDetails } from '#app/components/orders/OrderDetails.tsx'

export interface BankAccount {
  recipient: string
  bankName: string
  iban: string
  bic: string
}

/**
 * The order as placed: the number and payment state, the bank account while a prepayment is
 * open, then the profile's order details (addresses, packages with their lines, totals) without
 * uploads and actions.
 */
export function OrderOverview({ order, bank }: { order: OrderDetailView; bank: BankAccount }) {
  const { t } = useTranslation()
  const awaitingTransfer = order.paymentMethod === 'prepayment' && order.paymentStatus !== 'paid'
  return (
    <div className="flex flex-col gap-6" data-testid="order-overview">
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <section className="rounded-lg bg-white p-4 sm:p-6">
          <h2 className="text-xl font-bold text-slate-900" data-testid="order-number">
            {t('checkoutScreens.orderNumber', { number: order.number })}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {t(`checkoutScreens.methods.${order.paymentMethod}`)} ·{' '}
            {t('checkoutScreens.paymentState')}:{' '}
            <span data-testid="payment-status" className="font-semibold">
              {t(`checkoutScreens.paymentStates.${order.paymentStatus}`)}
            </span>
          </p>
        </section>
        {awaitingTransfer ? (
          <section
            className="rounded-lg border border-brand-200 bg-brand-50 p-4 sm:p-6"
            data-testid="bank-transfer"
          >
            <h2 className="text-lg font-bold text-slate-900">
              {t('checkoutScreens.bankTransfer')}
            </h2>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt>{t('checkoutScreens.bankRecipient')}</dt>
              <dd>{bank.recipient}</dd>
              <dt>{t('checkoutScreens.bankIban')}</dt>
              <dd className="font-mono">{bank.iban}</dd>
              <dt>{t('checkoutScreens.bankBic')}</dt>
              <dd className="font-mono">
                {bank.bic} ({bank.bankName})
              </dd>
              <dt>{t('checkoutScreens.bankReference')}</dt>
              <dd className="font-semibold">{order.number}</dd>
              <dt>{t('checkoutScreens.totals.total')}</dt>
              <dd className="font-semibold">{formatMoney(order.totals.totalCents)}</dd>
            </dl>
          </section>
        ) : null}
      </div>
      <section className="rounded-lg bg-white p-4 sm:p-6">
        <OrderDetails order={order} editable={false} />
      </section>
    </div>
  )
}
