import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { fileStoreContract } from './file-store.contract.ts'
import { createLocalStore } from './local-store.ts'
import type { FileStore } from './file-store.ts'

let dir: string
let store: FileStore
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'shop-local-store-'))
  store = createLocalStore(dir)
})
afterAll(() => rm(dir, { recursive: true, force: true }))

fileStoreContract('local disk', () => store)

it('keeps the files where DATA_DIR always had them', async () => {
  await store.put('media/products/x-640.webp', Buffer.from('webp'))
  expect(store.localPath('media/products/x-640.webp')).toBe(
    path.join(dir, 'media', 'products', 'x-640.webp'),
  )
})

it('a DATA_DIR that cannot be written stops the start with one line', async () => {
  const blocked = createLocalStore('/proc/version/shop')
  await expect(blocked.check()).rejects.toThrow(/^Cannot use DATA_DIR \/proc\/version\/shop/)
})
