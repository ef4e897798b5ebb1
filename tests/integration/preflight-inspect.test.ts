import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as mupdf from 'mupdf'
import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { translate } from '#core/i18n/translate.ts'
import { checkPrintFile, type PreflightThresholds } from '#core/preflight/preflight.ts'
import { inspectImage } from '#server/modules/preflight/inspect-image.ts'
import { inspectPdf } from '#server/modules/preflight/inspect-pdf.ts'
import { imagePreview, pdfPreview, PREVIEW_PX } from '#server/modules/preflight/preview.ts'
import { blankPng, jpegOf, type PdfOptions, printPdf } from './fixtures/print-files.ts'

// PRE-1..PRE-6 with real files, made here with pdf-lib and sharp: the inspectors read the facts
// MuPDF and sharp see, and the rules of core/preflight judge them as a customer would read it.

const dir = mkdtempSync(path.join(os.tmpdir(), 'preflight-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const rollUp: PreflightThresholds = {
  trimMm: { width: 850, height: 2000 },
  bleedMm: 5,
  minPpi: 100,
  pages: { min: 1, max: 1 },
}

async function jpeg(width: number, height: number, space: 'cmyk' | 'srgb' = 'cmyk') {
  return jpegOf(width, height, space)
}

async function pdf(name: string, options: PdfOptions) {
  const file = path.join(dir, name)
  writeFileSync(file, await printPdf(options))
  return file
}

const findings = (result: ReturnType<typeof checkPrintFile>) =>
  Object.fromEntries(result.findings.map((f) => [f.rule, `${f.level}:${f.key}`]))

describe('the print-data check on generated files', () => {
  it('passes a roll-up PDF of the right size with 5 mm bleed and a 150 ppi CMYK image', async () => {
    // 300 px over 50.8 mm (2 inches) is 150 ppi.
    const file = await pdf('right.pdf', {
      trim: [850, 2000],
      bleed: 5,
      image: { width: 300, height: 300, mm: [50.8, 50.8] },
    })
    const facts = inspectPdf(file)
    expect(facts.kind).toBe('pdf')
    if (facts.kind !== 'pdf') return
    expect(facts.pages[0]!.trimMm!.width).toBeCloseTo(850, 0)
    expect(facts.pages[0]!.bleedMm.left).toBeCloseTo(5, 1)
    expect(facts.pages[0]!.images[0]!.ppi).toBeCloseTo(150, 0)
    expect(facts.pages[0]!.images[0]!.color).toBe('cmyk')
    const result = checkPrintFile(facts, rollUp)
    expect(findings(result)).toEqual({
      pages: 'pass:pagesOk',
      size: 'pass:sizeOk',
      bleed: 'pass:bleedOk',
      resolution: 'pass:resolutionOk',
      fonts: 'pass:fontsOk',
      colors: 'pass:colorsOk',
    })
    expect(result.level).toBe('pass')
  })

  it('refuses a wrong size and warns about a file without bleed', async () => {
    const wrong = checkPrintFile(
      inspectPdf(await pdf('wrong.pdf', { trim: [1000, 2000], bleed: 5 })),
      rollUp,
    )
    expect(wrong.level).toBe('error')
    expect(wrong.findings.find((f) => f.rule === 'size')?.values).toEqual({
      actual: '1000 × 2000 mm',
      expected: '850 × 2000 mm',
    })
    const noBleed = checkPrintFile(
      inspectPdf(await pdf('no-bleed.pdf', { trim: [850, 2000], bleed: 0 })),
      rollUp,
    )
    expect(findings(noBleed).bleed).toBe('warning:bleedMissing')
    expect(noBleed.level).toBe('warning')
  })

  it('warns about a 72 ppi image on a 2 m roll-up and about an RGB image', async () => {
    // 144 px over 2 inches is 72 ppi.
    const low = await pdf('72ppi.pdf', {
      trim: [850, 2000],
      bleed: 5,
      image: { width: 144, height: 144, mm: [50.8, 50.8], space: 'srgb' },
    })
    const result = checkPrintFile(inspectPdf(low), rollUp)
    expect(result.findings.find((f) => f.rule === 'resolution')).toMatchObject({
      level: 'warning',
      values: { ppi: 72, min: 100 },
    })
    expect(findings(result).colors).toBe('warning:colorsRgb')
  })

  it('refuses a standard font that is not embedded', async () => {
    const file = await pdf('helvetica.pdf', { trim: [850, 2000], bleed: 5, text: true })
    const facts = inspectPdf(file)
    expect(facts.kind === 'pdf' && facts.fonts).toEqual([{ name: 'Helvetica', embedded: false }])
    expect(findings(checkPrintFile(facts, rollUp)).fonts).toBe('error:fontsNotEmbedded')
  })

  it('answers an encrypted, a truncated and a non-PDF file as unreadable, without throwing', async () => {
    const right = await pdf('plain.pdf', { trim: [850, 2000], bleed: 5 })
    const doc = mupdf.Document.openDocument(
      new Uint8Array(await import('node:fs/promises').then((fs) => fs.readFile(right))),
      'application/pdf',
    ).asPDF()!
    const encrypted = path.join(dir, 'encrypted.pdf')
    writeFileSync(
      encrypted,
      doc.saveToBuffer('encrypt=aes-256,user-password=secret,owner-password=owner').asUint8Array(),
    )
    doc.destroy()
    expect(inspectPdf(encrypted)).toEqual({ kind: 'unreadable', reason: 'encrypted' })

    const bytes = await import('node:fs/promises').then((fs) => fs.readFile(right))
    const truncated = path.join(dir, 'truncated.pdf')
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)))
    // MuPDF opens what is left only by repairing it: an error, fixed by exporting again.
    const cut = checkPrintFile(inspectPdf(truncated), rollUp)
    expect(cut.level).toBe('error')
    expect(cut.findings[0]).toMatchObject({ rule: 'file', level: 'error' })

    const html = path.join(dir, 'page.pdf')
    writeFileSync(html, '<!doctype html><html><body>Not a PDF</body></html>')
    expect(inspectPdf(html)).toMatchObject({ kind: 'unreadable' })
  })

  it('passes a JPEG of the right pixel size and refuses a truncated one', async () => {
    // A business card: 85 × 55 mm with 2 mm bleed is 89 × 59 mm, at 300 ppi 1051 × 697 px.
    const card: PreflightThresholds = {
      trimMm: { width: 85, height: 55 },
      bleedMm: 2,
      minPpi: 300,
      pages: { min: 1, max: 2 },
    }
    const file = path.join(dir, 'right.jpg')
    writeFileSync(file, await jpeg(1051, 697))
    const facts = await inspectImage(file)
    expect(facts).toEqual({
      kind: 'image',
      pixels: { width: 1051, height: 697 },
      color: 'cmyk',
      pages: 1,
    })
    expect(checkPrintFile(facts, card).level).toBe('pass')

    const truncated = path.join(dir, 'truncated.jpg')
    const bytes = await jpeg(600, 600)
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)))
    expect(await inspectImage(truncated)).toEqual({ kind: 'unreadable', reason: 'damaged' })
  })

  it('tells the buyer a picture of too many pixels is too large, with the limit', async () => {
    const file = path.join(dir, 'huge.png')
    writeFileSync(file, blankPng(30_000, 30_000))
    // A sound picture: sharp reads it, as long as it is allowed to.
    expect((await sharp(file, { limitInputPixels: false }).metadata()).width).toBe(30_000)
    const result = checkPrintFile(await inspectImage(file), rollUp)
    expect(result.level).toBe('error')
    const [finding] = result.findings
    const text = (locale: 'de' | 'en') =>
      translate(locale, `preflight.${finding!.key}` as 'preflight.tooManyPixels', finding!.values)
    expect(text('de')).toBe(
      'Das Bild ist mit 30000 × 30000 Pixeln (900 Megapixel) zu groß: Wir prüfen und drucken Bilder bis 300 Megapixel. Bitte verkleinern Sie es (ein 2 × 5 m großes Banner braucht bei 100 ppi etwa 150 Megapixel) und laden Sie es erneut hoch.',
    )
    expect(text('en')).toBe(
      'The picture is too large at 30000 × 30000 pixels (900 megapixels): we check and print pictures of up to 300 megapixels. Please scale it down (a 2 × 5 m banner at 100 ppi needs about 150 megapixels) and upload it again.',
    )
  })
})

