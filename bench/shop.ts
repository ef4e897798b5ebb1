import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import postgres from 'postgres'
import { openDatabase } from '#server/db/client.ts'
import { products } from '#server/db/schema/index.ts'
import { seed } from '#server/db/seed/seed.ts'
import { createLocalStore } from '#server/modules/storage/local-store.ts'
import { seedLargeCatalog } from './large-catalog.ts'

// What every benchmark shares: the bench catalogue in a database of its own, the production
// build of the shop in a process of its own on 127.0.0.1, and autocannon.

/** A failure of the benchmark itself (not a missed goal): said in one line, exit code 1. */
export class BenchError extends Error {}

export function requireBuild(root = '.') {
  if (!existsSync(path.resolve(root, 'build/server/index.js'))) {
    throw new BenchError('No storefront build: run `npm run build` first.')
  }
}

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres'

/** Whether a PostgreSQL server answers at `url` (within a few seconds). */
export async function postgresAnswers(url: string): Promise<boolean> {
  const client = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} })
  try {
    await client`select 1`
    return true
  } catch {
    return false
  } finally {
    await client.end({ timeout: 1 }).catch(() => {})
  }
}

export interface BenchDatabase {
  driver: 'pglite' | 'postgres'
  /** DATA_DIR of the shop under test: the PGlite folder, the demo images. */
  dataDir: string
  /** A fresh database on the PostgreSQL server; undefined: PGlite in `dataDir`. */
  databaseUrl?: string
  /** The demo product the page benchmarks open (Roll-Up Basic, with its drawn images). */
  demoProductId: number
  /** A product of the 10k bench catalogue (the API benchmark's). */
  benchProductId: number
  seedSeconds: number
  /** Drops the PostgreSQL database, removes the folder. */
  remove(): Promise<void>
}

/**
 * The bench catalogue: the demo shop with its drawn images, plus 10,000 products in 20 × 24
 * categories (large-catalog.ts). In a temporary PGlite folder, or in a fresh database on the
 * PostgreSQL server at `postgresBase` (created here, dropped by `remove`).
 */
export async function createBenchDatabase(
  options: { postgresBase?: string; products?: number } = {},
): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'))
  const { postgresBase } = options
  let databaseUrl: string | undefined
  let dropDatabase = async () => {}
  if (postgresBase) {
    const name = `shop_bench_${randomBytes(4).toString('hex')}`
    const admin = postgres(postgresBase, { max: 1, onnotice: () => {} })
    await admin.unsafe(`CREATE DATABASE ${name}`)
    await admin.end()
    const url = new URL(postgresBase)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
    dropDatabase = async () => {
      const cleanup = postgres(postgresBase, { max: 1, onnotice: () => {} })
      await cleanup.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
    }
  }
  const remove = async () => {
    await dropDatabase()
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    const started = Date.now()
    const database = await openDatabase({ url: databaseUrl, dataDir })
    try {
      await database.migrate()
      await seed(database, { files: createLocalStore(dataDir) })
      await seedLargeCatalog(database.db, {
        topMenus: 20,
        subMenus: 24,
        products: options.products ?? 10_000,
      })
      const idOf = async (key: string) => {
        const [row] = await database.db
          .select({ id: products.id })
          .from(products)
          .where(eq(products.key, key))
        if (!row) throw new BenchError(`The bench catalogue has no product '${key}'`)
        return row.id
      }
      return {
        driver: database.driver,
        dataDir,
        databaseUrl,
        demoProductId: await idOf('roll-up-basic'),
        benchProductId: await idOf('bench-5003'),
        seedSeconds: (Date.now() - started) / 1000,
        remove,
      }
    } finally {
      await database.close()
    }
  } catch (error) {
    await remove()
    throw error
  }
}

export interface Shop {
  base: string
  pid: number
  /** The checkout the shop runs from ('.': this one; BENCH_BEFORE's worktree). */
  root: string
  stop(): Promise<void>
}

/**
 * The production build (`node server/main.ts`, NODE_ENV=production) on 127.0.0.1:BENCH_PORT
 * (default 3201, this machine's agreement for the shop under test), in a process of its own so
 * that autocannon and the shop do not share an event loop. Resolves when /readyz answers.
 */
/**
 * PERF-5: the memory settings `npm start` runs the shop with (package.json's start script, the
 * one place they are written): its V8 flags and the environment it sets before `node`.
 */
export function startCommand(root = '.'): { flags: string[]; env: Record<string, string> } {
  const scripts = (
    JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
  ).scripts
  const command = /(?:^|&&)\s*((?:[A-Z_]+=\S+\s+)*)node\s+((?:--\S+\s+)*)server\/main\.ts/.exec(
    scripts.start ?? '',
  )
  if (!command) throw new BenchError("package.json's start script does not run server/main.ts")
  const env = Object.fromEntries(
    command[1]!
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  )
  return { flags: command[2]!.trim().split(/\s+/).filter(Boolean), env }
}

