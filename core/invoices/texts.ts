import type { Locale } from '../i18n/locale.ts'
import { promisedArrivalLine } from '../booth/booth.ts'
import { translate } from '../i18n/translate.ts'
import type { InvoiceTexts, VatCategory } from './invoice-data.ts'
import { paymentTermsKey } from './payment-terms.ts'

/** The words of an issued document in its language (core/i18n's `invoice.*`). */
export function invoiceTexts(locale: Locale): InvoiceTexts {
  const t = (key: Parameters<typeof translate>[1], options?: Record<string, unknown>) =>
    translate(locale, key, options)
  const formatPercent = (percent: number) =>
    new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB').format(percent)
  const categoryName = (category: VatCategory) =>
    t(`invoice.document.category${category.code}`, { percent: formatPercent(category.ratePercent) })
  return {
    shippingLine: (number, method) => t('invoice.document.shippingLine', { number, method }),
    coupon: (code, percent) => t('invoice.coupon', { code, percent: formatPercent(percent) }),
    prepaymentDiscount: t('invoice.prepaymentDiscount'),
    serviceFee: t('invoice.serviceFee'),
    reverseChargeNote: t('invoice.reverseCharge'),
    exportNote: t('invoice.exportNote'),
    exemptNote: t('invoice.document.exemptNote'),
    terms: (method, paid) => t(paymentTermsKey(method, paid)),
    creditTerms: t('invoice.document.creditTransferBack'),
    creditLine: (category) => t('invoice.document.creditLine', { category }),
    categoryName,
    promisedArrival: (day) => promisedArrivalLine(locale, day),
  }
}
