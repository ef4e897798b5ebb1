import { useTranslation } from 'react-i18next'
import type { CheckoutTotals } from '#core/checkout-totals/checkout-totals.ts'
import { formatMoney } from '#core/money/money.ts'

/** The order's totals as core/checkout-totals computed them on the server (spec 9). */
export function CheckoutTotalsList({ totals }: { totals: CheckoutTotals }) {
  const { t } = useTranslation()
  const row = (label: string, value: string, testId: string, strong = false) => (
    <div
      className={`flex justify-between gap-3 ${strong ? 'border-t border-slate-200 pt-2 text-lg font-bold' : ''}`}
    >
      <dt>{label}</dt>
      <dd data-testid={testId} className={`shrink-0 ${strong ? 'text-brand-800' : ''}`}>
        {value}
      </dd>
    </div>
  )
  return (
    <dl className="space-y-1 text-sm" data-testid="checkout-totals">
      {row(
        t('checkoutScreens.totals.subtotal'),
        formatMoney(totals.subtotalCents),
        'totals-subtotal',
      )}
      {totals.couponDiscountCents > 0
        ? row(
            t('checkoutScreens.totals.coupon', { percent: totals.couponPercent ?? 0 }),
            `− ${formatMoney(totals.couponDiscountCents)}`,
            'totals-coupon',
          )
        : null}
      {totals.prepaymentDiscountCents > 0
        ? row(
            t('checkoutScreens.totals.prepayment'),
            `− ${formatMoney(totals.prepaymentDiscountCents)}`,
            'totals-prepayment',
          )
        : null}
      {row(
        t('checkoutScreens.totals.shipping'),
        totals.shippingCents === 0
          ? t('checkoutScreens.totals.free')
          : formatMoney(totals.shippingCents),
        'totals-shipping',
      )}
      {row(t('checkoutScreens.totals.net'), formatMoney(totals.netCents), 'totals-net')}
      {totals.flags.vatCharged || totals.vatCents > 0
        ? row(
            t('checkoutScreens.totals.vat', { percent: totals.taxPercent }),
            formatMoney(totals.vatCents),
            'totals-vat',
          )
        : null}
      {totals.flags.reverseCharge ? (
        <p className="text-xs text-slate-600" data-testid="totals-reverse-charge">
          {t('checkoutScreens.totals.reverseCharge')}
        </p>
      ) : !totals.flags.vatCharged && totals.vatCents === 0 ? (
        <p className="text-xs text-slate-600">{t('checkoutScreens.totals.noVat')}</p>
      ) : null}
      {totals.serviceFeeCents > 0
        ? row(
            t('checkoutScreens.totals.serviceFee'),
            formatMoney(totals.serviceFeeCents),
            'totals-service-fee',
          )
        : null}
      {row(t('checkoutScreens.totals.total'), formatMoney(totals.totalCents), 'totals-total', true)}
    </dl>
  )
}
