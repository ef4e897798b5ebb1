import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import {
  BROWSER_HEADERS,
  BenchError,
  type BenchPages,
  benchSeconds,
  CONNECTIONS,
  load,
  type LoadResult,
  type Shop,
} from './shop.ts'
import type { BenchCustomer } from './customer.ts'

// The load part (PERF-1): guest pages at 8 connections against a plain Node server sending the
// shop's own product page answer (its headers, its brotli bytes) from memory, measured in the
// same run, before and after the pages; each page's req/s as a share of their mean (goal
// ≥ 60 %). Plus the product API's fetch on the 10k catalogue (goal p99 < 50 ms).

export const LOAD_GOALS = {
  ratio: 0.6,
  apiP99Ms: 50,
  /** A logged-in customer's product page: a share of the baseline, and its p99. */
  customerRatio: 0.25,
  customerP99Ms: 100,
  /** The cart page and the API's cart fetch with a session: 5× the 32 and 165 req/s of before. */
  customerCartReqPerSec: 160,
  customerApiCartReqPerSec: 825,
}

export interface LoadRow extends LoadResult {
  target: string
  path: string
  /** The body's bytes as sent, and how it was encoded. */
  bodyBytes: number
  encoding: string
  /** The page cache's answer before and after the run (x-page-cache). */
  cache: string
  /** req/s as a share of the baseline's mean; undefined for the baseline and the API. */
  ratio?: number
  /** Sent with a customer's session (cookie or Bearer token). */
  customer?: boolean
}

/** A row's goal and whether it was met ('' for the baselines). */
export function loadGoal(row: LoadRow): string {
  const ok = (met: boolean) => (met ? 'met' : 'MISSED')
  const pct = (ratio: number) => `${Math.round(ratio * 100)} %`
  const goals = LOAD_GOALS
  if (row.target === 'customer: product page' || row.target === 'customer: category page') {
    const met = row.ratio! >= goals.customerRatio && row.p99 < goals.customerP99Ms
    return `≥ ${pct(goals.customerRatio)}, p99 < ${goals.customerP99Ms} ms: ${ok(met)}`
  }
  if (row.target === 'customer: cart page') {
    return `≥ ${goals.customerCartReqPerSec} req/s: ${ok(row.reqPerSec >= goals.customerCartReqPerSec)}`
  }
  if (row.target === 'customer: API cart fetch') {
    const met = row.reqPerSec >= goals.customerApiCartReqPerSec
    return `≥ ${goals.customerApiCartReqPerSec} req/s: ${ok(met)}`
  }
  if (row.ratio !== undefined) return `≥ ${pct(goals.ratio)}: ${ok(row.ratio >= goals.ratio)}`
  if (row.target.startsWith('API')) {
    return `p99 < ${goals.apiP99Ms} ms: ${ok(row.p99 < goals.apiP99Ms)}`
  }
  return ''
}

export interface LoadReport {
  seconds: number
  connections: number
  headers: Record<string, string>
  rows: LoadRow[]
  /** The product page's ratio is the slowest guest page's: all must reach the goal. */
  worstRatio: number
  apiP99Ms: number
}

interface RawAnswer {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/** One GET with the bytes as they came (fetch() would decompress them). */
function getRaw(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      )
      response.on('error', reject)
    })
    request.on('error', reject)
  })
}

/**
 * The page as a returning guest gets it once the shop keeps it: asked until the cache answers
 * with its brotli copy (made off the first request), at most ~5 s.
 */
async function warm(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  let answer: RawAnswer | undefined
  for (let attempt = 0; attempt < 25; attempt++) {
    answer = await getRaw(url, headers)
    if (answer.status !== 200) throw new BenchError(`${url} answered ${answer.status}`)
    if (answer.headers['x-page-cache'] === 'hit' && answer.headers['content-encoding'] === 'br') {
      return answer
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return answer!
}

const cacheState = (answer: RawAnswer) => String(answer.headers['x-page-cache'] ?? 'none')

/** A page's row: its load, and its answer before and after (size, encoding, page cache). */
function pageRow(
  target: string,
  pagePath: string,
  before: RawAnswer,
  result: LoadResult,
  after: RawAnswer,
): LoadRow {
  return {
    target,
    path: pagePath,
    bodyBytes: before.body.length,
    encoding: String(before.headers['content-encoding'] ?? 'identity'),
    cache: `${cacheState(before)}/${cacheState(after)}`,
    ...result,
  }
}

async function startBaseline(answer: RawAnswer) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-baseline-'))
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(answer.headers)) {
    if (['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name))
      continue
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value
  }
  writeFileSync(path.join(folder, 'headers.json'), JSON.stringify(headers))
  writeFileSync(path.join(folder, 'body'), answer.body)
  const child = spawn(
    process.execPath,
    [
      path.resolve('bench/baseline-server.ts'),
      path.join(folder, 'headers.json'),
      path.join(folder, 'body'),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
    rmSync(folder, { recursive: true, force: true })
  }
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! })
    lines.once('line', (line) => resolve(Number(line)))
    child.once('exit', (code) => reject(new BenchError(`The baseline server exited (${code})`)))
  }).catch(async (error: unknown) => {
    await stop()
    throw error
  })
  return { url: `http://127.0.0.1:${port}/`, stop }
}

