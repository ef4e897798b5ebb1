import { FileCheck, Printer, ShoppingCart } from 'lucide-react'
import { type FormEvent, memo, useDeferredValue, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type CartTarget, cartTargetSearch } from '#core/cart/cart-target.ts'
import { useLocation, useNavigate, useNavigation } from 'react-router'
import { BookmarkButton } from '#app/components/bookmarks/BookmarkButton.tsx'
import {
  type CalculatorChoice,
  type CalculatorProduct,
  combinationWith,
  DurationField,
  OptionFields,
  QuantityField,
  ServiceFields,
  titlesOf,
} from '#app/components/catalog/CalculatorFields.tsx'
import { ConfiguratorDialog } from '#app/components/catalog/ConfiguratorDialog.tsx'
import { TemplateLink } from '#app/components/catalog/TemplateLink.tsx'
import { ProductQuoteLink } from '#app/components/quotes/QuoteRequestLink.tsx'
import { DiscountTable, QuoteSummary } from '#app/components/catalog/QuoteSummary.tsx'
import { preloadCartDialog } from '#app/components/cart/CartDialog.tsx'
import { CartFormFields, prepareCartForm, useCartFetcher } from '#app/lib/cart.tsx'
import { useLocale } from '#app/lib/i18n.ts'
import { preloadOnIntent } from '#app/lib/lazy.ts'
import {
  configurationFromSearch,
  configurationSearch,
} from '#core/catalog/product-configuration.ts'
import { type QuoteAnswer, quoteQuery } from '#core/catalog/quote.ts'

export type { CalculatorProduct } from '#app/components/catalog/CalculatorFields.tsx'

// PERF-9: a choice re-renders the calculator inside the click; what does not show the choice
// (the price, the tiers, the watch list, the links that carry the configuration) re-renders
// only when its own props change, the links a moment after the fields are painted.
const Summary = memo(QuoteSummary)
const Discounts = memo(DiscountTable)
const Bookmark = memo(BookmarkButton)
const Links = memo(CalculatorLinks)

/**
 * The configuration the calculator shows: while the loader prices a choice, the one the address
 * asks for (so a field shows at once what was chosen, and the next choice builds on it); before
 * the navigation starts, the one just chosen; else the one the page was priced for.
 */
function useShownChoice(quote: QuoteAnswer) {
  const location = useLocation()
  const navigation = useNavigation()
  const [asked, setAsked] = useState<{ choice: CalculatorChoice; on: QuoteAnswer } | null>(null)
  const priced: CalculatorChoice = {
    combinationId: quote.combination_id,
    durationId: quote.duration_id,
    serviceValueIds: quote.services,
    quantity: quote.quantity,
  }
  const next = navigation.location
  if (navigation.state !== 'idle' && next?.pathname === location.pathname) {
    const fromAddress = configurationFromSearch(new URLSearchParams(next.search))
    const choice = {
      combinationId: fromAddress.combinationId ?? priced.combinationId,
      durationId: fromAddress.durationId ?? priced.durationId,
      serviceValueIds: fromAddress.serviceValueIds,
      quantity: fromAddress.quantity,
    }
    return { choice, pending: true, ask: setAsked }
  }
  if (asked && asked.on === quote) return { choice: asked.choice, pending: true, ask: setAsked }
  return { choice: priced, pending: false, ask: setAsked }
}

/**
 * PAGE-8, decision 0043: the price calculator. Its configuration is the page's address
 * (`?combination=…&duration=…&quantity=…&services=…`): a choice changes the address, the
 * route's loader prices it with core/pricing, and every price and date shown is the loader's.
 * Without JavaScript 'Preis berechnen' sends the fields to the page itself, and 'In den
 * Warenkorb' posts them to the cart, as with it.
 */
