/**
 * The loop of a background worker over a table-backed queue (decisions 0021, 0023): a pass when
 * woken (work was queued in this process) or every `pollMs`, never two passes at once, and a
 * pass right after the last while it answers that more is due. `stop` waits for the pass that
 * runs.
 */
export function createWorkerLoop(options: {
  name: string
  pollMs: number
  log: { error(obj: unknown, msg?: string): void }
  /** One pass; answers true when more work may be due at once. */
  pass: () => Promise<boolean>
}) {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let again = false
  let stopped = true

  function schedule(ms: number) {
    if (stopped) return
    clearTimeout(timer)
    timer = setTimeout(wake, ms)
    timer.unref()
  }

  function wake() {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = (async () => {
      do {
        again = false
        try {
          while ((await options.pass()) && !stopped);
        } catch (error) {
          options.log.error({ err: error }, `${options.name} pass failed`)
        }
      } while (again && !stopped)
    })().finally(() => {
      running = undefined
      schedule(options.pollMs)
    })
  }

  return {
    wake,
    start() {
      if (!stopped) return
      stopped = false
      wake()
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
