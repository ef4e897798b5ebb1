import { formatDate } from '../dates/dates.ts'
import type { Locale } from '../i18n/locale.ts'
import { translate } from '../i18n/translate.ts'
import { formatMoney } from '../money/money.ts'

// QUOTE-5: what the quote's PDF says, worded here (pure) and drawn by server/modules/quotes.

export interface QuoteDocumentInput {
  locale: Locale
  number: string
  issuedOn: string
  validUntil: string
  seller: { companyName: string; street: string; postcode: string; city: string }
  buyer: {
    company: string
    firstName: string
    lastName: string
    address: string
    postcode: string
    city: string
    email: string
  }
  lines: {
    title: string
    details: string[]
    quantity: number
    unitCents: number
    listUnitCents: number | null
    discountBasisPoints: number | null
  }[]
  shippingCents: number
  note: string | null
}

export interface QuoteDocument {
  locale: Locale
  title: string
  senderLine: string
  buyer: string[]
  facts: { label: string; value: string }[]
  columns: {
    position: string
    description: string
    quantity: string
    unitPrice: string
    amount: string
  }
  lines: {
    position: number
    title: string
    details: string[]
    quantity: string
    unitPrice: string
    amount: string
  }[]
  rows: { label: string; amount: string; strong: boolean }[]
  note: { title: string; text: string } | null
  terms: string
}

const quantityFormat = new Intl.NumberFormat('de-DE')

export function quoteDocument(input: QuoteDocumentInput): QuoteDocument {
  const { locale } = input
  const t = (key: Parameters<typeof translate>[1], options?: Record<string, unknown>) =>
    translate(locale, key, options)
  const linesCents = input.lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0)
  const validUntil = formatDate(input.validUntil, locale)
  return {
    locale,
    title: `${t('quotePdf.title')} ${input.number}`,
    senderLine: [
      input.seller.companyName,
      input.seller.street,
      `${input.seller.postcode} ${input.seller.city}`,
    ].join(' · '),
    buyer: [
      input.buyer.company,
      `${input.buyer.firstName} ${input.buyer.lastName}`,
      input.buyer.address,
      `${input.buyer.postcode} ${input.buyer.city}`,
      input.buyer.email,
    ].filter((line) => line.trim() !== ''),
    facts: [
      { label: t('quotePdf.number'), value: input.number },
      { label: t('quotePdf.date'), value: formatDate(input.issuedOn, locale) },
      { label: t('quotePdf.validUntil'), value: validUntil },
    ],
    columns: {
      position: t('quotePdf.position'),
      description: t('quotePdf.description'),
      quantity: t('quotePdf.quantity'),
      unitPrice: t('quotePdf.unitPrice'),
      amount: t('quotePdf.total'),
    },
    lines: input.lines.map((line, index) => ({
      position: index + 1,
      title: line.title,
      details: [
        ...line.details,
        // QUOTE-4: a discount names what it was taken off.
        ...(line.discountBasisPoints !== null && line.listUnitCents !== null
          ? [
              t('quotePdf.discount', {
                percent: (line.discountBasisPoints / 100).toLocaleString(
                  locale === 'de' ? 'de-DE' : 'en-GB',
                ),
                price: formatMoney(line.listUnitCents),
              }),
            ]
          : []),
      ],
      quantity: quantityFormat.format(line.quantity),
      unitPrice: formatMoney(line.unitCents),
      amount: formatMoney(line.unitCents * line.quantity),
    })),
    rows: [
      { label: t('quotePdf.shipping'), amount: formatMoney(input.shippingCents), strong: false },
      {
        label: t('quotePdf.net'),
        amount: formatMoney(linesCents + input.shippingCents),
        strong: true,
      },
    ],
    note: input.note ? { title: t('quotePdf.note'), text: input.note } : null,
    terms: t('quotePdf.vatNote', { date: validUntil }),
  }
}
