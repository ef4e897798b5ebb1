import { PDFDocument, rgb, StandardFonts } from 'pdf-lib'

// A one-page data sheet per demo product for the downloads. Standard fonts only (WinAnsi covers
// ä, ö, ü, ß, ×, ²). The print templates are drawn by server/modules/print-templates.

export interface DataSheetInput {
  title: string
  featureDesc: string
  rows: [string, string][]
  scope: string[]
  scopeTitle: string
  shopName: string
  contact: string
}

/** A one-page A4 data sheet. */
export async function dataSheetPdf(input: DataSheetInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(input.title)
  pdf.setCreator(input.shopName)
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const page = pdf.addPage([595.28, 841.89])
  let y = 780
  const text = (value: string, size: number, useBold = false, x = 56) => {
    page.drawText(value, { x, y, size, font: useBold ? bold : font, maxWidth: 480 })
    y -= size * 1.6
  }
  text(input.shopName, 10, true)
  y -= 10
  text(input.title, 22, true)
  text(input.featureDesc, 12)
  y -= 10
  for (const [label, value] of input.rows) {
    page.drawText(label, { x: 56, y, size: 11, font: bold })
    page.drawText(value, { x: 220, y, size: 11, font, maxWidth: 320 })
    y -= 18
  }
  y -= 10
  if (input.scope.length) text(input.scopeTitle, 12, true)
  for (const item of input.scope) text(`–  ${item}`, 11)
  page.drawText(input.contact, { x: 56, y: 48, size: 9, font, color: rgb(0.4, 0.4, 0.4) })
  return pdf.save()
}
