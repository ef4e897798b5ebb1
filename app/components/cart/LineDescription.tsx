import { useTranslation } from 'react-i18next'
import type { CartLine } from '#core/cart/cart.ts'
import { formatMoney } from '#core/money/money.ts'
import { TierNote } from './TierNote.tsx'

/**
 * What a cart line is, in the short form of the cart dialog and the checkout summaries: the
 * options, the production time, every chosen service with its price and the quantity tier it
 * reaches, so a summary never hides what the cart page shows.
 */
export function LineDescription({
  item,
  showQuantity = false,
}: {
  item: CartLine
  showQuantity?: boolean
}) {
  const { t } = useTranslation()
  const details = [
    ...(showQuantity ? [t('checkoutScreens.quantity', { count: item.quantity })] : []),
    ...item.options.map((option) => option.value),
    item.duration.title,
  ]
  return (
    <span className="block text-xs text-slate-600">
      <span className="block">{details.join(' · ')}</span>
      {item.services.map((service) => (
        <span key={service.id} className="block" data-testid="line-service">
          {service.title} (
          {service.priceCents === 0 ? t('product.free') : `+${formatMoney(service.priceCents)}`})
        </span>
      ))}
      <TierNote tier={item.priced.tier} className="block" testId="line-tier" />
    </span>
  )
}
