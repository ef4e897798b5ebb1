import { randomBytes } from 'node:crypto'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { orderFiles } from '#server/db/schema/index.ts'
import { UPLOADS_PER_HOUR } from '#server/api/v1/print-files.routes.ts'
import { testApp } from './app.ts'
import { multipart, type Part } from './multipart.ts'
import { checkoutClient } from './checkout-helpers.ts'
import { testDatabases } from './databases.ts'
import {
  createCustomerFixture,
  createOrderFixture,
  type CustomerFixture,
} from './fixtures/orders.ts'

const databases = await testDatabases()

// A small but real PDF and PNG, built here so the test needs no files.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
)
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')

describe.each(databases)('invoices API on $name', (kind) => {
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

  it('lists the orders newest first, 10 per page, and searches number and product title', async () => {
    const customer = await createCustomerFixture(database.db)
    const start = Date.UTC(2026, 0, 1)
    const created = []
    for (let i = 0; i < 12; i += 1) {
      created.push(
        await createOrderFixture(database.db, customer.id, {
          paymentMethod: 'invoice',
          createdAt: new Date(start + i * 86_400_000),
          titles:
            i === 4
              ? ['Faltdisplay Magnetic 3×3', 'Beachflag Wing L', 'Prospektständer A4']
              : undefined,
        }),
      )
    }
    const first = await call(customer, 'GET', '/search')
    expect(first.statusCode).toBe(200)
    const page1 = first.json().body
    expect(page1.total).toBe(12)
    expect(page1.per_page).toBe(10)
    expect(page1.page).toBe(1)
    expect(page1.last_page).toBe(2)
    expect(page1.data).toHaveLength(10)
    expect(page1.data[0].id).toBe(created[11]!.order.id)
    expect(page1.data[0]).toMatchObject({
      number: created[11]!.order.number,
      itemCount: 3,
      totalCents: created[11]!.totals.totalCents,
      paymentMethod: 'invoice',
      canPay: false,
    })
    const page2 = (await call(customer, 'GET', '/search?page=2')).json().body
    expect(page2.data.map((o: { id: number }) => o.id)).toEqual([
      created[1]!.order.id,
      created[0]!.order.id,
    ])

    const byTitle = (
      await call(customer, 'GET', `/search?q=${encodeURIComponent('faltDISPLAY')}`)
    ).json().body
    expect(byTitle.total).toBe(1)
    expect(byTitle.data[0].id).toBe(created[4]!.order.id)

    const number = String(created[7]!.order.number)
    const byNumber = (await call(customer, 'GET', `/search?q=%23${number}`)).json().body
    expect(byNumber.data.map((o: { number: number }) => o.number)).toContain(Number(number))
    expect(byNumber.data.every((o: { number: number }) => String(o.number).includes(number))).toBe(
      true,
    )

    expect((await call(customer, 'GET', '/search?q=%25')).json().body.total).toBe(0)

    // Another customer sees none of them.
    const other = await createCustomerFixture(database.db)
    expect((await call(other, 'GET', '/search')).json().body).toMatchObject({ total: 0, data: [] })
    expect((await call(undefined, 'GET', '/search')).statusCode).toBe(401)
  })

  it('gives the detail, addresses and packages of an order, and 404 for another customer', async () => {
    const customer = await createCustomerFixture(database.db)
    const { order, items, totals } = await createOrderFixture(database.db, customer.id, {
      paymentMethod: 'card',
    })
    const detail = await call(customer, 'GET', `/fetch/${order.id}`)
    expect(detail.statusCode).toBe(200)
    const body = detail.json().body
    expect(body).toMatchObject({
      id: order.id,
      number: order.number,
      paymentMethod: 'card',
      paymentStatus: 'open',
      canPay: true,
      multiAddress: true,
      billingAddress: { city: 'Bielefeld', country: { code: 'DE' } },
      totals: {
        netCents: totals.netCents,
        vatCents: totals.vatCents,
        totalCents: totals.totalCents,
      },
    })
    expect(body.packages).toHaveLength(2)
    expect(body.packages[0].items.map((i: { id: number }) => i.id)).toEqual([
      items[0]!.id,
      items[1]!.id,
    ])
    expect(body.packages[1]).toMatchObject({
      number: 2,
      postMethodText: 'DHL Paket EU',
      address: { city: 'Wien' },
      items: [{ id: items[2]!.id, quantity: 1 }],
    })
    expect(body.packages[0].items[0].variant.options[0]).toEqual({
      option: 'Format',
      value: '85 × 200 cm',
    })

    const addresses = (await call(customer, 'GET', `/addresses/${order.id}`)).json().body
    expect(addresses.billing.lastName).toBe('Brinkmann')
    expect(addresses.delivery.map((d: { address: { city: string } }) => d.address.city)).toEqual([
      'Bielefeld',
      'Wien',
    ])
    const products = (await call(customer, 'GET', `/addresses/products/${order.id}`)).json().body
    expect(products.flatMap((p: { items: unknown[] }) => p.items)).toHaveLength(3)

    const other = await createCustomerFixture(database.db)
    for (const url of [
      `/fetch/${order.id}`,
      `/addresses/${order.id}`,
      `/addresses/products/${order.id}`,
    ]) {
      const answer = await call(other, 'GET', url)
      expect(answer.statusCode).toBe(404)
      expect(answer.json().message).toBe('This order could not be found.')
    }
    const german = await call(other, 'POST', `/ready/${order.id}`, { language: 'de' })
    expect(german.statusCode).toBe(404)
    expect(german.json().message).toBe('Diese Bestellung wurde nicht gefunden.')
    expect((await call(customer, 'GET', '/fetch/abc')).statusCode).toBe(422)
  })

  it('shows an order placed through the checkout with its snapshot addresses and variant', async () => {
    const client = checkoutClient(app)
    const [product] = await client.products()
    const who = await client.readyCustomer(product!, { paymentMethod: 'card' }, 2)
    const created = await client.call('/cart/orders/create', {
      method: 'POST',
      token: who.token,
      body: { idempotency_key: `invoices-${randomBytes(6).toString('hex')}` },
    })
    expect(created.statusCode, created.body).toBe(201)
    const placed = created.json().body.order
    const customer = { id: 0, email: who.email, token: who.token }
    const detail = (await call(customer, 'GET', `/fetch/${placed.id}`)).json().body
    expect(detail).toMatchObject({
      number: placed.number,
      paymentMethod: 'card',
      canPay: true,
      billingAddress: {
        lastName: 'Hansen',
        address: 'Hafenstraße 5',
        city: 'Hamburg',
        country: { code: 'DE' },
      },
    })
    expect(detail.billingAddress.country.name).not.toBe('')
    const item = detail.packages[0].items[0]
    expect(item.quantity).toBe(2)
    expect(item.variant.durationTitle).not.toBe('')
    expect(detail.packages[0].address.postcode).toBe('20457')
    const list = (await call(customer, 'GET', '/search')).json().body
    expect(list.data).toHaveLength(1)
    expect(list.data[0]).toMatchObject({ id: placed.id, itemCount: 1 })
  })

  it('marks the print files ready once; a repeat keeps the first time', async () => {
    const customer = await createCustomerFixture(database.db)
    const { order } = await createOrderFixture(database.db, customer.id)
    const first = await call(customer, 'POST', `/ready/${order.id}`)
    expect(first.statusCode).toBe(200)
    expect(first.json().message).toBe('Thank you! We have noted that your print files are ready.')
    const at = first.json().body.invoiceReadyAt
    expect(Date.parse(at)).not.toBeNaN()
    const again = await call(customer, 'POST', `/ready/${order.id}`)
    expect(again.json().body.invoiceReadyAt).toBe(at)
    const row = (await call(customer, 'GET', `/fetch/${order.id}`)).json().body
    expect(row.invoiceReadyAt).toBe(at)
  })

  it('takes a PDF and a PNG, lists them, hands them only to their owner and deletes them', async () => {
    const customer = await createCustomerFixture(database.db)
    const { order, items } = await createOrderFixture(database.db, customer.id)
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

    const other = await createCustomerFixture(database.db)
    const fileUrl = `${order.id}/${pdf.json().body.id}`
    expect((await call(other, 'GET', `/images/fetch/${fileUrl}`)).statusCode).toBe(404)
    expect((await call(other, 'DELETE', `/images/delete/${fileUrl}`)).statusCode).toBe(404)
    const foreignUpload = await upload(other, order.id, [
      { name: 'file', filename: 'x.pdf', data: PDF },
    ])
    expect(foreignUpload.statusCode).toBe(404)
    // A file id under another of the customer's orders is not found either.
    const { order: second } = await createOrderFixture(database.db, customer.id)
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
    const customer = await createCustomerFixture(database.db)
    const { order } = await createOrderFixture(database.db, customer.id)
    const answer = await upload(customer, order.id, [
      { name: 'file', filename: 'invoice\u202Efdp.exe', type: 'application/pdf', data: PDF },
    ])
    expect(answer.statusCode).toBe(200)
    expect(answer.json().body).toMatchObject({ kind: 'pdf', name: 'invoicefdp.pdf' })
    expect(answer.json().message).toBe('The file “invoicefdp.pdf” has been uploaded.')
    const [stored] = await database.db
      .select()
      .from(orderFiles)
      .where(eq(orderFiles.id, answer.json().body.id))
    expect(stored!.originalName).toBe('invoicefdp.pdf')
  })

  it('refuses an HTML page called .pdf with 415 and keeps nothing', async () => {
    const customer = await createCustomerFixture(database.db)
    const { order } = await createOrderFixture(database.db, customer.id)
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
    const rows = await database.db.select().from(orderFiles).where(eq(orderFiles.orderId, order.id))
    expect(rows).toEqual([])
  })

  it('stops a customer after UPLOADS_PER_HOUR uploads with 429, other customers go on', async () => {
    const customer = await createCustomerFixture(database.db)
    const { order } = await createOrderFixture(database.db, customer.id)
    const html = [{ name: 'file', filename: 'druck.pdf', type: 'application/pdf', data: HTML }]
    for (let i = 0; i < UPLOADS_PER_HOUR; i++) {
      expect((await upload(customer, order.id, html)).statusCode).toBe(415)
    }
    const refused = await upload(customer, order.id, html, 'de')
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBeDefined()
    expect(refused.json().message).toMatch(/^Sie haben in der letzten Stunde sehr viele Dateien/)

    const other = await createCustomerFixture(database.db)
    const { order: theirs } = await createOrderFixture(database.db, other.id)
    expect((await upload(other, theirs.id, html)).statusCode).toBe(415)
  })

  it('refuses a missing file, a second file and a line of another order with 422', async () => {
    const customer = await createCustomerFixture(database.db)
    const { order } = await createOrderFixture(database.db, customer.id)
    const { items: otherItems } = await createOrderFixture(database.db, customer.id)
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
    const customer = await createCustomerFixture(database.db)
    const { order } = await createOrderFixture(database.db, customer.id)
    const large = Buffer.concat([PDF, Buffer.alloc(1536 * 1024, 0x20)])
    const answer = await upload(customer, order.id, [
      { name: 'file', filename: 'gross.pdf', data: large },
    ])
    expect(answer.statusCode).toBe(200)
    expect(answer.json().body.sizeBytes).toBe(large.length)
  })

  it('refuses a file above UPLOAD_MAX_BYTES with 413 and leaves no partial file', async () => {
    const small = await testApp(database, { DATA_DIR: dataDir, UPLOAD_MAX_BYTES: '2048' })
    try {
      const customer = await createCustomerFixture(database.db)
      const { order } = await createOrderFixture(database.db, customer.id)
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
      const rows = await database.db
        .select()
        .from(orderFiles)
        .where(eq(orderFiles.orderId, order.id))
      expect(rows).toEqual([])
    } finally {
      await small.close()
    }
  })
})
