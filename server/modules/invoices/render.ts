import { createRequire } from 'node:module'
import path from 'node:path'
import {
  AFRelationship,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
} from '@cantoo/pdf-lib'
import { InvoiceService } from '@e-invoice-eu/core'
import pdfmake from 'pdfmake'
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js'
import { formatDate } from '#core/dates/dates.ts'
import { checkBusinessRules } from '#core/invoices/business-rules.ts'
import { toEInvoice } from '#core/invoices/e-invoice.ts'
import type { InvoiceData, VatCategory } from '#core/invoices/invoice-data.ts'
import { translate } from '#core/i18n/translate.ts'
import { formatMoney } from '#core/money/money.ts'

// INV-6 (decision 0024): an issued document as files. pdfmake draws the invoice (Roboto
// embedded, PDF/A-3b), @e-invoice-eu/core writes the EN 16931 CII into it as factur-x.xml and
// makes it a ZUGFeRD / Factur-X PDF; a buyer with a Leitweg-ID also gets XRechnung (UBL).

const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
  'fonts',
  'Roboto',
)
pdfmake.setFonts({
  Roboto: {
    normal: path.join(fontDir, 'Roboto-Regular.ttf'),
    bold: path.join(fontDir, 'Roboto-Medium.ttf'),
    italics: path.join(fontDir, 'Roboto-Italic.ttf'),
    bolditalics: path.join(fontDir, 'Roboto-MediumItalic.ttf'),
  },
})
// The document names no images or links to fetch: nothing outside the fonts is read.
pdfmake.setUrlAccessPolicy(() => false)
pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(fontDir))

export interface RenderedDocument {
  pdf: Uint8Array
  /** The factur-x.xml embedded in the PDF, as read back from it. */
  ciiXml: string
  xrechnungXml: string | null
}

export interface RenderLog {
  warn(message: string): void
  error(message: string): void
}

const money = (cents: number) => formatMoney(cents)
/** '19 %', '0 % AE': the category as the line table and the VAT rows print it. */
const shortCategory = (category: VatCategory) =>
  `${String(category.ratePercent).replace('.', ',')} %${category.code === 'S' ? '' : ` ${category.code}`}`
const right = { alignment: 'right' as const }

