import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, PDFHexString, PDFName, PDFNumber, PDFOperator, type PDFRef } from 'pdf-lib'
import type { Locale } from '#core/i18n/locale.ts'
import { type MessageKey, translate } from '#core/i18n/translate.ts'
import type { PreflightThresholds } from '#core/preflight/preflight.ts'
import { layoutAreas, type Rect } from '#core/preflight/print-layout.ts'
import {
  Drawer,
  drawArea,
  drawCropMarks,
  drawTitleBlock,
  INK,
  PT_PER_MM,
} from './template-drawing.ts'

// TPL-2 (decision 0050): the print template of one configured product, set up as print files
// are — one page per printed side, TrimBox the final size, BleedBox the trim plus the product's
// bleed, the MediaBox a slug around it. Every guide (bleed, trim, safety margin, each hidden zone
// and dividing line, dimensions, crop marks and the title block) lies in one optional-content
// layer whose print state is off: art placed on the template prints, the guides never do. The
// facts are the check's own thresholds (`printSpecOf`), so a template uploaded unchanged passes.

/** PDF pages end at 200 inches (14,400 units); larger formats count in units of 10/72 inch. */
const MAX_PAGE_PT = 14_400
const LARGE_USER_UNIT = 10
const SLUG_MM = { side: 22, top: 22, bottom: 58 }

export interface TemplateInput {
  locale: Locale
  /** The product's title in the buyer's language. */
  title: string
  /** The chosen configuration, option by option. */
  configuration: { option: string; value: string }[]
  spec: PreflightThresholds
  shop: { name: string; contact: string }
}

const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
  'fonts',
  'Roboto',
)
let fontBytes: { regular: Buffer; medium: Buffer } | undefined
const fonts = () =>
  (fontBytes ??= {
    regular: readFileSync(path.join(fontDir, 'Roboto-Regular.ttf')),
    medium: readFileSync(path.join(fontDir, 'Roboto-Medium.ttf')),
  })

// Parsing a TrueType font takes longer than drawing a template: each font is parsed once and
// its parsed form serves every template (each still embeds its own subset).
const parsed = new Map<Uint8Array, ReturnType<typeof fontkit.create>>()
const parsedOnce: typeof fontkit = {
  create(bytes: Uint8Array, postscriptName?: string) {
    let font = parsed.get(bytes)
    if (!font) {
      font = fontkit.create(bytes, postscriptName)
      parsed.set(bytes, font)
    }
    return font
  },
}

/**
 * Draws one small template and throws it away: the first of a process parses the fonts and
 * compiles the drawing code (about 200 ms), so the shop does it once after it started.
 */
export async function warmTemplates() {
  await printTemplatePdf({
    locale: 'de',
    title: '–',
    configuration: [],
    spec: {
      trimMm: { width: 210, height: 297 },
      bleedMm: 3,
      minPpi: 300,
      pages: { min: 1, max: 1 },
      layout: {
        safetyMm: 5,
        zones: [{ kind: 'band', edges: ['bottom'], depthMm: 10, name: { de: '–', en: '–' } }],
        mirrorBack: false,
      },
    },
    shop: { name: '–', contact: '–' },
  })
}

const format = (mm: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 1 }).format(
    mm,
  )

/** "85 × 200 cm (850 × 2000 mm)" */
function sizeText(width: number, height: number, locale: Locale) {
  const f = (mm: number) => format(mm / 10, locale)
  return `${f(width)} × ${f(height)} cm (${format(width, locale)} × ${format(height, locale)} mm)`
}

/** The file name: product and size, e.g. "druckvorlage-roll-up-basic-850x2000mm.pdf". */
export function templateFileName(slug: string, spec: PreflightThresholds, locale: Locale) {
  const word = locale === 'de' ? 'druckvorlage' : 'print-template'
  return `${word}-${slug}-${spec.trimMm.width}x${spec.trimMm.height}mm.pdf`
}

