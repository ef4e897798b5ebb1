// PRE-8, decision 0022: the checking process. It reads one file's facts and answers them to its
// parent; the parent limits its time and memory and kills it when they run out. MuPDF's WASM
// memory is capped here too, so most oversized files end as a clean "damaged" answer.

import type { FileFacts } from '#core/preflight/preflight.ts'

const WASM_CAP_BYTES = Number(process.env.PREFLIGHT_WASM_CAP_MB ?? 768) * 1024 * 1024

// Before MuPDF loads: its memory grows through WebAssembly.Memory#grow, which may refuse.
const grow = WebAssembly.Memory.prototype.grow
WebAssembly.Memory.prototype.grow = function capped(this: WebAssembly.Memory, pages: number) {
  if (this.buffer.byteLength + pages * 65536 > WASM_CAP_BYTES) {
    throw new RangeError('print-data check: memory cap reached')
  }
  return grow.call(this, pages)
}

import type { CheckJob } from './run-check.ts'

/** PRE-9: the preview, written where the parent asked; false when none could be drawn. */
async function drawPreview(job: CheckJob, facts: FileFacts): Promise<boolean> {
  if (!job.preview || (facts.kind !== 'pdf' && facts.kind !== 'image')) return false
  const { writeFile } = await import('node:fs/promises')
  const { imagePreview, pdfPreview } = await import('./preview.ts')
  try {
    const picture =
      job.kind === 'pdf'
        ? await pdfPreview(
            job.file,
            job.preview.sides,
            job.preview.zones && { ...job.preview.zones, bleedMm: job.preview.bleedMm },
          )
        : await imagePreview(job.file, job.preview)
    await writeFile(job.preview.to, picture)
    return true
  } catch {
    return false
  }
}

// A parent that died (killed, not closed) leaves no orphan: the check ends with its channel.
process.once('disconnect', () => process.exit(1))

process.once('message', (job: CheckJob) => {
  void (async () => {
    let facts: FileFacts
    if (job.kind === 'pdf') {
      const { inspectPdf } = await import('./inspect-pdf.ts')
      facts = inspectPdf(job.file)
    } else {
      const { inspectImage } = await import('./inspect-image.ts')
      facts = await inspectImage(job.file)
    }
    const preview = await drawPreview(job, facts)
    // The peak resident memory of this check, in MB (the bench reports it).
    const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024)
    process.send!({ facts, preview, peakRssMb }, () => process.exit(0))
  })()
})
