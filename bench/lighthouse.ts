import { existsSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { BenchError, type BenchPages, PAGE_TYPES, type PageType, type Shop } from './shop.ts'

// Lighthouse (the npm package) with the system's Chromium (CHROME_PATH, default Debian's
// /usr/bin/chromium; headless, no sandbox, no GPU): Lighthouse's default mobile profile with its
// simulated throttling, the performance category only, BENCH_LIGHTHOUSE_RUNS (3) runs per page,
// each metric's median reported. A run is a first visit (Lighthouse clears the origin's storage:
// no consent yet, the banner shows); BENCH_LIGHTHOUSE_VISIT=returning sends a returning guest's
// cookies instead (consent given, popup closed). The page is requested once before each run so that it
// comes from the shop's page cache (PERF-1), as it would for any but the first guest.
// BENCH_LIGHTHOUSE_THROTTLING=simulate (default) | devtools | both: Lighthouse's simulation
// (Lantern: an unthrottled loopback load replayed on a model of a slow phone) or Chrome's own
// network and CPU throttling during the load (`throttlingMethod: 'devtools'`). The simulation
// counts every high-priority script that loaded before the observed first paint as blocking it;
// devtools throttling shows what a phone would see (decision 0062).
// Goals: score ≥ 98, LCP ≤ 1.5 s, CLS 0.

export const LIGHTHOUSE_GOALS = { score: 98, lcpMs: 1500, cls: 0 }

export interface LighthouseRun {
  score: number
  lcpMs: number
  fcpMs: number
  cls: number
  tbtMs: number
  speedIndexMs: number
  /** The element Lighthouse names as the largest contentful paint. */
  lcpElement?: string
  /** The insights that did not pass (score below 1), e.g. render-blocking-insight. */
  failedInsights: string[]
  warnings: string[]
  /** Lighthouse's measure of this machine's CPU speed during the run (higher: faster). */
  benchmarkIndex?: number
  /** The runtime errors of attempts that were repeated (at most two). */
  retriedAfter?: string[]
}

export const THROTTLING_METHODS = ['simulate', 'devtools'] as const
export type ThrottlingMethod = (typeof THROTTLING_METHODS)[number]

export function throttlingSelection(): ThrottlingMethod[] {
  const wanted = process.env.BENCH_LIGHTHOUSE_THROTTLING ?? 'simulate'
  if (wanted === 'both') return [...THROTTLING_METHODS]
  if ((THROTTLING_METHODS as readonly string[]).includes(wanted))
    return [wanted as ThrottlingMethod]
  throw new BenchError(
    `BENCH_LIGHTHOUSE_THROTTLING must be 'simulate', 'devtools' or 'both', not '${wanted}'`,
  )
}

export interface LighthouseRow {
  throttling: ThrottlingMethod
  page: PageType
  locale: 'de' | 'en'
  path: string
  runs: LighthouseRun[]
  /** Each metric's median over the runs. */
  median: Pick<LighthouseRun, 'score' | 'lcpMs' | 'fcpMs' | 'cls' | 'tbtMs' | 'speedIndexMs'>
}

export function lighthouseSelection(): { locale: 'de' | 'en'; page: PageType }[] {
  const wanted = (process.env.BENCH_LIGHTHOUSE_PAGES ?? '').split(',').filter(Boolean)
  const all = (['de', 'en'] as const).flatMap((locale) =>
    PAGE_TYPES.map((page) => ({ locale, page })),
  )
  if (wanted.length === 0) return all
  const unknown = wanted.filter((name) => !all.some((p) => `${p.locale}:${p.page}` === name))
  if (unknown.length) {
    throw new BenchError(
      `BENCH_LIGHTHOUSE_PAGES: unknown ${unknown.join(', ')} (use e.g. de:home,en:product)`,
    )
  }
  return all.filter((p) => wanted.includes(`${p.locale}:${p.page}`))
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

interface Audit {
  score: number | null
  numericValue?: number
  details?: { items?: { type?: string; nodeLabel?: string; selector?: string }[] }
}

/** Lighthouse could not record the page (e.g. NO_NAVSTART on a busy machine): tried again. */
class RuntimeError extends Error {
  readonly code: string
  constructor(code: string, message: string) {
    super(`${code}: ${message}`)
    this.code = code
  }
}

async function runOnce(
  url: string,
  port: number,
  throttling: ThrottlingMethod,
  cookie?: string,
): Promise<LighthouseRun> {
  const result = await lighthouse(
    url,
    {
      port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    },
    { extends: 'lighthouse:default', settings: { throttlingMethod: throttling } },
  )
  const lhr = result?.lhr
  if (!lhr) throw new BenchError(`Lighthouse gave no result for ${url}`)
  if (lhr.runtimeError) throw new RuntimeError(lhr.runtimeError.code, lhr.runtimeError.message)
  const audits = lhr.audits as Record<string, Audit>
  const value = (id: string) => {
    const number = audits[id]?.numericValue
    if (typeof number !== 'number') throw new BenchError(`Lighthouse on ${url}: no ${id}`)
    return number
  }
  const score = lhr.categories.performance?.score
  if (typeof score !== 'number') throw new BenchError(`Lighthouse on ${url}: no performance score`)
  const lcpNode = audits['lcp-breakdown-insight']?.details?.items?.find(
    (item) => item.type === 'node',
  )
  return {
    score: Math.round(score * 100),
    lcpMs: Math.round(value('largest-contentful-paint')),
    fcpMs: Math.round(value('first-contentful-paint')),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    tbtMs: Math.round(value('total-blocking-time')),
    speedIndexMs: Math.round(value('speed-index')),
    ...(lcpNode ? { lcpElement: `${lcpNode.selector ?? ''} "${lcpNode.nodeLabel ?? ''}"` } : {}),
    failedInsights: Object.entries(audits)
      .filter(([id, audit]) => id.endsWith('-insight') && audit.score !== null && audit.score < 1)
      .map(([id]) => id),
    warnings: lhr.runWarnings.map(String),
    ...(lhr.environment.benchmarkIndex ? { benchmarkIndex: lhr.environment.benchmarkIndex } : {}),
  }
}

export async function runLighthouse(shop: Shop, pages: BenchPages): Promise<LighthouseRow[]> {
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
  if (!Number.isInteger(runs) || runs < 1) {
    throw new BenchError(`BENCH_LIGHTHOUSE_RUNS must be a whole number ≥ 1`)
  }
  const selection = lighthouseSelection()
  const methods = throttlingSelection()
  const visit = process.env.BENCH_LIGHTHOUSE_VISIT ?? 'first'
  if (visit !== 'first' && visit !== 'returning') {
    throw new BenchError(`BENCH_LIGHTHOUSE_VISIT must be 'first' or 'returning', not '${visit}'`)
  }
  const cookie = visit === 'returning' ? pages.guestCookie : undefined
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
  if (!existsSync(chromePath)) {
    throw new BenchError(`No Chromium at ${chromePath} (set CHROME_PATH; apt-get install chromium)`)
  }
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  })
  const rows: LighthouseRow[] = []
  try {
    for (const throttling of methods)
      for (const { locale, page } of selection) {
        const pagePath = pages[locale][page]
        const url = `${shop.base}${pagePath}`
        const measured: LighthouseRun[] = []
        for (let run = 0; run < runs; run++) {
          const warm = await fetch(url, { headers: cookie ? { cookie } : {} })
          if (!warm.ok) throw new BenchError(`${pagePath} answered ${warm.status}`)
          await warm.arrayBuffer()
          const failed: string[] = []
          for (;;) {
            try {
              const result = await runOnce(url, chrome.port, throttling, cookie)
              measured.push({ ...result, ...(failed.length ? { retriedAfter: failed } : {}) })
              break
            } catch (error) {
              if (!(error instanceof RuntimeError)) throw error
              failed.push(error.code)
              if (failed.length === 3) {
                throw new BenchError(`Lighthouse on ${url} failed 3 times: ${error.message}`)
              }
            }
          }
        }
        const of = (key: 'score' | 'lcpMs' | 'fcpMs' | 'cls' | 'tbtMs' | 'speedIndexMs') =>
          median(measured.map((run) => run[key]))
        rows.push({
          throttling,
          page,
          locale,
          path: pagePath,
          runs: measured,
          median: {
            score: of('score'),
            lcpMs: of('lcpMs'),
            fcpMs: of('fcpMs'),
            cls: of('cls'),
            tbtMs: of('tbtMs'),
            speedIndexMs: of('speedIndexMs'),
          },
        })
      }
  } finally {
    chrome.kill()
  }
  return rows
}
