import { fork } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { FileFacts } from '#core/preflight/preflight.ts'
import type { PreviewZones } from './preview.ts'

// PRE-8, decision 0022: one check in its own process, with a time and a memory limit. A file
// that takes too long or too much, or crashes the reader, never stalls the shop or the other
// checks: its process is killed and the check says so (staff then check it by hand).

export type CheckOutcome =
  | { ok: true; facts: FileFacts; preview: boolean; peakRssMb: number }
  | { ok: false; reason: 'timeout' | 'memory' | 'crashed' }
  /** The shop is shutting down: the check was stopped and is to be run again. */
  | { ok: false; reason: 'stopped' }

/** What the checking process is asked: the file, how to read it, and where to draw its preview. */
export interface CheckJob {
  file: string
  kind: 'pdf' | 'image'
  /**
   * PRE-9: the preview's file; for pictures the ordered width and bleed to draw the trim; for
   * PDFs how many sides (pages) to show; TPL-5: the layout whose hidden zones are shaded.
   */
  preview?: {
    to: string
    trimWidthMm: number
    bleedMm: number
    sides?: number
    zones?: PreviewZones
  }
}

export interface CheckLimits {
  /** Wall time for one file, start of the process included (about 0.5 s for MuPDF). */
  timeoutMs: number
  /** Resident memory of the checking process (WASM, native and JavaScript together). */
  maxRssMb: number
}

export const DEFAULT_LIMITS: CheckLimits = { timeoutMs: 60_000, maxRssMb: 1024 }

const child = fileURLToPath(new URL('./check-child.ts', import.meta.url))

/** The process's resident memory in MB, from Linux's /proc; undefined elsewhere. */
async function rssMb(pid: number): Promise<number | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8')
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]
    return kb ? Number(kb) / 1024 : undefined
  } catch {
    return undefined
  }
}

/** Reads a file's facts (and draws its preview) in a separate process within `limits`. */
export function runCheck(
  file: string,
  kind: 'pdf' | 'image',
  limits: CheckLimits = DEFAULT_LIMITS,
  preview?: CheckJob['preview'],
  signal?: AbortSignal,
): Promise<CheckOutcome> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve({ ok: false, reason: 'stopped' })
    const proc = fork(child, [], {
      execArgv: ['--max-old-space-size=256'],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    })
    let settled = false
    const finish = (outcome: CheckOutcome) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      clearInterval(watch)
      signal?.removeEventListener('abort', stop)
      if (proc.exitCode === null) proc.kill('SIGKILL')
      resolve(outcome)
    }
    const timer = setTimeout(() => finish({ ok: false, reason: 'timeout' }), limits.timeoutMs)
    const stop = () => finish({ ok: false, reason: 'stopped' })
    signal?.addEventListener('abort', stop)
    const watch = setInterval(() => {
      void rssMb(proc.pid!).then((mb) => {
        if (mb !== undefined && mb > limits.maxRssMb) finish({ ok: false, reason: 'memory' })
      })
    }, 50)
    proc.on('message', (message: { facts: FileFacts; preview: boolean; peakRssMb: number }) =>
      finish({ ok: true, ...message }),
    )
    proc.on('exit', () => finish({ ok: false, reason: 'crashed' }))
    proc.on('error', () => finish({ ok: false, reason: 'crashed' }))
    proc.send({ file, kind, preview } satisfies CheckJob)
  })
}
