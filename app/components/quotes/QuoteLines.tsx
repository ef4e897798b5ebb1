import { useTranslation } from 'react-i18next'
import { formatMoney } from '#core/money/money.ts'

export interface QuoteLinesView {
  lines: {
    id: number
    title: string
    options: { option: string; value: string }[]
    durationTitle: string
    services: string[]
    quantity: number
    unitCents: number | null
    totalCents: number | null
  }[]
  shippingCents: number | null
  totals: { netCents: number } | null
}

/** QUOTE-6: a quote's lines with their quoted prices, the shipping and the net total. */
export function QuoteLines({ quote }: { quote: QuoteLinesView }) {
  const { t } = useTranslation()
  const money = (cents: number | null) => (cents === null ? '—' : formatMoney(cents))
  return (
    <table className="w-full border-collapse text-sm" data-testid="quote-lines">
      <thead className="hidden md:table-header-group">
        <tr className="border-b border-slate-300 text-left">
          <th className="py-2 pr-3 font-semibold">{t('quotes.product')}</th>
          <th className="py-2 pr-3 text-right font-semibold">{t('quotePdf.quantity')}</th>
          <th className="py-2 pr-3 text-right font-semibold">{t('quotes.unitPrice')}</th>
          <th className="py-2 text-right font-semibold">{t('quotes.total')}</th>
        </tr>
      </thead>
      <tbody>
        {quote.lines.map((line) => (
          <tr
            key={line.id}
            className="grid grid-cols-3 gap-x-3 border-b border-slate-200 py-3 md:table-row"
            data-testid="quote-line"
          >
            <td className="col-span-3 md:py-3 md:pr-3">
              <span className="font-semibold text-slate-900">{line.title}</span>
              <span className="block text-slate-700">
                {[
                  ...line.options.map((option) => `${option.option}: ${option.value}`),
                  line.durationTitle,
                  ...line.services,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </td>
            <td className="md:py-3 md:pr-3 md:text-right">
              <span className="md:sr-only">{t('quotePdf.quantity')}: </span>
              {line.quantity.toLocaleString('de-DE')}
            </td>
            <td className="md:py-3 md:pr-3 md:text-right" data-testid="quote-unit">
              {money(line.unitCents)}
            </td>
            <td className="text-right md:py-3" data-testid="quote-total">
              {money(line.totalCents)}
            </td>
          </tr>
        ))}
      </tbody>
      {quote.totals ? (
        <tfoot>
          <tr className="border-b border-slate-200">
            <th scope="row" colSpan={3} className="py-2 pr-3 text-right font-normal">
              {t('quotes.shipping')}
            </th>
            <td className="py-2 text-right">{money(quote.shippingCents)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3} className="py-2 pr-3 text-right font-semibold">
              {t('quotes.netTotal')}
            </th>
            <td className="py-2 text-right font-semibold" data-testid="quote-net">
              {formatMoney(quote.totals.netCents)}
            </td>
          </tr>
        </tfoot>
      ) : null}
    </table>
  )
}