describe('the preview of a print file (PRE-9)', () => {
  it('shows the first page with the trim, bleed and safety lines drawn in', async () => {
    const file = await pdf('preview.pdf', {
      trim: [210, 297],
      bleed: 3,
      image: { width: 300, height: 300, mm: [100, 100] },
    })
    const webp = await pdfPreview(file)
    const picture = sharp(webp)
    const meta = await picture.metadata()
    expect(meta.format).toBe('webp')
    expect(Math.max(meta.width!, meta.height!)).toBe(PREVIEW_PX)
    // The blue trim line runs 3 mm inside the page's edge, at mid-height.
    const { data, info } = await picture.raw().toBuffer({ resolveWithObject: true })
    const scale = info.width / 216
    const pixel = (x: number, y: number) => {
      const at = (Math.round(y) * info.width + Math.round(x)) * info.channels
      return [data[at]!, data[at + 1]!, data[at + 2]!]
    }
    const [r, g, b] = pixel(3 * scale, info.height / 2)
    expect(b).toBeGreaterThan(150)
    expect(r).toBeLessThan(120)
    expect(g).toBeLessThan(140)
  })

  it('shows each side of a two-sided product next to each other', async () => {
    const doc = await PDFDocument.load(await printPdf({ trim: [210, 297], bleed: 3 }))
    const [back] = await doc.copyPages(doc, [0])
    doc.addPage(back!)
    const file = path.join(dir, 'two-sided.pdf')
    writeFileSync(file, await doc.save())
    const front = await sharp(await pdfPreview(file)).metadata()
    expect(front.height).toBe(PREVIEW_PX)
    expect(front.width).toBeLessThan(front.height!)
    // Two portrait sides side by side make a landscape picture, its longer side the limit.
    const both = await sharp(await pdfPreview(file, 2)).metadata()
    expect(both.width).toBe(PREVIEW_PX)
    expect(both.height).toBeLessThan(both.width!)
    expect(both.width! / both.height!).toBeCloseTo(
      (2 * 216 * (PREVIEW_PX / 303) + 16) / PREVIEW_PX,
      1,
    )
  })

  it('draws the trim into a pixel image by the ordered format and bleed', async () => {
    const file = path.join(dir, 'preview.jpg')
    writeFileSync(file, await jpeg(890, 590))
    const webp = await imagePreview(file, { trimWidthMm: 85, bleedMm: 2 })
    const meta = await sharp(webp).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 890, height: 590 })
  })
})
