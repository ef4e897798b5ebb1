import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import { openDatabase } from '#server/db/client.ts'
import { seed } from '#server/db/seed/seed.ts'
import { startS3Server } from '#tests/fixtures/s3-server.ts'
import { createCustomerFixture, createOrderFixture } from '#tests/integration/fixtures/orders.ts'
import { type Shop, startShop, stopShop } from '#tests/integration/scale-out/processes.ts'
import { readMemory } from './memory.ts'
import { BenchError, DEFAULT_POSTGRES_URL, postgresAnswers } from './shop.ts'

// `npm run bench:storage` (STORE-2, decision 0042): a 200 MB print file uploaded to and
// downloaded from the shop, once with the files on the local disk and once in a bucket (s3rver
// on 127.0.0.1, in this process). Reports each direction's throughput and how far the shop
// process's resident memory rose above its level before the transfer (goal: < 64 MB). The shop
// is a process of its own (tests/integration/scale-out/app-process.ts) on a fresh PostgreSQL
// database (POSTGRES_URL, default the local server). The file is an EPS, which staff check by
// hand: the bench measures the transfer, not MuPDF.

const SIZE_MB = Number(process.env.BENCH_FILE_MB ?? 200)
const GOAL_MB = 64
const CHUNK = 64 * 1024

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

/** The multipart body of one file of SIZE_MB, made as it is sent: never whole in memory. */
function uploadBody(boundary: string): ReadableStream<Uint8Array> {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="banner.eps"\r\n` +
      `Content-Type: application/postscript\r\n\r\n%!PS-Adobe-3.0 EPSF-3.0\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  const chunk = Buffer.alloc(CHUNK, 0x41)
  let left = SIZE_MB * 1024 * 1024
  let started = false
  return new ReadableStream({
    pull(controller) {
      if (!started) {
        started = true
        controller.enqueue(head)
        return
      }
      if (left <= 0) {
        controller.enqueue(tail)
        controller.close()
        return
      }
      const part = left >= CHUNK ? chunk : chunk.subarray(0, left)
      left -= part.length
      controller.enqueue(new Uint8Array(part))
    },
  })
}

/** Samples the process's resident memory every 20 ms while `work` runs; answers the peak. */
async function peakDuring<T>(pid: number, work: () => Promise<T>) {
  let peak = 0
  const sample = () => (peak = Math.max(peak, readMemory(pid, 'during').rssMB))
  const timer = setInterval(sample, 20)
  const started = performance.now()
  try {
    const result = await work()
    sample()
    return { result, peak, seconds: (performance.now() - started) / 1000 }
  } finally {
    clearInterval(timer)
  }
}

async function transfer(shop: Shop, token: string, orderId: number) {
  const pid = shop.child.pid!
  const api = `${shop.url}/api/v1/user/dashboard/invoices`
  const auth = { authorization: `Bearer ${token}` }
  // Warm up: the code paths of an upload and a download run once before the baseline.
  const small = new FormData()
  small.append('file', new Blob(['%!PS-Adobe-3.0 EPSF-3.0\nwarm-up']), 'warm.eps')
  const warm = await fetch(`${api}/images/upload/${orderId}`, {
    method: 'POST',
    headers: auth,
    body: small,
  })
  if (warm.status !== 200)
    throw new BenchError(`warm-up upload: ${warm.status} ${await warm.text()}`)
  const warmId = ((await warm.json()) as { body: { id: number } }).body.id
  await (await fetch(`${api}/images/fetch/${orderId}/${warmId}`, { headers: auth })).arrayBuffer()
  await new Promise((resolve) => setTimeout(resolve, 500))
  const before = readMemory(pid, 'before').rssMB

  const boundary = `----bench${randomBytes(8).toString('hex')}`
  const up = await peakDuring(pid, async () => {
    const answer = await fetch(`${api}/images/upload/${orderId}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: uploadBody(boundary),
      duplex: 'half',
    } as RequestInit)
    const text = await answer.text()
    if (answer.status !== 200) throw new BenchError(`upload: ${answer.status} ${text}`)
    return (JSON.parse(text) as { body: { id: number; sizeBytes: number } }).body
  })
  const down = await peakDuring(pid, async () => {
    const answer = await fetch(`${api}/images/fetch/${orderId}/${up.result.id}`, { headers: auth })
    if (answer.status !== 200 || !answer.body) throw new BenchError(`download: ${answer.status}`)
    let bytes = 0
    for await (const chunk of answer.body) bytes += chunk.length
    return bytes
  })
  if (down.result !== up.result.sizeBytes) {
    throw new BenchError(`downloaded ${down.result} bytes of ${up.result.sizeBytes}`)
  }
  const mb = up.result.sizeBytes / 1024 / 1024
  return {
    uploadMBs: mb / up.seconds,
    downloadMBs: mb / down.seconds,
    uploadRssGrowthMB: up.peak - before,
    downloadRssGrowthMB: down.peak - before,
    baselineMB: before,
  }
}

async function main() {
  const base = process.env.POSTGRES_URL ?? DEFAULT_POSTGRES_URL
  if (!(await postgresAnswers(base))) {
    fail(`bench:storage needs PostgreSQL (POSTGRES_URL, default ${DEFAULT_POSTGRES_URL}).`)
  }
  const name = `shop_bench_storage_${randomBytes(4).toString('hex')}`
  const admin = postgres(base, { max: 1, onnotice: () => {} })
  await admin.unsafe(`CREATE DATABASE ${name}`)
  const url = new URL(base)
  url.pathname = `/${name}`
  const bucket = await startS3Server('bench-files')
  const dirs: string[] = []
  const results: Record<string, Awaited<ReturnType<typeof transfer>>> = {}
  try {
    const database = await openDatabase({ url: url.toString(), dataDir: '' })
    await database.migrate()
    await seed(database)
    const customer = await createCustomerFixture(database.db)
    const placed = await createOrderFixture(database.db, customer.id)
    await database.close()

    for (const kind of ['local', 's3'] as const) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-storage-'))
      dirs.push(dataDir)
      const shop = await startShop(kind, {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: '0',
        DATABASE_URL: url.toString(),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        UPLOAD_MAX_BYTES: String((SIZE_MB + 10) * 1024 * 1024),
        ...(kind === 's3' ? bucket.env : {}),
      })
      try {
        results[kind] = await transfer(shop, customer.token, placed.order.id)
      } finally {
        await stopShop(shop)
      }
      const r = results[kind]
      console.log(
        `${kind.padEnd(5)} ${SIZE_MB} MB: upload ${r.uploadMBs.toFixed(1)} MB/s (RSS +${r.uploadRssGrowthMB} MB), ` +
          `download ${r.downloadMBs.toFixed(1)} MB/s (RSS +${r.downloadRssGrowthMB} MB), ` +
          `RSS before ${r.baselineMB} MB`,
      )
    }
  } finally {
    await bucket.stop()
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  }
  const worst = Math.max(
    ...Object.values(results).flatMap((r) => [r.uploadRssGrowthMB, r.downloadRssGrowthMB]),
  )
  console.log(
    `Peak RSS growth ${worst} MB: ${worst < GOAL_MB ? 'within' : 'OVER'} the goal of < ${GOAL_MB} MB.`,
  )
  if (worst >= GOAL_MB) process.exitCode = 1
}

await main().catch((error: unknown) => {
  if (error instanceof BenchError) fail(error.message)
  throw error
})