export async function startShop(database: BenchDatabase, root = '.'): Promise<Shop> {
  const port = Number(process.env.BENCH_PORT ?? 3201)
  const base = `http://127.0.0.1:${port}`
  if (
    await fetch(`${base}/healthz`).then(
      () => true,
      () => false,
    )
  ) {
    throw new BenchError(`Port ${port} is in use: stop the shop running there or set BENCH_PORT`)
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl ?? '',
    LOG_LEVEL: 'silent',
  }
  // One process's own memory and caches are measured: no Redis, no public address.
  delete env.REDIS_URL
  delete env.PUBLIC_URL
  const start = startCommand(root)
  const child: ChildProcess = spawn(process.execPath, [...start.flags, 'server/main.ts'], {
    cwd: root,
    env: { ...env, ...start.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  const deadline = Date.now() + 120_000
  while (
    !(await fetch(`${base}/readyz`)
      .then((r) => r.ok)
      .catch(() => false))
  ) {
    if (child.exitCode !== null) throw new BenchError(`The shop exited (${child.exitCode})`)
    if (Date.now() > deadline) {
      await stop()
      throw new BenchError('The shop did not answer /readyz within 120 s')
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { base, pid: child.pid!, root, stop }
}

/** The pages every part measures, found in the bench catalogue. */
export interface BenchPages {
  /** Page type → path, both languages: 'home', 'category', 'product', 'search', 'cart'. */
  de: Record<PageType, string>
  en: Record<PageType, string>
  /** The product API's fetch of a 10k-catalogue product. */
  apiFetch: string
  /** The demo shop's product the product pages show. */
  demoProductId: number
  /** The cookies a returning guest sends: the consent chosen, the popup closed (PERF-1). */
  guestCookie: string
}

export const PAGE_TYPES = ['home', 'category', 'product', 'search', 'cart'] as const
export type PageType = (typeof PAGE_TYPES)[number]

export async function findPages(shop: Shop, database: BenchDatabase): Promise<BenchPages> {
  const json = async <T>(url: string) => {
    const response = await fetch(`${shop.base}${url}`)
    if (!response.ok) throw new BenchError(`${url} answered ${response.status}`)
    return ((await response.json()) as { body: T }).body
  }
  const product = await json<{ paths: { de: string; en: string } }>(
    `/api/v1/user/site/detail-page/product/fetch/${database.demoProductId}`,
  )
  const popups = await json<{ id: number }[]>('/api/v1/user/site/popups')
  // The top category the product sits in: the header's link.
  const top = (productPath: string) => `/${productPath.split('/')[1]}`
  const guestCookie = [
    'consent=v1.s0.m0.e0',
    ...(popups[0] ? [`popup_seen=${popups[0].id}`] : []),
  ].join('; ')
  return {
    de: {
      home: '/',
      category: top(product.paths.de),
      product: product.paths.de,
      search: '/search?q=roll-up',
      cart: '/cart',
    },
    en: {
      home: '/en',
      category: `/en${top(product.paths.en)}`,
      product: `/en${product.paths.en}`,
      search: '/en/search?q=roll-up',
      cart: '/en/cart',
    },
    apiFetch: `/api/v1/user/site/detail-page/product/fetch/${database.benchProductId}`,
    demoProductId: database.demoProductId,
    guestCookie,
  }
}

/** What a browser sends with a page request besides cookies (Chromium's values). */
export const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'de-DE,de;q=0.9,en;q=0.8',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
}

export interface LoadResult {
  reqPerSec: number
  p50: number
  p99: number
  requests: number
  non2xx: number
  errors: number
  timeouts: number
  bytesPerRequest: number
}
interface AutocannonResult {
  latency: { p50: number; p99: number }
  requests: { average: number; total: number }
  throughput: { total: number }
  non2xx: number
  errors: number
  timeouts: number
}
type Autocannon = (options: {
  url: string
  connections: number
  duration: number
  headers?: Record<string, string>
}) => Promise<AutocannonResult>
const require = createRequire(import.meta.url)
const autocannon = require('autocannon') as Autocannon

export const CONNECTIONS = 8
export const benchSeconds = () => {
  const seconds = Number(process.env.BENCH_SECONDS ?? 8)
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new BenchError(`BENCH_SECONDS must be a positive number, not '${seconds}'`)
  }
  return seconds
}

/**
 * autocannon at 8 connections for BENCH_SECONDS. Throws when a request failed or was not
 * answered 2xx: such a run measures errors, not the page.
 */
export async function load(
  url: string,
  headers: Record<string, string> = {},
  seconds = benchSeconds(),
): Promise<LoadResult> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers })
  if (result.requests.total === 0) throw new BenchError(`${url}: no request was answered`)
  if (result.non2xx || result.errors || result.timeouts) {
    throw new BenchError(
      `${url}: ${result.non2xx} answers not 2xx, ${result.errors} errors, ${result.timeouts} timeouts of ${result.requests.total}`,
    )
  }
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerRequest: Math.round(result.throughput.total / result.requests.total),
  }
}

/** Prints rows as a Markdown table. */
export function printTable(rows: Record<string, string | number>[]) {
  if (rows.length === 0) return
  const columns = Object.keys(rows[0]!)
  const widths = columns.map((column) =>
    Math.max(column.length, ...rows.map((row) => String(row[column] ?? '').length)),
  )
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`
  console.log(line(columns))
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`)
  for (const row of rows) console.log(line(columns.map((column) => String(row[column] ?? ''))))
}
