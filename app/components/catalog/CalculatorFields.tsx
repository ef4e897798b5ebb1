import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { clampQuantity, MAX_QUANTITY, MIN_QUANTITY } from '#core/cart/lines.ts'
import { serviceValueTitle, type StoredTitles } from '#core/cart/title-match.ts'
import { formatDate } from '#core/dates/dates.ts'
import { formatMoney } from '#core/money/money.ts'
import { MAX_QUOTE_QUANTITY } from '#core/quotes/quotes.ts'
import { useLocale } from '#app/lib/i18n.ts'

// PAGE-8: the price calculator's fields. They show the configuration the page was priced for
// (or the one being priced) and report a change; the calculator turns it into the address.
// Their names are the add-to-cart form's (core/validation/cart.ts), so the form posts them as
// they are, with or without JavaScript.

export interface CalculatorProduct {
  id: number
  type: number
  /** The product page's locale-less path: where 'Preis berechnen' sends the fields. */
  path: string
  /** A printed product: its print data gets the free check (decision 0016). */
  printFormat: { widthMm: number; heightMm: number; bleedMm: number } | null
  options: { id: number; title: string; values: { id: number; title: string }[] }[]
  combinations: { id: number; optionValueIds: number[] }[]
  durations: { id: number; title: string; surchargePercent: number; deliveryDate: string }[]
  services: {
    id: number
    title: string
    values: { id: number; title: string; priceCents: number }[]
  }[]
}

/** A configuration as the calculator shows and changes it. */
export interface CalculatorChoice {
  combinationId: number
  durationId: number
  serviceValueIds: number[]
  quantity: number
}

export const fieldClass =
  'mt-1 h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm'

/**
 * The titles a configuration shows on this page, kept with a guest cart line so the server can
 * find it again when the shop re-created the product's combinations (CART-12).
 */
export function titlesOf(product: CalculatorProduct, choice: CalculatorChoice): StoredTitles {
  const chosen = new Set(
    product.combinations.find((c) => c.id === choice.combinationId)?.optionValueIds,
  )
  const picked = new Set(choice.serviceValueIds)
  return {
    options: product.options.flatMap((option) =>
      option.values
        .filter((value) => chosen.has(value.id))
        .map((value) => ({ option: option.title, value: value.title })),
    ),
    duration: product.durations.find((d) => d.id === choice.durationId)?.title ?? '',
    services: product.services.flatMap((service) =>
      service.values
        .filter((value) => picked.has(value.id))
        .map((value) => serviceValueTitle(service.title, value.title)),
    ),
  }
}

/**
 * The combination with the new value that keeps most of the other choices (CAT-5): a buyer
 * changes one option at a time.
 */
export function combinationWith(
  product: CalculatorProduct,
  selected: readonly number[],
  optionIndex: number,
  valueId: number,
): number | undefined {
  const option = product.options[optionIndex]!
  const ofOption = new Set(option.values.map((value) => value.id))
  const others = selected.filter((id) => !ofOption.has(id))
  let best: { id: number } | undefined
  let bestScore = -1
  for (const combination of product.combinations) {
    if (!combination.optionValueIds.includes(valueId)) continue
    const score = combination.optionValueIds.filter((id) => others.includes(id)).length
    if (score > bestScore) {
      best = combination
      bestScore = score
    }
  }
  return best?.id
}

export function OptionFields({
  product,
  selected,
  active,
  onChoose,
}: {
  product: CalculatorProduct
  selected: readonly number[]
  /** Type 2: the values that stay selectable (CAT-5); null: all. */
  active: ReadonlySet<number> | null
  onChoose: (optionIndex: number, valueId: number) => void
}) {
  const { t } = useTranslation()
  return (
    <div className="space-y-3">
      {product.options.map((option, optionIndex) => {
        const current = option.values.find((value) => selected.includes(value.id))
        return (
          <div key={option.id}>
            <label htmlFor={`option-${option.id}`} className="text-sm font-medium text-slate-800">
              {option.title}
            </label>
            <select
              id={`option-${option.id}`}
              name="option_values[]"
              value={current?.id ?? ''}
              onChange={(event) => onChoose(optionIndex, Number(event.target.value))}
              className={fieldClass}
            >
              {option.values.map((value) => {
                const unavailable = active !== null && !active.has(value.id)
                return (
                  <option key={value.id} value={value.id}>
                    {unavailable ? `${value.title} (${t('product.unavailable')})` : value.title}
                  </option>
                )
              })}
            </select>
          </div>
        )
      })}
    </div>
  )
}

