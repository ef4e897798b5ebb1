import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useLocale } from '#app/lib/i18n.ts'
import { quoteRequestQuery, type RequestLine } from '#app/lib/quote-request.ts'

/** QUOTE-2: the cart's "Angebot anfragen" / "Request a quote" (the cart's lines go with it). */
export function CartQuoteLink() {
  const { t } = useTranslation()
  const { href } = useLocale()
  return (
    <Link
      to={href('/quote-request?from=cart')}
      className="text-brand-700 hover:underline"
      data-testid="cart-quote-request"
    >
      {t('quotes.fromCart')}
    </Link>
  )
}

/** QUOTE-2: the product page's link: the calculator's configuration goes with it. */
export function ProductQuoteLink({ line }: { line: RequestLine }) {
  const { t } = useTranslation()
  const { href } = useLocale()
  return (
    <Link
      to={href(`/quote-request?${quoteRequestQuery(line)}`)}
      className="text-sm font-semibold text-brand-800 underline"
      data-testid="product-quote-request"
    >
      {t('quotes.largerQuantities')}
    </Link>
  )
}
