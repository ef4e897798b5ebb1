import { closeSync, fstatSync, openSync, readSync } from 'node:fs'
import * as mupdf from 'mupdf'
import type { ColorKind, FileFacts, PdfPageFacts } from '#core/preflight/preflight.ts'
import type { Rect as MmRect } from '#core/preflight/print-layout.ts'

// PRE-1..PRE-6, decision 0022: the facts of a PDF as MuPDF reads them — boxes, placed images
// with their resolution, fonts and their embedding, colour spaces, and (TPL-5) where its lines
// of text lie; what does not print (a layer of guides) is no fact. Runs in the checking
// process only (never in the web server): MuPDF's memory is its own.

const MM_PER_PT = 25.4 / 72

/** MuPDF reports problems of broken files to its log; they are facts here, not output. */
mupdf.setLog({ error: () => {}, warning: () => {} })

type Rect = [number, number, number, number]

const sizeMm = (r: Rect) => ({
  width: (r[2] - r[0]) * MM_PER_PT,
  height: (r[3] - r[1]) * MM_PER_PT,
})

function colorKind(cs: mupdf.ColorSpace | null | undefined): ColorKind | null {
  if (!cs) return null
  switch (cs.getType()) {
    case 'Gray':
      return 'gray'
    case 'RGB':
      return 'rgb'
    case 'CMYK':
      return 'cmyk'
    case 'Lab':
      return 'lab'
    case 'Indexed':
      return 'indexed'
    case 'Separation':
      return 'spot'
    default:
      return cs.isDeviceN() ? 'spot' : 'other'
  }
}

/** "Separation(DeviceCMYK,HKS 43 K)" -> "HKS 43 K"; process colours are no spot names. */
function spotName(cs: mupdf.ColorSpace): string | null {
  const match = /^(?:Separation|DeviceN)\((?:[^,]*),(.+)\)$/.exec(cs.getName())
  const name = match?.[1]?.trim()
  return name && !['Cyan', 'Magenta', 'Yellow', 'Black', 'All', 'None'].includes(name) ? name : null
}

/** The fonts of a page's resources (and of its form XObjects), embedded or not. */
function fontsOf(page: mupdf.PDFPage): { name: string; embedded: boolean }[] {
  const fonts: { name: string; embedded: boolean }[] = []
  const seen = new Set<string>()
  const visit = (resources: mupdf.PDFObject, depth: number) => {
    if (resources.isNull() || depth > 8) return
    resources.get('Font').forEach((font) => {
      const key = font.isIndirect() ? `f${font.asIndirect()}` : null
      if (key) {
        if (seen.has(key)) return
        seen.add(key)
      }
      const subtype = font.get('Subtype').asName()
      const base = font.get('BaseFont')
      const descriptor =
        subtype === 'Type0'
          ? font.get('DescendantFonts').get(0).get('FontDescriptor')
          : font.get('FontDescriptor')
      const embedded =
        subtype === 'Type3' ||
        ['FontFile', 'FontFile2', 'FontFile3'].some(
          (name) => !descriptor.isNull() && !descriptor.get(name).isNull(),
        )
      fonts.push({
        name: base.isNull() ? subtype : base.asName().replace(/^[A-Z]{6}\+/, ''),
        embedded,
      })
    })
    resources.get('XObject').forEach((xobject) => {
      if (xobject.get('Subtype').asName() !== 'Form') return
      const key = xobject.isIndirect() ? `x${xobject.asIndirect()}` : null
      if (key) {
        if (seen.has(key)) return
        seen.add(key)
      }
      visit(xobject.get('Resources'), depth + 1)
    })
  }
  visit(page.getObject().getInheritable('Resources'), 0)
  return fonts
}

/** TPL-5: a page's lines of text kept at most (a map with 50,000 street names stays cheap). */
export const MAX_TEXT_LINES = 2000

