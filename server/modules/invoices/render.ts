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
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js'
import { checkBusinessRules } from '#core/invoices/business-rules.ts'
import { documentView } from '#core/invoices/document-view.ts'
import { toEInvoice } from '#core/invoices/e-invoice.ts'
import type { InvoiceData } from '#core/invoices/invoice-data.ts'
import { drawing } from './pdf-drawing.ts'

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

/** Any document of the shop laid out for pdfmake (SHIP-DOC-1), with the fonts set up above. */
export async function pdfOf(definition: TDocumentDefinitions): Promise<Uint8Array> {
  return new Uint8Array(await pdfmake.createPdf(definition).getBuffer())
}

/** The invoice drawn as a PDF (without the e-invoice yet). */
export async function drawPdf(data: InvoiceData): Promise<Uint8Array> {
  const buffer = await pdfmake.createPdf(drawing(documentView(data))).getBuffer()
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
 * INV-9: the CII schema requires `ram:ApplicableHeaderTradeDelivery` between the agreement and
 * the settlement, even when it has nothing to hold; @e-invoice-eu/core 2.3 leaves it out when
 * the invoice names no delivery (a document without ship-to and date, issued from an order
 * before DLV-4 kept dates). An empty one is written there.
 */
export function withHeaderDelivery(cii: string, data: InvoiceData): string {
  if (cii.includes('<ram:ApplicableHeaderTradeDelivery')) return cii
  const anchor = '<ram:ApplicableHeaderTradeSettlement>'
  if (!cii.includes(anchor)) throw new Error(`${data.number}: no header settlement in the CII`)
  return cii.replace(anchor, `<ram:ApplicableHeaderTradeDelivery/>${anchor}`)
}

/**
 * INV-11, BT-22 in CII: each note is its own `ram:IncludedNote` (CII-SR-030: "Content should
 * exist maximum once"). @e-invoice-eu/core 2.3 writes all of a document's notes as the
 * `ram:Content`s of one IncludedNote, so a credit note's reason and its reverse-charge or export
 * note, or the buyer's comments beside one, came as one note with two texts; a receiver that
 * reads one Content per note loses the legal note. Each Content gets its own IncludedNote, in
 * order.
 */
export function withSeparateNotes(cii: string): string {
  return cii.replace(
    /([ \t]*)<ram:IncludedNote>((?:\s*<ram:Content>[^<]*<\/ram:Content>){2,})\s*<\/ram:IncludedNote>/g,
    (_, indent: string, contents: string) =>
      [...contents.matchAll(/<ram:Content>[^<]*<\/ram:Content>/g)]
        .map(([content]) => `${indent}<ram:IncludedNote>${content}</ram:IncludedNote>`)
        .join('\n'),
  )
}

/** Text as XML character data. */
const xmlText = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/**
 * PO-4, BT-13 in CII: @e-invoice-eu/core 2.3 writes `ram:BuyerOrderReferencedDocument` only in
 * Factur-X's EXTENDED profile, although BT-13 belongs to EN 16931, so the buyer's purchase order
 * number would be lost from the factur-x.xml. It is written where the CII binding puts it: last
 * in the header agreement, after the seller's order reference (BT-14).
 */
export function withBuyerOrderReference(cii: string, data: InvoiceData): string {
  if (!data.purchaseOrder || cii.includes('<ram:BuyerOrderReferencedDocument>')) return cii
  const anchor = '</ram:ApplicableHeaderTradeAgreement>'
  if (!cii.includes(anchor)) throw new Error(`${data.number}: no header agreement in the CII`)
  const reference = `<ram:BuyerOrderReferencedDocument><ram:IssuerAssignedID>${xmlText(data.purchaseOrder)}</ram:IssuerAssignedID></ram:BuyerOrderReferencedDocument>`
  return cii.replace(anchor, `${reference}${anchor}`)
}

/**
 * PO-4, BT-19 in CII: @e-invoice-eu/core 2.3 writes the buyer's accounting reference (the cost
 * centre) as a child of the trade transaction, where the CII schema refuses it. It is moved to
 * where the binding puts it: last in the header settlement.
 */
export function withAccountingReference(cii: string, data: InvoiceData): string {
  const element =
    /\s*<ram:ReceivableSpecifiedTradeAccountingAccount>[\s\S]*?<\/ram:ReceivableSpecifiedTradeAccountingAccount>/g
  const without = cii.replace(element, '')
  if (!data.costCentre) return without
  const anchor = '</ram:ApplicableHeaderTradeSettlement>'
  if (!without.includes(anchor)) throw new Error(`${data.number}: no header settlement in the CII`)
  const account = `<ram:ReceivableSpecifiedTradeAccountingAccount><ram:ID>${xmlText(data.costCentre)}</ram:ID></ram:ReceivableSpecifiedTradeAccountingAccount>`
  return without.replace(anchor, `${account}${anchor}`)
}

/**
 * Two repairs of the library's PDF: its sRGB output intent leaves out the ICC stream's number
 * of components (/N 3), which PDF/A requires (ISO 19005-3, 6.2.3); and its factur-x.xml gets
 * what the library drops or words against the binding (`withPrecedingInvoice`,
 * `withHeaderDelivery`, `withSeparateNotes`, `withBuyerOrderReference`, `withAccountingReference`).
 */
async function repaired(pdf: Uint8Array, data: InvoiceData): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false })
  const file = doc.getAttachments().find((a) => a.name === 'factur-x.xml')
  if (!file) throw new Error(`${data.number}: the PDF carries no factur-x.xml`)
  const original = new TextDecoder().decode(file.data)
  const cii = withAccountingReference(
    withBuyerOrderReference(
      withSeparateNotes(withHeaderDelivery(withPrecedingInvoice(original, data), data)),
      data,
    ),
    data,
  )
  if (cii !== original) {
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
