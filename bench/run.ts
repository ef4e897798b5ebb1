import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  FIRST_LOAD_GOAL_KB,
  type FirstLoadRow,
  OWN_CODE_GOAL_KB,
  runFirstLoad,
} from './first-load.ts'
import { INP_GOAL_MS, type InpRow, runInp } from './inp.ts'
import { LIGHTHOUSE_GOALS, type LighthouseRow, runLighthouse } from './lighthouse.ts'
import { loadGoal, type LoadReport, runLoad } from './load.ts'
import { benchCustomer } from './customer.ts'
import { BEFORE_DRIVER, type BeforeReport, prepareBefore, printComparison } from './before.ts'
import { type MemoryReading, readMemory } from './memory.ts'
import {
  BenchError,
  type BenchPages,
  createBenchDatabase,
  DEFAULT_POSTGRES_URL,
  findPages,
  postgresAnswers,
  printTable,
  requireBuild,
  type Shop,
  startShop,
} from './shop.ts'

// npm run bench (PERF-1, PERF-2; not part of npm test): the shop's speed, measured in one go on
// the production build (`npm run build` first) with the bench catalogue — the demo shop plus
// 10,000 products in 480 categories — in a database of its own, the shop alone in its process
// on 127.0.0.1:BENCH_PORT (3201). Parts, each in its own file:
//   load        bench/load.ts: a plain Node server sending the shop's product page answer from
//               memory (the baseline, before and after), then the product, category and home
//               pages as a returning guest (consent given, popup closed; Accept-Encoding like
//               Chromium), req/s, p50/p99 and the share of the baseline (goal ≥ 60 %); the
//               product API's fetch on the 10k catalogue (goal p99 < 50 ms). autocannon at 8
//               connections for BENCH_SECONDS (8) each.
//   js          bench/first-load.ts: first-load JavaScript per page type and language, gzip
//               (goal ≤ 140 KB on home, category, product, search; the shop's own code ≤ 40 KB).
//   memory      bench/memory.ts: the shop's RSS after start, after the load, after Lighthouse
//               (goal < 600 MB on PGlite); implies the load.
//   lighthouse  bench/lighthouse.ts: mobile performance, median of 3 runs, every page type in
//               both languages (goal score ≥ 98, LCP ≤ 1.5 s, CLS 0).
//   inp         bench/inp.ts: the price calculator's INP (web-vitals in Chromium, CPU 4× slower),
//               several configuration changes on the product page in both languages (goal
//               ≤ 200 ms, PERF-9).
// On PGlite always; load and memory again on PostgreSQL when BENCH_POSTGRES_URL (default
// postgres://postgres@127.0.0.1:5432/postgres, if it answers; 'off' skips it) is reachable: a
// fresh database there, dropped afterwards.
// Environment: BENCH_ONLY=load,js,memory,lighthouse,inp (default all), BENCH_SECONDS,
// BENCH_PORT, BENCH_POSTGRES_URL, BENCH_LIGHTHOUSE_RUNS (3), BENCH_LIGHTHOUSE_PAGES
// (e.g. de:home,en:product; default all ten), BENCH_INP_CHANGES (8), BENCH_LIGHTHOUSE_THROTTLING
// (simulate, devtools or both; default simulate), BENCH_LIGHTHOUSE_VISIT (first: no cookies, the
// consent banner shows; returning: the guest cookies), CHROME_PATH (/usr/bin/chromium).
// Prints the tables and writes bench/results/latest.json. A part that cannot measure says why
// and the run exits 1; a missed goal is reported, not an error.

const PARTS = ['load', 'js', 'memory', 'lighthouse', 'inp'] as const
type Part = (typeof PARTS)[number]

const only = (process.env.BENCH_ONLY ?? PARTS.join(','))
  .split(',')
  .map((part) => part.trim())
  .filter(Boolean)
const unknown = only.filter((part) => !(PARTS as readonly string[]).includes(part))
if (unknown.length || only.length === 0) {
  console.error(`BENCH_ONLY: unknown part ${unknown.join(', ')} (use ${PARTS.join(',')})`)
  process.exit(2)
}
const selected = new Set(only as Part[])
const wantsLoad = selected.has('load') || selected.has('memory')