/**
 * TPL-5: the optional-content groups as they print — a group whose /Usage /Print /PrintState is
 * /OFF (a template's guides, "Hilfslinien – nicht drucken") switched off, one marked /ON switched
 * on, the others as the file shows them. Pages loaded afterwards are read, rendered and measured
 * without what the press leaves out.
 *
 * MuPDF numbers its layers in an order of its own (1.28: not that of the catalogue's /OCGs, and
 * names may repeat), so each group is given a unique name in memory for a moment and the layer
 * that answers it is the group's; the names are put back before anything else reads them.
 */
export function showAsPrinted(pdf: mupdf.PDFDocument): void {
  const count = pdf.countLayers()
  if (count === 0) return
  const groups = pdf.getTrailer().get('Root').get('OCProperties').get('OCGs')
  if (!groups.isArray()) return
  const byProbe = new Map<string, mupdf.PDFObject>()
  const names: mupdf.PDFObject[] = []
  for (let index = 0; index < groups.length; index++) {
    const group = groups.get(index)
    names.push(group.get('Name'))
    if (!group.isDictionary()) continue
    const probe = `\u0001ocg-probe-${index}`
    group.put('Name', pdf.newString(probe))
    byProbe.set(probe, group)
  }
  const layers = Array.from({ length: count }, (_, layer) => byProbe.get(pdf.getLayerName(layer)))
  names.forEach((name, index) => {
    const group = groups.get(index)
    if (!group.isDictionary()) return
    if (name.isNull()) group.delete('Name')
    else group.put('Name', name)
  })
  layers.forEach((group, layer) => {
    const state = group?.get('Usage').get('Print').get('PrintState')
    if (!state?.isName()) return
    if (state.asName() === 'OFF') pdf.setLayerVisible(layer, false)
    if (state.asName() === 'ON') pdf.setLayerVisible(layer, true)
  })
}

/**
 * TPL-5: the page's lines of text (whitespace alone is none), in mm from the MediaBox's top-left
 * corner as the page is displayed — the space `getBounds` answers the boxes in, /Rotate and
 * /UserUnit applied — at most `MAX_TEXT_LINES`.
 */
function textLines(page: mupdf.PDFPage, media: Rect): MmRect[] {
  const lines: MmRect[] = []
  const text = page.toStructuredText('')
  try {
    let box: Rect | null = null
    let printed = false
    text.walk({
      beginLine(bbox) {
        box = bbox as Rect
        printed = false
      },
      onChar(c) {
        if (!printed && c.trim() !== '') printed = true
      },
      endLine() {
        if (box && printed && lines.length < MAX_TEXT_LINES) {
          lines.push({
            x: (box[0] - media[0]) * MM_PER_PT,
            y: (box[1] - media[1]) * MM_PER_PT,
            width: (box[2] - box[0]) * MM_PER_PT,
            height: (box[3] - box[1]) * MM_PER_PT,
          })
        }
        box = null
      },
    })
  } finally {
    text.destroy()
  }
  return lines
}

/**
 * The lines, or nothing when MuPDF cannot lay out the page's text (its memory cap reached by a
 * page of a million glyphs): the zones are then not judged, the rest of the check stands.
 */
function textOf(page: mupdf.PDFPage, media: Rect): { text?: MmRect[] } {
  try {
    return { text: textLines(page, media) }
  } catch {
    return {}
  }
}

