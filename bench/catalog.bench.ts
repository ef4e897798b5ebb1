import { createBenchDatabase, load, printTable, requireBuild, startShop } from './shop.ts'

// npm run bench:catalog: the catalogue reads on the bench catalogue (the demo shop plus 10,000
// products in 480 categories, bench/shop.ts) in a database of its own (a temporary PGlite
// folder, or a fresh database on BENCH_POSTGRES_URL), served on 127.0.0.1 only, measured with
// autocannon at 8 connections for BENCH_SECONDS (default 8) per target, without cookies.
// `npm run bench` (bench/run.ts) measures the guest pages against a baseline.

requireBuild()
const database = await createBenchDatabase({ postgresBase: process.env.BENCH_POSTGRES_URL })
console.log(`Database (${database.driver}) seeded in ${database.seedSeconds.toFixed(1)} s`)
const shop = await startShop(database).catch(async (error: unknown) => {
  await database.remove()
  throw error
})

try {
  const api = `${shop.base}/api/v1/user/site/detail-page/product`
  const product = (await (await fetch(`${api}/fetch/${database.benchProductId}`)).json()) as {
    body: { path: string; default_combination: { combination_id: number } }
  }
  const targets: [string, string][] = [
    ['category page (20 of 500 products)', `${shop.base}/bereich-3/gruppe-3`],
    ['product page', `${shop.base}${product.body.path}`],
    ['search page (?q=rollup)', `${shop.base}/search?q=rollup`],
    ['product API (fetch)', `${api}/fetch/${database.benchProductId}`],
    [
      'product API (combination-info)',
      `${api}/combination-info/${database.benchProductId}?combination_id=${product.body.default_combination.combination_id}&quantity=7`,
    ],
  ]
  const rows: Record<string, string | number>[] = []
  for (const [name, url] of targets) {
    const check = await fetch(url)
    if (!check.ok) throw new Error(`${name}: ${url} answered ${check.status}`)
    const result = await load(url)
    rows.push({
      target: name,
      'p50 ms': result.p50,
      'p99 ms': result.p99,
      'req/s': result.reqPerSec,
      requests: result.requests,
    })
  }
  console.log(`autocannon: 8 connections, ${process.env.BENCH_SECONDS ?? 8} s per target`)
  printTable(rows)
} finally {
  await shop.stop()
  await database.remove()
}
