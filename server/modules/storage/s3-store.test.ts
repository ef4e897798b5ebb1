import { afterAll, beforeAll, expect, it } from 'vitest'
import { startS3Server, type S3Server } from '#tests/fixtures/s3-server.ts'
import { fileStoreContract } from './file-store.contract.ts'
import type { FileStore } from './file-store.ts'
import { createS3Store } from './s3-store.ts'

// The same contract against a real S3 API (s3rver on 127.0.0.1, decision 0042).

let server: S3Server
let store: FileStore
beforeAll(async () => {
  server = await startS3Server()
  store = createS3Store(server.settings)
})
afterAll(() => server?.stop())

fileStoreContract('S3-compatible bucket', () => store)

it('a bucket that is not there stops the start with one line', async () => {
  const wrong = createS3Store({ ...server.settings, bucket: 'no-such-bucket' })
  await expect(wrong.check()).rejects.toThrow(
    /^Cannot use the object store s3:\/\/no-such-bucket at http:\/\/127\.0\.0\.1:\d+ \(S3_\* settings\): /,
  )
})

it('an unreachable store stops the start with one line, within seconds', async () => {
  const started = Date.now()
  const away = createS3Store({ ...server.settings, endpoint: 'http://127.0.0.1:9' })
  await expect(away.check()).rejects.toThrow(/^Cannot use the object store .*ECONNREFUSED/)
  expect(Date.now() - started).toBeLessThan(5000)
})
