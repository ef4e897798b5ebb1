import { randomUUID } from 'node:crypto'
import { and, eq, like } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isoDateInTimeZone } from '#core/delivery-date/delivery-date.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import { type Database, openDatabase } from '#server/db/client.ts'
import { mailOutbox, orderItems, orders, productCombinations } from '#server/db/schema/index.ts'
import { createOutboxAdmin } from '#server/modules/mail/outbox-admin.ts'
import { createDashboard } from '#server/modules/orders/dashboard.ts'
import { createStaffNotifications } from '#server/modules/staff/staff-notifications.ts'
import type { Services } from '#server/services.ts'
import { testApp } from './app.ts'
import { checkoutClient, type Product } from './checkout-helpers.ts'
import { testDatabases } from './databases.ts'

// STAFF-14, STAFF-15, STOCK-3 on both databases: each member gets the mails they chose, in their
// language, one per event and member, queued where the event happens; a low-stock crossing is
// mailed once; the daily summary goes out once per member and day, also from two app processes
// on one PostgreSQL (decision 0031).

const databases = await testDatabases()

describe.each(databases)('staff notifications on $name', (kind) => {
  let database: Database & { drop(): Promise<void>; url?: string }
  let app: FastifyInstance
  let services: Services
  let client: ReturnType<typeof checkoutClient>
  let product: Product
  let olga: StaffMember
  let sven: StaffMember
  let paul: StaffMember

  beforeAll(async () => {
    database = await kind.create()
    app = await testApp(database, { PUBLIC_URL: 'https://shop.example' })
    services = (app as unknown as { services: Services }).services
    client = checkoutClient(app)
    product = (await client.products())[0]!
    const member = async (email: string, role: StaffMember['role']) =>
      (await services.staff.create({ email, name: email.split('@')[0]!, role }, null)).member
    olga = await member(`olga.${randomUUID()}@example.com`, 'owner')
    sven = await member(`sven.${randomUUID()}@example.com`, 'sales')
    paul = await member(`paul.${randomUUID()}@example.com`, 'production')
    await services.notifications.save(olga, {
      intent: 'save',
      notices: ['new_order', 'print_file', 'proof_approved', 'payment', 'low_stock', 'failed_mail'],
      dailySummary: true,
      locale: 'de',
    })
    // Sales may not hear of stock (STAFF-5): that choice is dropped.
    await services.notifications.save(sven, {
      intent: 'save',
      notices: ['new_order', 'payment', 'low_stock'],
      dailySummary: true,
      locale: 'en',
    })
    // Paul chose nothing.
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  const noticesTo = async (member: StaffMember, kind: string) =>
    database.db
      .select({ subject: mailOutbox.subject, locale: mailOutbox.locale, raw: mailOutbox.raw })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, member.email), eq(mailOutbox.template, `staff-notice-${kind}`)))
  const place = async (quantity: number) => {
    const who = await client.readyCustomer(product, { paymentMethod: 'prepayment' }, quantity)
    const res = await client.call('/cart/orders/create', {
      method: 'POST',
      token: who.token,
      body: { idempotency_key: randomUUID() },
    })
    expect(res.statusCode, res.body).toBe(201)
    const [order] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.id, res.json().body.order.id))
    return order!
  }

  it('keeps what each member chose, within their role', async () => {
    expect(await services.notifications.settings(sven)).toMatchObject({
      notices: ['new_order', 'payment'],
      dailySummary: true,
    })
    expect(await services.notifications.settings(paul)).toMatchObject({
      notices: [],
      dailySummary: false,
    })
  })

  it('mails a new order, its upload, the proof approval and the payment once to each member who chose it, in their language', async () => {
    const order = await place(1)
    const [toOlga] = await noticesTo(olga, 'new_order')
    expect(toOlga?.subject).toBe(`Neue Bestellung #${order.number} von Nordwind Messebau`)
    expect(toOlga?.locale).toBe('de')
    expect(toOlga?.raw).toContain(`https://shop.example/admin/orders/${order.id}`)
    const [toSven] = await noticesTo(sven, 'new_order')
    expect(toSven?.subject).toBe(`New order #${order.number} from Nordwind Messebau`)
    expect(toSven?.raw).toContain(`https://shop.example/en/admin/orders/${order.id}`)
    expect(
      await database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, paul.email), like(mailOutbox.template, 'staff-notice-%'))),
    ).toHaveLength(0)

    await services.printData.addFile(
      order.customerId,
      order.id,
      {
        orderItemId: null,
        storedName: randomUUID(),
        originalName: 'messewand.pdf',
        kind: 'pdf',
        contentType: 'application/pdf',
        sizeBytes: 1000,
      },
      'de',
    )
    expect((await noticesTo(olga, 'print_file')).map((mail) => mail.subject)).toEqual([
      `Druckdatei zu Bestellung #${order.number}`,
    ])
    expect(await noticesTo(sven, 'print_file')).toHaveLength(0)

    await database.db
      .update(orders)
      .set({ workState: 'print_data_checked' })
      .where(eq(orders.id, order.id))
    await services.printData.approveProof(order.customerId, order.id, '203.0.113.9', 'de')
    // A repeat answers the first approval and mails nothing again.
    await services.printData.approveProof(order.customerId, order.id, '203.0.113.9', 'de')
    expect(await noticesTo(olga, 'proof_approved')).toHaveLength(1)

    const [current] = await database.db.select().from(orders).where(eq(orders.id, order.id))
    await services.orderWorkflow.markPaid(
      olga,
      {
        orderId: order.id,
        version: current!.version,
        paidOn: isoDateInTimeZone(new Date()),
        amountCents: order.totalCents,
      },
      'de',
    )
    expect(await noticesTo(olga, 'payment')).toHaveLength(1)
    expect((await noticesTo(sven, 'payment')).map((mail) => mail.subject)).toEqual([
      `Payment received: order #${order.number}`,
    ])
    // One mail per event and member: still one new-order mail each.
    expect(await noticesTo(olga, 'new_order')).toHaveLength(1)
    expect(await noticesTo(sven, 'new_order')).toHaveLength(1)
  })

  it('mails a payment the provider reports once, however often it is reported', async () => {
    const who = await client.readyCustomer(product, { paymentMethod: 'card' }, 1)
    const created = await client.call('/cart/orders/create', {
      method: 'POST',
      token: who.token,
      body: { idempotency_key: randomUUID() },
    })
    expect(created.statusCode, created.body).toBe(201)
    const order = created.json().body.order as { id: number; number: number }
    const started = await app.inject({
      method: 'POST',
      url: `/api/v1/user/site/cart/orders/pay/${order.id}`,
      headers: { authorization: `Bearer ${who.token}`, 'accept-language': 'en' },
    })
    expect(started.statusCode, started.body).toBe(200)
    const redirect = new URL(started.json().body.redirect_url, 'http://shop.local')
    const proof = {
      reference: redirect.searchParams.get('reference')!,
      signature: redirect.searchParams.get('signature')!,
    }
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id))
    for (let i = 0; i < 2; i++) {
      await services.payments.decideTestPayment(row!.customerId, order.id, 'en', proof, 'paid')
    }
    const mails = (await noticesTo(sven, 'payment')).filter((mail) =>
      mail.subject.endsWith(`#${order.number}`),
    )
    expect(mails.map((mail) => mail.subject)).toEqual([`Payment received: order #${order.number}`])
  })

  it('mails low stock once, when an order takes a combination to its threshold', async () => {
    await database.db
      .update(productCombinations)
      .set({ stock: 5, lowStockThreshold: 3 })
      .where(eq(productCombinations.id, product.combinationId))
    await place(1) // 4 left: above the threshold
    expect(await noticesTo(olga, 'low_stock')).toHaveLength(0)
    await place(1) // 3 left: the crossing
    await place(1) // 2 left: already low, no second mail
    const mails = await noticesTo(olga, 'low_stock')
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toMatch(/^Knapper Bestand: /)
    expect(mails[0]!.raw).toContain('hat noch 3 St=C3=BCck')
    expect(await noticesTo(sven, 'low_stock')).toHaveLength(0)
  })

  it('mails low stock when an order changed before production takes a combination there', async () => {
    await database.db
      .update(productCombinations)
      .set({ stock: 10, lowStockThreshold: 3 })
      .where(eq(productCombinations.id, product.combinationId))
    const before = (await noticesTo(olga, 'low_stock')).length
    const order = await place(5) // 5 left: above the threshold
    const [item] = await database.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
    // EDIT-1: sales raise the quantity on the customer's call; 3 left is the crossing.
    await services.orderEdit.edit(
      sven,
      order.id,
      { intent: 'quantity', item: item!.id, quantity: 7, version: order.version },
      'de',
    )
    expect(await noticesTo(olga, 'low_stock')).toHaveLength(before + 1)
  })

  it('sends the daily summary from 7:00 once per member and day', async () => {
    const early = new Date('2027-01-04T05:30:00Z') // 06:30 in Berlin
    const morning = new Date('2027-01-04T06:30:00Z')
    expect(await services.notifications.sendDailySummaries(early)).toBe(0)
    expect(await services.notifications.sendDailySummaries(morning)).toBe(2)
    expect(await services.notifications.sendDailySummaries(morning)).toBe(0)
    const [summary] = await noticesTo(sven, 'summary')
    expect(summary?.subject).toBe('The shop’s work on 04/01/2027')
    expect(summary?.raw).toContain('New orders not yet opened:')
    expect(await noticesTo(olga, 'summary')).toHaveLength(1)
  })

  it.runIf(kind.name === 'postgres')(
    'sends the summary once when two app processes try at the same moment',
    async () => {
      const second = await openDatabase({ url: database.url!, dataDir: '', poolSize: 4 })
      try {
        const other = createStaffNotifications({
          db: second.db,
          mail: { queue: services.mail.queue, wake: () => {} },
          audit: services.staff.audit,
          publicUrl: 'https://shop.example',
          figures: (at) =>
            createDashboard({
              db: second.db,
              outbox: createOutboxAdmin({
                db: second.db,
                mail: { sendAgain: async () => false },
                audit: services.staff.audit,
              }),
            }).figures(at),
          log: { error: () => {} },
        })
        const day = new Date('2027-01-05T07:00:00Z')
        const sent = await Promise.all([
          services.notifications.sendDailySummaries(day),
          other.sendDailySummaries(day),
          services.notifications.sendDailySummaries(day),
          other.sendDailySummaries(day),
        ])
        expect(sent.reduce((a, b) => a + b, 0)).toBe(2)
        expect(await noticesTo(olga, 'summary')).toHaveLength(2) // 4 and 5 January
        expect(await noticesTo(sven, 'summary')).toHaveLength(2)
      } finally {
        await second.close()
      }
    },
  )
})

