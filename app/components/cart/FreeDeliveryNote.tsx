import { useTranslation } from 'react-i18next'
import type { CartTotals } from '#core/cart/cart.ts'
import { formatMoney } from '#core/money/money.ts'
import { useEuroAmount } from '#app/lib/i18n.ts'

/**
 * TOT-4: the cart reaches free delivery or says what is missing, as the server measured it
 * against the shop's threshold (STAFF-11); the browser only words it (FORM-4).
 */
export function FreeDeliveryNote({ totals }: { totals: CartTotals }) {
  const { t } = useTranslation()
  const threshold = useEuroAmount()(totals.freeDeliveryAboveCents)
  return (
    <p
      className={`mt-3 rounded-md p-2 text-sm ${totals.freeDelivery ? 'bg-green-50 text-green-800' : 'bg-slate-50 text-slate-700'}`}
      data-testid="free-delivery"
    >
      {totals.freeDelivery
        ? t('cart.freeDelivery', { threshold })
        : t('cart.freeDeliveryMissing', {
            amount: formatMoney(totals.freeDeliveryMissingCents),
            threshold,
          })}
    </p>
  )
}
