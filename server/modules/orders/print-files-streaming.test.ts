import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import type { FileStore } from '#server/modules/storage/file-store.ts'
import { createLocalStore } from '#server/modules/storage/local-store.ts'
import { PACE_BYTES, setCollector } from '#server/modules/storage/memory-pacing.ts'
import type { OrdersService } from './orders.service.ts'
import type { PrintData } from './print-data.ts'
import { createPrintFiles, type UploadPart } from './print-files.ts'

// STORE-2, ORD-6, decision 0042: an upload streams from the request into the file store with
// backpressure: however slow the store, the shop holds a few chunks of the file, never the
// whole of it. Counted in bytes (made by the request, taken by the store), not in RSS.

const CHUNK = 64 * 1024
const FILE_MB = 48

let dir: string
let local: FileStore
const collections: string[] = []
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'shop-print-streaming-'))
  local = createLocalStore(dir)
  setCollector((type) => collections.push(type))
})
afterEach(() => {
  collections.length = 0
})
afterAll(async () => {
  setCollector(undefined)
  await rm(dir, { recursive: true, force: true })
})

/** A request's file part: made a chunk at a time, only when the reader asks for one. */
function requestFile(bytes: number) {
  const made = { bytes: 0 }
  const head = Buffer.from('%!PS-Adobe-3.0 EPSF-3.0\n')
  const stream = new Readable({
    read() {
      if (made.bytes >= bytes) return this.push(null)
      const chunk = made.bytes === 0 ? head : Buffer.alloc(Math.min(CHUNK, bytes - made.bytes), 65)
      made.bytes += chunk.length
      this.push(chunk)
    },
  })
  return { stream, made }
}

/** The local store behind a slow link: each chunk waits a turn of the event loop. */
function slowStore(made: { bytes: number }) {
  const taken = { bytes: 0, mostAhead: 0 }
  const store: FileStore = {
    ...local,
    put(key, body, type) {
      async function* slowly() {
        for await (const chunk of body as Readable) {
          taken.bytes += (chunk as Buffer).length
          taken.mostAhead = Math.max(taken.mostAhead, made.bytes - taken.bytes)
          await new Promise((resolve) => setImmediate(resolve))
          yield chunk as Buffer
        }
      }
      return local.put(key, Readable.from(slowly()), type)
    },
  }
  return { store, taken }
}

it('an upload holds a few chunks of the file however slowly the store takes it', async () => {
  const bytes = FILE_MB * 1024 * 1024
  const { stream, made } = requestFile(bytes)
  const { store, taken } = slowStore(made)
  let stored: { storedName: string; sizeBytes: number } | undefined
  const printFiles = createPrintFiles({
    files: store,
    log: { error() {} },
    maxBytes: bytes * 2,
    orders: { assertUploadTarget: async () => {} } as unknown as OrdersService,
    printData: {
      addFile: async (_customer: number, _order: number, file: typeof stored) => {
        stored = file
        return file
      },
    } as unknown as PrintData,
    checks: { previewPath: async () => null },
  })
  async function* parts(): AsyncIterable<UploadPart> {
    yield { type: 'file', fieldname: 'file', filename: 'banner.eps', file: stream }
  }
  await printFiles.upload(1, 1, parts(), 'en')

  expect(taken.bytes).toBe(bytes)
  expect(stored?.sizeBytes).toBe(bytes)
  expect((await stat(path.join(dir, 'uploads', stored!.storedName))).size).toBe(bytes)
  // The streams between request and store hold their high-water marks (64 KB each), no more.
  expect(taken.mostAhead).toBeLessThan(1024 * 1024)
  // STORE-2: the passed buffers are collected as the file goes, not 64 MB at a time.
  expect(collections.length).toBe(Math.floor(bytes / PACE_BYTES))
})

it('a stored file is read back in paced chunks', async () => {
  const bytes = 40 * 1024 * 1024
  await local.put('uploads/paced-read', Readable.from(requestFile(bytes).stream))
  collections.length = 0
  const read = await local.read('uploads/paced-read')
  let got = 0
  for await (const chunk of read!.stream) got += (chunk as Buffer).length
  expect(got).toBe(bytes)
  expect(collections).toEqual(Array(Math.floor(bytes / PACE_BYTES)).fill('minor'))
})