interface Failure {
  part: string
  message: string
}
const failures: Failure[] = []
const report = {
  startedAt: new Date().toISOString(),
  finishedAt: '',
  parts: [...selected],
  conditions: {
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? '',
    memoryGB: Math.round(os.totalmem() / 2 ** 30),
    loadAverageAtStart: os.loadavg().map((value) => Math.round(value * 100) / 100),
    loadAverageAtEnd: [] as number[],
    commit: gitCommit(),
    benchSeconds: Number(process.env.BENCH_SECONDS ?? 8),
  },
  databases: [] as { driver: string; seedSeconds: number }[],
  load: {} as Record<string, LoadReport>,
  firstLoad: [] as FirstLoadRow[],
  memory: [] as (MemoryReading & { driver: string })[],
  lighthouse: [] as LighthouseRow[],
  inp: [] as InpRow[],
  /** BENCH_BEFORE: that commit's first-load, Lighthouse and INP rows (load and memory: above). */
  before: undefined as BeforeReport | undefined,
  failures,
}

function gitCommit() {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' })
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      encoding: 'utf8',
    })
    return `${commit.trim()}${dirty.trim() ? ' (with uncommitted changes)' : ''}`
  } catch {
    return 'unknown'
  }
}

async function part<T>(name: string, work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work()
  } catch (error) {
    const message = error instanceof BenchError ? error.message : String((error as Error).stack)
    failures.push({ part: name, message })
    console.error(`\n${name} failed: ${message}\n`)
    return undefined
  }
}