export async function runLoad(
  shop: Shop,
  pages: BenchPages,
  customer: BenchCustomer,
): Promise<LoadReport> {
  const seconds = benchSeconds()
  const headers = { ...BROWSER_HEADERS, cookie: pages.guestCookie }
  const targets: [string, string][] = [
    ['product page', pages.de.product],
    ['category page', pages.de.category],
    ['home page', pages.de.home],
  ]
  const rows: LoadRow[] = []
  const product = await warm(`${shop.base}${pages.de.product}`, headers)
  if (product.headers['content-encoding'] !== 'br') {
    throw new BenchError(
      `The product page came without brotli (${product.headers['content-encoding'] ?? 'none'}): the baseline would not send the same bytes`,
    )
  }
  const baseline = await startBaseline(product)
  const baselineRow = async (target: string): Promise<LoadRow> => ({
    target,
    path: `(${product.body.length} bytes of the product page, br)`,
    bodyBytes: product.body.length,
    encoding: 'br',
    cache: '-',
    ...(await load(baseline.url, headers, seconds)),
  })
  try {
    rows.push(await baselineRow('baseline: plain Node, same answer (before)'))
    for (const [target, pagePath] of targets) {
      const url = `${shop.base}${pagePath}`
      const before = await warm(url, headers)
      const result = await load(url, headers, seconds)
      rows.push(pageRow(target, pagePath, before, result, await getRaw(url, headers)))
    }
    rows.push(await baselineRow('baseline: plain Node, same answer (after)'))
  } finally {
    await baseline.stop()
  }
  const baselines = rows.filter((row) => row.target.startsWith('baseline'))
  const baselineMean = baselines.reduce((sum, row) => sum + row.reqPerSec, 0) / baselines.length
  for (const row of rows) {
    if (!row.target.startsWith('baseline')) row.ratio = row.reqPerSec / baselineMean
  }

  // The browser's live read of a product (10k catalogue): JSON, compressed per request.
  const apiHeaders = {
    accept: 'application/json',
    'accept-encoding': BROWSER_HEADERS['accept-encoding'],
    'accept-language': 'de',
  }
  const apiUrl = `${shop.base}${pages.apiFetch}`
  const check = await getRaw(apiUrl, apiHeaders)
  if (check.status !== 200) throw new BenchError(`${pages.apiFetch} answered ${check.status}`)
  const api = await load(apiUrl, apiHeaders, seconds)
  rows.push({
    target: 'API product fetch (10k catalogue)',
    path: pages.apiFetch,
    bodyBytes: check.body.length,
    encoding: String(check.headers['content-encoding'] ?? 'identity'),
    cache: '-',
    ...api,
  })
  rows.push(...(await customerRows(shop, pages, customer, seconds, baselineMean)))
  return {
    seconds,
    connections: CONNECTIONS,
    headers,
    rows,
    worstRatio: Math.min(
      ...rows.flatMap((row) => (row.ratio === undefined || row.customer ? [] : [row.ratio])),
    ),
    apiP99Ms: api.p99,
  }
}

/**
 * A logged-in customer (two lines in the cart): the product and category pages and the cart page
 * with the session cookie, the API's cart fetch with the Bearer token. The pages are asked for
 * once first (as a guest, then as the customer) so that what the shop keeps is there.
 */
async function customerRows(
  shop: Shop,
  pages: BenchPages,
  customer: BenchCustomer,
  seconds: number,
  baselineMean: number,
): Promise<LoadRow[]> {
  const headers = { ...BROWSER_HEADERS, cookie: customer.cookie }
  const guest = { ...BROWSER_HEADERS, cookie: pages.guestCookie }
  const rows: LoadRow[] = []
  const targets: [string, string, boolean][] = [
    ['customer: product page', pages.de.product, true],
    ['customer: category page', pages.de.category, true],
    ['customer: cart page', pages.de.cart, false],
  ]
  for (const [target, pagePath, kept] of targets) {
    const url = `${shop.base}${pagePath}`
    if (kept) await warm(url, guest)
    const before = await getRaw(url, headers)
    if (before.status !== 200) throw new BenchError(`${pagePath} answered ${before.status}`)
    const result = await load(url, headers, seconds)
    rows.push({
      ...pageRow(target, pagePath, before, result, await getRaw(url, headers)),
      customer: true,
      ...(kept ? { ratio: result.reqPerSec / baselineMean } : {}),
    })
  }
  const apiHeaders = {
    accept: 'application/json',
    'accept-encoding': BROWSER_HEADERS['accept-encoding'],
    'accept-language': 'de',
    authorization: `Bearer ${customer.token}`,
  }
  const apiUrl = `${shop.base}/api/v1/user/site/cart/fetch`
  const check = await getRaw(apiUrl, apiHeaders)
  if (check.status !== 200) throw new BenchError(`the API's cart fetch answered ${check.status}`)
  rows.push({
    target: 'customer: API cart fetch',
    path: '/api/v1/user/site/cart/fetch',
    bodyBytes: check.body.length,
    encoding: String(check.headers['content-encoding'] ?? 'identity'),
    cache: '-',
    customer: true,
    ...(await load(apiUrl, apiHeaders, seconds)),
  })
  return rows
}
