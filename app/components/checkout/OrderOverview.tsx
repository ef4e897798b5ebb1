import { useTranslation } from 'react-i18next'
import type { OrderAddress, OrderDetailView } from '#core/orders/order-views.ts'
import { formatMoney } from '#core/money/money.ts'

export interface BankAccount {
  recipient: string
  bankName: string
  iban: string
  bic: string
}

/** The order as placed: number, payment state, packages with their lines, totals. */
export function OrderOverview({ order, bank }: { order: OrderDetailView; bank: BankAccount }) {
  const { t } = useTranslation()
  const totals = order.totals
  const awaitingTransfer = order.paymentMethod === 'prepayment' && order.paymentStatus !== 'paid'
  const row = (label: string, value: string, testId: string, strong = false) => (
    <div
      className={`flex justify-between gap-3 ${strong ? 'border-t border-slate-200 pt-2 text-lg font-bold' : ''}`}
    >
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  )
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]" data-testid="order-overview">
      <div className="flex min-w-0 flex-col gap-6">
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
          <h3 className="mt-4 font-semibold text-slate-800">
            {t('checkoutScreens.billingAddress')}
          </h3>
          <Address address={order.billingAddress} />
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
              <dd className="font-semibold">{formatMoney(totals.totalCents)}</dd>
            </dl>
          </section>
        ) : null}
        {order.packages.map((pkg) => (
          <section
            key={pkg.id}
            className="rounded-lg bg-white p-4 sm:p-6"
            data-testid="order-package"
          >
            <h2 className="text-lg font-bold text-slate-900">
              {t('checkoutScreens.shippingNumber', { number: pkg.number })}
            </h2>
            <Address address={pkg.address} />
            <p className="mt-1 text-sm text-slate-600">
              {pkg.postMethodText} –{' '}
              {pkg.postPriceCents === 0
                ? t('checkoutScreens.free')
                : formatMoney(pkg.postPriceCents)}
            </p>
            <ul className="mt-3 divide-y divide-slate-100 border-t border-slate-100 text-sm">
              {pkg.items.map((item) => (
                <li key={item.id} className="flex justify-between gap-3 py-2">
                  <span>
                    <span className="block font-semibold text-slate-900">
                      {item.quantity} × {item.productTitle}
                    </span>
                    <span className="block text-xs text-slate-600">
                      {[item.variant.durationTitle, ...item.variant.options.map((o) => o.value)]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </span>
                  <span className="shrink-0">{formatMoney(item.totalCents)}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <aside className="h-fit rounded-lg bg-white p-5">
        <h2 className="mb-3 text-lg font-bold text-slate-900">{t('checkoutScreens.summary')}</h2>
        <dl className="space-y-1 text-sm">
          {row(
            t('checkoutScreens.totals.subtotal'),
            formatMoney(totals.subtotalCents),
            'order-subtotal',
          )}
          {totals.couponDiscountCents > 0
            ? row(
                t('checkoutScreens.totals.coupon', { percent: order.couponPercent ?? 0 }),
                `− ${formatMoney(totals.couponDiscountCents)}`,
                'order-coupon',
              )
            : null}
          {totals.prepaymentDiscountCents > 0
            ? row(
                t('checkoutScreens.totals.prepayment'),
                `− ${formatMoney(totals.prepaymentDiscountCents)}`,
                'order-prepayment',
              )
            : null}
          {row(
            t('checkoutScreens.totals.shipping'),
            totals.shippingCents === 0
              ? t('checkoutScreens.totals.free')
              : formatMoney(totals.shippingCents),
            'order-shipping',
          )}
          {row(t('checkoutScreens.totals.net'), formatMoney(totals.netCents), 'order-net')}
          {row(
            t('checkoutScreens.totals.vat', { percent: totals.taxPercent }),
            formatMoney(totals.vatCents),
            'order-vat',
          )}
          {order.reverseCharge ? (
            <p className="text-xs text-slate-600">{t('checkoutScreens.totals.reverseCharge')}</p>
          ) : null}
          {totals.serviceFeeCents > 0
            ? row(
                t('checkoutScreens.totals.serviceFee'),
                formatMoney(totals.serviceFeeCents),
                'order-service-fee',
              )
            : null}
          {row(
            t('checkoutScreens.totals.total'),
            formatMoney(totals.totalCents),
            'order-total',
            true,
          )}
        </dl>
      </aside>
    </div>
  )
}

function Address({ address }: { address: OrderAddress }) {
  return (
    <address className="mt-1 text-sm leading-relaxed not-italic text-slate-700">
      {address.company ? (
        <>
          {address.company}
          <br />
        </>
      ) : null}
      {address.firstName} {address.lastName}
      <br />
      {address.address}
      <br />
      {address.postcode} {address.city}, {address.country.name}
    </address>
  )
}