function drawing(data: InvoiceData): TDocumentDefinitions {
  const t = (key: Parameters<typeof translate>[1], options?: Record<string, unknown>) =>
    translate(data.locale, key, options)
  const credit = data.kind === 'credit_note'
  const { seller, buyer, totals } = data
  const date = (day: string) => formatDate(day, data.locale)
  const title = credit ? t('invoice.document.creditNote') : t('invoice.document.invoice')

  const facts: [string, string][] = [
    [credit ? t('invoice.document.creditNoteNumber') : t('invoice.number'), data.number],
    [credit ? t('invoice.document.date') : t('invoice.date'), date(data.issueDate)],
    [t('invoice.orderNumber'), String(data.orderNumber)],
  ]
  if (data.precedingInvoice) {
    facts.push([
      t('invoice.title'),
      `${data.precedingInvoice.number} (${date(data.precedingInvoice.issueDate)})`,
    ])
  }
  if (buyer.vatId) facts.push([t('invoice.customerVatId'), buyer.vatId])
  if (data.buyerReference) facts.push([t('invoice.document.buyerReference'), data.buyerReference])
  if (data.dueDate) facts.push([t('invoice.document.dueDate'), date(data.dueDate)])

  const lineRows = data.lines.map((line) => [
    String(line.position),
    {
      stack: [
        { text: line.title, bold: true },
        ...line.details.map((detail) => ({ text: detail, fontSize: 8, color: '#475569' })),
      ],
    },
    { text: String(line.quantity), ...right },
    { text: money(line.unitCents), ...right },
    { text: shortCategory(line.category), ...right },
    { text: money(line.netCents), ...right },
  ])

  const totalRows: [string, string, boolean?][] = [
    [t('invoice.document.lineNet'), money(totals.lineNetCents)],
  ]
  for (const a of data.allowances) totalRows.push([a.label, money(-a.amountCents)])
  for (const c of data.charges) totalRows.push([c.label, money(c.amountCents)])
  totalRows.push([t('invoice.net'), money(totals.netCents)])
  for (const v of data.vat) {
    totalRows.push([
      t('invoice.document.vatBreakdown', {
        category: shortCategory(v.category),
        taxable: money(v.taxableCents),
      }),
      money(v.vatCents),
    ])
  }
  totalRows.push([t('invoice.document.gross'), money(totals.grossCents), true])
  if (totals.prepaidCents > 0)
    totalRows.push([t('invoice.document.prepaid'), money(-totals.prepaidCents)])
  if (totals.roundingCents !== 0)
    totalRows.push([t('invoice.document.rounding'), money(totals.roundingCents)])
  totalRows.push([
    credit ? t('invoice.document.credited') : t('invoice.document.payable'),
    money(totals.payableCents),
    true,
  ])

  const transfer = !credit && totals.payableCents > 0
  const content: Content = [
    {
      text: `${seller.name} · ${seller.street} · ${seller.postcode} ${seller.city}`,
      fontSize: 7,
      color: '#475569',
      margin: [0, 0, 0, 6],
    },
    {
      columns: [
        {
          width: '*',
          stack: [
            buyer.name,
            buyer.contact,
            buyer.street,
            `${buyer.postcode} ${buyer.city}`,
            buyer.countryName,
          ].filter(Boolean),
        },
        {
          width: 'auto',
          table: {
            body: facts.map(([label, value]) => [
              { text: label, color: '#475569' },
              { text: value, bold: true },
            ]),
          },
          layout: 'noBorders',
        },
      ],
    },
    { text: `${title} ${data.number}`, fontSize: 16, bold: true, margin: [0, 18, 0, 8] },
    {
      table: {
        headerRows: 1,
        widths: [22, '*', 28, 62, 70, 66],
        body: [
          [
            t('invoice.position'),
            t('invoice.description'),
            { text: t('invoice.quantity'), ...right },
            { text: t('invoice.unitPrice'), ...right },
            { text: t('invoice.document.vatCategory'), ...right },
            { text: t('invoice.lineTotal'), ...right },
          ].map((cell) =>
            typeof cell === 'string' ? { text: cell, bold: true } : { ...cell, bold: true },
          ),
          ...lineRows,
        ],
      },
      layout: 'lightHorizontalLines',
    },
    {
      margin: [0, 6, 0, 0],
      fontSize: 8,
      color: '#475569',
      stack: data.shipments.map(
        (s) =>
          `${t('invoice.package', { number: s.number })} · ${t('invoice.deliveryAddress')}: ${s.address} · ${t('invoice.postMethod')}: ${s.postMethod} (${s.shippingCents === 0 ? t('invoice.free') : money(s.shippingCents)})`,
      ),
    },
    {
      margin: [0, 10, 0, 0],
      columns: [
        { width: '*', text: '' },
        {
          width: 300,
          table: {
            widths: ['*', 'auto'],
            body: totalRows.map(([label, value, strong]) => [
              { text: label, bold: Boolean(strong) },
              { text: value, bold: Boolean(strong), ...right },
            ]),
          },
          layout: 'lightHorizontalLines',
        },
      ],
    },
    ...data.notes.map((note) => ({
      text: note,
      margin: [0, 8, 0, 0] as [number, number, number, number],
    })),
    { text: data.paymentTerms, margin: [0, 8, 0, 0] },
    ...(transfer
      ? [
          {
            margin: [0, 6, 0, 0] as [number, number, number, number],
            table: {
              body: [
                [t('invoice.bankRecipient'), seller.bank.recipient],
                [t('invoice.bankName'), seller.bank.bankName],
                [t('invoice.bankIban'), seller.bank.iban],
                [t('invoice.bankBic'), seller.bank.bic],
                [t('invoice.bankReference'), data.number],
              ],
            },
            layout: 'noBorders',
          },
        ]
      : []),
  ]

  return {
    info: { title: `${title} ${data.number}`, author: seller.name, subject: title },
    language: data.locale === 'de' ? 'de-DE' : 'en-GB',
    version: '1.7',
    subset: 'PDF/A-3b',
    pageSize: 'A4',
    pageMargins: [50, 50, 50, 70],
    defaultStyle: { font: 'Roboto', fontSize: 9, lineHeight: 1.2 },
    content,
    footer: (page, pages) => ({
      margin: [50, 10, 50, 0],
      fontSize: 7,
      color: '#475569',
      columns: [
        {
          text: [
            `${seller.name} · ${seller.street} · ${seller.postcode} ${seller.city}\n`,
            `${t('invoice.phone')} ${seller.phone} · ${t('invoice.email')} ${seller.email}`,
            seller.vatId ? ` · ${t('invoice.sellerVatId')} ${seller.vatId}` : '',
            `\n${seller.bank.bankName} · IBAN ${seller.bank.iban} · BIC ${seller.bank.bic}`,
          ],
        },
        { text: t('invoice.document.page', { page, pages }), width: 'auto', ...right },
      ],
    }),
  } as TDocumentDefinitions
}