export function PriceCalculator({
  product,
  quote,
  activeValueIds,
  bookmarked,
  target,
}: {
  product: CalculatorProduct
  /** The configuration the loader priced. */
  quote: QuoteAnswer
  /** Type 2: the values that stay selectable with it (CAT-5). */
  activeValueIds: number[] | null
  /** Whether the logged-in customer has this product on the watch list. */
  bookmarked: boolean
  /** FAIR-TGT-1: the fair planner's target: the address keeps it, the cart takes it along. */
  target?: CartTarget | undefined
}) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const navigate = useNavigate()
  const { choice, pending, ask } = useShownChoice(quote)
  const selected =
    product.combinations.find((c) => c.id === choice.combinationId)?.optionValueIds ?? []
  const active = activeValueIds ? new Set(activeValueIds) : null
  // 'In den Warenkorb' posts to the cart's action (decision 0018); the answer opens the dialog.
  const adder = useCartFetcher({ open: true })

  /** A change goes into the address; the loader prices it (no history entry per choice). */
  function choose(change: Partial<CalculatorChoice>) {
    const next = { ...choice, ...change }
    ask({ choice: next, on: quote })
    const planned = target ? `&${cartTargetSearch(target)}` : ''
    void navigate(
      { search: `?${configurationSearch(next)}${planned}` },
      { replace: true, preventScrollReset: true },
    )
  }

  function chooseService(serviceId: number, valueId: number) {
    const ofService = new Set(
      product.services.find((s) => s.id === serviceId)?.values.map((value) => value.id),
    )
    const others = choice.serviceValueIds.filter((id) => !ofService.has(id))
    choose({ serviceValueIds: valueId > 0 ? [...others, valueId] : others })
  }

  // QUOTE-2: the calculator's configuration is what a quote request asks for.
  const settled = useDeferredValue(choice)
  const requestLine = { productId: product.id, ...settled }
  const optionFields = (
    <OptionFields
      product={product}
      selected={selected}
      active={active}
      onChoose={(optionIndex, valueId) => {
        const combinationId = combinationWith(product, selected, optionIndex, valueId)
        if (combinationId !== undefined) choose({ combinationId })
      }}
    />
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
        <input type="hidden" name="combination_id" value={choice.combinationId} />
        <input type="hidden" name="titles" value={JSON.stringify(titlesOf(product, choice))} />
        {target ? <TargetFields target={target} /> : null}
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

          <DurationField
            durations={product.durations}
            durationId={choice.durationId}
            onChoose={(durationId) => choose({ durationId })}
          />

          {product.printFormat ? (
            <p
              className="flex items-start gap-2 rounded-md bg-emerald-50 p-2 text-sm text-emerald-900"
              data-testid="print-check-included"
            >
              <FileCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('product.printCheckIncluded')}
            </p>
          ) : null}

          <ServiceFields
            services={product.services}
            chosen={choice.serviceValueIds}
            onChoose={chooseService}
          />

          <QuantityField
            quantity={choice.quantity}
            onChoose={(quantity) => choose({ quantity })}
            quoteLink={(quantity) => <ProductQuoteLink line={{ ...requestLine, quantity }} />}
          />
        </div>

        {/* Without JavaScript the fields reach the loader through the page's own address; the
            first submit button, so Enter in the quantity field prices too. */}
        <noscript>
          <button
            type="submit"
            formMethod="get"
            formAction={href(product.path)}
            className="mt-3 inline-flex h-10 w-full items-center justify-center gap-2 rounded-md border border-brand-700 text-sm font-semibold text-brand-800"
            data-testid="calculate-price"
          >
            {t('product.calculatePrice')}
          </button>
        </noscript>

        <Summary quote={quote} state={pending ? 'loading' : 'idle'} />
        <Discounts
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
        <Bookmark productId={product.id} bookmarked={bookmarked} />
        <Links product={product} choice={settled} />
      </div>
    </section>
  )
}

/** The print sheet, the print template and the quote request of the configuration. */
function CalculatorLinks({
  product,
  choice,
}: {
  product: CalculatorProduct
  choice: CalculatorChoice
}) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const printParams = new URLSearchParams(quoteQuery(choice))
  printParams.set('product', String(product.id))
  return (
    <>
      <a
        href={href(`/print_product?${printParams.toString()}`)}
        className="inline-flex items-center gap-2 text-sm text-brand-700 hover:underline"
        data-testid="print-link"
      >
        <Printer aria-hidden="true" className="size-4" />
        {t('product.printSheet')}
      </a>
      {product.printFormat && choice.combinationId ? (
        <TemplateLink productId={product.id} combinationId={choice.combinationId} />
      ) : null}
      <ProductQuoteLink line={{ productId: product.id, ...choice }} />
    </>
  )
}

/**
 * FAIR-TGT-1: the planner's target by the address's names: 'In den Warenkorb' gives it to the
 * cart, 'Preis berechnen' (GET, without JavaScript) keeps it in the address.
 */
function TargetFields({ target }: { target: CartTarget }) {
  return 'fair_id' in target ? (
    <input type="hidden" name="fair" value={target.fair_id} />
  ) : (
    <>
      <input type="hidden" name="target_date" value={target.date} />
      <input type="hidden" name="target_country" value={target.country_id} />
    </>
  )
}