const cleanups: (() => Promise<void>)[] = []
/** What outlives one shop: BENCH_BEFORE's worktree. */
const finalCleanups: (() => Promise<void>)[] = []
async function cleanUp(all = false) {
  while (cleanups.length) await cleanups.pop()!().catch(() => {})
  while (all && finalCleanups.length) await finalCleanups.pop()!().catch(() => {})
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the shop, removing the bench database ...`)
    void cleanUp(true).then(() => process.exit(130))
  })
}

/** Seeds a bench database, starts the shop on it, runs `work`, stops and removes it all. */
async function withShop(
  driver: string,
  postgresBase: string | undefined,
  work: (shop: Shop, pages: BenchPages) => Promise<void>,
  root = '.',
) {
  console.log(`\n[${driver}] seeding the bench catalogue (demo shop + 10,000 products) ...`)
  const database = await createBenchDatabase({ postgresBase })
  cleanups.push(() => database.remove())
  report.databases.push({ driver, seedSeconds: database.seedSeconds })
  console.log(`[${driver}] seeded in ${database.seedSeconds.toFixed(1)} s; starting the shop ...`)
  const shop = await startShop(database, root)
  cleanups.push(() => shop.stop())
  try {
    await work(shop, await findPages(shop, database))
  } finally {
    await cleanUp()
  }
}

function memory(driver: string, shop: Shop, moment: string) {
  if (!selected.has('memory')) return
  const reading = readMemory(shop.pid, moment)
  report.memory.push({ driver, ...reading })
  console.log(`[${driver}] RSS ${moment}: ${reading.rssMB} MB (peak ${reading.peakMB} MB)`)
}

async function loadPart(driver: string, shop: Shop, pages: BenchPages) {
  await part(`load (${driver})`, async () => {
    console.log(`[${driver}] load: ${report.conditions.benchSeconds} s per target ...`)
    report.load[driver] = await runLoad(shop, pages, await benchCustomer(shop, pages))
  })
}

requireBuildOrExit()
function requireBuildOrExit() {
  try {
    requireBuild()
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
}

/** Every part on PGlite, for the shop in `root`; its first-load and Lighthouse rows into `into`. */
async function pgliteParts(
  driver: string,
  root: string,
  into: { firstLoad: FirstLoadRow[]; lighthouse: LighthouseRow[]; inp: InpRow[] },
) {
  await part(`${driver} shop`, () =>
    withShop(
      driver,
      undefined,
      async (shop, pages) => {
        await part(`memory (${driver})`, async () => memory(driver, shop, 'after start'))
        if (wantsLoad) {
          await loadPart(driver, shop, pages)
          await part(`memory (${driver})`, async () => memory(driver, shop, 'after load'))
        }
        if (selected.has('js')) {
          await part(`js (${driver})`, async () => {
            console.log(`[${driver}] first-load JavaScript ...`)
            into.firstLoad = await runFirstLoad(shop, pages)
          })
        }
        if (selected.has('lighthouse')) {
          await part(`lighthouse (${driver})`, async () => {
            console.log(`[${driver}] Lighthouse (about 20 s a run) ...`)
            into.lighthouse = await runLighthouse(shop, pages)
          })
          await part(`memory (${driver})`, async () => memory(driver, shop, 'after Lighthouse'))
        }
        if (selected.has('inp')) {
          await part(`inp (${driver})`, async () => {
            console.log(`[${driver}] INP of the price calculator ...`)
            into.inp = await runInp(shop, pages)
          })
        }
      },
      root,
    ),
  )
}

// BENCH_BEFORE=<commit>: the same parts first on that commit's build (a worktree of its own,
// built here), on PGlite, so that before and after come from one run on one machine.
const beforeCommit = process.env.BENCH_BEFORE
if (beforeCommit) {
  const worktree = await part('before', () => prepareBefore(beforeCommit))
  if (worktree) {
    finalCleanups.push(worktree.remove)
    report.before = { commit: worktree.commit, firstLoad: [], lighthouse: [], inp: [] }
    await pgliteParts(BEFORE_DRIVER, worktree.root, report.before)
  }
}

// PGlite: every part.
await pgliteParts('pglite', '.', report)

// PostgreSQL: the load and the memory again, when a server answers.
if (wantsLoad) {
  const explicit = process.env.BENCH_POSTGRES_URL
  const postgresBase = explicit === 'off' ? undefined : (explicit ?? DEFAULT_POSTGRES_URL)
  if (postgresBase && (await postgresAnswers(postgresBase))) {
    await part('postgres shop', () =>
      withShop('postgres', postgresBase, async (shop, pages) => {
        await part('memory (postgres)', async () => memory('postgres', shop, 'after start'))
        await loadPart('postgres', shop, pages)
        await part('memory (postgres)', async () => memory('postgres', shop, 'after load'))
      }),
    )
  } else if (explicit && explicit !== 'off') {
    failures.push({ part: 'postgres', message: `BENCH_POSTGRES_URL does not answer` })
  } else {
    console.log(`\nNo PostgreSQL at ${DEFAULT_POSTGRES_URL}: PGlite only.`)
  }
}

await cleanUp(true)
report.finishedAt = new Date().toISOString()
report.conditions.loadAverageAtEnd = os.loadavg().map((value) => Math.round(value * 100) / 100)

// The tables.
const c = report.conditions
console.log(
  `\n## npm run bench — ${report.startedAt}, commit ${c.commit}\n${c.cpus} × ${c.cpuModel}, ${c.memoryGB} GB, Node ${c.node}; load average ${c.loadAverageAtStart.join(' ')} at the start, ${c.loadAverageAtEnd.join(' ')} at the end`,
)
const ok = (met: boolean) => (met ? 'met' : 'MISSED')
const pct = (ratio: number) => `${Math.round(ratio * 100)} %`

for (const [driver, load] of Object.entries(report.load)) {
  console.log(
    `\n### Load (${driver}): autocannon, ${load.connections} connections, ${load.seconds} s each; guest cookie '${load.headers.cookie}'\n`,
  )
  printTable(
    load.rows.map((row) => ({
      target: row.target,
      path: row.target.startsWith('baseline') ? '' : row.path,
      body: `${row.bodyBytes} B ${row.encoding}`,
      'page cache': row.cache,
      'req/s': row.reqPerSec,
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      'of baseline': row.ratio === undefined ? '' : pct(row.ratio),
      goal: loadGoal(row),
    })),
  )
}

