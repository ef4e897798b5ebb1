import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js'
import type { DocumentView } from '#core/invoices/document-view.ts'
import { translate } from '#core/i18n/translate.ts'

// INV-6, INV-10 (decision 0035): the PDF of an issued document, drawn by pdfmake from the one
// view the print page shows too (core/invoices/document-view.ts). Nothing here computes or
// words anything: it lays the view out on A4.

const right = { alignment: 'right' as const }
const grey = '#475569'
type Margin = [number, number, number, number]

/** What a letter of the shop (an invoice, a quote) opens with. */
export interface LetterHeadView {
  senderLine: string
  buyer: Content[]
  facts: { label: string; value: string }[]
  title: string
}

/** The sender line, the buyer's address beside the document's facts, and the title. */
export function letterHead(view: LetterHeadView): Content[] {
  return [
    { text: view.senderLine, fontSize: 7, color: grey, margin: [0, 0, 0, 6] },
    {
      columns: [
        { width: '*', stack: view.buyer },
        {
          width: 'auto',
          table: {
            body: view.facts.map((fact) => [
              { text: fact.label, color: grey },
              { text: fact.value, bold: true },
            ]),
          },
          layout: 'noBorders',
        },
      ],
    },
    { text: view.title, fontSize: 16, bold: true, margin: [0, 18, 0, 8] },
  ]
}

/**
 * The closing part — shipments, totals, notes, terms and bank details — is one block that
 * pdfmake never splits: a page break falls before it, so no page holds a single line of it
 * (the reference line alone on page 2 was the defect); rows of the line table stay whole and
 * the table's header repeats on each page.
 */
export function drawing(view: DocumentView): TDocumentDefinitions {
  const lineRows = view.lines.map((line) => [
    String(line.position),
    {
      stack: [
        { text: line.title, bold: true },
        ...line.details.map((detail) => ({ text: detail, fontSize: 8, color: grey })),
      ],
    },
    { text: line.quantity, ...right },
    { text: line.unitPrice, ...right },
    { text: line.vat, ...right },
    { text: line.amount, ...right },
  ])
  const closing: Content[] = [
    {
      margin: [0, 6, 0, 0] as Margin,
      fontSize: 8,
      color: grey,
      stack: view.shipments,
    },
    {
      margin: [0, 10, 0, 0] as Margin,
      columns: [
        { width: '*', text: '' },
        {
          width: 300,
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
    ...view.notes.map((note) => ({ text: note, margin: [0, 8, 0, 0] as Margin })),
    { text: view.terms, margin: [0, 8, 0, 0] as Margin },
    ...(view.bank
      ? [
          { text: view.bank.title, bold: true, margin: [0, 8, 0, 2] as Margin },
          {
            table: { body: view.bank.rows.map((row) => [row.label, row.value]) },
            layout: 'noBorders',
          },
        ]
      : []),
  ]
  const content: Content = [
    ...letterHead(view),
    {
      table: {
        headerRows: 1,
        dontBreakRows: true,
        widths: [22, '*', 28, 62, 84, 66],
        body: [
          [
            view.columns.position,
            view.columns.description,
            { text: view.columns.quantity, ...right },
            { text: view.columns.unitPrice, ...right },
            { text: view.columns.vat, ...right },
            { text: view.columns.amount, ...right },
          ].map((cell) =>
            typeof cell === 'string' ? { text: cell, bold: true } : { ...cell, bold: true },
          ),
          ...lineRows,
        ],
      },
      layout: 'lightHorizontalLines',
    },
    { stack: closing, unbreakable: true },
  ]
  return {
    info: { title: view.title, author: view.seller.companyName, subject: view.title },
    language: view.locale === 'de' ? 'de-DE' : 'en-GB',
    version: '1.7',
    subset: 'PDF/A-3b',
    pageSize: 'A4',
    pageMargins: [50, 50, 50, 70],
    defaultStyle: { font: 'Roboto', fontSize: 9, lineHeight: 1.2 },
    content,
    footer: (page: number, pages: number) => ({
      margin: [50, 10, 50, 0],
      fontSize: 7,
      color: grey,
      columns: [
        { text: view.footer.join('\n') },
        {
          text: translate(view.locale, 'invoice.document.page', { page, pages }),
          width: 'auto',
          ...right,
        },
      ],
    }),
  } as TDocumentDefinitions
}