export async function printTemplatePdf(input: TemplateInput): Promise<Uint8Array> {
  const { spec, locale } = input
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(locale, `preflight.template.${key}` as MessageKey, values)
  const trim = spec.trimMm
  const bleed = spec.bleedMm
  // The slug and its texts grow with the format, so the title block reads when the page is shown whole.
  const slugFor = (u: number) => {
    const k = Math.max(1, (Math.min(trim.width, trim.height) * u) / (250 * PT_PER_MM))
    return {
      k,
      side: SLUG_MM.side * PT_PER_MM * k,
      top: SLUG_MM.top * PT_PER_MM * k,
      bottom: SLUG_MM.bottom * PT_PER_MM * k,
    }
  }
  const fullPt =
    (Math.max(trim.width, trim.height) + 2 * bleed) * PT_PER_MM + 2 * slugFor(PT_PER_MM).bottom
  const unit = fullPt > MAX_PAGE_PT ? LARGE_USER_UNIT : 1
  // Page units per mm of the final size.
  const u = PT_PER_MM / unit
  const slug = slugFor(u)

  const pdf = await PDFDocument.create({ updateMetadata: false })
  pdf.registerFontkit(parsedOnce)
  const regular = await pdf.embedFont(fonts().regular, { subset: true })
  const medium = await pdf.embedFont(fonts().medium, { subset: true })
  pdf.setTitle(`${t('title')}: ${input.title}, ${sizeText(trim.width, trim.height, locale)}`)
  pdf.setCreator(input.shop.name)
  pdf.setProducer(input.shop.name)
  pdf.setLanguage(locale)
  const layer = guidesLayer(pdf, t('layer'))

  const pages = spec.pages.min
  for (let side = 0; side < pages; side++) {
    const trimW = trim.width * u
    const trimH = trim.height * u
    const b = bleed * u
    const page = pdf.addPage([
      trimW + 2 * b + 2 * slug.side,
      trimH + 2 * b + slug.top + slug.bottom,
    ])
    if (unit !== 1) page.node.set(PDFName.of('UserUnit'), PDFNumber.of(unit))
    const ox = slug.side + b
    const oy = slug.bottom + b
    page.setTrimBox(ox, oy, trimW, trimH)
    page.setBleedBox(ox - b, oy - b, trimW + 2 * b, trimH + 2 * b)
    /** A rectangle in trim mm (top-left, y down) in page units (bottom-left, y up). */
    const place = (r: Rect) => ({
      x: ox + r.x * u,
      y: oy + trimH - (r.y + r.height) * u,
      width: r.width * u,
      height: r.height * u,
    })
    // Labels scale with the drawing, within what reads on screen and fits a zone.
    const labelSize = Math.max(6, Math.min(120, Math.min(trimW, trimH) / 40))
    const draw = new Drawer(page, regular, medium)

    const properties = page.node.Resources()!
    properties.set(PDFName.of('Properties'), pdf.context.obj({ Guides: layer }))
    page.pushOperators(PDFOperator.of('BDC' as never, [PDFName.of('OC'), PDFName.of('Guides')]))

    // Bleed: a tinted frame between the bleed box and the trim, and its outline.
    if (b > 0) {
      for (const strip of [
        { x: ox - b, y: oy - b, width: trimW + 2 * b, height: b },
        { x: ox - b, y: oy + trimH, width: trimW + 2 * b, height: b },
        { x: ox - b, y: oy, width: b, height: trimH },
        { x: ox + trimW, y: oy, width: b, height: trimH },
      ]) {
        page.drawRectangle({ ...strip, color: INK.bleed, opacity: 0.18 })
      }
      page.drawRectangle({
        x: ox - b,
        y: oy - b,
        width: trimW + 2 * b,
        height: trimH + 2 * b,
        borderColor: INK.bleed,
        borderWidth: 0.5,
      })
    }
    page.drawRectangle({
      x: ox,
      y: oy,
      width: trimW,
      height: trimH,
      borderColor: INK.trim,
      borderWidth: 0.75,
    })

    const areas = layoutAreas(
      spec.layout ?? { safetyMm: 0, zones: [], mirrorBack: false },
      trim,
      side,
    )
    const covering = areas.filter((area) => area.kind === 'band').flatMap((area) => area.rects)
    for (const area of areas) drawArea(draw, area, covering, place, labelSize, locale, t)

    // Dimensions in the slug: the width above, the height to the left, each label beside its line.
    const dim = slug.top / 4
    const above = oy + trimH + b + slug.top * 0.35
    draw.line(ox, above, ox + trimW, above, INK.trim, 0.4)
    const widthLabel = `${t('trim')} ${sizeText(trim.width, trim.height, locale)}`
    draw.centred(widthLabel, ox + trimW / 2, above + dim * 0.9, dim, trimW, INK.text)
    const left = slug.side * 0.65
    draw.line(left, oy, left, oy + trimH, INK.trim, 0.4)
    const heightLabel = `${format(trim.height / 10, locale)} cm`
    draw.centred(heightLabel, left - dim * 0.9, oy + trimH / 2, dim, trimH, INK.text, 90)
    drawCropMarks(draw, ox, oy, trimW, trimH, b)

    // The title block in the bottom slug.
    const rows: [string, string][] = [
      [t('product'), input.title],
      ...input.configuration.map(({ option, value }): [string, string] => [option, value]),
      [t('trim'), sizeText(trim.width, trim.height, locale)],
      [t('bleed'), t('bleedValue', { bleed: format(bleed, locale) })],
      [t('resolution'), t('resolutionValue', { ppi: spec.minPpi })],
      [t('side'), pages > 1 ? t('sideOf', { side: side + 1, pages }) : t('single')],
    ]
    if (unit !== 1) rows.push([t('scale'), t('scaleValue', { unit })])
    const notes = [
      t('layerNote'),
      ...areas.map((area) => `${area.name[locale]}: ${area.where[locale]}`),
      `${input.shop.name} · ${input.shop.contact}`,
    ]
    drawTitleBlock(
      draw,
      rows,
      notes,
      slug.side,
      slug.bottom - 8 * PT_PER_MM * slug.k,
      page.getWidth() - 2 * slug.side,
      slug.k,
    )

    page.pushOperators(PDFOperator.of('EMC' as never))
  }
  return pdf.save({ useObjectStreams: false })
}

/** TPL-2: the layer "Guides – do not print": visible on screen, off in print (and so in the RIP). */
function guidesLayer(pdf: PDFDocument, name: string): PDFRef {
  const ocg = pdf.context.register(
    pdf.context.obj({
      Type: 'OCG',
      Name: PDFHexString.fromText(name),
      Intent: ['View', 'Design'],
      Usage: {
        Print: { PrintState: 'OFF' },
        View: { ViewState: 'ON' },
        Export: { ExportState: 'OFF' },
      },
    }),
  )
  pdf.catalog.set(
    PDFName.of('OCProperties'),
    pdf.context.obj({
      OCGs: [ocg],
      D: {
        Name: PDFHexString.fromText(name),
        Order: [ocg],
        ON: [ocg],
        // Readers that follow usage (Acrobat, Ghostscript's -dPrinted) switch it off to print.
        AS: [
          { Event: 'Print', OCGs: [ocg], Category: ['Print'] },
          { Event: 'View', OCGs: [ocg], Category: ['View'] },
          { Event: 'Export', OCGs: [ocg], Category: ['Export'] },
        ],
      },
    }),
  )
  return ocg
}