describe.each(databases)('the failed-mail notice on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance
  let services: Services

  beforeAll(async () => {
    database = await kind.create()
    // Nothing listens on port 9: every mail fails at its one attempt.
    app = await testApp(database, {
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_ATTEMPTS: '1',
      MAIL_RETRY_SECONDS: '0.01',
    })
    services = (app as unknown as { services: Services }).services
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  it('tells the member once, and never about the notice that failed itself', async () => {
    const owner = (
      await services.staff.create(
        { email: `owen.${randomUUID()}@example.com`, name: 'Owen', role: 'owner' },
        null,
      )
    ).member
    await services.notifications.save(owner, {
      intent: 'save',
      notices: ['failed_mail'],
      dailySummary: false,
      locale: 'en',
    })
    await services.mail.send({
      template: 'welcome',
      locale: 'de',
      to: 'kunde@example.com',
      subject: 'Willkommen',
      text: 'Hallo',
      html: '<p>Hallo</p>',
    })
    const settled = async () => {
      for (let i = 0; i < 200; i++) {
        await services.mail.runOnce()
        const open = await database.db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(eq(mailOutbox.status, 'queued'))
        const sending = await database.db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(eq(mailOutbox.status, 'sending'))
        if (open.length === 0 && sending.length === 0) return
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      throw new Error('the outbox did not settle')
    }
    await settled()
    const notices = await database.db
      .select({ subject: mailOutbox.subject, status: mailOutbox.status })
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'staff-notice-failed_mail'))
    // The notice failed too (same broken server) and was not itself the subject of another.
    expect(notices).toEqual([
      { subject: 'A mail could not be delivered: Willkommen', status: 'failed' },
    ])
  })
})
