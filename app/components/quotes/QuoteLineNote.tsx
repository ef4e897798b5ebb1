import { useTranslation } from 'react-i18next'
import { formatDate } from '#core/dates/dates.ts'
import { useLocale } from '#app/lib/i18n.ts'

/**
 * QUOTE-7, QUOTE-11: an accepted quote's cart line: marked with its number and validity, quantity
 * and configuration fixed; past its validity it says it can no longer be ordered.
 */
export function QuoteLineNote({
  number,
  quantity,
  validUntil,
  expired,
}: {
  number: string
  quantity: number
  validUntil?: string | undefined
  expired?: boolean | undefined
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  return (
    <div
      className="mt-3 rounded-md bg-brand-50 p-3 text-sm text-slate-800"
      data-testid="quote-line-mark"
    >
      <p className="font-semibold text-brand-900">{t('quotes.lineMark', { number })}</p>
      <p>
        {t('cart.quantity')}: {quantity.toLocaleString(locale === 'de' ? 'de-DE' : 'en-GB')}
      </p>
      <p>{t('quotes.locked')}</p>
      {validUntil ? (
        expired ? (
          <p role="alert" className="mt-2 font-semibold text-red-800" data-testid="quote-expired">
            {t('quotes.expiredInCart', { number, date: formatDate(validUntil, locale) })}
          </p>
        ) : (
          <p>{t('quotes.lineValidUntil', { date: formatDate(validUntil, locale) })}</p>
        )
      ) : null}
    </div>
  )
}
