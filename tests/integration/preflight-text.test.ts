import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { checkPrintFile, type PdfPageFacts } from '#core/preflight/preflight.ts'
import type { PrintLayout } from '#core/preflight/print-layout.ts'
import { inspectPdf, MAX_TEXT_LINES } from '#server/modules/preflight/inspect-pdf.ts'
import { pdfPreview } from '#server/modules/preflight/preview.ts'
import { printTemplatePdf } from '#server/modules/print-templates/template-pdf.ts'
import {
  ROBOTO_ASCENT,
  ROBOTO_DESCENT,
  robotoWidthMm,
  type ZoneFileOptions,
  type ZonePage,
  zonePdf,
} from './fixtures/zone-files.ts'

// TPL-5 with real files: the checking process reads each line of printing text where the page
// shows it — in mm from the MediaBox's top-left corner, with /Rotate and /UserUnit applied —
// and where the TrimBox lies, so the rule can place the text on the trim. Layers that do not
// print (a template's guides) are neither text nor colour, nor drawn in the preview.

const dir = mkdtempSync(path.join(os.tmpdir(), 'preflight-text-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function facts(name: string, pages: ZonePage[], options?: ZoneFileOptions) {
  const file = path.join(dir, name)
  writeFileSync(file, await zonePdf(pages, options))
  const read = inspectPdf(file)
  if (read.kind !== 'pdf') throw new Error(`${name} did not read as a PDF`)
  return { file, read }
}

/** The line MuPDF should report for Roboto text at baseline (x, y) of the trim, in mm. */
async function expectedLine(text: string, x: number, y: number, sizeMm: number, bleed: number) {
  return {
    x: bleed + x,
    y: bleed + y - ROBOTO_ASCENT * sizeMm,
    width: await robotoWidthMm(text, sizeMm),
    height: (ROBOTO_ASCENT + ROBOTO_DESCENT) * sizeMm,
  }
}

function expectClose(actual: PdfPageFacts['text'], expected: { x: number; y: number }[]) {
  expect(actual).toHaveLength(expected.length)
  expected.forEach((line, index) => {
    for (const [key, value] of Object.entries(line)) {
      // Half a millimetre: MuPDF's glyph boxes against the font's metrics.
      expect(
        Math.abs(actual![index]![key as keyof typeof line] - value),
        `${index}.${key}`,
      ).toBeLessThan(0.5)
    }
  })
}

describe('the lines of text of a print file (TPL-5)', () => {
  it('reads each line in mm from the MediaBox’s corner, and where the TrimBox lies', async () => {
    const { read } = await facts('placed.pdf', [
      {
        trim: [850, 2000],
        bleed: 5,
        // The MediaBox does not start at 0, 0 of the page's space.
        mediaAt: [100, 250],
        texts: [
          { text: 'Messe 2027', x: 120, y: 1950, sizeMm: 30 },
          { text: '   ', x: 120, y: 500, sizeMm: 30 },
          { text: 'Halle 3', x: 400, y: 300, sizeMm: 12 },
        ],
      },
    ])
    const page = read.pages[0]!
    expect(page.trimAtMm!.x).toBeCloseTo(5, 1)
    expect(page.trimAtMm!.y).toBeCloseTo(5, 1)
    // The line of spaces is no text; the lines come in reading order of MuPDF's blocks.
    const lines = [...page.text!].sort((a, b) => a.y - b.y)
    expectClose(lines, [
      await expectedLine('Halle 3', 400, 300, 12, 5),
      await expectedLine('Messe 2027', 120, 1950, 30, 5),
    ])
  })

  it('gives a page turned by /Rotate 90 in its displayed space, as its trim', async () => {
    const { read } = await facts('turned.pdf', [
      {
        trim: [2000, 850],
        bleed: 5,
        rotate: 90,
        texts: [{ text: 'Quer', x: 300, y: 700, sizeMm: 40 }],
      },
    ])
    const page = read.pages[0]!
    expect(page.trimMm!.width).toBeCloseTo(2000, 0)
    expect(page.trimMm!.height).toBeCloseTo(850, 0)
    expect(page.trimAtMm!.x).toBeCloseTo(5, 1)
    expect(page.trimAtMm!.y).toBeCloseTo(5, 1)
    expectClose(page.text, [await expectedLine('Quer', 300, 700, 40, 5)])
  })

  it('scales a page of /UserUnit 10 to its full size', async () => {
    const { read } = await facts('huge.pdf', [
      {
        trim: [5000, 3000],
        bleed: 20,
        userUnit: 10,
        texts: [{ text: 'XXL', x: 2500, y: 2950, sizeMm: 200 }],
      },
    ])
    const page = read.pages[0]!
    expect(page.trimMm!.width).toBeCloseTo(5000, 0)
    expect(page.trimAtMm!.x).toBeCloseTo(20, 1)
    expectClose(page.text, [await expectedLine('XXL', 2500, 2950, 200, 20)])
  })

  it.each([
    ['art', 'guides'],
    ['guides', 'art'],
  ] as const)(
    'leaves out a layer that does not print, and keeps one that does (layers %s, %s)',
    async (...order) => {
      const { read } = await facts(
        `layers-${order[0]}.pdf`,
        [
          {
            trim: [850, 2000],
            bleed: 5,
            texts: [
              { text: 'Kassette', x: 100, y: 1960, sizeMm: 20, layer: 'guides' },
              { text: 'Motiv', x: 100, y: 800, sizeMm: 20, layer: 'art' },
            ],
          },
        ],
        { layerOrder: [...order] },
      )
      expectClose(read.pages[0]!.text, [await expectedLine('Motiv', 100, 800, 20, 5)])
      // The guides are red in RGB: not printed, so no colour of the file.
      expect(read.colors).toEqual(['cmyk'])
    },
  )

  it('keeps at most MAX_TEXT_LINES lines of a page', async () => {
    const texts = Array.from({ length: MAX_TEXT_LINES + 50 }, (_, i) => ({
      text: `Zeile ${i}`,
      x: 20 + (i % 20) * 40,
      y: 20 + Math.floor(i / 20) * 10,
      sizeMm: 3,
    }))
    const { read } = await facts('many.pdf', [{ trim: [850, 2000], bleed: 5, texts }])
    expect(read.pages[0]!.text).toHaveLength(MAX_TEXT_LINES)
  })
})

describe('our own print templates (TPL-1, TPL-5)', () => {
  it.each([
    ['a roll-up', { width: 850, height: 2000 }, 5],
    ['a 5 × 3 m banner (UserUnit 10)', { width: 5000, height: 3000 }, 20],
  ])(
    'hold no printing text: %s checked as it is draws no zone warning',
    async (_, trimMm, bleedMm) => {
      const spec = {
        trimMm,
        bleedMm,
        minPpi: 100,
        pages: { min: 1, max: 1 },
        layout: {
          safetyMm: 20,
          mirrorBack: false,
          zones: [
            {
              kind: 'band' as const,
              edges: ['bottom' as const],
              depthMm: 100,
              name: { de: 'Kassettenbereich', en: 'cassette area' },
            },
          ],
        },
      }
      const file = path.join(dir, `template-${trimMm.width}.pdf`)
      writeFileSync(
        file,
        await printTemplatePdf({
          locale: 'de',
          title: 'Roll-Up',
          configuration: [],
          spec,
          shop: { name: 'Messe-Shop', contact: 'info@example.com' },
        }),
      )
      const read = inspectPdf(file)
      if (read.kind !== 'pdf') throw new Error('the template did not read as a PDF')
      // Zone labels, dimensions and the title block are guides: none of them prints.
      expect(read.pages[0]!.text).toEqual([])
      expect(checkPrintFile(read, spec).findings.filter((f) => f.rule === 'zones')).toEqual([
        { rule: 'zones', level: 'pass', key: 'zonesOk', values: {} },
      ])
    },
  )
})

describe('the hidden zones in the preview (PRE-9, TPL-5)', () => {
  const rollUp: PrintLayout = {
    safetyMm: 20,
    mirrorBack: false,
    zones: [
      { kind: 'band', edges: ['bottom'], depthMm: 100, name: { de: 'Kassette', en: 'Cassette' } },
    ],
  }

  it('shades the cassette at the bottom of each side and leaves the rest of the page', async () => {
    const file = path.join(dir, 'preview-zones.pdf')
    writeFileSync(file, await zonePdf([{ trim: [850, 2000], bleed: 5 }]))
    const plain = await sharp(await pdfPreview(file))
      .raw()
      .toBuffer({ resolveWithObject: true })
    const shaded = await sharp(
      await pdfPreview(file, 1, {
        layout: rollUp,
        trimMm: { width: 850, height: 2000 },
        bleedMm: 5,
      }),
    )
      .raw()
      .toBuffer({ resolveWithObject: true })
    const pixel = ({ data, info }: typeof plain, xMm: number, yMm: number) => {
      const scale = info.height / 2010
      const at = (Math.round(yMm * scale) * info.width + Math.round(xMm * scale)) * info.channels
      return [data[at]!, data[at + 1]!, data[at + 2]!]
    }
    // 5 cm above the trim's bottom edge: white without zones, amber with them.
    expect(pixel(plain, 430, 1960)).toEqual([255, 255, 255])
    const [r, g, b] = pixel(shaded, 430, 1960) as [number, number, number]
    expect(r).toBeGreaterThan(200)
    expect(b).toBeLessThan(200)
    expect(r - b).toBeGreaterThan(60)
    expect(g).toBeGreaterThan(b)
    // Mid-page stays white.
    expect(pixel(shaded, 430, 1000)).toEqual([255, 255, 255])
  })

  it('does not draw a layer of guides that does not print', async () => {
    const file = path.join(dir, 'preview-guides.pdf')
    writeFileSync(
      file,
      await zonePdf([
        {
          trim: [850, 2000],
          bleed: 5,
          texts: [{ text: 'HHHHHHHH', x: 100, y: 1000, sizeMm: 150, layer: 'guides' }],
        },
      ]),
    )
    const { data, info } = await sharp(await pdfPreview(file))
      .raw()
      .toBuffer({
        resolveWithObject: true,
      })
    let coloured = 0
    for (let at = 0; at < data.length; at += info.channels) {
      if (data[at]! > 150 && data[at + 1]! < 100 && data[at + 2]! < 100) coloured += 1
    }
    // Red guides 15 cm high would cover thousands of pixels; the red bleed line is thin.
    expect(coloured).toBeLessThan(3000)
  })
})
