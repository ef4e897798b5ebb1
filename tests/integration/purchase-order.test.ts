import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAYMENT_METHODS } from '#core/checkout-totals/checkout-totals.ts'
import { MONEY_STATES, WORK_STATES } from '#core/orders/workflow.ts'
import { adminOrderFiltersSchema } from '#core/validation/admin-orders.ts'
import type { Database } from '#server/db/client.ts'
import { customers, invoiceDocuments, orders } from '#server/db/schema/index.ts'
import { createCheckoutService } from '#server/modules/checkout/checkout.service.ts'
import type { Services } from '#server/services.ts'
import { testApp } from './app.ts'
import { type Product, checkoutClient } from './checkout-helpers.ts'
import { testDatabases } from './databases.ts'
import { startMailbox } from './mailbox.ts'

// PO-1..PO-5 (decision 0056) on both databases: the purchase order number and cost centre of
// the payment step, kept in the draft and on the order, in the profile API, the confirmation
// mail, the invoice's e-invoice (BT-13, BT-10 without a Leitweg-ID, BT-19) and the back
// office's order search; bad input answered 422 in the buyer's language; the required rule
// through the resolver the checkout service is given.

const databases = await testDatabases()
const filters = adminOrderFiltersSchema(WORK_STATES, MONEY_STATES, PAYMENT_METHODS)

