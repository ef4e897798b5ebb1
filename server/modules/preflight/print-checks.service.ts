import { randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import path from 'node:path'
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm'
import type { Locale } from '#core/i18n/locale.ts'
import { type MessageKey, translate } from '#core/i18n/translate.ts'
import type { PrintCheckView } from '#core/orders/order-views.ts'
import type { WorkState } from '#core/orders/workflow.ts'
import {
  checkPrintFile,
  type PreflightResult,
  type PreflightThresholds,
} from '#core/preflight/preflight.ts'
import type { Db } from '#server/db/client.ts'
import { printChecks } from '#server/db/schema/index.ts'
import { printSpecOf } from '#server/modules/catalog/catalog-reads.ts'
import {
  printFileLines,
  printFileOf,
  printFilesOfProduct,
} from '#server/modules/orders/print-file-reads.ts'
import { createWorkerLoop } from '#server/modules/shared/worker-loop.ts'
import type { FileStore } from '#server/modules/storage/file-store.ts'
import { withLocalCopy } from '#server/modules/storage/local-copy.ts'
import { type CheckLimits, DEFAULT_LIMITS, runCheck } from './run-check.ts'

// PRE-1, PRE-8, PRE-10 (decision 0023): the print-data check as a queue. An upload queues its
// file's check in the upload's transaction; a worker in every app process claims one due check
// at a time (`FOR UPDATE SKIP LOCKED`, so two processes never check the same file), reads the
// file in a child process within its limits, judges the facts against the line's thresholds
// and stores the result and the preview. A check whose worker died is taken over after its
// claim ran out. The file is read from the file store (decision 0042), copied to this machine
// when the store is a bucket, and the preview is written back to the store.

export interface PrintChecksOptions {
  files: FileStore
  log: { error(obj: unknown, msg?: string): void; warn?(obj: unknown, msg?: string): void }
  limits?: CheckLimits
  pollMs?: number
}

type CheckRow = typeof printChecks.$inferSelect

/** What reading a file came to: stopped, the file not in the store, or a result to keep. */
type Inspected =
  | 'stopped'
  | { missing: string; thresholds: PreflightThresholds }
  | {
      result: PreflightResult
      failure?: string
      thresholds?: PreflightThresholds | null
      preview?: string | undefined
    }

/** Orders in these states are made or done: their files are not checked again. */
const SETTLED: WorkState[] = ['in_production', 'shipped', 'completed', 'cancelled']
/** A worker that died mid-check is replaced this many times, then staff check by hand. */
const MAX_ATTEMPTS = 3

const byHand = (key: string): PreflightResult => ({
  level: 'by-hand',
  findings: [{ rule: 'file', level: 'warning', key, values: {} }],
})

export function createPrintChecks(db: Db, options: PrintChecksOptions) {
  const limits = options.limits ?? DEFAULT_LIMITS
  const { files } = options
  const previewKey = (name: string) => `previews/${name}`
  // The claim outlives the check's own time limit, so only a dead worker loses it.
  const claimMs = limits.timeoutMs * 2 + 30_000
  // Stopping the shop stops a running check at once; it is queued again for the next worker.
  let stopping = new AbortController()

  /**
   * PRE-2..PRE-5: what a file must be — its line's product with the ordered configuration's
   * choices. A file of no line is judged by the order's only line; with several lines (or a
   * product that prints nothing) it is checked by hand.
   */
  async function thresholdsOf(
    fileId: number,
  ): Promise<{ thresholds: PreflightThresholds } | { byHand: string } | null> {
    const file = await printFileOf(db, fileId)
    if (!file) return null
    const lines = await printFileLines(db, file)
    if (lines.length !== 1) return { byHand: 'byHandNoLine' }
    const line = lines[0]!
    const thresholds = await printSpecOf(db, line.productId, line.combinationId)
    return thresholds ? { thresholds } : { byHand: 'byHandNoFormat' }
  }

  /** MAIL-2's pattern: one due check, claimed by exactly one worker (its attempt counted). */
  async function claim(): Promise<CheckRow | undefined> {
    // The database's clock: `run_after` defaults to its now(), in microseconds, so a JavaScript
    // date of the same millisecond would still find a check just queued not yet due.
    const due = db
      .select({ id: printChecks.id })
      .from(printChecks)
      .where(
        or(
          and(eq(printChecks.state, 'queued'), lte(printChecks.runAfter, sql`now()`)),
          and(eq(printChecks.state, 'running'), lt(printChecks.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(printChecks.runAfter), asc(printChecks.id))
      .limit(1)
      .for('update', { skipLocked: true })
    const [row] = await db
      .update(printChecks)
      .set({
        state: 'running',
        lockedUntil: sql`now() + ${`${claimMs} milliseconds`}::interval`,
        attempts: sql`${printChecks.attempts} + 1`,
      })
      .where(inArray(printChecks.id, due))
      .returning()
    return row
  }

  /** Reads, judges and draws one file; answers the result and the preview's name. */
  async function inspect(row: CheckRow): Promise<Inspected> {
    const file = await printFileOf(db, row.fileId)
    const target = await thresholdsOf(row.fileId)
    if (!file || !target) return { result: byHand('checkFailed.missing'), failure: 'missing' }
    const thresholds = 'thresholds' in target ? target.thresholds : null
    if (file.kind === 'eps') return { result: byHand('byHand'), thresholds }
    if (!thresholds) return { result: byHand((target as { byHand: string }).byHand) }
    if (row.attempts > MAX_ATTEMPTS) {
      return { result: byHand('checkFailed.crashed'), failure: 'crashed', thresholds }
    }
    const key = `uploads/${file.storedName}`
    const preview = `${row.id}-${randomUUID()}.webp`
    const read = await withLocalCopy(files, key, async (where, folder) => {
      const drawn = path.join(folder, preview)
      const outcome = await runCheck(
        where,
        file.kind === 'pdf' || file.kind === 'ai' ? 'pdf' : 'image',
        limits,
        {
          to: drawn,
          trimWidthMm: thresholds.trimMm.width,
          bleedMm: thresholds.bleedMm,
          // Each side of a two-sided product; a set's many pages show its first two.
          sides: Math.min(thresholds.pages.max, 2),
          // TPL-5: the hidden zones of each side, shaded where the check looks for text.
          ...(thresholds.layout
            ? { zones: { layout: thresholds.layout, trimMm: thresholds.trimMm } }
            : {}),
        },
        stopping.signal,
      )
      if (outcome.ok && outcome.preview) {
        await files.put(previewKey(preview), createReadStream(drawn), 'image/webp')
      }
      return outcome
    })
    // STORE-3: a file this worker cannot find is the shop's fault (a store not shared, a file
    // lost), never the customer's: another worker tries again, then staff are told.
    if (!read) return { missing: key, thresholds }
    const outcome = read.result
    if (!outcome.ok && outcome.reason === 'stopped') return 'stopped' as const
    if (!outcome.ok) {
      return {
        result: byHand(`checkFailed.${outcome.reason}`),
        failure: outcome.reason,
        thresholds,
      }
    }
    return {
      result: checkPrintFile(outcome.facts, thresholds),
      thresholds,
      preview: outcome.preview ? preview : undefined,
    }
  }

  /**
   * STORE-3: the file is not in the store. Queued again for a later try (by any worker) while
   * attempts are left; then the check is done "by hand", failure 'missing', logged as an error
   * and shown to staff on the order. The customer is never asked to upload it again.
   */
  async function fileMissing(row: CheckRow, key: string, thresholds: PreflightThresholds) {
    const where = {
      check: row.id,
      file: row.fileId,
      order: row.orderId,
      key,
      attempt: row.attempts,
    }
    if (row.attempts < MAX_ATTEMPTS) {
      options.log.warn?.(where, 'print file not in the file store; the check is tried again')
      await db
        .update(printChecks)
        .set({ state: 'queued', runAfter: sql`now() + interval '30 seconds'`, lockedUntil: null })
        .where(and(eq(printChecks.id, row.id), eq(printChecks.state, 'running')))
      return
    }
    options.log.error(
      { ...where, store: files.location },
      'print file missing from the file store: staff must see to it',
    )
    await db
      .update(printChecks)
      .set({
        state: 'done',
        level: 'by-hand',
        findings: byHand('checkFailed.missing').findings,
        failure: 'missing',
        thresholds,
        preview: null,
        lockedUntil: null,
        checkedAt: new Date(),
      })
      .where(and(eq(printChecks.id, row.id), eq(printChecks.state, 'running')))
  }

  async function checkOne(row: CheckRow): Promise<void> {
    const done = await inspect(row)
    if (done !== 'stopped' && 'missing' in done) {
      return fileMissing(row, done.missing, done.thresholds)
    }
    if (done === 'stopped') {
      // Not the file's fault: back into the queue, this attempt not counted.
      await db
        .update(printChecks)
        .set({
          state: 'queued',
          runAfter: sql`now()`,
          lockedUntil: null,
          attempts: row.attempts - 1,
        })
        .where(and(eq(printChecks.id, row.id), eq(printChecks.state, 'running')))
      return
    }
    // Only while this worker's claim stands: a check taken over after a timeout is not undone.
    const [stored] = await db
      .update(printChecks)
      .set({
        state: 'done',
        level: done.result.level,
        findings: done.result.findings,
        failure: done.failure ?? null,
        thresholds: done.thresholds ?? null,
        preview: done.preview ?? null,
        lockedUntil: null,
        checkedAt: new Date(),
      })
      .where(
        and(
          eq(printChecks.id, row.id),
          eq(printChecks.state, 'running'),
          eq(printChecks.attempts, row.attempts),
        ),
      )
      .returning({ id: printChecks.id })
    const dropped = stored ? row.preview : done.preview
    if (dropped) await files.remove(previewKey(dropped))
  }

  /** One pass: claims one due check and runs it; answers whether one was due. */
  async function runOnce(): Promise<boolean> {
    const row = await claim()
    if (!row) return false
    try {
      await checkOne(row)
    } catch (error) {
      options.log.error({ err: error, check: row.id }, 'print-data check failed')
      await db
        .update(printChecks)
        .set({ state: 'queued', runAfter: new Date(Date.now() + 60_000), lockedUntil: null })
        .where(and(eq(printChecks.id, row.id), eq(printChecks.state, 'running')))
    }
    return true
  }

  const loop = createWorkerLoop({
    name: 'print-data check',
    pollMs: options.pollMs ?? 2000,
    log: options.log,
    pass: runOnce,
  })

  function viewOf(row: CheckRow, locale: Locale): PrintCheckView {
    return {
      state: row.state,
      level: row.state === 'done' ? row.level : null,
      findings:
        row.state === 'done'
          ? row.findings.map((finding) => ({
              rule: finding.rule,
              level: finding.level,
              text: translate(locale, `preflight.${finding.key}` as MessageKey, {
                ...finding.values,
                ...Object.fromEntries(
                  Object.entries(finding.localized ?? {}).map(([name, text]) => [
                    name,
                    text[locale],
                  ]),
                ),
              }),
            }))
          : [],
      failure: row.failure,
      hasPreview: row.state === 'done' && row.preview !== null,
      checkedAt: row.checkedAt?.toISOString() ?? null,
    }
  }

  return {
    /** PRE-1: the file's check, queued with the executor of the upload's transaction. */
    async queue(executor: Db, file: { id: number; orderId: number }): Promise<void> {
      await executor.insert(printChecks).values({ fileId: file.id, orderId: file.orderId })
    },

    /** After the upload committed: check now rather than at the next poll. */
    wake: loop.wake,
    runOnce,
    start() {
      if (stopping.signal.aborted) stopping = new AbortController()
      loop.start()
    },
    /** Stops the worker; a check that runs is stopped and waits in the queue for the next. */
    async stop() {
      stopping.abort()
      await loop.stop()
    },

    /** The checks of an order's files, by file id, in the reader's language. */
    async viewsFor(orderId: number, locale: Locale): Promise<Map<number, PrintCheckView>> {
      const rows = await db.select().from(printChecks).where(eq(printChecks.orderId, orderId))
      return new Map(rows.map((row) => [row.fileId, viewOf(row, locale)]))
    },

    /**
     * PRE-11, PRE-12: whether every file of the order has its result (none waits or runs), and
     * how many files the check found to need correcting ("Muss korrigiert werden").
     */
    async summary(executor: Db, orderId: number): Promise<{ settled: boolean; errors: number }> {
      const rows = await executor
        .select({ state: printChecks.state, level: printChecks.level })
        .from(printChecks)
        .where(eq(printChecks.orderId, orderId))
      return {
        settled: rows.every((row) => row.state === 'done'),
        errors: rows.filter((row) => row.state === 'done' && row.level === 'error').length,
      }
    },

    /** PRE-9: the file store's key of the preview of the order's file, or null when it has none. */
    async previewPath(orderId: number, fileId: number): Promise<string | null> {
      const [row] = await db
        .select({ preview: printChecks.preview, state: printChecks.state })
        .from(printChecks)
        .where(and(eq(printChecks.fileId, fileId), eq(printChecks.orderId, orderId)))
      return row?.preview && row.state === 'done' ? previewKey(row.preview) : null
    },

    /** Removes a preview the file's removal left behind (its key from previewPath). */
    removePreview: (key: string) => files.remove(key),

    /**
     * PRE-10: a product's thresholds changed — its files on orders not yet in production are
     * checked again (with the executor of the change's transaction). Answers how many.
     */
    async recheckProduct(executor: Db, productId: number): Promise<number> {
      const files = printFilesOfProduct(executor, productId, SETTLED)
      const queued = await executor
        .update(printChecks)
        .set({ state: 'queued', runAfter: new Date(), attempts: 0, lockedUntil: null })
        .where(inArray(printChecks.fileId, files))
        .returning({ id: printChecks.id })
      return queued.length
    },
  }
}

export type PrintChecks = ReturnType<typeof createPrintChecks>
