import { PDFDocument, rgb, StandardFonts } from 'pdf-lib'

// Real PDFs for the demo downloads: a print template with trim and bleed marks in the product's
// format, and a one-page data sheet. Standard fonts only (WinAnsi covers ä, ö, ü, ß, ×, ²).

const MM = 72 / 25.4
// PDF pages may not exceed 200 inches (5080 mm); larger formats are laid out at 1:10.
const MAX_PAGE_MM = 5000
const MARK_MM = 10
const SLUG_MM = 15

export interface TemplateInput {
  title: string
  widthMm: number
  heightMm: number
  bleedMm: number
  shopName: string
}

export async function printTemplatePdf(input: TemplateInput): Promise<Uint8Array> {
  const scale =
    Math.max(input.widthMm, input.heightMm) + 2 * (input.bleedMm + SLUG_MM) > MAX_PAGE_MM ? 0.1 : 1
  const pt = (mm: number) => mm * MM * scale
  const margin = pt(input.bleedMm) + SLUG_MM * MM
  const pdf = await PDFDocument.create()
  pdf.setTitle(`${input.title} – ${input.widthMm} × ${input.heightMm} mm`)
  pdf.setCreator(input.shopName)
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const trimW = pt(input.widthMm)
  const trimH = pt(input.heightMm)
  const page = pdf.addPage([trimW + 2 * margin, trimH + 2 * margin])
  const bleed = pt(input.bleedMm)
  page.setTrimBox(margin, margin, trimW, trimH)
  page.setBleedBox(margin - bleed, margin - bleed, trimW + 2 * bleed, trimH + 2 * bleed)

  // Bleed area in light red, trim area white, safe area (bleed inside the trim) dashed.
  page.drawRectangle({
    x: margin - bleed,
    y: margin - bleed,
    width: trimW + 2 * bleed,
    height: trimH + 2 * bleed,
    color: rgb(1, 0.9, 0.9),
  })
  page.drawRectangle({ x: margin, y: margin, width: trimW, height: trimH, color: rgb(1, 1, 1) })
  page.drawRectangle({
    x: margin + bleed,
    y: margin + bleed,
    width: trimW - 2 * bleed,
    height: trimH - 2 * bleed,
    borderColor: rgb(0.2, 0.5, 0.9),
    borderWidth: 0.5,
    borderDashArray: [4, 3],
  })

  // Crop marks at the four corners of the trim box, outside the bleed.
  const mark = MARK_MM * MM
  const gap = bleed + 1 * MM
  const black = rgb(0, 0, 0)
  for (const [cx, cy, sx, sy] of [
    [margin, margin, -1, -1],
    [margin + trimW, margin, 1, -1],
    [margin, margin + trimH, -1, 1],
    [margin + trimW, margin + trimH, 1, 1],
  ] as const) {
    page.drawLine({
      start: { x: cx + sx * gap, y: cy },
      end: { x: cx + sx * (gap + mark), y: cy },
      thickness: 0.25,
      color: black,
    })
    page.drawLine({
      start: { x: cx, y: cy + sy * gap },
      end: { x: cx, y: cy + sy * (gap + mark) },
      thickness: 0.25,
      color: black,
    })
  }

  const size = Math.max(8, Math.min(48, trimW / 22))
  const lines = [
    input.title,
    `Endformat / trim size: ${input.widthMm} × ${input.heightMm} mm${scale < 1 ? ' (1:10)' : ''}`,
    `Beschnitt / bleed: ${input.bleedMm} mm`,
    'PDF/X-4, CMYK (ISO Coated v2), 150 dpi 1:1',
    'Rot: Beschnitt · Blau gestrichelt: Sicherheitsabstand',
    'Red: bleed · Blue dashed: safe area',
  ]
  lines.forEach((line, index) => {
    page.drawText(line, {
      x: margin + bleed + size,
      y: margin + trimH - bleed - size * 2 - index * size * 1.5,
      size: index === 0 ? size * 1.2 : size * 0.8,
      font: index === 0 ? bold : font,
      color: rgb(0.2, 0.2, 0.2),
      maxWidth: trimW - 2 * bleed - 2 * size,
    })
  })
  return pdf.save()
}

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
