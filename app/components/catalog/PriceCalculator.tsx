import { FileCheck, Printer, ShoppingCart } from 'lucide-react'
import { BookmarkButton } from '#app/components/bookmarks/BookmarkButton.tsx'
import { ConfiguratorDialog } from '#app/components/catalog/ConfiguratorDialog.tsx'
import { DiscountTable, QuoteSummary } from '#app/components/catalog/QuoteSummary.tsx'
import { preloadCartDialog } from '#app/components/cart/CartDialog.tsx'
import { preloadOnIntent } from '#app/lib/lazy.ts'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CartFormFields, prepareCartForm, useCartFetcher } from '#app/lib/cart.tsx'
import { serviceValueTitle, type StoredTitles } from '#core/cart/title-match.ts'
import { type QuoteAnswer, quoteQuery } from '#core/catalog/quote.ts'
import { formatDate } from '#core/dates/dates.ts'
import { formatMoney } from '#core/money/money.ts'
import { clampQuantity, MAX_QUANTITY, MIN_QUANTITY } from '#core/cart/lines.ts'
import { useLocale } from '#app/lib/i18n.ts'

export interface CalculatorProduct {
  id: number
  type: number
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

const API = '/api/v1/user/site/detail-page/product'

/**
 * The titles a configuration shows on this page, kept with a guest cart line so the server can
 * find it again when the shop re-created the product's combinations (CART-12).
 */
function titlesOf(
  product: CalculatorProduct,
  combinationId: number,
  durationId: number,
  serviceValueIds: number[],
): StoredTitles {
  const chosen = new Set(product.combinations.find((c) => c.id === combinationId)?.optionValueIds)
  const picked = new Set(serviceValueIds)
  return {
    options: product.options.flatMap((option) =>
      option.values
        .filter((value) => chosen.has(value.id))
        .map((value) => ({ option: option.title, value: value.title })),
    ),
    duration: product.durations.find((d) => d.id === durationId)?.title ?? '',
    services: product.services.flatMap((service) =>
      service.values
        .filter((value) => picked.has(value.id))
        .map((value) => serviceValueTitle(service.title, value.title)),
    ),
  }
}

/**
 * PAGE-8: the price calculator. The browser only chooses ids and a quantity; every price and
 * date shown comes from the server (combination-info, computed by core/pricing).
 */
export function PriceCalculator({
  product,
  initialQuote,
  initialActiveValueIds,
  bookmarked,
  onSelectionChange,
}: {
  product: CalculatorProduct
  initialQuote: QuoteAnswer
  initialActiveValueIds: number[] | null
  /** Whether the logged-in customer has this product on the watch list. */
  bookmarked: boolean
  /** The chosen option values, for the page's parts that follow them (PRE-3's print facts). */
  onSelectionChange?: (optionValueIds: number[]) => void
}) {
  const { t } = useTranslation()
  const { locale, href } = useLocale()
  const initialCombination =
    product.combinations.find((c) => c.id === initialQuote.combination_id) ??
    product.combinations[0]
  const [combinationId, setCombinationId] = useState(initialQuote.combination_id)
  const [selected, setSelected] = useState<number[]>(initialCombination?.optionValueIds ?? [])
  const [durationId, setDurationId] = useState(initialQuote.duration_id)
  const [services, setServices] = useState<Record<number, number>>({})
  const [quantityText, setQuantityText] = useState(String(initialQuote.quantity))
  const [capped, setCapped] = useState(false)
  const [quantity, setQuantity] = useState(initialQuote.quantity)
  const [quote, setQuote] = useState(initialQuote)
  const [active, setActive] = useState<Set<number> | null>(
    initialActiveValueIds ? new Set(initialActiveValueIds) : null,
  )
  // 'In den Warenkorb' posts to the cart's action (decision 0018); the answer opens the dialog.
  const adder = useCartFetcher({ open: true })
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle')
  const first = useRef(true)

  useEffect(() => onSelectionChange?.(selected), [selected, onSelectionChange])

  const serviceValueIds = Object.values(services).filter((id) => id > 0)
  const choice = { combinationId, durationId, serviceValueIds, quantity }
  const query = quoteQuery(choice)

  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const controller = new AbortController()
    setState('loading')
    const headers = { accept: 'application/json', 'accept-language': locale }
    const load = async () => {
      const response = await fetch(`${API}/combination-info/${product.id}?${query}`, {
        headers,
        signal: controller.signal,
      })
      if (!response.ok) throw new Error(`combination-info ${response.status}`)
      setQuote(((await response.json()) as { body: QuoteAnswer }).body)
      if (product.type === 2) {
        const activeResponse = await fetch(
          `${API}/type2/active-options/${product.id}/${combinationId}`,
          { headers, signal: controller.signal },
        )
        if (activeResponse.ok) {
          const body = (await activeResponse.json()) as {
            body: { active_option_value_ids: number[] }
          }
          setActive(new Set(body.body.active_option_value_ids))
        }
      }
      setState('idle')
    }
    load().catch((error: unknown) => {
      if (!controller.signal.aborted) {
        setState('error')
        console.warn(error)
      }
    })
    return () => controller.abort()
  }, [query, product.id, product.type, combinationId, locale])

  /** The combination with the new value that keeps most of the other choices. */
  function chooseValue(optionIndex: number, valueId: number) {
    const option = product.options[optionIndex]!
    const optionValueIds = new Set(option.values.map((value) => value.id))
    const others = selected.filter((id) => !optionValueIds.has(id))
    let best: { id: number; optionValueIds: number[] } | undefined
    let bestScore = -1
    for (const combination of product.combinations) {
      if (!combination.optionValueIds.includes(valueId)) continue
      const score = combination.optionValueIds.filter((id) => others.includes(id)).length
      if (score > bestScore) {
        best = combination
        bestScore = score
      }
    }
    if (!best) return
    setCombinationId(best.id)
    setSelected(best.optionValueIds)
  }

  function commitQuantity(text: string) {
    const typed = Number.parseInt(text, 10)
    const next = clampQuantity(typed)
    // A corrected quantity says why: the shop sells up to 50 online, more on request.
    setCapped(typed > MAX_QUANTITY)
    setQuantity(next)
    setQuantityText(String(next))
  }

  const printParams = new URLSearchParams(query)
  printParams.set('product', String(product.id))
  const fieldClass = 'mt-1 h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm'
  const optionFields = (
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
              onChange={(event) => chooseValue(optionIndex, Number(event.target.value))}
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

  return (
    <section
      id="price-calculator"
      tabIndex={-1}
      aria-labelledby="calculator"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm outline-none"
      data-testid="price-calculator"
    >
      <h2 id="calculator" className="text-lg font-semibold text-slate-900">
        {product.type === 2 ? t('product.configurator') : t('product.calculator')}
      </h2>
      {product.type === 2 ? (
        <p className="mt-1 text-xs text-slate-500">{t('product.configuratorHint')}</p>
      ) : null}

      <adder.Form
        method="post"
        action={href('/cart')}
        onSubmit={(event: FormEvent<HTMLFormElement>) => prepareCartForm(event.currentTarget)}
      >
        <CartFormFields intent="add" />
        <input type="hidden" name="product_id" value={product.id} />
        <input type="hidden" name="combination_id" value={combinationId} />
        <input
          type="hidden"
          name="titles"
          value={JSON.stringify(titlesOf(product, combinationId, durationId, serviceValueIds))}
        />
        <div className="mt-3 space-y-3">
          {product.type === 2 ? (
            <ConfiguratorDialog
              title={t('product.configurator')}
              openLabel={t('product.openConfigurator')}
              doneLabel={t('product.applyConfiguration')}
              closeLabel={t('popup.close')}
              summary={product.options.map((option) => ({
                option: option.title,
                value: option.values.find((value) => selected.includes(value.id))?.title ?? '–',
              }))}
            >
              {optionFields}
            </ConfiguratorDialog>
          ) : (
            optionFields
          )}

          <fieldset>
            <legend className="text-sm font-medium text-slate-800">
              {t('product.productionTime')}
            </legend>
            <div className="mt-1 space-y-1">
              {product.durations.map((duration) => (
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
                    onChange={() => setDurationId(duration.id)}
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

          {product.printFormat ? (
            <p
              className="flex items-start gap-2 rounded-md bg-emerald-50 p-2 text-sm text-emerald-900"
              data-testid="print-check-included"
            >
              <FileCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('product.printCheckIncluded')}
            </p>
          ) : null}

          {product.services.length > 0 ? (
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">
                {t('product.services')}
              </legend>
              <div className="mt-1 space-y-2">
                {product.services.map((service) => (
                  <div key={service.id}>
                    <label htmlFor={`service-${service.id}`} className="text-xs text-slate-600">
                      {service.title}
                    </label>
                    <select
                      id={`service-${service.id}`}
                      name="services[]"
                      value={services[service.id] ?? 0}
                      onChange={(event) =>
                        setServices((all) => ({ ...all, [service.id]: Number(event.target.value) }))
                      }
                      className={fieldClass}
                    >
                      <option value={0}>{t('product.serviceNone')}</option>
                      {service.values.map((value) => (
                        <option key={value.id} value={value.id}>
                          {value.title} (
                          {value.priceCents === 0
                            ? t('product.free')
                            : `+${formatMoney(value.priceCents)}`}
                          )
                        </option>
                      ))}
                    </select>
                  </div>
                ))}
              </div>
            </fieldset>
          ) : null}

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
              value={quantityText}
              aria-describedby="quantity-hint"
              onChange={(event) => {
                setQuantityText(event.target.value)
                if (event.target.value !== '') commitQuantity(event.target.value)
              }}
              onBlur={(event) => commitQuantity(event.target.value)}
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
          </div>
        </div>

        <QuoteSummary quote={quote} state={state} />
        <DiscountTable
          rows={quote.discount_table}
          reached={quote.discount?.quantity ?? null}
          caption={t('product.discountTitle')}
        />

        <div className="mt-4 grid gap-2">
          <button
            type="submit"
            disabled={adder.busy}
            {...preloadOnIntent(preloadCartDialog)}
            data-testid="add-to-cart"
            className="flex h-11 items-center justify-center gap-2 rounded-md bg-brand-700 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-60"
          >
            <ShoppingCart aria-hidden="true" className="size-4" />
            {adder.busy ? t('cart.adding') : t('product.addToCart')}
          </button>
        </div>
      </adder.Form>
      <div className="mt-2 grid gap-2">
        <BookmarkButton productId={product.id} bookmarked={bookmarked} />
        <a
          href={href(`/print_product?${printParams.toString()}`)}
          className="inline-flex items-center gap-2 text-sm text-brand-700 hover:underline"
          data-testid="print-link"
        >
          <Printer aria-hidden="true" className="size-4" />
          {t('product.printSheet')}
        </a>
      </div>
    </section>
  )
}
