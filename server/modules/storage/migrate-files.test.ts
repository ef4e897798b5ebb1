import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startS3Server, type S3Server } from '#tests/fixtures/s3-server.ts'
import { createLocalStore } from './local-store.ts'
import { migrateFiles } from './migrate-files.ts'
import { createS3Store } from './s3-store.ts'

// STORE-5: DATA_DIR into a bucket — everything of the shop's folders, nothing else; a second
// run copies nothing; a run after a lost file copies just that one.

let server: S3Server
let dataDir: string
beforeAll(async () => {
  server = await startS3Server()
  dataDir = await mkdtemp(path.join(tmpdir(), 'shop-migrate-'))
  const files = {
    'media/products/roll-up-1-640.webp': 'webp',
    'media/downloads/roll-up-de.pdf': '%PDF-1.7',
    'uploads/4f0c0c8e-1d2a-4a8e-9d7e-000000000001': Buffer.alloc(9 * 1024 * 1024, 7),
    'previews/1-abc.webp': 'preview',
    'mail/2026-11-27-x.eml': 'Subject: Hallo',
    // Not files of the shop: the database, the owner's first password.
    'db/PG_VERSION': '17',
    'initial-admin-password.txt': 'secret',
  }
  for (const [key, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dataDir, key)), { recursive: true })
    await writeFile(path.join(dataDir, key), body)
  }
})
afterAll(async () => {
  await server?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

it('copies every file of the shop, then nothing on a second run, then only what went missing', async () => {
  const source = createLocalStore(dataDir)
  const target = createS3Store(server.settings)
  const seen: number[] = []
  const first = await migrateFiles(source, target, { onProgress: (p) => seen.push(p.seen) })
  expect(first).toMatchObject({ seen: 5, copied: 5, skipped: 0, failed: 0 })
  expect(first.bytes).toBe(9 * 1024 * 1024 + 4 + 8 + 7 + 14)
  expect(seen.length).toBe(5)
  const listed: string[] = []
  for await (const { key } of target.list('')) listed.push(key)
  expect(listed.sort()).toEqual([
    'mail/2026-11-27-x.eml',
    'media/downloads/roll-up-de.pdf',
    'media/products/roll-up-1-640.webp',
    'previews/1-abc.webp',
    'uploads/4f0c0c8e-1d2a-4a8e-9d7e-000000000001',
  ])
  const pdf = await target.read('media/downloads/roll-up-de.pdf')
  expect(pdf?.contentType).toBe('application/pdf')
  expect((await buffer(pdf!.stream)).toString()).toBe('%PDF-1.7')

  expect(await migrateFiles(source, target)).toMatchObject({ copied: 0, skipped: 5, failed: 0 })
  await target.remove('previews/1-abc.webp')
  expect(await migrateFiles(source, target)).toMatchObject({ copied: 1, skipped: 4, failed: 0 })
})