/** The invoice drawn as a PDF (without the e-invoice yet). */
export async function drawPdf(data: InvoiceData): Promise<Uint8Array> {
  const buffer = await pdfmake.createPdf(drawing(data)).getBuffer()
  return new Uint8Array(buffer)
}

/**
 * BT-25/26 in CII: @e-invoice-eu/core 2.3 maps the preceding invoice from a path its own schema
 * does not allow, so a credit note's CII would lose it. It is written where EN 16931's CII
 * binding puts it, after the monetary summation of the header settlement.
 */
export function withPrecedingInvoice(cii: string, data: InvoiceData): string {
  const preceding = data.precedingInvoice
  if (!preceding || cii.includes('<ram:InvoiceReferencedDocument>')) return cii
  const anchor = '</ram:SpecifiedTradeSettlementHeaderMonetarySummation>'
  if (!cii.includes(anchor)) throw new Error(`${data.number}: no monetary summation in the CII`)
  const reference =
    `<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>${preceding.number}</ram:IssuerAssignedID>` +
    `<ram:FormattedIssueDateTime><qdt:DateTimeString format="102">${preceding.issueDate.replaceAll('-', '')}</qdt:DateTimeString></ram:FormattedIssueDateTime></ram:InvoiceReferencedDocument>`
  return cii.replace(anchor, `${anchor}${reference}`)
}

/**
 * Two repairs of the library's PDF: its sRGB output intent leaves out the ICC stream's number
 * of components (/N 3), which PDF/A requires (ISO 19005-3, 6.2.3); and a credit note's
 * factur-x.xml gets its preceding invoice (`withPrecedingInvoice`).
 */
async function repaired(pdf: Uint8Array, data: InvoiceData): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false })
  if (data.precedingInvoice) {
    const file = doc.getAttachments().find((a) => a.name === 'factur-x.xml')
    if (!file) throw new Error(`${data.number}: the PDF carries no factur-x.xml`)
    const cii = withPrecedingInvoice(new TextDecoder().decode(file.data), data)
    doc.detach('factur-x.xml')
    await doc.attach(new TextEncoder().encode(cii), 'factur-x.xml', {
      mimeType: 'text/xml',
      description: 'Factur-X',
      creationDate: new Date(),
      modificationDate: new Date(),
      afRelationship: AFRelationship.Alternative,
    })
  }
  const intents = doc.catalog.lookupMaybe(PDFName.of('OutputIntents'), PDFArray)
  for (let i = 0; i < (intents?.size() ?? 0); i++) {
    const intent = intents!.lookup(i, PDFDict)
    const profile = intent.lookup(PDFName.of('DestOutputProfile'))
    if (profile instanceof PDFRawStream) profile.dict.set(PDFName.of('N'), PDFNumber.of(3))
  }
  return doc.save({ updateFieldAppearances: false })
}

/** The embedded files of a PDF by name (the ZUGFeRD XML among them). */
export async function embeddedFiles(pdf: Uint8Array): Promise<Map<string, Uint8Array>> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false })
  return new Map(doc.getAttachments().map((file) => [file.name, file.data]))
}

/**
 * INV-6, INV-7: the ZUGFeRD PDF and the XML of an issued document. The business rules are
 * checked first: a document that breaks one is not issued (the caller's transaction fails).
 */
export async function renderDocument(data: InvoiceData, log: RenderLog): Promise<RenderedDocument> {
  const einvoice = toEInvoice(data)
  const xrechnung = data.buyerReference !== null
  const violations = checkBusinessRules(einvoice, { xrechnung })
  if (violations.length > 0) {
    throw new Error(
      `${data.number} breaks ${violations.map((v) => `${v.rule} (${v.message})`).join(', ')}`,
    )
  }
  const service = new InvoiceService({
    log: () => {},
    warn: (message: string) => log.warn(message),
    error: (message: string) => log.error(message),
  })
  const lang = data.locale === 'de' ? 'de-de' : 'en-us'
  const pdf = (await service.generate(einvoice, {
    format: 'Factur-X-EN16931',
    lang,
    pdf: {
      buffer: await drawPdf(data),
      filename: `${data.number}.pdf`,
      mimetype: 'application/pdf',
    },
    noWarnings: true,
  })) as Uint8Array
  const fixed = await repaired(pdf, data)
  const cii = (await embeddedFiles(fixed)).get('factur-x.xml')
  if (!cii) throw new Error(`${data.number}: the PDF carries no factur-x.xml`)
  const xrechnungXml = xrechnung
    ? ((await service.generate(einvoice, {
        format: 'XRECHNUNG-UBL',
        lang,
        noWarnings: true,
      })) as string)
    : null
  return { pdf: fixed, ciiXml: new TextDecoder().decode(cii), xrechnungXml }
}
