import { useTranslation } from 'react-i18next'
import type { CheckoutTotals } from '#core/checkout-totals/checkout-totals.ts'
import { formatMoney } from '#core/money/money.ts'
import type { OrderDetailView } from '#core/orders/order-views.ts'

/** The rows of an order's totals (TOT-12), from the live checkout or from a placed order. */
export interface TotalsRows {
  subtotalCents: number
  couponPercent: number | null
  couponCode: string | null
  couponDiscountCents: number
  prepaymentDiscountCents: number
  shippingCents: number
  netCents: number
  taxPercent: number
  vatCents: number
  /** German VAT is charged (a VAT row even at 0,00 €); otherwise a note says why not. */
  vatCharged: boolean
  reverseCharge: boolean
  serviceFeeCents: number
  totalCents: number
}

export function totalsOfCheckout(totals: CheckoutTotals): TotalsRows {
  return {
    ...totals,
    couponCode: null,
    vatCharged: totals.flags.vatCharged,
    reverseCharge: totals.flags.reverseCharge,
  }
}

export function totalsOfOrder(order: OrderDetailView): TotalsRows {
  return {
    ...order.totals,
    couponPercent: order.couponPercent,
    couponCode: order.couponCode,
    // The order keeps no flags: it charged VAT unless it is reverse charge or has none.
    vatCharged: !order.reverseCharge && order.totals.vatCents > 0,
    reverseCharge: order.reverseCharge,
  }
}

// The checkout's payment step and the order details word the rows each in their own catalog.
const labels = {
  checkout: {
    subtotal: 'checkoutScreens.totals.subtotal',
    coupon: 'checkoutScreens.totals.coupon',
    prepayment: 'checkoutScreens.totals.prepayment',
    shipping: 'checkoutScreens.totals.shipping',
    free: 'checkoutScreens.totals.free',
    net: 'checkoutScreens.totals.net',
    vat: 'checkoutScreens.totals.vat',
    reverseCharge: 'checkoutScreens.totals.reverseCharge',
    noVat: 'checkoutScreens.totals.noVat',
    serviceFee: 'checkoutScreens.totals.serviceFee',
    total: 'checkoutScreens.totals.total',
  },
  order: {
    subtotal: 'orders.subtotal',
    coupon: 'orders.coupon',
    prepayment: 'orders.prepaymentDiscount',
    shipping: 'orders.shipping',
    free: 'orders.free',
    net: 'orders.net',
    vat: 'orders.vat',
    reverseCharge: 'orders.reverseCharge',
    noVat: 'checkoutScreens.totals.noVat',
    serviceFee: 'orders.serviceFee',
    total: 'orders.grandTotal',
  },
} as const

/**
 * The totals as rows of a description list; each value has the test id `<testIdPrefix>-<row>`
 * (totals-total, order-total, ...).
 */
export function TotalsList({
  totals,
  wording,
  testIdPrefix,
  className = '',
  testId,
}: {
  totals: TotalsRows
  wording: keyof typeof labels
  testIdPrefix: string
  className?: string
  testId?: string
}) {
  const { t } = useTranslation()
  const label = labels[wording]
  const row = (text: string, value: string, name: string, strong = false, help?: string) => (
    <div
      className={`flex flex-wrap justify-between gap-x-3 ${strong ? 'border-t border-slate-200 pt-2 text-lg font-bold' : ''}`}
    >
      <dt>{text}</dt>
      <dd
        data-testid={`${testIdPrefix}-${name}`}
        className={`shrink-0 tabular-nums ${strong ? 'text-brand-800' : ''}`}
      >
        {value}
      </dd>
      {help ? (
        <dd
          className="basis-full text-xs text-slate-600"
          data-testid={`${testIdPrefix}-${name}-help`}
        >
          {help}
        </dd>
      ) : null}
    </div>
  )
  // A description list holds only term/value groups: the note is the value of a VAT row whose
  // term is read out only, so the note looks as before.
  const vatNote = (text: string, testId?: string) => (
    <div className="text-xs text-slate-600">
      <dt className="sr-only">{t('checkoutScreens.totals.vatNote')}</dt>
      <dd data-testid={testId}>{text}</dd>
    </div>
  )
  const coupon = { percent: totals.couponPercent ?? 0, code: totals.couponCode ?? '' }
  return (
    <dl className={`space-y-1 text-sm ${className}`} data-testid={testId}>
      {row(t(label.subtotal), formatMoney(totals.subtotalCents), 'subtotal')}
      {totals.couponDiscountCents > 0
        ? row(t(label.coupon, coupon), `− ${formatMoney(totals.couponDiscountCents)}`, 'coupon')
        : null}
      {totals.prepaymentDiscountCents > 0
        ? row(t(label.prepayment), `− ${formatMoney(totals.prepaymentDiscountCents)}`, 'prepayment')
        : null}
      {row(
        t(label.shipping),
        totals.shippingCents === 0 ? t(label.free) : formatMoney(totals.shippingCents),
        'shipping',
      )}
      {row(t(label.net), formatMoney(totals.netCents), 'net')}
      {totals.vatCharged || totals.vatCents > 0
        ? row(t(label.vat, { percent: totals.taxPercent }), formatMoney(totals.vatCents), 'vat')
        : null}
      {totals.reverseCharge
        ? vatNote(t(label.reverseCharge), `${testIdPrefix}-reverse-charge`)
        : !totals.vatCharged && totals.vatCents === 0
          ? vatNote(t(label.noVat))
          : null}
      {totals.serviceFeeCents > 0
        ? row(
            t(label.serviceFee),
            formatMoney(totals.serviceFeeCents),
            'service-fee',
            false,
            t('checkoutScreens.totals.serviceFeeHelp'),
          )
        : null}
      {row(t(label.total), formatMoney(totals.totalCents), 'total', true)}
    </dl>
  )
}
