import { formatDate } from '#core/dates/dates.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { ShopSettings } from '#core/settings/shop-settings.ts'
import type { CustomerView } from '#server/modules/customers/customer-view.ts'
import { letter, type RenderedMail } from '#server/modules/mail/templates.ts'

/** QUOTE-5: the quote's mail in the customer's language; the PDF goes with it as attachment. */
export function quoteMail(
  locale: Locale,
  shop: ShopSettings,
  customer: Pick<CustomerView, 'gender' | 'lastName' | 'email'>,
  quote: { number: string; validUntil: string; url: string },
): RenderedMail {
  const date = formatDate(quote.validUntil, locale)
  return letter(locale, shop, customer, {
    subject: translate(locale, 'quoteMail.subject', { number: quote.number }),
    body: [
      translate(locale, 'quoteMail.body', { number: quote.number, date }),
      translate(locale, 'quoteMail.howToAccept'),
    ].join('\n\n'),
    cta: translate(locale, 'quotes.nav'),
    url: quote.url,
  })
}
