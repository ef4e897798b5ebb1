import type { Locale } from '../i18n/locale.ts'
import { translate } from '../i18n/translate.ts'
import type { InvoiceTexts, VatCategory } from './invoice-data.ts'

/** The words of an issued document in its language (core/i18n's `invoice.*`). */
export function invoiceTexts(locale: Locale): InvoiceTexts {
  const t = (key: Parameters<typeof translate>[1], options?: Record<string, unknown>) =>
    translate(locale, key, options)
  const categoryName = (category: VatCategory) =>
    t(`invoice.document.category${category.code}`, {
      percent: new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB').format(
        category.ratePercent,
      ),
    })
  return {
    shippingLine: (number, method) => t('invoice.document.shippingLine', { number, method }),
    coupon: (code) => t('invoice.coupon', { code }),
    prepaymentDiscount: t('invoice.prepaymentDiscount'),
    serviceFee: t('invoice.serviceFee'),
    reverseChargeNote: t('invoice.reverseCharge'),
    exportNote: t('invoice.exportNote'),
    exemptNote: t('invoice.document.exemptNote'),
    paidTerms: t('invoice.paidNote'),
    transferTerms: t('invoice.payableWithin'),
    creditTerms: t('invoice.document.creditTransferBack'),
    creditLine: (category) => t('invoice.document.creditLine', { category }),
    categoryName,
  }
}