export function DurationField({
  durations,
  durationId,
  onChoose,
}: {
  durations: CalculatorProduct['durations']
  durationId: number
  onChoose: (durationId: number) => void
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{t('product.productionTime')}</legend>
      <div className="mt-1 space-y-1">
        {durations.map((duration) => (
          <label
            key={duration.id}
            className={`flex cursor-pointer items-start gap-2 rounded-md border p-2 text-sm ${
              duration.id === durationId ? 'border-brand-600 bg-brand-50' : 'border-slate-200'
            }`}
          >
            <input
              type="radio"
              name="duration_id"
              value={duration.id}
              checked={duration.id === durationId}
              onChange={() => onChoose(duration.id)}
              className="mt-1"
            />
            <span className="flex-1">
              <span className="font-medium">{duration.title}</span>
              {duration.surchargePercent > 0 ? (
                <span className="ml-1 text-slate-600">
                  {t('product.surcharge', { percent: duration.surchargePercent })}
                </span>
              ) : null}
              <span className="block text-slate-600" data-testid="duration-delivery">
                {t('product.deliveryOn', {
                  date: formatDate(duration.deliveryDate, locale, { weekday: true }),
                })}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

export function ServiceFields({
  services,
  chosen,
  onChoose,
}: {
  services: CalculatorProduct['services']
  chosen: readonly number[]
  /** The service's new value, 0 for none. */
  onChoose: (serviceId: number, valueId: number) => void
}) {
  const { t } = useTranslation()
  if (services.length === 0) return null
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{t('product.services')}</legend>
      <div className="mt-1 space-y-2">
        {services.map((service) => (
          <div key={service.id}>
            <label htmlFor={`service-${service.id}`} className="text-xs text-slate-600">
              {service.title}
            </label>
            <select
              id={`service-${service.id}`}
              name="services[]"
              value={service.values.find((value) => chosen.includes(value.id))?.id ?? 0}
              onChange={(event) => onChoose(service.id, Number(event.target.value))}
              className={fieldClass}
            >
              <option value={0}>{t('product.serviceNone')}</option>
              {service.values.map((value) => (
                <option key={value.id} value={value.id}>
                  {value.title} (
                  {value.priceCents === 0 ? t('product.free') : `+${formatMoney(value.priceCents)}`}
                  )
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
    </fieldset>
  )
}

/**
 * CART-1: the quantity field corrects what is typed (below 1 is 1, above 50 is 50) and says why
 * a quantity was capped. It holds what is being typed; the quantity it reports is corrected.
 */
export function QuantityField({
  quantity,
  onChoose,
  quoteLink,
}: {
  quantity: number
  onChoose: (quantity: number) => void
  /** QUOTE-2: the link to a quote request for the quantity typed above the limit. */
  quoteLink?: (quantity: number) => ReactNode
}) {
  const { t } = useTranslation()
  const [text, setText] = useState(String(quantity))
  const [capped, setCapped] = useState(false)
  const [asked, setAsked] = useState(quantity)
  // The page's quantity may change from outside (back and forward): the field follows it.
  const [shown, setShown] = useState(quantity)
  if (quantity !== shown) {
    setShown(quantity)
    setText(String(quantity))
  }

  function commit(typed: string) {
    const number = Number.parseInt(typed, 10)
    const next = clampQuantity(number)
    // A corrected quantity says why: the shop sells up to 50 online, more on request. The
    // corrected 50 itself (the field left after the correction) keeps the note and its link.
    if (number !== MAX_QUANTITY) setCapped(number > MAX_QUANTITY)
    if (number > MAX_QUANTITY) setAsked(number)
    setText(String(next))
    if (next !== quantity) onChoose(next)
  }

  return (
    <div>
      <label htmlFor="quantity" className="text-sm font-medium text-slate-800">
        {t('product.quantity')}
      </label>
      <input
        id="quantity"
        name="quantity"
        type="number"
        inputMode="numeric"
        min={MIN_QUANTITY}
        max={MAX_QUANTITY}
        value={text}
        aria-describedby="quantity-hint"
        onChange={(event) => {
          setText(event.target.value)
          if (event.target.value !== '') commit(event.target.value)
        }}
        onBlur={(event) => commit(event.target.value)}
        className={`${fieldClass} max-w-32`}
      />
      <p id="quantity-hint" className="mt-1 text-xs text-slate-500">
        {t('product.quantityHint')}
      </p>
      <p
        role="status"
        className="text-xs font-semibold text-amber-800"
        data-testid="quantity-capped"
      >
        {capped ? t('product.quantityCapped', { max: MAX_QUANTITY }) : ''}
      </p>
      {capped && quoteLink ? quoteLink(Math.min(asked, MAX_QUOTE_QUANTITY)) : null}
    </div>
  )
}
