import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js'
import { quoteDocument } from '#core/quotes/quote-document.ts'
import type { ShopSettings } from '#core/settings/shop-settings.ts'
import type { CustomerView } from '#server/modules/customers/customer-view.ts'
import { letterHead } from '#server/modules/invoices/pdf-drawing.ts'
import { pdfOf } from '#server/modules/invoices/render.ts'
import type { QuoteView } from './quote-reads.ts'

// QUOTE-5 (decision 0058): the quote's PDF, drawn by pdfmake with the invoices' fonts and
// settings (server/modules/invoices/render.ts), from core/quotes/quote-document.ts's words.

const grey = '#475569'
const right = { alignment: 'right' as const }
type Margin = [number, number, number, number]

export async function drawQuotePdf(
  quote: QuoteView & { number: string },
  customer: CustomerView,
  shop: ShopSettings,
  issuedOn: string,
): Promise<Uint8Array> {
  const view = quoteDocument({
    locale: quote.locale,
    number: quote.number,
    issuedOn,
    validUntil: quote.validUntil!,
    seller: {
      companyName: String(shop.companyName ?? ''),
      street: String(shop.street ?? ''),
      postcode: String(shop.postcode ?? ''),
      city: String(shop.city ?? ''),
    },
    buyer: customer,
    lines: quote.lines.map((line) => ({
      title: line.title,
      details: [
        ...line.options.map((option) => `${option.option}: ${option.value}`),
        line.durationTitle,
        ...line.services,
      ].filter(Boolean),
      quantity: line.quantity,
      unitCents: line.unitCents!,
      listUnitCents: line.pricedListUnitCents,
      discountBasisPoints: line.discountBasisPoints,
    })),
    shippingCents: quote.shippingCents!,
    note: quote.note,
  })
  const content: Content = [
    ...letterHead(view),
    {
      table: {
        headerRows: 1,
        dontBreakRows: true,
        widths: [22, '*', 40, 66, 72],
        body: [
          [
            { text: view.columns.position, bold: true },
            { text: view.columns.description, bold: true },
            { text: view.columns.quantity, bold: true, ...right },
            { text: view.columns.unitPrice, bold: true, ...right },
            { text: view.columns.amount, bold: true, ...right },
          ],
          ...view.lines.map((line) => [
            String(line.position),
            {
              stack: [
                { text: line.title, bold: true },
                ...line.details.map((detail) => ({ text: detail, fontSize: 8, color: grey })),
              ],
            },
            { text: line.quantity, ...right },
            { text: line.unitPrice, ...right },
            { text: line.amount, ...right },
          ]),
        ],
      },
      layout: 'lightHorizontalLines',
    },
    {
      margin: [0, 10, 0, 0] as Margin,
      columns: [
        { width: '*', text: '' },
        {
          width: 260,
          table: {
            widths: ['*', 'auto'],
            body: view.rows.map((row) => [
              { text: row.label, bold: row.strong },
              { text: row.amount, bold: row.strong, ...right },
            ]),
          },
          layout: 'lightHorizontalLines',
        },
      ],
    },
    ...(view.note
      ? [
          { text: view.note.title, bold: true, margin: [0, 10, 0, 2] as Margin },
          { text: view.note.text },
        ]
      : []),
    { text: view.terms, margin: [0, 10, 0, 0] as Margin },
  ]
  const definition = {
    info: { title: view.title, author: String(shop.companyName ?? ''), subject: view.title },
    language: view.locale === 'de' ? 'de-DE' : 'en-GB',
    pageSize: 'A4',
    pageMargins: [50, 50, 50, 60],
    defaultStyle: { font: 'Roboto', fontSize: 9, lineHeight: 1.2 },
    content,
  } as TDocumentDefinitions
  return pdfOf(definition)
}
