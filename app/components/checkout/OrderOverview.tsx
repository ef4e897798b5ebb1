import { useTranslation } from 'react-i18next'
import { paymentTermsKey } from '#core/invoices/payment-terms.ts'
import type { OrderDetailView } from '#core/orders/order-views.ts'
import { paymentDisplayState } from '#core/orders/payment-display.ts'
import { BankTransfer } from '#app/components/orders/BankTransfer.tsx'
import { OrderDetails } from '#app/components/orders/OrderDetails.tsx'
import type { BankAccount } from '#core/settings/shop-settings.ts'

/**
 * The order as placed: the number and payment state, the bank account while a prepayment is
 * open, then the profile's order details (addresses, packages with their lines, totals) without
 * uploads and actions.
 */
export function OrderOverview({ order, bank }: { order: OrderDetailView; bank: BankAccount }) {
  const { t } = useTranslation()
  // CO-8: an order waiting for the company's approval is not paid (or transferred) before it.
  const awaitingApproval = order.approvalStatus === 'pending'
  const awaitingTransfer =
    order.paymentMethod === 'prepayment' && order.paymentStatus !== 'paid' && !awaitingApproval
  return (
    <div className="flex flex-col gap-6" data-testid="order-overview">
      {awaitingApproval ? (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
          data-testid="approval-pending"
        >
          {t('company.pendingNotice', { number: order.number })}
        </p>
      ) : null}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <section className="rounded-lg bg-white p-4 sm:p-6">
          <h2 className="text-xl font-bold text-slate-900" data-testid="order-number">
            {t('checkoutScreens.orderNumber', { number: order.number })}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {t(`checkoutScreens.methods.${order.paymentMethod}`)} ·{' '}
            {t('checkoutScreens.paymentState')}:{' '}
            <span data-testid="payment-status" className="font-semibold">
              {t(`checkoutScreens.paymentStates.${paymentDisplayState(order)}`)}
            </span>
          </p>
          {/* PAY-3: the method's one terms text, as the invoice and the mail word it. */}
          <p className="mt-2 text-sm text-slate-700" data-testid="order-terms">
            {t(paymentTermsKey(order.paymentMethod, order.paymentStatus === 'paid'))}
          </p>
        </section>
        {awaitingTransfer ? (
          <BankTransfer
            bank={bank}
            orderNumber={order.number}
            totalCents={order.totals.totalCents}
          />
        ) : null}
      </div>
      <section className="rounded-lg bg-white p-4 sm:p-6">
        <OrderDetails order={order} editable={false} />
      </section>
    </div>
  )
}