describe.each(databases)('purchase order number and cost centre on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance
  let services: Services
  let mailbox: Awaited<ReturnType<typeof startMailbox>>
  let client: ReturnType<typeof checkoutClient>
  let product: Product

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

  const place = async (token: string) => {
    const res = await client.call('/cart/orders/create', {
      method: 'POST',
      token,
      locale: 'de',
      body: { idempotency_key: randomUUID() },
    })
    expect(res.statusCode, res.body).toBe(201)
    return res.json().body.order as { id: number; number: number }
  }
  const stored = async (orderId: number) =>
    (
      await database.db
        .select({ purchaseOrder: orders.purchaseOrder, costCentre: orders.costCentre })
        .from(orders)
        .where(eq(orders.id, orderId))
    )[0]!
  const invoiceOf = async (orderId: number) =>
    (
      await database.db.select().from(invoiceDocuments).where(eq(invoiceDocuments.orderId, orderId))
    )[0]!
  const customerId = async (email: string) =>
    (await database.db.select().from(customers).where(eq(customers.email, email)))[0]!.id

  it('keeps both trimmed in the draft, on the order, in the API, the mail, the e-invoice and the search', async () => {
    const reference = `PO-${randomUUID().slice(0, 8)}`
    const centre = `KST ${randomUUID().slice(0, 6)}`
    const who = await client.readyCustomer(product, {
      paymentMethod: 'invoice',
      purchase_order: `  ${reference} `,
      cost_centre: ` ${centre}`,
    })
    const checkout = (await client.call('/cart/checkout', { token: who.token })).json().body
    expect(checkout.draft.payment).toMatchObject({ purchase_order: reference, cost_centre: centre })
    expect(checkout.summary).toMatchObject({
      purchaseOrder: reference,
      costCentre: centre,
      purchaseOrderRequired: false,
    })

    const order = await place(who.token)
    expect(await stored(order.id)).toEqual({ purchaseOrder: reference, costCentre: centre })
    const detail = await app.inject({
      url: `/api/v1/user/dashboard/invoices/fetch/${order.id}`,
      headers: { authorization: `Bearer ${who.token}` },
    })
    expect(detail.statusCode, detail.body).toBe(200)
    expect(detail.json().body).toMatchObject({ purchase_order: reference, cost_centre: centre })

    const mail = await mailbox.latest(who.email, { template: 'order-confirmation' })
    expect(mail.text).toContain(`Ihre Bestellnummer: ${reference}`)
    expect(mail.text).toContain(`Kostenstelle: ${centre}`)
    expect(mail.html).toContain(`Ihre Bestellnummer: ${reference}`)

    // On account: the invoice is issued at placement; no Leitweg-ID, so BT-10 is the number too.
    const invoice = await invoiceOf(order.id)
    expect(invoice.data).toMatchObject({ purchaseOrder: reference, costCentre: centre })
    const xml = invoice.ciiXml
    expect(xml).toContain(`<ram:BuyerReference>${reference}</ram:BuyerReference>`)
    expect(xml).toMatch(
      new RegExp(
        `<ram:BuyerOrderReferencedDocument>\\s*<ram:IssuerAssignedID>${reference}</ram:IssuerAssignedID>`,
      ),
    )
    expect(xml).toContain(`<ram:ID>${centre}</ram:ID>`)

    // PO-5: the back office's order list finds it by either, in any case.
    for (const q of [reference.toLowerCase(), centre]) {
      const found = await services.backOfficeOrders.list(filters.parse({ q }))
      expect(found.rows.map((row) => row.id)).toEqual([order.id])
    }
  })

  it('with a Leitweg-ID: the XRechnung keeps it as BT-10 and names the purchase order as BT-13', async () => {
    const who = await client.readyCustomer(product, {
      paymentMethod: 'invoice',
      leitwegId: '04011000-1234512345-06',
      purchase_order: 'BANF 2026/17',
    })
    const order = await place(who.token)
    const invoice = await invoiceOf(order.id)
    expect(invoice.xrechnungXml).toContain(
      '<cbc:BuyerReference>04011000-1234512345-06</cbc:BuyerReference>',
    )
    expect(invoice.xrechnungXml).toMatch(/<cac:OrderReference>\s*<cbc:ID>BANF 2026\/17<\/cbc:ID>/)
    expect(invoice.ciiXml).toContain(
      '<ram:BuyerReference>04011000-1234512345-06</ram:BuyerReference>',
    )
    expect(invoice.ciiXml).toContain('<ram:IssuerAssignedID>BANF 2026/17</ram:IssuerAssignedID>')
    expect(invoice.ciiXml).not.toContain('ReceivableSpecifiedTradeAccountingAccount')
  })

  it('without them the order keeps none, and empty fields are none', async () => {
    const who = await client.readyCustomer(product, {
      paymentMethod: 'invoice',
      purchase_order: '   ',
      cost_centre: '',
    })
    const order = await place(who.token)
    expect(await stored(order.id)).toEqual({ purchaseOrder: null, costCentre: null })
    const invoice = await invoiceOf(order.id)
    expect(invoice.ciiXml).not.toContain('BuyerOrderReferencedDocument')
    expect(invoice.ciiXml).toContain(`<ram:BuyerReference>${order.number}</ram:BuyerReference>`)
  })

  it('refuses too long or unprintable values with a 422 on the field, in the buyer’s language', async () => {
    const who = await client.readyCustomer(product, { paymentMethod: 'invoice' })
    const save = (body: Record<string, unknown>, locale: 'de' | 'en') =>
      client.call('/cart/checkout/payment', {
        method: 'PUT',
        token: who.token,
        locale,
        body: { paymentMethod: 'invoice', termsAccepted: true, ...body },
      })
    const cases: [Record<string, unknown>, 'de' | 'en', Record<string, string[]>][] = [
      [
        { purchase_order: 'P'.repeat(36) },
        'de',
        { purchase_order: ['Die Bestellnummer darf höchstens 35 Zeichen lang sein.'] },
      ],
      [
        { purchase_order: 'P'.repeat(36) },
        'en',
        { purchase_order: ['The purchase order number may be at most 35 characters long.'] },
      ],
      [
        { cost_centre: 'K'.repeat(36) },
        'en',
        { cost_centre: ['The cost centre may be at most 35 characters long.'] },
      ],
      [
        { purchase_order: 'PO\u200b4711' },
        'de',
        {
          purchase_order: [
            'Die Bestellnummer darf nur Buchstaben, Ziffern, Leerzeichen und Satzzeichen enthalten.',
          ],
        },
      ],
      [
        { cost_centre: 'KST\u00a04100' },
        'en',
        {
          cost_centre: [
            'The cost centre may contain letters, digits, spaces and punctuation only.',
          ],
        },
      ],
    ]
    for (const [body, locale, errors] of cases) {
      const refused = await save(body, locale)
      expect(refused.statusCode, refused.body).toBe(422)
      expect(refused.json().errors).toEqual(errors)
    }
    for (const body of [
      { purchase_order: 'PO\n4711' },
      { purchase_order: 4711 },
      { cost_centre: ['x'] },
    ]) {
      const refused = await save(body, 'de')
      expect(refused.statusCode, refused.body).toBe(422)
      expect(Object.keys(refused.json().errors)).toEqual(Object.keys(body))
    }
    // Nothing of it was kept.
    const draft = (await client.call('/cart/checkout', { token: who.token })).json().body.draft
    expect(draft.payment.purchase_order ?? null).toBeNull()
    expect(draft.payment.cost_centre ?? null).toBeNull()
  })

  it('PO-3: a resolver that requires the number refuses the step and the order without one', async () => {
    const asked: number[] = []
    const requiring = createCheckoutService({
      ...services,
      db: database.db,
      purchaseOrderRequired: async (id) => {
        asked.push(id)
        return true
      },
    })
    const who = await client.readyCustomer(product, { paymentMethod: 'invoice' })
    const id = await customerId(who.email)
    const step = {
      paymentMethod: 'invoice' as const,
      couponCode: null,
      vatId: null,
      confirmWithoutVatId: false,
      comments: '',
      termsAccepted: true as const,
      cost_centre: 'KST 1',
    }
    for (const [locale, message] of [
      ['de', 'Bitte geben Sie Ihre Bestellnummer an.'],
      ['en', 'Please enter your purchase order number.'],
    ] as const) {
      const refused = requiring.savePayment(id, { ...step, purchase_order: ' ' }, locale)
      await expect(refused).rejects.toMatchObject({
        kind: 'invalid',
        message,
        fields: { purchase_order: [message] },
      })
    }
    expect(asked).toContain(id)
    expect((await requiring.summary(id, 'de'))!.purchaseOrderRequired).toBe(true)
    // The draft saved before (without a number) is not placed while the number is required.
    await expect(requiring.forOrder(id, 'en')).rejects.toMatchObject({
      kind: 'conflict',
      fields: { purchase_order: ['Please enter your purchase order number.'] },
    })
    // With one it is saved and placed; the shop's own checkout (no resolver) never asks.
    const saved = await requiring.savePayment(id, { ...step, purchase_order: 'PO-9' }, 'de')
    expect(saved!.purchaseOrder).toBe('PO-9')
    expect((await requiring.forOrder(id, 'de'))!.summary.purchaseOrder).toBe('PO-9')
    expect((await services.checkout.summary(id, 'de'))!.purchaseOrderRequired).toBe(false)
  })
})
