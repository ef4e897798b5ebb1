import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { CartLine, CartSummary } from '#core/cart/cart.ts'
import { formatMoney } from '#core/money/money.ts'
import type { ShippingEstimate } from '#app/lib/checkout-shipping.ts'
import { useEuroAmount, useLocale } from '#app/lib/i18n.ts'
import { LineDescription } from '#app/components/cart/LineDescription.tsx'

/**
 * The shipping step's summary beside the form: the lines, the goods and the shipping as the
 * server priced them (TOT-2, TOT-4, TOT-5), and the buttons that save or go back.
 */
export function ShippingSummary({
  cart,
  estimate,
  freeShippingAboveCents,
  saving,
}: {
  cart: CartSummary
  estimate: ShippingEstimate
  /** TOT-4: the threshold the note names (the shop's setting, STAFF-11). */
  freeShippingAboveCents: number
  saving: boolean
}) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const euros = useEuroAmount()
  return (
    <aside
      className="flex h-fit flex-col gap-4 rounded-lg bg-white p-5"
      data-testid="shipping-summary"
    >
      <h2 className="text-lg font-bold text-slate-900">{t('checkoutScreens.summary')}</h2>
      <ul className="divide-y divide-slate-100 text-sm">
        {cart.lines.map((item) => (
          <li key={item.id} className="flex justify-between gap-3 py-2">
            <LineText item={item} />
            <span className="shrink-0 font-semibold">{formatMoney(item.priced.totalCents)}</span>
          </li>
        ))}
      </ul>
      <dl className="space-y-1 border-t border-slate-200 pt-3 text-sm">
        <div className="flex justify-between">
          <dt>{t('checkoutScreens.goods')}</dt>
          <dd>{formatMoney(estimate.goodsCents)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>{t('checkoutScreens.shipping')}</dt>
          <dd data-testid="shipping-price">
            {estimate.shippingOpen
              ? t('checkoutScreens.shippingOpen')
              : estimate.shippingCents === 0
                ? t('checkoutScreens.free')
                : formatMoney(estimate.shippingCents)}
          </dd>
        </div>
        <div className="flex justify-between border-t border-slate-200 pt-1 font-bold">
          <dt>{t('checkoutScreens.totals.net')}</dt>
          <dd>{formatMoney(estimate.netCents)}</dd>
        </div>
        {estimate.serviceFeeCents > 0 ? (
          <div className="flex flex-wrap justify-between gap-x-3 pt-1">
            <dt>{t('checkoutScreens.totals.serviceFee')}</dt>
            <dd data-testid="shipping-service-fee">{formatMoney(estimate.serviceFeeCents)}</dd>
            <dd className="basis-full text-xs text-slate-600" data-testid="service-fee-help">
              {t('checkoutScreens.totals.serviceFeeHelp')}
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="text-xs text-slate-600">
        {t('checkoutScreens.freeShippingNote', {
          threshold: euros(freeShippingAboveCents),
        })}{' '}
        {t('checkoutScreens.vatAtPayment')}
      </p>
      {/* Without JavaScript a changed mode or address shows its post methods after this. */}
      <noscript>
        <button
          type="submit"
          name="intent"
          value="update"
          className="h-11 w-full rounded-md border border-brand-700 font-semibold text-brand-700"
        >
          {t('checkoutScreens.update')}
        </button>
      </noscript>
      <button
        type="submit"
        name="intent"
        value="save"
        disabled={saving}
        aria-busy={saving}
        className="flex h-11 items-center justify-center rounded-md bg-brand-700 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
        data-testid="to-payment"
      >
        {saving ? t('checkoutScreens.saving') : t('checkoutScreens.toPayment')}
      </button>
      <Link to={href('/cart')} className="text-center text-sm text-brand-700 hover:underline">
        {t('checkoutScreens.backToCart')}
      </Link>
    </aside>
  )
}

export function LineText({ item }: { item: CartLine }) {
  return (
    <span className="min-w-0">
      <span className="block font-semibold text-slate-900">{item.productTitle}</span>
      <LineDescription item={item} showQuantity />
    </span>
  )
}
