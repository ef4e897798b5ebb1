import { TemplateLink } from '#app/components/catalog/TemplateLink.tsx'
import { Trash2 } from 'lucide-react'
import { type FormEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { CartLine as Line } from '#core/cart/cart.ts'
import { clampQuantity, configurationKey, MAX_QUANTITY, MIN_QUANTITY } from '#core/cart/lines.ts'
import { formatMoney } from '#core/money/money.ts'
import { ProductImage } from '#app/components/catalog/ProductImage.tsx'
import { QuoteLineNote } from '#app/components/quotes/QuoteLineNote.tsx'
import { TierNote } from '#app/components/cart/TierNote.tsx'
import { CartFormFields, prepareCartForm, useCartFetcher, useRemovedEvent } from '#app/lib/cart.tsx'
import { useHydrated } from '#app/lib/hydrated.ts'
import { useLocale } from '#app/lib/i18n.ts'

/** A guest's line is named by its configuration (CART-2). */
const keyOf = (line: Line) =>
  configurationKey({
    product_id: line.productId,
    combination_id: line.combinationId,
    duration_id: line.durationId,
    services: line.serviceIds,
  })

const fieldClass =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200'

/**
 * One line of the cart page: quantity (1-50), production time, services, remove. Each is a form
 * posting to the cart's action (decision 0018): with JavaScript a change is sent at once,
 * without it the line's 'Übernehmen' button sends the changes and the bin removes the line.
 * A customer's line is named by its id, a guest's by its configuration (CART-2).
 */
export function CartLine({
  item,
  late = false,
}: {
  item: Line
  /** FAIR-TGT-4: the line's production time no longer arrives by the cart's fair or day. */
  late?: boolean
}) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const hydrated = useHydrated()
  const changer = useCartFetcher()
  const removedEvent = useRemovedEvent()
  const remover = useCartFetcher({ onSuccess: () => removedEvent(item) })
  const form = useRef<HTMLFormElement>(null)
  // What the customer is typing; null shows the stored quantity.
  const [typed, setTyped] = useState<string | null>(null)
  const chosen = item.serviceIds
  const busy = changer.busy || remover.busy
  // While a change is on its way the fields show it (the answer brings the priced line).
  const pending = changer.formData
  const pendingServices = pending?.getAll('services[]').map(Number)
  const idBase = `line-${item.productId}-${item.combinationId}-${item.durationId}-${chosen.join('-') || '0'}`
  const action = href('/cart')
  const lineFields = (
    <>
      <input type="hidden" name="line" value={item.id} />
      <input type="hidden" name="key" value={keyOf(item)} />
    </>
  )

  /** Sends the line's form at once, with the quantity corrected as CART-1 says. */
  function send(quantity?: number) {
    const element = form.current
    if (!element) return
    prepareCartForm(element)
    const data = new FormData(element)
    if (quantity !== undefined) data.set('quantity', String(quantity))
    void changer.submit(data, { method: 'post', action })
  }

  // CART-1: below 1 becomes 1, above 50 becomes 50.
  function commitQuantity(text: string) {
    const quantity = clampQuantity(Number(text === '' ? NaN : text))
    setTyped(null)
    if (quantity !== item.quantity) send(quantity)
  }

  return (
    <li
      className="grid gap-4 border-b border-slate-200 py-5 sm:grid-cols-[7rem_1fr]"
      data-testid="cart-line"
    >
      <div className="hidden sm:block">
        {item.imagePath ? (
          <ProductImage
            image={{ path: item.imagePath, width: 1280, height: 960, alt: '' }}
            sizes="7rem"
            className="w-28 rounded-md border border-slate-200"
          />
        ) : null}
      </div>
      <div className="min-w-0">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xs text-slate-500">{item.categories.slice(-2).join(' › ')}</p>
            <Link
              to={href(item.path)}
              className="text-lg font-semibold text-slate-900 hover:text-brand-800"
            >
              {item.productTitle}
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
            {late ? (
              <p
                className="mt-1 inline-flex rounded bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900"
                data-testid="cart-line-late"
              >
                {t('fairTarget.lineTooLate')}
              </p>
            ) : null}
            {item.hasTemplate ? (
              <TemplateLink
                productId={item.productId}
                combinationId={item.combinationId}
                title={item.productTitle}
                className="mt-1"
              />
            ) : null}
          </div>
          <remover.Form
            method="post"
            action={action}
            onSubmit={(event: FormEvent<HTMLFormElement>) => prepareCartForm(event.currentTarget)}
          >
            <CartFormFields intent="remove" />
            {lineFields}
            <button
              type="submit"
              disabled={busy}
              aria-label={t('cart.removeItem', { title: item.productTitle })}
              className="flex size-10 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-red-50 hover:text-red-700"
              data-testid="cart-remove"
            >
              <Trash2 aria-hidden="true" className="size-5" />
            </button>
          </remover.Form>
        </div>

        {/* QUOTE-7: a quote's line keeps its quantity and configuration. */}
        {item.quoteNumber ? (
          <QuoteLineNote
            number={item.quoteNumber}
            quantity={item.quantity}
            validUntil={item.quoteValidUntil}
            expired={item.quoteExpired}
          />
        ) : null}
        <changer.Form
          hidden={Boolean(item.quoteNumber)}
          ref={form}
          method="post"
          action={action}
          onSubmit={(event: FormEvent<HTMLFormElement>) => prepareCartForm(event.currentTarget)}
          className="mt-3 grid gap-3 sm:grid-cols-3"
        >
          <CartFormFields intent="update" />
          {lineFields}
          <div>
            <label htmlFor={`${idBase}-quantity`} className="text-xs font-medium text-slate-700">
              {t('cart.quantity')}
            </label>
            <input
              id={`${idBase}-quantity`}
              name="quantity"
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
                if (event.key !== 'Enter' || !hydrated) return
                event.preventDefault()
                commitQuantity(event.currentTarget.value)
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
              name="duration_id"
              value={pending ? Number(pending.get('duration_id')) : item.durationId}
              disabled={busy}
              onChange={() => send()}
              className={fieldClass}
              data-testid="cart-duration"
            >
              {item.choices.durations.map((duration) => (
                <option key={duration.id} value={duration.id}>
                  {duration.title}
                  {duration.surchargePercent > 0 ? ` (+${duration.surchargePercent} %)` : ''}
                </option>
              ))}
            </select>
          </div>
          {item.choices.services.map((service, index) => {
            const value =
              pendingServices?.[index] ?? service.values.find((v) => chosen.includes(v.id))?.id ?? 0
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
                  name="services[]"
                  value={value}
                  disabled={busy}
                  onChange={() => send()}
                  className={fieldClass}
                  data-testid="cart-service"
                >
                  <option value={0}>{t('cart.noService')}</option>
                  {service.values.map((v) => (
                    <option key={v.id} value={v.id}>
                      {v.title} (
                      {v.priceCents === 0 ? t('product.free') : `+${formatMoney(v.priceCents)}`})
                    </option>
                  ))}
                </select>
              </div>
            )
          })}
          {hydrated ? null : (
            <div className="flex items-end">
              <button
                type="submit"
                aria-label={t('cart.updateLine', { title: item.productTitle })}
                className="h-10 rounded-md border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
                data-testid="cart-apply"
              >
                {t('cart.update')}
              </button>
            </div>
          )}
        </changer.Form>

        <TierNote
          tier={item.priced.tier}
          className="mt-2 block text-right text-sm text-slate-600"
          testId="cart-tier"
        />
        <dl className="mt-2 flex flex-wrap justify-end gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-2">
            <dt className="text-slate-600">{t('cart.unitPrice')}</dt>
            <dd data-testid="cart-unit">{formatMoney(item.priced.unitCents)}</dd>
          </div>
          <div className="flex gap-2 font-semibold">
            <dt>{t('cart.lineTotal')}</dt>
            <dd data-testid="cart-line-total">{formatMoney(item.priced.totalCents)}</dd>
          </div>
        </dl>
      </div>
    </li>
  )
}
