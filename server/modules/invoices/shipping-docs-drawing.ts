import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { ShippingDocPage } from '#core/orders/shipping-docs.ts'

// SHIP-DOC-1, SHIP-DOC-2 (decision 0047): delivery notes and packing slips drawn by pdfmake, the
// invoices' PDF writer, from the pure pages of core/orders/shipping-docs.ts: one A4 page (or
// more, for a long package) per package. Nothing here words or decides anything.

const grey = '#475569'
const right = { alignment: 'right' as const }
type Margin = [number, number, number, number]

/** An empty square to tick by hand; a new one per row (pdfmake writes into the nodes it lays out). */
const tickBox = (): Content => ({
  canvas: [{ type: 'rect', x: 0, y: 1, w: 10, h: 10, lineWidth: 0.8, lineColor: '#0f172a' }],
  alignment: 'center',
})

function pageContent(page: ShippingDocPage, first: boolean): Content[] {
  const packing = page.columns.picked !== null
  const header = [
    page.columns.position,
    page.columns.description,
    { text: page.columns.quantity, ...right },
    ...(packing ? [{ text: page.columns.picked ?? '', alignment: 'center' as const }] : []),
  ].map((cell) => (typeof cell === 'string' ? { text: cell, bold: true } : { ...cell, bold: true }))
  const rows = page.lines.map((line) => [
    String(line.position),
    {
      stack: [
        { text: line.title, bold: true },
        ...line.details.map((detail) => ({ text: detail, fontSize: 8, color: grey })),
        ...line.files.map((file) => ({ text: file, fontSize: 8 })),
      ],
    },
    { text: line.quantity, ...right, fontSize: packing ? 12 : 9, bold: packing },
    ...(packing ? [tickBox()] : []),
  ])
  return [
    {
      text: page.senderLine,
      fontSize: 7,
      color: grey,
      margin: [0, 0, 0, 6] as Margin,
      ...(first ? {} : { pageBreak: 'before' as const }),
    },
    {
      columns: [
        { width: '*', stack: page.address },
        {
          width: 'auto',
          table: {
            body: page.facts.map((fact) => [
              { text: fact.label, color: grey },
              { text: fact.value, bold: true },
            ]),
          },
          layout: 'noBorders',
        },
      ],
    },
    { text: page.title, fontSize: 16, bold: true, margin: [0, 18, 0, 8] as Margin },
    {
      table: {
        headerRows: 1,
        dontBreakRows: true,
        widths: packing ? [22, '*', 50, 40] : [22, '*', 50],
        body: [header, ...rows],
      },
      layout: 'lightHorizontalLines',
    },
    ...page.notes.map((note) => ({ text: note, margin: [0, 8, 0, 0] as Margin })),
    { text: page.closing, margin: [0, 16, 0, 0] as Margin },
  ]
}

/** The pages as one PDF: each package starts on a page of its own. */
export function shippingDocsDrawing(
  pages: ShippingDocPage[],
  title: string,
  author: string,
  /** The language of the page numbers (a batch may hold notes in both languages). */
  locale: Locale,
): TDocumentDefinitions {
  return {
    info: { title, author, subject: title },
    language: locale === 'de' ? 'de-DE' : 'en-GB',
    pageSize: 'A4',
    pageMargins: [50, 50, 50, 60],
    defaultStyle: { font: 'Roboto', fontSize: 9, lineHeight: 1.2 },
    content: pages.flatMap((page, index) => pageContent(page, index === 0)),
    // Page numbers only for one package's document: in a batch each package's pages go into
    // another box, where "page 3 of 4" would be wrong.
    ...(pages.length === 1
      ? {
          footer: (current: number, count: number) => ({
            margin: [50, 10, 50, 0] as Margin,
            fontSize: 7,
            color: grey,
            text: translate(locale, 'adminShipping.pdf.page', { page: current, pages: count }),
            ...right,
          }),
        }
      : {}),
  }
}