if (report.firstLoad.length) {
  console.log('\n### First-load JavaScript (a first visit; from build/client)\n')
  printTable(
    report.firstLoad.map((row) => ({
      page: `${row.locale} ${row.page}`,
      path: row.path,
      files: row.files,
      'not preloaded': row.notPreloaded,
      'gzip KB': row.gzipKB,
      'own gzip KB': row.ownGzipKB ?? '?',
      'br KB': row.brKB,
      'raw KB': row.rawKB,
      'largest (gzip KB)': row.largest
        .slice(0, 3)
        .map((file) => `${path.basename(file.file)} ${(file.gzipBytes / 1024).toFixed(1)}`)
        .join(', '),
      goal: row.goalKB
        ? `≤ ${FIRST_LOAD_GOAL_KB} KB: ${ok(row.gzipKB <= row.goalKB)}; own ≤ ${OWN_CODE_GOAL_KB} KB: ${ok(row.ownGzipKB !== undefined && row.ownGzipKB <= OWN_CODE_GOAL_KB)}`
        : '',
    })),
  )
}

if (report.memory.length) {
  console.log('\n### Server memory (the shop process)\n')
  printTable(
    report.memory.map((reading) => ({
      database: reading.driver,
      moment: reading.moment,
      'RSS MB': reading.rssMB,
      'peak RSS MB': reading.peakMB,
      goal: reading.driver === 'pglite' ? `< 600 MB: ${ok(reading.rssMB < 600)}` : '',
    })),
  )
}

if (report.lighthouse.length) {
  const runs = report.lighthouse[0]!.runs.length
  const indexes = report.lighthouse.flatMap((row) => row.runs.map((run) => run.benchmarkIndex ?? 0))
  console.log(
    `\n### Lighthouse mobile performance, median of ${runs} runs per page, ${process.env.BENCH_LIGHTHOUSE_VISIT ?? 'first'} visit; CPU benchmark index ${Math.min(...indexes)}–${Math.max(...indexes)}\n`,
  )
  const goals = LIGHTHOUSE_GOALS
  printTable(
    report.lighthouse.map((row) => ({
      throttling: row.throttling,
      page: `${row.locale} ${row.page}`,
      path: row.path,
      score: row.median.score,
      'runs (score)': row.runs.map((run) => run.score).join(' '),
      'LCP s': (row.median.lcpMs / 1000).toFixed(2),
      'FCP s': (row.median.fcpMs / 1000).toFixed(2),
      CLS: row.median.cls,
      'TBT ms': row.median.tbtMs,
      goal: ok(
        row.median.score >= goals.score &&
          row.median.lcpMs <= goals.lcpMs &&
          row.median.cls <= goals.cls,
      ),
      'LCP element (last run)': row.runs.at(-1)?.lcpElement?.slice(0, 60) ?? '',
    })),
  )
  for (const row of report.lighthouse) {
    const retried = row.runs.flatMap((run) => run.retriedAfter ?? [])
    if (retried.length) {
      console.log(
        `(${row.locale} ${row.page}: ${retried.length} attempt(s) repeated after ${retried.join(', ')})`,
      )
    }
  }
}

if (report.inp.length) {
  console.log(
    '\n### INP of the price calculator (web-vitals, Chromium, CPU 4× slower; a configuration change each)\n',
  )
  printTable(
    report.inp.map((row) => ({
      page: row.page,
      locale: row.locale,
      path: row.path,
      interactions: row.interactions,
      'INP ms': row.inpMs,
      'p75 ms': row.p75Ms,
      'max ms': row.maxMs,
      'price shown p75/max ms': `${row.priceShownP75Ms}/${row.priceShownMaxMs}`,
      goal: `≤ ${INP_GOAL_MS} ms: ${ok(row.inpMs <= INP_GOAL_MS && row.maxMs <= INP_GOAL_MS)}`,
      'slowest (input/processing/presentation ms)': row.slowest
        ? `${row.slowest.type} ${row.slowest.target.slice(0, 40)} ${row.slowest.inputDelayMs}/${row.slowest.processingMs}/${row.slowest.presentationDelayMs}`
        : '',
    })),
  )
}

if (report.before) printComparison(report)

mkdirSync('bench/results', { recursive: true })
writeFileSync('bench/results/latest.json', `${JSON.stringify(report, null, 2)}\n`)
console.log('\nWritten: bench/results/latest.json')
if (failures.length) {
  console.error(`\n${failures.length} part(s) failed:`)
  for (const failure of failures) console.error(`- ${failure.part}: ${failure.message}`)
  process.exitCode = 1
}
