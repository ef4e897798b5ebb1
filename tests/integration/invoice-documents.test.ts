import { randomUUID } from 'node:crypto'
import { PDFDocument } from '@cantoo/pdf-lib'
import { asc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { invoiceCounters, invoiceDocuments, orders } from '#server/db/schema/index.ts'
import { embeddedFiles } from '#server/modules/invoices/render.ts'
import { shopDay } from '#server/modules/invoices/invoices.service.ts'
import type { Services } from '#server/services.ts'
import { testApp } from './app.ts'
import { type Product, checkoutClient } from './checkout-helpers.ts'
import { testDatabases } from './databases.ts'
import { createCustomerFixture, createOrderFixture } from './fixtures/orders.ts'
import { startMailbox } from './mailbox.ts'

// INV-1..INV-7 through the shop: invoices issued at placement and at payment, gap-free numbers,
// credit notes on cancellation and refund, and the customer's API (owner only).

const databases = await testDatabases()

describe.each(databases)('invoice documents on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance
  let services: Services
  let mailbox: Awaited<ReturnType<typeof startMailbox>>
  let client: ReturnType<typeof checkoutClient>
  let product: Product
  const year = shopDay(new Date()).year

  beforeAll(async () => {
    database = await kind.create()
    mailbox = await startMailbox()
    app = await testApp(database, { SMTP_URL: mailbox.url, PUBLIC_URL: 'https://shop.example' })
    services = (app as unknown as { services: Services }).services
    client = checkoutClient(app)
    product = (await client.products())[0]!
  })
  afterAll(async () => {
    await app?.close()
    await mailbox?.close()
    await database?.drop()
  })

  const api = (url: string, token?: string) =>
    app.inject({
      method: 'GET',
      url: `/api/v1/user/dashboard/invoices${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
  const place = async (payment: Record<string, unknown>) => {
    const who = await client.readyCustomer(product, payment)
    const res = await client.call('/cart/orders/create', {
      method: 'POST',
      token: who.token,
      locale: 'de',
      body: { idempotency_key: randomUUID() },
    })
    expect(res.statusCode, res.body).toBe(201)
    return {
      ...who,
      order: res.json().body.order as { id: number; number: number; total_cents: number },
    }
  }
  // In the order they were issued: PostgreSQL names no order without ORDER BY.
  const documentsOf = (orderId: number) =>
    database.db
      .select()
      .from(invoiceDocuments)
      .where(eq(invoiceDocuments.orderId, orderId))
      .orderBy(asc(invoiceDocuments.id))

  it('issues the invoice of a prepayment order at placement and mails it as a ZUGFeRD PDF', async () => {
    const { token, email, order } = await place({ paymentMethod: 'prepayment' })
    const [invoice] = await documentsOf(order.id)
    expect(invoice!.number).toMatch(new RegExp(`^RE-${year}-\\d{6}$`))
    expect(invoice!.totalCents).toBe(order.total_cents)
    expect(invoice!.data.totals.payableCents).toBe(order.total_cents)

    const list = await api(`/${order.id}/documents`, token)
    expect(list.statusCode, list.body).toBe(200)
    expect(list.json().body).toEqual([
      expect.objectContaining({
        number: invoice!.number,
        kind: 'invoice',
        total_cents: order.total_cents,
        xml_format: 'factur-x-cii',
        pdf_url: `/api/v1/user/dashboard/invoices/documents/${invoice!.number}.pdf`,
      }),
    ])

    const pdf = await api(`/documents/${invoice!.number}.pdf`, token)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toContain(`${invoice!.number}.pdf`)
    const bytes = new Uint8Array(pdf.rawPayload)
    // PDF/A-3 with the Factur-X metadata, and the XML read back equals the stored one.
    const text = Buffer.from(bytes).toString('latin1')
    expect(text.startsWith('%PDF-')).toBe(true)
    expect(text).toContain('<pdfaid:part>3</pdfaid:part>')
    expect(text).toContain('<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>')
    expect(text).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>')
    expect((await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount()).toBe(1)
    const files = await embeddedFiles(bytes)
    const embedded = new TextDecoder().decode(files.get('factur-x.xml'))
    expect(embedded).toBe(invoice!.ciiXml)
    const xml = await api(`/documents/${invoice!.number}.xml`, token)
    expect(xml.body).toBe(embedded)
    expect(embedded).toContain(`<ram:ID>${invoice!.number}</ram:ID>`)
    expect(embedded).toContain('urn:cen.eu:en16931:2017')
    expect(embedded).toContain(
      `<ram:DuePayableAmount>${(order.total_cents / 100).toFixed(2)}</ram:DuePayableAmount>`,
    )
    expect(embedded).toContain('<ram:TypeCode>58</ram:TypeCode>')

    // MAIL-1, INV-1: the confirmation carries the PDF.
    const mail = await mailbox.latest(email, { template: 'order-confirmation' })
    expect(mail.attachments.map((a) => a.filename)).toEqual([`${invoice!.number}.pdf`])
    expect(Buffer.from(mail.attachments[0]!.content).equals(Buffer.from(invoice!.pdf))).toBe(true)
  })

  it('describes the document routes in the OpenAPI description', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json()
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/user/dashboard/invoices/{id}/documents',
        '/user/dashboard/invoices/documents/{file}',
      ]),
    )
  })

  it('hands documents only to their owner', async () => {
    const { order } = await place({ paymentMethod: 'invoice' })
    const [invoice] = await documentsOf(order.id)
    const stranger = await client.customer()
    expect((await api(`/${order.id}/documents`, stranger.token)).statusCode).toBe(404)
    expect((await api(`/documents/${invoice!.number}.pdf`, stranger.token)).statusCode).toBe(404)
    expect((await api(`/documents/${invoice!.number}.pdf`)).statusCode).toBe(401)
    expect((await api(`/documents/RE-1-1.pdf`, stranger.token)).statusCode).toBe(404)
  })

  it('numbers invoices without gaps, also when placements race and a transaction rolls back', async () => {
    const customers = await Promise.all([1, 2, 3, 4].map(() => client.readyCustomer(product)))
    const placed = await Promise.all(
      customers.map((who) =>
        client.call('/cart/orders/create', {
          method: 'POST',
          token: who.token,
          body: { idempotency_key: randomUUID() },
        }),
      ),
    )
    expect(placed.map((r) => r.statusCode)).toEqual([201, 201, 201, 201])
    // A transaction that issues and then fails gives its number back.
    const fixture = await createCustomerFixture(database.db)
    const { order } = await createOrderFixture(database.db, fixture.id, {
      paymentMethod: 'invoice',
    })
    const shop = await services.settings.get()
    await expect(
      database.db.transaction(async (tx) => {
        await services.documents.issueInvoice(tx, order.id, shop)
        throw new Error('the placement failed later')
      }),
    ).rejects.toThrow('the placement failed later')
    expect(await documentsOf(order.id)).toEqual([])
    await database.db.transaction((tx) => services.documents.issueInvoice(tx, order.id, shop))

    const all = await database.db
      .select()
      .from(invoiceDocuments)
      .where(eq(invoiceDocuments.kind, 'invoice'))
    const sequences = all.map((d) => d.sequence).sort((a, b) => a - b)
    expect(sequences).toEqual(sequences.map((_, i) => i + 1))
    const [counter] = await database.db
      .select()
      .from(invoiceCounters)
      .where(eq(invoiceCounters.kind, 'invoice'))
    expect(counter).toMatchObject({ year, last: sequences.length })
    // Issuing again answers the same invoice.
    const again = await database.db.transaction((tx) =>
      services.documents.issueInvoice(tx, order.id, shop),
    )
    expect((await documentsOf(order.id)).map((d) => d.number)).toEqual([again.number])
  })

  it('invoices a card order only when it is paid, as paid', async () => {
    const fixture = await createCustomerFixture(database.db)
    const { order } = await createOrderFixture(database.db, fixture.id, { paymentMethod: 'card' })
    expect(await documentsOf(order.id)).toEqual([])
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/user/site/cart/orders/pay/${order.id}`,
      headers: { authorization: `Bearer ${fixture.token}`, 'accept-language': 'de' },
    })
    expect(res.statusCode, res.body).toBe(200)
    const redirect = new URL(res.json().body.redirect_url, 'http://shop.local')
    const attempt = {
      reference: redirect.searchParams.get('reference')!,
      signature: redirect.searchParams.get('signature')!,
    }
    await services.payments.decideTestPayment(fixture.id, order.id, 'de', attempt, 'paid')
    const [invoice] = await documentsOf(order.id)
    expect(invoice!.data.totals).toMatchObject({ prepaidCents: order.totalCents, payableCents: 0 })
    expect(invoice!.ciiXml).toContain('<ram:TotalPrepaidAmount>')
    const mail = await mailbox.latest(fixture.email, { template: 'payment-received' })
    expect(mail.attachments.map((a) => a.filename)).toEqual([`${invoice!.number}.pdf`])
  })

  it('credits a refund and, on cancellation, the rest; nothing beyond the invoice', async () => {
    const fixture = await createCustomerFixture(database.db)
    const { order } = await createOrderFixture(database.db, fixture.id, {
      paymentMethod: 'invoice',
    })
    const shop = await services.settings.get()
    const invoice = await database.db.transaction((tx) =>
      services.documents.issueInvoice(tx, order.id, shop),
    )
    const first = await database.db.transaction((tx) =>
      services.documents.issueCreditNote(tx, order.id, { amountCents: 1_000, refundId: undefined }),
    )
    expect(first!.number).toMatch(new RegExp(`^GS-${year}-\\d{6}$`))
    const rest = await database.db.transaction((tx) =>
      services.documents.issueCreditNote(tx, order.id, { amountCents: 'rest' }),
    )
    const none = await database.db.transaction((tx) =>
      services.documents.issueCreditNote(tx, order.id, { amountCents: 500 }),
    )
    expect(none).toBeNull()
    const docs = await documentsOf(order.id)
    const credits = docs.filter((d) => d.kind === 'credit_note')
    expect(credits.map((d) => d.totalCents)).toEqual([1_000, order.totalCents - 1_000])
    expect(
      credits.every((d) => d.invoiceId === docs.find((x) => x.number === invoice.number)!.id),
    ).toBe(true)
    expect(credits[1]!.number).toBe(rest!.number)
    expect(credits[1]!.ciiXml).toContain('<ram:TypeCode>381</ram:TypeCode>')
    expect(credits[1]!.ciiXml).toContain(
      `<ram:IssuerAssignedID>${invoice.number}</ram:IssuerAssignedID>`,
    )
  })

  it('offers XRechnung (UBL) with the Leitweg-ID as buyer reference', async () => {
    const fixture = await createCustomerFixture(database.db)
    const { order } = await createOrderFixture(database.db, fixture.id, {
      paymentMethod: 'invoice',
    })
    await database.db
      .update(orders)
      .set({ leitwegId: '04011000-1234512345-06' })
      .where(eq(orders.id, order.id))
    const shop = await services.settings.get()
    const invoice = await database.db.transaction((tx) =>
      services.documents.issueInvoice(tx, order.id, shop),
    )
    const list = await api(`/${order.id}/documents`, fixture.token)
    expect(list.json().body[0]).toMatchObject({ xml_format: 'xrechnung-ubl' })
    const xml = await api(`/documents/${invoice.number}.xml`, fixture.token)
    expect(xml.statusCode).toBe(200)
    expect(xml.headers['content-disposition']).toContain('xrechnung.xml')
    expect(xml.body).toContain('<cbc:BuyerReference>04011000-1234512345-06</cbc:BuyerReference>')
    expect(xml.body).toContain('urn:xeinkauf.de:kosit:xrechnung_3.0')
    expect(xml.body).toContain('<cbc:EndpointID schemeID="EM">')
  })

  it('issues credit notes with a transfer refund and the cancellation, and mails them attached', async () => {
    const member = (
      await services.staff.create(
        { email: `docs-owner-${randomUUID()}@example.com`, name: 'Owner', role: 'owner' },
        null,
      )
    ).member
    const { email, order } = await place({ paymentMethod: 'prepayment' })
    const row = async () =>
      (await database.db.select().from(orders).where(eq(orders.id, order.id)))[0]!
    const today = shopDay(new Date()).day
    await services.orderWorkflow.markPaid(
      member,
      {
        orderId: order.id,
        version: (await row()).version,
        paidOn: today,
        amountCents: order.total_cents,
      },
      'de',
    )
    // A transfer back of 10 € (recorded by staff) is credited at once.
    await services.refunds.refund(
      member,
      { orderId: order.id, version: (await row()).version, amountCents: 1_000, reason: 'Kulanz' },
      'de',
    )
    let credits = (await documentsOf(order.id)).filter((d) => d.kind === 'credit_note')
    expect(credits.map((d) => [d.totalCents, d.refundId !== null, d.staffId])).toEqual([
      [1_000, true, member.id],
    ])
    const refundMail = await mailbox.latest(email, { template: 'order-refunded' })
    expect(refundMail.attachments.map((a) => a.filename)).toEqual([`${credits[0]!.number}.pdf`])

    // The cancellation credits the rest of the invoice.
    await services.orderWorkflow.moveWork(
      member,
      { orderId: order.id, to: 'cancelled', version: (await row()).version, message: 'Storniert' },
      'de',
    )
    credits = (await documentsOf(order.id)).filter((d) => d.kind === 'credit_note')
    expect(credits.map((d) => d.totalCents)).toEqual([1_000, order.total_cents - 1_000])
    const cancelMail = await mailbox.latest(email, { template: 'order-cancelled' })
    expect(cancelMail.attachments.map((a) => a.filename)).toEqual([`${credits[1]!.number}.pdf`])
    // Credit note numbers follow each other.
    expect(credits[1]!.sequence).toBe(credits[0]!.sequence + 1)
  })

  it('invoices an order placed with a Leitweg-ID as XRechnung', async () => {
    const { token, order } = await place({
      paymentMethod: 'invoice',
      leitwegId: '991-33333test-33',
    })
    const [invoice] = await documentsOf(order.id)
    expect(invoice!.data.buyerReference).toBe('991-33333TEST-33')
    const xml = await api(`/documents/${invoice!.number}.xml`, token)
    expect(xml.body).toContain('<cbc:BuyerReference>991-33333TEST-33</cbc:BuyerReference>')
  })
})
