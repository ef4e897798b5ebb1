import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StaffMember } from '#core/staff/staff-member.ts'
import type { Database } from '#server/db/client.ts'
import { auditLog, mailOutbox } from '#server/db/schema/index.ts'
import type { Services } from '#server/services.ts'
import { testApp } from './app.ts'
import { checkoutClient, type Product } from './checkout-helpers.ts'
import { testDatabases } from './databases.ts'

// QUOTE-3..QUOTE-5, QUOTE-10 on both databases: sales price a request (a discount off today's
// unit price, a unit price), add shipping, a note and the validity, and send it: numbered per
// year, its PDF mailed through the outbox in the customer's language, every change audited.

const databases = await testDatabases()
// Monday 4 January 2027, 10:00 German time.
const clock = new Date('2027-01-04T09:00:00Z')

describe.each(databases)('quotes in the back office on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance & { services: Services }
  let client: ReturnType<typeof checkoutClient>
  let product: Product
  const members = {} as Record<'sales' | 'content', StaffMember>

  beforeAll(async () => {
    database = await kind.create()
    app = (await testApp(database, {}, { now: () => clock })) as typeof app
    client = checkoutClient(app)
    product = (await client.products())[0]!
    for (const role of ['sales', 'content'] as const) {
      const { member } = await app.services.staff.create(
        { email: `quotes-${role}@example.com`, name: role, role },
        null,
      )
      members[role] = member as StaffMember
    }
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  const item = (quantity: number) => ({
    product_id: product.productId,
    combination_id: product.combinationId,
    duration_id: product.durationId,
    services: [],
    quantity,
  })

  async function requested(locale: 'de' | 'en', quantities = [500, 3]) {
    const who = await client.customer()
    const res = await client.call('/quotes', {
      method: 'POST',
      token: who.token,
      locale,
      body: { items: quantities.map(item), message: 'Bitte mit Lieferung nach Hamburg' },
    })
    expect(res.statusCode, res.body).toBe(201)
    return { ...who, id: res.json().body.id as number }
  }

  const admin = () => app.services.quotesAdmin

  async function priced(id: number) {
    const { quote } = await admin().get(members.sales, id, 'de')
    const [first, second] = quote.lines
    await admin().price(
      members.sales,
      id,
      {
        lines: [
          { id: first!.id, discount_percent: 12.5 },
          { id: second!.id, unit_cents: 1_999 },
        ],
        shipping_cents: 4_900,
        note: 'Lieferung frei Messestand',
        valid_until: '2027-01-31',
      },
      'de',
    )
    return first!.listUnitCents!
  }

  it('prices the lines, sends the numbered quote and mails its PDF in German', async () => {
    const customer = await requested('de')
    const list = await priced(customer.id)
    const { quote } = await admin().get(members.sales, customer.id, 'de')
    const discounted = list - Math.round((list * 1_250) / 10_000)
    expect(quote.lines.map((line) => line.unitCents)).toEqual([discounted, 1_999])
    expect(quote.totals).toEqual({
      linesCents: discounted * 500 + 1_999 * 3,
      shippingCents: 4_900,
      netCents: discounted * 500 + 1_999 * 3 + 4_900,
    })
    expect(quote.state).toBe('requested')

    const number = await admin().send(members.sales, customer.id, 'de')
    expect(number).toBe('AN-2027-000001')

    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, customer.email), eq(mailOutbox.template, 'quote')))
    expect(mail!.subject).toBe('Ihr Angebot AN-2027-000001')
    expect(mail!.locale).toBe('de')
    expect(mail!.raw).toContain('AN-2027-000001.pdf')
    expect(mail!.raw).toContain('application/pdf')

    const headers = { authorization: `Bearer ${customer.token}` }
    const pdf = await app.inject({
      url: `/api/v1/user/dashboard/quotes/${customer.id}/pdf`,
      headers,
    })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')

    const mine = await app.inject({ url: '/api/v1/user/dashboard/quotes', headers })
    expect(mine.json().body[0]).toMatchObject({
      number: 'AN-2027-000001',
      status: 'sent',
      valid_until: '2027-01-31',
      net_cents: quote.totals!.netCents,
    })

    const entries = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'quote'), eq(auditLog.objectId, String(customer.id))))
      .orderBy(auditLog.id)
    expect(entries.map((entry) => [entry.action, entry.staffId])).toEqual([
      ['quote.price', members.sales.id],
      ['quote.send', members.sales.id],
    ])
  })

  it('numbers the next quote of the year on, and mails an English customer in English', async () => {
    const customer = await requested('en', [20])
    const { quote } = await admin().get(members.sales, customer.id, 'de')
    await admin().price(
      members.sales,
      customer.id,
      {
        lines: [{ id: quote.lines[0]!.id, unit_cents: 5_000 }],
        shipping_cents: 0,
        note: '',
        valid_until: '2027-01-04',
      },
      'de',
    )
    expect(await admin().send(members.sales, customer.id, 'de')).toBe('AN-2027-000002')
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, customer.email), eq(mailOutbox.template, 'quote')))
    expect(mail!.subject).toBe('Your quote AN-2027-000002')
  })

  it('refuses to send an unpriced request, to change a sent one, and a past validity', async () => {
    const customer = await requested('de', [5])
    await expect(admin().send(members.sales, customer.id, 'en')).rejects.toMatchObject({
      kind: 'conflict',
      message: 'Price every line and set the shipping and the validity before sending.',
    })
    const { quote } = await admin().get(members.sales, customer.id, 'de')
    const body = {
      lines: [{ id: quote.lines[0]!.id, unit_cents: 100 }],
      shipping_cents: 0,
      note: '',
      valid_until: '2027-01-03',
    }
    await expect(admin().price(members.sales, customer.id, body, 'en')).rejects.toMatchObject({
      kind: 'invalid',
      fields: { valid_until: ['The date must not lie in the past.'] },
    })
    await admin().price(members.sales, customer.id, { ...body, valid_until: '2027-02-01' }, 'en')
    await admin().send(members.sales, customer.id, 'en')
    await expect(admin().price(members.sales, customer.id, body, 'en')).rejects.toMatchObject({
      kind: 'conflict',
    })
    await expect(admin().send(members.sales, customer.id, 'en')).rejects.toMatchObject({
      kind: 'conflict',
    })
  })

  it('is for owner and sales only', async () => {
    await expect(admin().list(members.content, 'en')).rejects.toMatchObject({ kind: 'forbidden' })
    const list = await admin().list(members.sales, 'en')
    expect(list.length).toBeGreaterThan(0)
  })
})
