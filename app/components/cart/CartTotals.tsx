import { Info } from 'lucide-react'
import { Tooltip } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import type { CartTotals as Totals } from '#core/cart/cart.ts'
import { formatMoney } from '#core/money/money.ts'
import { useEuroAmount } from '#app/lib/i18n.ts'
import { useRootData } from '#app/lib/root-data.ts'

/**
 * Net, VAT (tax from settings) and gross, as the server computed them. Without totals yet (a
 * guest's cart is priced after hydration) the same box shows placeholders where the amounts go.
 */
export function CartTotals({
  totals,
  compact = false,
}: {
  totals: Totals | null
  compact?: boolean
}) {
  const { t } = useTranslation()
  const { tax, settings } = useRootData()
  const amount = (cents: number | undefined) =>
    cents === undefined ? <Placeholder className="h-5 w-20" /> : formatMoney(cents)
  return (
    <div className={`space-y-1 ${compact ? 'text-sm' : ''}`} data-testid="cart-totals">
      <dl className="space-y-1">
        <div className="flex justify-between">
          <dt>{t('cart.subtotal')}</dt>
          <dd data-testid="cart-net">{amount(totals?.netCents)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>{t('cart.vat', { percent: totals?.taxPercent ?? tax })}</dt>
          <dd data-testid="cart-tax">{amount(totals?.taxCents)}</dd>
        </div>
        <div className="flex justify-between border-t border-slate-200 pt-1 text-lg font-bold">
          <dt>{t('cart.total')}</dt>
          <dd data-testid="cart-gross" className="text-brand-800">
            {amount(totals?.grossCents)}
          </dd>
        </div>
      </dl>
      {/* A description list holds only term/value groups: the note follows it. */}
      <div className="flex items-center justify-end gap-1 text-xs text-slate-600">
        <span>{t('cart.plusShipping')}</span>
        <DeliveryInfo
          freeShippingAboveCents={totals?.freeDeliveryAboveCents ?? settings.freeShippingAboveCents}
        />
      </div>
    </div>
  )
}

/** A grey bar where a value will stand once it is known (not read out: the area is busy). */
export function Placeholder({ className }: { className: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-pulse rounded bg-slate-200 align-middle ${className}`}
    />
  )
}

/** PAGE-9: 'plus shipping' with a delivery-info tooltip naming the threshold (TOT-4, STAFF-11). */
export function DeliveryInfo({ freeShippingAboveCents }: { freeShippingAboveCents: number }) {
  const { t } = useTranslation()
  const euros = useEuroAmount()
  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root>
        <Tooltip.Trigger
          type="button"
          aria-label={t('cart.deliveryInfo')}
          className="flex size-6 items-center justify-center rounded-full text-brand-700 hover:bg-slate-100"
          data-testid="delivery-info"
        >
          <Info aria-hidden="true" className="size-4" />
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="top"
            sideOffset={6}
            className="z-[60] max-w-72 rounded-md bg-slate-900 px-3 py-2 text-xs leading-relaxed text-white shadow-lg"
          >
            {t('cart.deliveryInfoText', { threshold: euros(freeShippingAboveCents) })}
            <Tooltip.Arrow className="fill-slate-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  )
}