function pageFacts(page: mupdf.PDFPage, colors: Set<ColorKind>, spots: Set<string>): PdfPageFacts {
  const raw = page.getObject()
  const hasTrim = !raw.get('TrimBox').isNull()
  // getBounds answers the page's own coordinates (rotation applied); a missing box falls back.
  const media = page.getBounds('MediaBox') as Rect
  const trim = page.getBounds('TrimBox') as Rect
  const bleed = (raw.get('BleedBox').isNull() ? media : page.getBounds('BleedBox')) as Rect
  const images: PdfPageFacts['images'] = []
  const note = (cs: mupdf.ColorSpace | null | undefined) => {
    const kind = colorKind(cs)
    if (kind) colors.add(kind)
    if (kind === 'spot' && cs) {
      const name = spotName(cs)
      if (name) spots.add(name)
    }
  }
  const device = new mupdf.Device({
    fillPath: (_path, _evenOdd, _ctm, cs) => note(cs),
    strokePath: (_path, _stroke, _ctm, cs) => note(cs),
    fillText: (_text, _ctm, cs) => note(cs),
    strokeText: (_text, _stroke, _ctm, cs) => note(cs),
    fillImageMask: (_image, _ctm, cs) => note(cs),
    fillImage(image, ctm) {
      // The image is the unit square mapped by ctm onto the page (points).
      const widthPt = Math.hypot(ctm[0], ctm[1])
      const heightPt = Math.hypot(ctm[2], ctm[3])
      if (widthPt <= 0 || heightPt <= 0) return
      const ppi = Math.min(image.getWidth() / (widthPt / 72), image.getHeight() / (heightPt / 72))
      const cs = image.getColorSpace()
      const kind = colorKind(cs) ?? 'gray'
      if (kind === 'spot' && cs) {
        const name = spotName(cs)
        if (name) spots.add(name)
      }
      images.push({ ppi, color: kind })
    },
  })
  try {
    page.run(device, mupdf.Matrix.identity)
  } finally {
    device.close()
  }
  return {
    trimMm: hasTrim ? sizeMm(trim) : null,
    mediaMm: sizeMm(media),
    bleedMm: hasTrim
      ? {
          left: (trim[0] - bleed[0]) * MM_PER_PT,
          top: (trim[1] - bleed[1]) * MM_PER_PT,
          right: (bleed[2] - trim[2]) * MM_PER_PT,
          bottom: (bleed[3] - trim[3]) * MM_PER_PT,
        }
      : { left: 0, right: 0, top: 0, bottom: 0 },
    images,
    ...textOf(page, media),
    ...(hasTrim
      ? { trimAtMm: { x: (trim[0] - media[0]) * MM_PER_PT, y: (trim[1] - media[1]) * MM_PER_PT } }
      : {}),
  }
}

/** Opens a file without reading it whole into MuPDF's memory (a 150 MB PDF stays cheap). */
export function openFile(file: string): mupdf.Document {
  const fd = openSync(file, 'r')
  return mupdf.Document.openDocument(
    new mupdf.Stream({
      fileSize: () => fstatSync(fd).size,
      read: (memory, offset, length, position) => readSync(fd, memory, offset, length, position),
      close: () => closeSync(fd),
    }),
    'application/pdf',
  )
}

/** PRE-1..PRE-6: the facts of a PDF file, or why it cannot be read. Never throws for bad input. */
export function inspectPdf(file: string): FileFacts {
  let doc: mupdf.Document
  try {
    doc = openFile(file)
  } catch {
    return { kind: 'unreadable', reason: 'damaged' }
  }
  try {
    if (!doc.isPDF()) return { kind: 'unreadable', reason: 'not-a-print-file' }
    if (doc.needsPassword()) return { kind: 'unreadable', reason: 'encrypted' }
    const pdf = doc.asPDF()!
    const repaired = pdf.wasRepaired()
    showAsPrinted(pdf)
    const count = doc.countPages()
    if (count === 0) return { kind: 'unreadable', reason: repaired ? 'damaged' : 'no-pages' }
    const colors = new Set<ColorKind>()
    const spots = new Set<string>()
    const pages: PdfPageFacts[] = []
    const fonts: { name: string; embedded: boolean }[] = []
    for (let index = 0; index < count; index++) {
      const page = pdf.loadPage(index) as mupdf.PDFPage
      try {
        pages.push(pageFacts(page, colors, spots))
        fonts.push(...fontsOf(page))
      } finally {
        page.destroy()
      }
    }
    return { kind: 'pdf', repaired, pages, fonts, colors: [...colors], spotNames: [...spots] }
  } catch {
    // A page that cannot be read: the file is damaged beyond what MuPDF repairs.
    return { kind: 'unreadable', reason: 'damaged' }
  } finally {
    doc.destroy()
  }
}
