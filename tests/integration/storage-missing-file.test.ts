import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PrintFileView } from '#core/orders/order-views.ts'
import type { Database } from '#server/db/client.ts'
import { orderFiles, printChecks } from '#server/db/schema/index.ts'
import { createPrintChecks } from '#server/modules/preflight/print-checks.service.ts'
import type { Services } from '#server/services.ts'
import { type S3Server, startS3Server } from '#tests/fixtures/s3-server.ts'
import { testApp } from './app.ts'
import { testDatabases } from './databases.ts'
import { createCustomerFixture, createOrderFixture } from './fixtures/orders.ts'
import { printPdf } from './fixtures/print-files.ts'
import { multipart } from './multipart.ts'

// STORE-3, decision 0042: a file the order names but the store does not have is the shop's
// fault. The worker tries again (another process may see it), then hands the check to staff —
// logged as an error and shown on the order — and never asks the customer to upload it again;
// a download says the file cannot be had just now (503), in the customer's language.

const databases = await testDatabases()

describe.each(databases)('a print file missing from the bucket, on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let bucket: S3Server
  let app: FastifyInstance & { services: Services }

  beforeAll(async () => {
    database = await kind.create()
    bucket = await startS3Server()
    app = (await testApp(database, bucket.env)) as typeof app
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
    await bucket?.stop()
  })

  it('is retried, then left to staff with an error in the log, and never sent back to the customer', async () => {
    await app.services.printChecks.stop()
    try {
      const customer = await createCustomerFixture(database.db)
      const placed = await createOrderFixture(database.db, customer.id)
      const body = multipart([
        { name: 'order_item_id', data: String(placed.items[0]!.id) },
        {
          name: 'file',
          filename: 'rollup.pdf',
          data: Buffer.from(await printPdf({ trim: [850, 2000], bleed: 5 })),
        },
      ])
      const uploaded = await app.inject({
        method: 'POST',
        url: `/api/v1/user/dashboard/invoices/images/upload/${placed.order.id}`,
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${customer.token}` },
      })
      expect(uploaded.statusCode, uploaded.body).toBe(200)
      const file = uploaded.json<{ body: PrintFileView }>().body
      const [row] = await database.db.select().from(orderFiles).where(eq(orderFiles.id, file.id))
      // The upload streamed into the bucket, not onto this machine's disk.
      expect(await app.services.files.stat(`uploads/${row!.storedName}`)).toMatchObject({
        size: Number(uploaded.json<{ body: PrintFileView }>().body.sizeBytes),
      })
      expect(app.services.files.localPath(`uploads/${row!.storedName}`)).toBeUndefined()
      await app.services.files.remove(`uploads/${row!.storedName}`)

      const logged: { level: string; msg: string }[] = []
      const worker = createPrintChecks(database.db, {
        files: app.services.files,
        log: {
          error: (_facts, msg) => logged.push({ level: 'error', msg: msg ?? '' }),
          warn: (_facts, msg) => logged.push({ level: 'warn', msg: msg ?? '' }),
        },
      })
      const checkOf = async () =>
        (await database.db.select().from(printChecks).where(eq(printChecks.fileId, file.id)))[0]!
      // Two tries leave it queued for later (another worker may see the file) ...
      for (let attempt = 1; attempt <= 2; attempt++) {
        expect(await worker.runOnce()).toBe(true)
        expect(await checkOf()).toMatchObject({ state: 'queued', attempts: attempt, level: null })
        await database.db
          .update(printChecks)
          .set({ runAfter: sql`now()` })
          .where(eq(printChecks.fileId, file.id))
      }
      expect(logged.map((entry) => entry.level)).toEqual(['warn', 'warn'])
      // ... the third hands it to staff, with an error in the log.
      expect(await worker.runOnce()).toBe(true)
      expect(await checkOf()).toMatchObject({ state: 'done', level: 'by-hand', failure: 'missing' })
      expect(logged.at(-1)).toEqual({
        level: 'error',
        msg: 'print file missing from the file store: staff must see to it',
      })

      for (const locale of ['de', 'en'] as const) {
        const view = (await worker.viewsFor(placed.order.id, locale)).get(file.id)!
        expect(view.failure).toBe('missing')
        expect(view.findings[0]!.text).not.toMatch(/erneut hoch|upload it again/)
        expect(view.findings[0]!.text).toMatch(/von Hand|by hand/)
      }
      const staffView = await app.services.orders.detailForStaff(placed.order.id, 'de')
      const files = staffView.packages.flatMap((p) => p.items.flatMap((i) => i.files))
      expect(files.find((f) => f.id === file.id)?.check?.failure).toBe('missing')

      for (const [language, text] of [
        ['de', 'Sie müssen sie nicht erneut hochladen'],
        ['en', 'you need not upload it again'],
      ] as const) {
        const download = await app.inject({
          method: 'GET',
          url: `/api/v1/user/dashboard/invoices/images/fetch/${placed.order.id}/${file.id}`,
          headers: { authorization: `Bearer ${customer.token}`, 'accept-language': language },
        })
        expect(download.statusCode).toBe(503)
        expect(download.json<{ message: string }>().message).toContain(text)
      }
    } finally {
      app.services.printChecks.start()
    }
  })
})
