import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'
import { checkPrintFile } from '#core/preflight/preflight.ts'
import { runCheck } from '#server/modules/preflight/run-check.ts'

// npm run bench:preflight: the print-data check (PRE-8) on three files made here — a one-page
// 5 MB PDF, a 50-page 20 MB PDF and a 60-megapixel TIFF — each read and previewed in its own
// checking process, as the shop runs it. Reports the median wall time of BENCH_RUNS (3) runs and
// the checking process's peak resident memory.

const runs = Number(process.env.BENCH_RUNS ?? 3)
const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-preflight-bench-'))
const PT_PER_MM = 72 / 25.4

/** A photo-like JPEG (noise does not compress, so the size is honest). */
function photo(width: number, height: number, quality: number, seed: number) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 40 + (seed % 150), g: 90, b: 160 },
      noise: { type: 'gaussian', mean: 120 + (seed % 40), sigma: 40 },
    },
  })
    .toColourspace('cmyk')
    .jpeg({ quality })
    .toBuffer()
}

/** A roll-up PDF (850 × 2000 mm with 5 mm bleed) with one photo per page. */
async function rollUpPdf(pages: number, image: (page: number) => Promise<Buffer>) {
  const doc = await PDFDocument.create()
  const [w, h, b] = [850 * PT_PER_MM, 2000 * PT_PER_MM, 5 * PT_PER_MM]
  for (let n = 0; n < pages; n++) {
    const page = doc.addPage([w + 2 * b, h + 2 * b])
    page.setTrimBox(b, b, w, h)
    page.setBleedBox(0, 0, w + 2 * b, h + 2 * b)
    const embedded = await doc.embedJpg(await image(n))
    page.drawImage(embedded, { x: 0, y: 0, width: w + 2 * b, height: h + 2 * b })
  }
  return doc.save()
}

const thresholds = {
  trimMm: { width: 850, height: 2000 },
  bleedMm: 5,
  minPpi: 100,
  pages: { min: 1, max: 50 },
}

const files: { name: string; kind: 'pdf' | 'image'; make: () => Promise<Uint8Array> }[] = [
  {
    name: 'one page, 5 MB PDF',
    kind: 'pdf',
    make: () => rollUpPdf(1, (n) => photo(920, 2170, 88, n)),
  },
  {
    name: '50 pages, 20 MB PDF',
    kind: 'pdf',
    make: () => rollUpPdf(50, (n) => photo(260, 610, 88, n)),
  },
  {
    name: '60-megapixel TIFF',
    kind: 'image',
    make: () =>
      sharp({
        create: {
          width: 5080,
          height: 11880,
          channels: 3,
          background: { r: 0, g: 90, b: 160 },
          noise: { type: 'gaussian', mean: 128, sigma: 30 },
        },
      })
        .tiff({ compression: 'jpeg', quality: 85 })
        .toBuffer(),
  },
]

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

console.log(`print-data check, ${runs} runs each, ${os.cpus().length} cores\n`)
console.log('| file | size | result | median time | peak memory of the check |')
console.log('|---|---|---|---|---|')
try {
  for (const file of files) {
    const where = path.join(dir, file.name.replace(/\W+/g, '-'))
    writeFileSync(where, await file.make())
    const mb = (statSync(where).size / 1024 ** 2).toFixed(1)
    const times: number[] = []
    let peak = 0
    let level = ''
    for (let run = 0; run < runs; run++) {
      const started = performance.now()
      const outcome = await runCheck(where, file.kind, undefined, {
        to: `${where}.webp`,
        trimWidthMm: 850,
        bleedMm: 5,
      })
      times.push(performance.now() - started)
      if (!outcome.ok) throw new Error(`${file.name}: ${outcome.reason}`)
      peak = Math.max(peak, outcome.peakRssMb)
      level = checkPrintFile(outcome.facts, thresholds).level
    }
    console.log(
      `| ${file.name} | ${mb} MB | ${level} | ${(median(times) / 1000).toFixed(2)} s | ${peak} MB |`,
    )
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}
