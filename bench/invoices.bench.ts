import { buildInvoice } from '#core/invoices/invoice-data.ts'
import { renderDocument } from '#server/modules/invoices/render.ts'
import { base, issue, item, orderOf, texts } from '#core/invoices/invoice-orders.fixture.ts'

// npm run bench:invoices: what issuing adds to the transaction that issues a document (INV-3,
// decision 0024): drawing the PDF, the library's CII and PDF/A-3, the repairs and the read-back,
// for an invoice of 3 lines and one of 40 lines (2 pages), and the XRechnung with a Leitweg-ID.
// Reports the first (cold) run and the median of BENCH_RUNS (10) warm runs.

const runs = Number(process.env.BENCH_RUNS ?? 10)
const log = { warn: console.warn, error: console.error }
const cases = {
  '3 lines': buildInvoice(
    orderOf({ ...base, items: [item(40_000, 2), item(12_345), item(8_900, 5)] }),
    issue,
    texts,
  ),
  '40 lines': buildInvoice(
    orderOf({
      ...base,
      items: Array.from({ length: 40 }, (_, i) => item(1_000 + i * 37, 1 + (i % 5))),
    }),
    issue,
    texts,
  ),
  '3 lines + XRechnung': buildInvoice(
    { ...orderOf({ ...base, items: [item(40_000, 2)] }), buyerReference: '04011000-1234512345-06' },
    issue,
    texts,
  ),
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
console.log(`| document | cold | median of ${runs} warm | PDF size |`)
console.log('|---|---|---|---|')
for (const [name, data] of Object.entries(cases)) {
  const times: number[] = []
  let size = 0
  for (let run = 0; run <= runs; run++) {
    const started = performance.now()
    const rendered = await renderDocument(data, log)
    times.push(performance.now() - started)
    size = rendered.pdf.length
  }
  const [cold, ...warm] = times
  console.log(
    `| ${name} | ${Math.round(cold!)} ms | ${Math.round(median(warm))} ms | ${Math.round(size / 1024)} KB |`,
  )
}
console.log(`resident memory after: ${Math.round(process.memoryUsage().rss / 1024 / 1024)} MB`)
