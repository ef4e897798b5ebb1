import { useTranslation } from 'react-i18next'
import type { DiscountTier } from '#core/pricing/pricing.ts'

/**
 * PRICE-3: the quantity tier a cart line reached, saying that its percent is off the base price
 * only ('Staffelrabatt 8 % auf den Grundpreis') — options, the production-time surcharge and
 * services are not discounted, so the unit price falls by less than the percent. The cart page,
 * the cart dialog and the checkout's summaries show it.
 */
export function TierNote({
  tier,
  className,
  testId,
}: {
  tier: DiscountTier | null
  className: string
  testId: string
}) {
  const { t } = useTranslation()
  if (!tier) return null
  return (
    <span className={className} data-testid={testId}>
      {t('cart.tierLine', { percent: tier.percent })}
    </span>
  )
}
