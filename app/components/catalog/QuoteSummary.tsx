import { Truck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { QuoteAnswer } from '#core/catalog/quote.ts'
import { formatMoney } from '#core/money/money.ts'

/** What the price calculator's quote says: unit and total price, delivery date, VAT note. */
export function QuoteSummary({
  quote,
  state,
}: {
  quote: QuoteAnswer
  state: 'idle' | 'loading' | 'error'
}) {
  const { t } = useTranslation()
  return (
    <div
      // PAGE-8: while the loader prices a new choice, the old price is dimmed, not shown as new.
      className={`mt-4 rounded-md bg-slate-50 p-3 transition-opacity ${
        state === 'loading' ? 'opacity-50' : ''
      }`}
      aria-live="polite"
      aria-busy={state === 'loading'}
    >
      <dl className="space-y-1">
        <div className="flex justify-between text-sm">
          <dt>{t('product.unitPrice')}</dt>
          <dd data-testid="unit-price" className="font-semibold">
            {formatMoney(quote.unit_price)}*
          </dd>
        </div>
        <div className="flex justify-between text-lg">
          <dt className="font-semibold">{t('product.totalPrice')}</dt>
          <dd data-testid="total-price" className="font-bold text-brand-800">
            {formatMoney(quote.total_price)}*
          </dd>
        </div>
      </dl>
      <p
        className="mt-2 flex items-center gap-1.5 text-sm text-slate-700"
        data-testid="delivery-date"
      >
        <Truck aria-hidden="true" className="size-4 text-brand-700" />
        {t('product.deliveryOn', { date: quote.delivery_date_text })}
      </p>
      <p className="mt-1 text-xs text-slate-500">{t('catalog.vatNote')}</p>
      {state === 'loading' ? (
        <p className="mt-1 text-xs text-slate-500">{t('product.updating')}</p>
      ) : null}
      {state === 'error' ? (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {t('product.priceError')}
        </p>
      ) : null}
    </div>
  )
}

/**
 * PRICE-4: the product's quantity tiers with the unit price at each, the reached one marked.
 * PRICE-3: each percent says it is off the base price ('8 % auf den Grundpreis'), since options,
 * the production-time surcharge and services are not discounted (product page, product sheet).
 */
export function DiscountTable({
  rows,
  reached = null,
  caption,
  className = 'mt-4',
}: {
  rows: QuoteAnswer['discount_table']
  reached?: number | null
  caption?: string
  className?: string
}) {
  const { t } = useTranslation()
  if (rows.length === 0) return null
  return (
    <table className={`${className} w-full text-sm`} data-testid="discount-table">
      {caption ? (
        <caption className="mb-1 text-left font-medium text-slate-800">{caption}</caption>
      ) : null}
      <thead>
        <tr className="text-left text-xs text-slate-500">
          <th className="py-1 font-normal">{t('product.discountQuantity')}</th>
          <th className="py-1 font-normal">{t('product.discountPercent')}</th>
          <th className="py-1 text-right font-normal">{t('product.discountUnit')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.quantity}
            className={`border-t border-slate-100 ${
              reached === row.quantity ? 'font-semibold text-brand-800' : ''
            }`}
          >
            <td className="py-1">{t('product.discountFrom', { count: row.quantity })}</td>
            <td className="py-1" data-testid="discount-percent">
              {t('product.discountOnBase', { percent: row.percent })}
            </td>
            <td className="py-1 text-right">{formatMoney(row.unit_price)}*</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
