import { useTranslation } from 'react-i18next'

/** QUOTE-7: an accepted quote's cart line: marked with its number, quantity and configuration fixed. */
export function QuoteLineNote({ number, quantity }: { number: string; quantity: number }) {
  const { t } = useTranslation()
  return (
    <div
      className="mt-3 rounded-md bg-brand-50 p-3 text-sm text-slate-800"
      data-testid="quote-line-mark"
    >
      <p className="font-semibold text-brand-900">{t('quotes.lineMark', { number })}</p>
      <p>
        {t('cart.quantity')}: {quantity.toLocaleString('de-DE')}
      </p>
      <p>{t('quotes.locked')}</p>
    </div>
  )
}
