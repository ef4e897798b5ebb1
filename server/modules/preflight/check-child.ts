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

type Job = { file: string; kind: 'pdf' | 'image' }

process.once('message', (job: Job) => {
  void (async () => {
    let facts: FileFacts
    if (job.kind === 'pdf') {
      const { inspectPdf } = await import('./inspect-pdf.ts')
      facts = inspectPdf(job.file)
    } else {
      const { inspectImage } = await import('./inspect-image.ts')
      facts = await inspectImage(job.file)
    }
    process.send!({ facts }, () => process.exit(0))
  })()
})
