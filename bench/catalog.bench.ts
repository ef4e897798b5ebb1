import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import { openDatabase } from '#server/db/client.ts'
import { seed } from '#server/db/seed/seed.ts'
import { seedLargeCatalog } from './large-catalog.ts'

// npm run bench:catalog: a catalogue of 10,000 products in 500 categories in a database of its
// own (a temporary PGlite folder, or BENCH_DATABASE_URL), served on 127.0.0.1 only, measured
// with autocannon at 8 connections for BENCH_SECONDS (default 8) per target.

interface AutocannonResult {
  latency: { p50: number; p99: number; average: number }
  requests: { average: number; total: number }
  non2xx: number
  errors: number
}
type Autocannon = (options: {
  url: string
  connections: number
  duration: number
  headers?: Record<string, string>
}) => Promise<AutocannonResult>

const require = createRequire(import.meta.url)
const autocannon = require('autocannon') as Autocannon
const seconds = Number(process.env.BENCH_SECONDS ?? 8)
const connections = 8

if (!existsSync(path.resolve('build/server/index.js'))) {
  console.error('No storefront build: run `npx react-router build` first.')
  process.exit(1)
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'))
// BENCH_POSTGRES_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres): a fresh database there.
const postgresBase = process.env.BENCH_POSTGRES_URL
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

const started = Date.now()
const database = await openDatabase({ url: databaseUrl, dataDir })
await database.migrate()
await seed(database)
await seedLargeCatalog(database.db, { topMenus: 20, subMenus: 24, products: 10_000 })
await database.close()
console.log(
  `Database (${database.driver}) seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
)

// The shop runs in a process of its own, so that autocannon does not share its event loop.
// This machine's agreement: the shop under test listens on 3201 (BENCH_PORT overrides).
const port = Number(process.env.BENCH_PORT ?? 3201)
if (
  await fetch(`http://127.0.0.1:${port}/healthz`).then(
    () => true,
    () => false,
  )
) {
  throw new Error(`Port ${port} is in use: stop the shop running there or set BENCH_PORT`)
}
const server: ChildProcess = spawn(process.execPath, ['server/main.ts'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    LOG_LEVEL: 'silent',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const base = `http://127.0.0.1:${port}`
const deadline = Date.now() + 60_000
while (
  !(await fetch(`${base}/readyz`)
    .then((r) => r.ok)
    .catch(() => false))
) {
  if (Date.now() > deadline || server.exitCode !== null) throw new Error('The shop did not start')
  await new Promise((resolve) => setTimeout(resolve, 250))
}

const api = `${base}/api/v1/user/site/detail-page/product`
const product = (await (await fetch(`${api}/fetch/5003`)).json()) as {
  body: { path: string; default_combination: { combination_id: number } }
}
const targets: [string, string][] = [
  ['category page (20 of 500 products)', `${base}/bereich-3/gruppe-3`],
  ['product page', `${base}${product.body.path}`],
  ['search page (?q=rollup)', `${base}/search?q=rollup`],
  [
    'product API (combination-info)',
    `${api}/combination-info/5003?combination_id=${product.body.default_combination.combination_id}&quantity=7`,
  ],
]

const rows: Record<string, string | number>[] = []
for (const [name, url] of targets) {
  const check = await fetch(url)
  if (!check.ok) throw new Error(`${name}: ${url} answered ${check.status}`)
  const result = await autocannon({ url, connections, duration: seconds })
  rows.push({
    target: name,
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'req/s': Math.round(result.requests.average),
    requests: result.requests.total,
    'non-2xx': result.non2xx,
    errors: result.errors,
  })
}
console.log(`autocannon: ${connections} connections, ${seconds} s per target, ${process.version}`)
const columns = Object.keys(rows[0]!)
const widths = columns.map((column) =>
  Math.max(column.length, ...rows.map((row) => String(row[column]).length)),
)
const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')
console.log(line(columns))
console.log(widths.map((width) => '-'.repeat(width)).join('-|-'))
for (const row of rows) console.log(line(columns.map((column) => String(row[column]))))

server.kill('SIGTERM')
await new Promise((resolve) => server.once('exit', resolve))
await dropDatabase()
rmSync(dataDir, { recursive: true, force: true })
