import { mkdtemp, rm } from 'node:fs/promises'
import { registerHooks } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'

// Every module this process loads, to show that drawing templates never loads MuPDF.
const loaded: string[] = []
registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context)
    loaded.push(resolved.url)
    return resolved
  },
})
const { asc, eq, isNotNull } = await import('drizzle-orm')
const { openDatabase } = await import('#server/db/client.ts')
const { productCombinations, products } = await import('#server/db/schema/index.ts')
const { seed } = await import('#server/db/seed/seed.ts')
const { printSpecOf } = await import('#server/modules/catalog/catalog-reads.ts')
const { printTemplatePdf, warmTemplates } =
  await import('#server/modules/print-templates/template-pdf.ts')

// npm run bench:templates (TPL-6): drawing the print template of every demo configuration, in
// the web process's way (pdf-lib and a subset of Roboto; MuPDF is never loaded here — the bench
// says so at the end). The specs come from a freshly seeded PGlite through `printSpecOf`, the
// check's own source. Reports, per product, the median and the slowest of its distinct
// configurations in German, then the median and maximum over all, and the process's first
// (cold) template separately.

const dir = await mkdtemp(path.join(tmpdir(), 'bench-templates-'))
const database = await openDatabase({ dataDir: dir })
try {
  await database.migrate()
  await seed(database)
  const { db } = database
  const printed = await db
    .select({ id: products.id, key: products.key, title: products.title })
    .from(products)
    .where(isNotNull(products.printFormat))
    .orderBy(asc(products.id))
  const shop = { name: 'Nordlicht Displays', contact: '+49 521 987654-0 · info@example.org' }
  type Spec = NonNullable<Awaited<ReturnType<typeof printSpecOf>>>
  const draw = (spec: Spec, title: string) =>
    printTemplatePdf({ locale: 'de', title, configuration: [], spec, shop })

  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  // The shop draws one template once after it started (print-templates.service.ts).
  const warmStarted = performance.now()
  await warmTemplates()
  const warm = performance.now() - warmStarted
  let cold: number | undefined
  const all: number[] = []
  const rows: string[] = []
  for (const product of printed) {
    const combinations = await db
      .select({ id: productCombinations.id })
      .from(productCombinations)
      .where(eq(productCombinations.productId, product.id))
    const seen = new Set<string>()
    const times: number[] = []
    let largest = 0
    for (const combination of combinations) {
      const spec = (await printSpecOf(db, product.id, combination.id))!
      const key = JSON.stringify(spec)
      if (seen.has(key)) continue
      seen.add(key)
      const started = performance.now()
      const bytes = await draw(spec, product.title.de)
      const ms = performance.now() - started
      if (cold === undefined) cold = ms
      else times.push(ms)
      largest = Math.max(largest, bytes.length)
    }
    all.push(...times)
    if (times.length) {
      rows.push(
        `| ${product.key} | ${seen.size} | ${median(times).toFixed(0)} | ${Math.max(...times).toFixed(0)} | ${Math.round(largest / 1024)} |`,
      )
    }
  }
  console.log('| product | configurations | median ms | max ms | largest KB |')
  console.log('|---|---|---|---|---|')
  for (const row of rows) console.log(row)
  console.log(
    `\n${all.length + 1} templates of ${printed.length} products: median ${median(all).toFixed(0)} ms, max ${Math.max(...all).toFixed(0)} ms; the process's first ${cold!.toFixed(0)} ms, after the warm-up at start took ${warm.toFixed(0)} ms`,
  )
  const mupdfLoaded = loaded.some((url) => /[/\\]mupdf[/\\]/.test(url))
  console.log(`MuPDF loaded in this process: ${mupdfLoaded ? 'yes' : 'no'}`)
  console.log(`resident memory after: ${Math.round(process.memoryUsage().rss / 1024 / 1024)} MB`)
} finally {
  await database.close()
  await rm(dir, { recursive: true, force: true })
}
