import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderFiles } from '#server/db/schema/index.ts'
import { UPLOADS_PER_HOUR } from '#server/api/v1/print-files.routes.ts'
import { testApp } from './app.ts'
import { multipart } from './multipart.ts'
import { testDatabases } from './databases.ts'
import { createCustomerFixture, createOrderFixture } from './fixtures/orders.ts'
import { HTML, PDF, PNG, invoicesApi } from './invoices-helpers.ts'

const databases = await testDatabases()

describe.each(databases)('invoices API on $name', (kind) => {
  const env = invoicesApi(kind)
  const { uploads, call, upload } = env

  it('takes a PDF and a PNG, lists them, hands them only to their owner and deletes them', async () => {
    const customer = await createCustomerFixture(env.database.db)
    const { order, items } = await createOrderFixture(env.database.db, customer.id)
    const pdf = await upload(customer, order.id, [
      { name: 'order_item_id', data: String(items[0]!.id) },
      { name: 'file', filename: 'Roll-up Druckdaten ä.pdf', type: 'text/plain', data: PDF },
    ])
    expect(pdf.statusCode).toBe(200)
    expect(pdf.json().message).toBe('The file “Roll-up Druckdaten ä.pdf” has been uploaded.')
    expect(pdf.json().body).toMatchObject({
      kind: 'pdf',
      contentType: 'application/pdf',
      orderItemId: items[0]!.id,
      sizeBytes: PDF.length,
    })
    // The client's name and type are not trusted: a PNG called .jpg is a PNG, and named so.
    const png = await upload(customer, order.id, [
      { name: 'file', filename: '../../etc/logo.jpg', type: 'image/jpeg', data: PNG },
    ])
    expect(png.statusCode).toBe(200)
    expect(png.json().body).toMatchObject({ kind: 'png', name: 'logo.png', orderItemId: null })
    expect(await uploads()).toHaveLength(2)

    const detail = (await call(customer, 'GET', `/fetch/${order.id}`)).json().body
    expect(detail.packages[0].items[0].files.map((f: { id: number }) => f.id)).toEqual([
      pdf.json().body.id,
    ])
    expect(detail.files.map((f: { id: number }) => f.id)).toEqual([png.json().body.id])

    const fetched = await call(customer, 'GET', `/images/fetch/${order.id}/${pdf.json().body.id}`)
    expect(fetched.statusCode).toBe(200)
    expect(fetched.headers['content-type']).toBe('application/pdf')
    expect(fetched.headers['x-content-type-options']).toBe('nosniff')
    expect(fetched.headers['content-disposition']).toBe(
      `attachment; filename="Roll-up Druckdaten _.pdf"; filename*=UTF-8''Roll-up%20Druckdaten%20%C3%A4.pdf`,
    )
    expect(fetched.rawPayload.equals(PDF)).toBe(true)

    const other = await createCustomerFixture(env.database.db)
    const fileUrl = `${order.id}/${pdf.json().body.id}`
    expect((await call(other, 'GET', `/images/fetch/${fileUrl}`)).statusCode).toBe(404)
    expect((await call(other, 'DELETE', `/images/delete/${fileUrl}`)).statusCode).toBe(404)
    const foreignUpload = await upload(other, order.id, [
      { name: 'file', filename: 'x.pdf', data: PDF },
    ])
    expect(foreignUpload.statusCode).toBe(404)
    // A file id under another of the customer's orders is not found either.
    const { order: second } = await createOrderFixture(env.database.db, customer.id)
    expect(
      (await call(customer, 'GET', `/images/fetch/${second.id}/${pdf.json().body.id}`)).statusCode,
    ).toBe(404)

    const deleted = await call(customer, 'DELETE', `/images/delete/${fileUrl}`)
    expect(deleted.statusCode).toBe(200)
    expect(deleted.json().message).toBe('The file has been deleted.')
    expect((await call(customer, 'GET', `/images/fetch/${fileUrl}`)).statusCode).toBe(404)
    expect(await uploads()).toHaveLength(1)
    expect((await call(customer, 'DELETE', `/images/delete/${fileUrl}`)).statusCode).toBe(404)
  })

  it('keeps a right-to-left override out of the name and gives it the extension of its kind', async () => {
    const customer = await createCustomerFixture(env.database.db)
    const { order } = await createOrderFixture(env.database.db, customer.id)
    const answer = await upload(customer, order.id, [
      { name: 'file', filename: 'invoice\u202Efdp.exe', type: 'application/pdf', data: PDF },
    ])
    expect(answer.statusCode).toBe(200)
    expect(answer.json().body).toMatchObject({ kind: 'pdf', name: 'invoicefdp.pdf' })
    expect(answer.json().message).toBe('The file “invoicefdp.pdf” has been uploaded.')
    const [stored] = await env.database.db
      .select()
      .from(orderFiles)
      .where(eq(orderFiles.id, answer.json().body.id))
    expect(stored!.originalName).toBe('invoicefdp.pdf')
  })

  it('refuses an HTML page called .pdf with 415 and keeps nothing', async () => {
    const customer = await createCustomerFixture(env.database.db)
    const { order } = await createOrderFixture(env.database.db, customer.id)
    const before = await uploads()
    const answer = await upload(
      customer,
      order.id,
      [{ name: 'file', filename: 'druck.pdf', type: 'application/pdf', data: HTML }],
      'de',
    )
    expect(answer.statusCode).toBe(415)
    expect(answer.json().message).toBe(
      'Dieser Dateityp wird nicht angenommen. Bitte laden Sie eine PDF-, JPG-, PNG-, TIFF-, EPS- oder AI-Datei hoch.',
    )
    expect(await uploads()).toEqual(before)
    const rows = await env.database.db
      .select()
      .from(orderFiles)
      .where(eq(orderFiles.orderId, order.id))
    expect(rows).toEqual([])
  })

  it('stops a customer after UPLOADS_PER_HOUR uploads with 429, other customers go on', async () => {
    const customer = await createCustomerFixture(env.database.db)
    const { order } = await createOrderFixture(env.database.db, customer.id)
    const html = [{ name: 'file', filename: 'druck.pdf', type: 'application/pdf', data: HTML }]
    for (let i = 0; i < UPLOADS_PER_HOUR; i++) {
      expect((await upload(customer, order.id, html)).statusCode).toBe(415)
    }
    const refused = await upload(customer, order.id, html, 'de')
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBeDefined()
    expect(refused.json().message).toMatch(/^Sie haben in der letzten Stunde sehr viele Dateien/)

    const other = await createCustomerFixture(env.database.db)
    const { order: theirs } = await createOrderFixture(env.database.db, other.id)
    expect((await upload(other, theirs.id, html)).statusCode).toBe(415)
  })

  it('refuses a missing file, a second file and a line of another order with 422', async () => {
    const customer = await createCustomerFixture(env.database.db)
    const { order } = await createOrderFixture(env.database.db, customer.id)
    const { items: otherItems } = await createOrderFixture(env.database.db, customer.id)
    const before = await uploads()

    const none = await upload(customer, order.id, [{ name: 'order_item_id', data: '1' }])
    expect(none.statusCode).toBe(422)
    expect(none.json().errors.file).toEqual(['Please choose a file.'])

    const two = await upload(customer, order.id, [
      { name: 'file', filename: 'a.pdf', data: PDF },
      { name: 'file', filename: 'b.pdf', data: PDF },
    ])
    expect(two.statusCode).toBe(422)
    expect(two.json().errors.file).toEqual(['Please upload one file at a time.'])
    const three = await upload(customer, order.id, [
      { name: 'file', filename: 'a.pdf', data: PDF },
      { name: 'file', filename: 'b.pdf', data: PDF },
      { name: 'file', filename: 'c.pdf', data: PDF },
    ])
    expect(three.statusCode).toBe(422)
    expect(three.json().errors.file).toEqual(['Please upload one file at a time.'])

    const foreignLine = await upload(customer, order.id, [
      { name: 'order_item_id', data: String(otherItems[0]!.id) },
      { name: 'file', filename: 'a.pdf', data: PDF },
    ])
    expect(foreignLine.statusCode).toBe(422)
    expect(foreignLine.json().errors.order_item_id).toEqual([
      'This item does not belong to the order.',
    ])

    const notMultipart = await call(customer, 'POST', `/images/upload/${order.id}`, {
      payload: Buffer.from('{}'),
      headers: { 'content-type': 'application/json' },
    })
    expect(notMultipart.statusCode).toBe(422)
    expect(await uploads()).toEqual(before)
  })

  it('takes a file larger than the 1 MB JSON body limit', async () => {
    const customer = await createCustomerFixture(env.database.db)
    const { order } = await createOrderFixture(env.database.db, customer.id)
    const large = Buffer.concat([PDF, Buffer.alloc(1536 * 1024, 0x20)])
    const answer = await upload(customer, order.id, [
      { name: 'file', filename: 'gross.pdf', data: large },
    ])
    expect(answer.statusCode).toBe(200)
    expect(answer.json().body.sizeBytes).toBe(large.length)
  })

  it('refuses a file above UPLOAD_MAX_BYTES with 413 and leaves no partial file', async () => {
    const small = await testApp(env.database, { DATA_DIR: env.dataDir, UPLOAD_MAX_BYTES: '2048' })
    try {
      const customer = await createCustomerFixture(env.database.db)
      const { order } = await createOrderFixture(env.database.db, customer.id)
      const before = await uploads()
      const big = Buffer.concat([PDF, Buffer.alloc(64 * 1024, 0x20)])
      const body = multipart([{ name: 'file', filename: 'big.pdf', data: big }])
      const answer = await small.inject({
        method: 'POST',
        url: `/api/v1/user/dashboard/invoices/images/upload/${order.id}`,
        headers: {
          authorization: `Bearer ${customer.token}`,
          'accept-language': 'en',
          ...body.headers,
        },
        payload: body.payload,
      })
      expect(answer.statusCode).toBe(413)
      expect(answer.json().message).toBe('The file is too large. Files of up to 2 KB are accepted.')
      expect(await uploads()).toEqual(before)
      const rows = await env.database.db
        .select()
        .from(orderFiles)
        .where(eq(orderFiles.orderId, order.id))
      expect(rows).toEqual([])
    } finally {
      await small.close()
    }
  })
})
