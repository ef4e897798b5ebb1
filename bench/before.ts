import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FirstLoadRow } from './first-load.ts'
import type { InpRow } from './inp.ts'
import type { LighthouseRow } from './lighthouse.ts'
import type { LoadReport } from './load.ts'
import type { MemoryReading } from './memory.ts'
import { BenchError, printTable } from './shop.ts'

// BENCH_BEFORE=<commit> (bench/run.ts): the commit's shop, measured in the same run as this one.
// It is checked out into a worktree of its own (this checkout's node_modules linked in), built
// there with its own build, started with its own start script's settings; the bench's code and
// catalogue are this checkout's, so both sides are measured alike.

/** The driver label of the commit's rows in the load and memory tables. */
export const BEFORE_DRIVER = 'pglite, before'

export interface BeforeReport {
  commit: string
  firstLoad: FirstLoadRow[]
  lighthouse: LighthouseRow[]
  inp: InpRow[]
}

export async function prepareBefore(
  commit: string,
): Promise<{ root: string; commit: string; remove: () => Promise<void> }> {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim()
  let resolved: string
  try {
    resolved = git('rev-parse', '--short', `${commit}^{commit}`)
  } catch {
    throw new BenchError(`BENCH_BEFORE: ${commit} is no commit of this repository`)
  }
  const root = path.join(mkdtempSync(path.join(os.tmpdir(), 'shop-bench-before-')), 'shop')
  git('worktree', 'add', '--detach', root, resolved)
  const remove = async () => {
    try {
      git('worktree', 'remove', '--force', root)
    } catch {
      rmSync(path.dirname(root), { recursive: true, force: true })
      git('worktree', 'prune')
    }
  }
  try {
    symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'), 'dir')
    console.log(`\n[before] building ${resolved} in ${root} ...`)
    execFileSync(process.execPath, [path.resolve('node_modules/.bin/react-router'), 'build'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    if (!existsSync(path.join(root, 'build/server/index.js'))) {
      throw new BenchError(`BENCH_BEFORE: ${resolved} did not build`)
    }
  } catch (error) {
    await remove()
    throw error
  }
  return { root, commit: resolved, remove }
}

interface Compared {
  load: Record<string, LoadReport>
  memory: (MemoryReading & { driver: string })[]
  firstLoad: FirstLoadRow[]
  lighthouse: LighthouseRow[]
  inp: InpRow[]
  before?: BeforeReport
}

const times = (after: number, before: number) =>
  before > 0 ? `${(after / before).toFixed(2)} ×` : ''

/** Before and after side by side: load, memory, first-load JavaScript, Lighthouse. */
export function printComparison(report: Compared) {
  const before = report.before!
  console.log(`\n### Before (${before.commit}) and after, one run\n`)
  const old = report.load[BEFORE_DRIVER]?.rows ?? []
  const rows: Record<string, string | number>[] = []
  for (const row of report.load.pglite?.rows ?? []) {
    const was = old.find((other) => other.target === row.target)
    if (!was) continue
    rows.push({
      measure: row.target,
      before: `${was.reqPerSec} req/s, p99 ${was.p99} ms`,
      after: `${row.reqPerSec} req/s, p99 ${row.p99} ms`,
      'after / before': times(row.reqPerSec, was.reqPerSec),
    })
  }
  for (const reading of report.memory.filter((entry) => entry.driver === 'pglite')) {
    const was = report.memory.find(
      (entry) => entry.driver === BEFORE_DRIVER && entry.moment === reading.moment,
    )
    if (!was) continue
    rows.push({
      measure: `RSS ${reading.moment}`,
      before: `${was.rssMB} MB`,
      after: `${reading.rssMB} MB`,
      'after / before': times(reading.rssMB, was.rssMB),
    })
  }
  for (const row of report.firstLoad) {
    const was = before.firstLoad.find(
      (other) => other.page === row.page && other.locale === row.locale,
    )
    if (!was) continue
    rows.push({
      measure: `first-load JS, ${row.locale} ${row.page}`,
      before: `${was.gzipKB} KB`,
      after: `${row.gzipKB} KB`,
      'after / before': times(row.gzipKB, was.gzipKB),
    })
  }
  for (const row of report.lighthouse) {
    const was = before.lighthouse.find(
      (other) =>
        other.page === row.page &&
        other.locale === row.locale &&
        other.throttling === row.throttling,
    )
    if (!was) continue
    const text = (lighthouse: LighthouseRow) =>
      `${lighthouse.median.score}, LCP ${(lighthouse.median.lcpMs / 1000).toFixed(2)} s, TBT ${lighthouse.median.tbtMs} ms, CLS ${lighthouse.median.cls}`
    rows.push({
      measure: `Lighthouse (${row.throttling}), ${row.locale} ${row.page}`,
      before: text(was),
      after: text(row),
      'after / before': times(row.median.score, was.median.score),
    })
  }
  for (const row of report.inp) {
    const was = before.inp.find((other) => other.locale === row.locale)
    if (!was) continue
    rows.push({
      measure: `INP, price calculator ${row.locale}`,
      before: `${was.inpMs} ms (p75 ${was.p75Ms} ms)`,
      after: `${row.inpMs} ms (p75 ${row.p75Ms} ms)`,
      'after / before': times(row.inpMs, was.inpMs),
    })
  }
  printTable(rows)
}
