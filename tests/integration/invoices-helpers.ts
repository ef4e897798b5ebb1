import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { testApp } from './app.ts'
import { multipart, type Part } from './multipart.ts'
import type { testDatabases } from './databases.ts'
import { type CustomerFixture } from './fixtures/orders.ts'

// What the invoices API files (invoices*.test.ts) share: files of each kind, and an app on one
// database with its own DATA_DIR, a caller of the customer's invoice routes and an uploader.

// A small but real PDF and PNG, built here so the test needs no files.
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
)
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
export const HTML = Buffer.from(
  '<!doctype html><html><body><script>alert(1)</script></body></html>',
)

/** The app of a describe on a database of `kind`, made before its tests and closed after. */
export function invoicesApi(kind: Awaited<ReturnType<typeof testDatabases>>[number]) {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance
  let dataDir: string
  const uploads = () => readdir(path.join(dataDir, 'uploads')).catch(() => [] as string[])

  beforeAll(async () => {
    database = await kind.create()
    dataDir = await mkdtemp(path.join(tmpdir(), 'shop-invoices-'))
    app = await testApp(database, { DATA_DIR: dataDir })
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
    await rm(dataDir, { recursive: true, force: true })
  })

  const call = (
    customer: CustomerFixture | undefined,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    extra: { payload?: Buffer; headers?: Record<string, string>; language?: string } = {},
  ) =>
    app.inject({
      method,
      url: `/api/v1/user/dashboard/invoices${url}`,
      payload: extra.payload,
      headers: {
        'accept-language': extra.language ?? 'en',
        ...(customer ? { authorization: `Bearer ${customer.token}` } : {}),
        ...extra.headers,
      },
    })

  const upload = (customer: CustomerFixture, orderId: number, parts: Part[], language = 'en') =>
    call(customer, 'POST', `/images/upload/${orderId}`, { ...multipart(parts), language })

  return {
    uploads,
    call,
    upload,
    get database() {
      return database
    },
    get app() {
      return app
    },
    get dataDir() {
      return dataDir
    },
  }
}
