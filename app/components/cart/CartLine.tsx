import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { CartItem } from '#core/cart/cart.ts'
import { formatMoney } from '#core/money/money.ts'
import { clampQuantity, MAX_QUANTITY, MIN_QUANTITY } from '#core/pricing/pricing.ts'
import { servicesFromText } from '#core/validation/cart.ts'
import { ProductImage } from '#app/components/catalog/ProductImage.tsx'
import type { CartChange } from '#app/lib/cart.tsx'
import { useLocale } from '#app/lib/i18n.ts'

const fieldClass =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200'

/** One line of the cart page: quantity (1-50), production time, services, remove. */
export function CartLine({
  item,
  onChange,
  onRemove,
  busy,
}: {
  item: CartItem
  onChange: (change: CartChange) => void
  onRemove: () => void
  busy: boolean
}) {
  const { t } = useTranslation()
  const { href } = useLocale()
  // What the customer is typing; null shows the stored quantity.
  const [typed, setTyped] = useState<string | null>(null)
  const chosen = servicesFromText(item.services)
  const idBase = `line-${item.product_id}-${item.combination_id}-${item.duration_id}-${item.services.replaceAll(',', '-')}`

  // spec 5: below 1 becomes 1, above 50 becomes 50.
  function commitQuantity(text: string) {
    const quantity = clampQuantity(Number(text === '' ? NaN : text))
    setTyped(null)
    if (quantity !== item.quantity) onChange({ quantity })
  }

  function chooseService(serviceId: number, valueId: number) {
    const group = item.choices.services.find((service) => service.id === serviceId)
    const groupValues = new Set(group?.values.map((value) => value.id))
    const others = chosen.filter((id) => !groupValues.has(id))
    onChange({ services: valueId > 0 ? [...others, valueId] : others })
  }

  return (
    <li
      className="grid gap-4 border-b border-slate-200 py-5 sm:grid-cols-[7rem_1fr]"
      data-testid="cart-line"
    >
      <div className="hidden sm:block">
        {item.images[0] ? (
          <ProductImage
            image={{ path: item.images[0].path, width: 1280, height: 960, alt: '' }}
            sizes="7rem"
            className="w-28 rounded-md border border-slate-200"
          />
        ) : null}
      </div>
      <div className="min-w-0">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xs text-slate-500">
              {[item.menu.parent?.menu_t.title, item.menu.menu_t.title].filter(Boolean).join(' › ')}
            </p>
            <Link
              to={href(item.path)}
              className="text-lg font-semibold text-slate-900 hover:text-brand-800"
            >
              {item.product_title}
            </Link>
            {item.options.length > 0 ? (
              <ul className="mt-1 text-sm text-slate-600">
                {item.options.map((option) => (
                  <li key={option.option}>
                    {option.option}: {option.value}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <button
            type="button"
            onClick={onRemove}
            disabled={busy}
            aria-label={t('cart.removeItem', { title: item.product_title })}
            className="flex size-10 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-red-50 hover:text-red-700"
            data-testid="cart-remove"
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
        </div>

        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          <div>
            <label htmlFor={`${idBase}-quantity`} className="text-xs font-medium text-slate-700">
              {t('cart.quantity')}
            </label>
            <input
              id={`${idBase}-quantity`}
              type="number"
              inputMode="numeric"
              min={MIN_QUANTITY}
              max={MAX_QUANTITY}
              step={1}
              value={typed ?? String(item.quantity)}
              disabled={busy}
              onChange={(event) => setTyped(event.target.value)}
              onBlur={(event) => commitQuantity(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') commitQuantity(event.currentTarget.value)
              }}
              className={fieldClass}
              data-testid="cart-quantity"
            />
          </div>
          <div>
            <label htmlFor={`${idBase}-duration`} className="text-xs font-medium text-slate-700">
              {t('cart.productionTime')}
            </label>
            <select
              id={`${idBase}-duration`}
              value={item.duration_id}
              disabled={busy}
              onChange={(event) => onChange({ duration_id: Number(event.target.value) })}
              className={fieldClass}
              data-testid="cart-duration"
            >
              {item.choices.durations.map((duration) => (
                <option key={duration.id} value={duration.id}>
                  {duration.title}
                  {duration.surcharge_percent > 0 ? ` (+${duration.surcharge_percent} %)` : ''}
                </option>
              ))}
            </select>
          </div>
          {item.choices.services.map((service) => {
            const value = service.values.find((v) => chosen.includes(v.id))?.id ?? 0
            return (
              <div key={service.id}>
                <label
                  htmlFor={`${idBase}-service-${service.id}`}
                  className="text-xs font-medium text-slate-700"
                >
                  {service.title}
                </label>
                <select
                  id={`${idBase}-service-${service.id}`}
                  value={value}
                  disabled={busy}
                  onChange={(event) => chooseService(service.id, Number(event.target.value))}
                  className={fieldClass}
                  data-testid="cart-service"
                >
                  <option value={0}>{t('cart.noService')}</option>
                  {service.values.map((v) => (
                    <option key={v.id} value={v.id}>
                      {v.title} ({v.price === 0 ? t('product.free') : `+${formatMoney(v.price)}`})
                    </option>
                  ))}
                </select>
              </div>
            )
          })}
        </div>

        <dl className="mt-2 flex flex-wrap justify-end gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-2">
            <dt className="text-slate-600">{t('cart.unitPrice')}</dt>
            <dd data-testid="cart-unit">{formatMoney(item.price)}</dd>
          </div>
          <div className="flex gap-2 font-semibold">
            <dt>{t('cart.lineTotal')}</dt>
            <dd data-testid="cart-line-total">{formatMoney(item.total_price)}</dd>
          </div>
        </dl>
      </div>
    </li>
  )
}
