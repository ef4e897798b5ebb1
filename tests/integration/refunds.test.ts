import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { mailOutbox, orderRefunds, orders } from '#server/db/schema/index.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import type { Services } from '#server/services.ts'
import { testApp } from './app.ts'
import { testDatabases } from './databases.ts'
import { startFakePayPal } from './fakes/paypal.ts'
import { startFakeStripe } from './fakes/stripe.ts'
import {
  type CustomerFixture,
  createCustomerFixture,
  createOrderFixture,
} from './fixtures/orders.ts'

// ORD-13, ORD-18 on both databases: staff refund card and PayPal payments through the providers
// (the local fakes of their APIs), record transfers back by hand, never refund more than was
// paid, and a provider that is down leaves the refund pending to be tried again with the same
// idempotency key.

const databases = await testDatabases()
const stripeKey = 'sk_test_refunds'
const paypalId = 'paypal-refunds'
const paypalSecret = 'paypal-refunds-secret'

describe.each(databases)('refunds on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance
  let services: Services
  let fakeStripe: Awaited<ReturnType<typeof startFakeStripe>>
  let fakePayPal: Awaited<ReturnType<typeof startFakePayPal>>
  let customer: CustomerFixture
  const members = {} as Record<'owner' | 'sales' | 'production', StaffMember>

  beforeAll(async () => {
    database = await kind.create()
    fakeStripe = await startFakeStripe(stripeKey)
    fakePayPal = await startFakePayPal(paypalId, paypalSecret)
    app = await testApp(database, {
      STRIPE_SECRET_KEY: stripeKey,
      STRIPE_WEBHOOK_SECRET: 'whsec_refunds',
      STRIPE_API_BASE: fakeStripe.url,
      PAYPAL_CLIENT_ID: paypalId,
      PAYPAL_CLIENT_SECRET: paypalSecret,
      PAYPAL_API_BASE: fakePayPal.url,
      PUBLIC_URL: 'https://shop.example',
    })
    services = (app as unknown as { services: Services }).services
    customer = await createCustomerFixture(database.db)
    for (const role of ['owner', 'sales', 'production'] as const) {
      members[role] = (
        await services.staff.create({ email: `refund-${role}@example.com`, name: role, role }, null)
      ).member
    }
  })
  afterAll(async () => {
    await app?.close()
    await Promise.all([fakeStripe?.close(), fakePayPal?.close()])
    await database?.drop()
  })

  const orderRow = async (id: number) =>
    (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!

  /** An order paid the way customers pay: a provider page, then the return to the shop. */
  async function paidOnline(method: 'card' | 'paypal') {
    const { order } = await createOrderFixture(database.db, customer.id, { paymentMethod: method })
    await services.payments.start(customer.id, order.id, 'de')
    const started = await orderRow(order.id)
    if (method === 'card') fakeStripe.pay(started.paymentReference!)
    else fakePayPal.approve(started.paymentReference!)
    await services.payments.complete(customer.id, order.id, 'de')
    const paid = await orderRow(order.id)
    expect(paid).toMatchObject({
      paymentStatus: 'paid',
      paymentProvider: method === 'card' ? 'stripe' : 'paypal',
    })
    expect(paid.paymentCaptureId).toBeTruthy()
    return paid
  }

  it('refunds a card payment through Stripe in parts, never beyond what was paid', async () => {
    const order = await paidOnline('card')
    const partial = await services.refunds.refund(
      members.sales,
      { orderId: order.id, version: order.version, amountCents: 3000, reason: 'Banner zu spät' },
      'de',
    )
    expect(partial).toEqual({
      status: 'done',
      message: expect.stringMatching(/^30,00\s€ wurden erstattet\.$/),
    })
    expect(fakeStripe.refunds.get(order.paymentCaptureId!)).toEqual([
      { id: expect.stringMatching(/^re_/), amount: 3000 },
    ])
    let row = await orderRow(order.id)
    expect(row).toMatchObject({ paymentStatus: 'partly_refunded', refundedCents: 3000 })
    const [refund] = await database.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, order.id))
    expect(refund).toMatchObject({ status: 'done', method: 'stripe', amountCents: 3000 })
    expect(refund!.providerReference).toMatch(/^re_/)
    expect(fakeStripe.idempotencyKeys).toContain(refund!.idempotencyKey)

    // More than the rest is refused at its field, and Stripe is not asked.
    const asked = fakeStripe.requests.length
    await expect(
      services.refunds.refund(
        members.owner,
        { orderId: order.id, version: row.version, amountCents: order.totalCents, reason: '' },
        'en',
      ),
    ).rejects.toMatchObject({
      kind: 'invalid',
      fields: { amount: [expect.stringContaining('at most what is left of the payment')] },
    })
    expect(fakeStripe.requests.length).toBe(asked)

    await services.refunds.refund(
      members.owner,
      { orderId: order.id, version: row.version, amountCents: order.totalCents - 3000, reason: '' },
      'de',
    )
    row = await orderRow(order.id)
    expect(row).toMatchObject({ paymentStatus: 'refunded', refundedCents: order.totalCents })
    const timeline = await services.orderWorkflow.timeline(order.id)
    expect(timeline.filter((e) => e.kind === 'money').map((e) => e.toState)).toEqual([
      'paid',
      'partly_refunded',
      'refunded',
    ])
    // MAIL-5: each refund is mailed with its amount.
    const mails = await database.db
      .select({ template: mailOutbox.template, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.orderId, order.id))
    expect(mails.filter((m) => m.template === 'order-refunded')).toHaveLength(2)
    // A fully refunded order has nothing left to refund.
    await expect(
      services.refunds.refund(
        members.owner,
        { orderId: order.id, version: row.version, amountCents: 100, reason: '' },
        'de',
      ),
    ).rejects.toMatchObject({ kind: 'conflict' })
  })

  it('keeps a PayPal refund pending while PayPal is down and sends it once when tried again', async () => {
    const order = await paidOnline('paypal')
    fakePayPal.down()
    const pending = await services.refunds.refund(
      members.sales,
      { orderId: order.id, version: order.version, amountCents: order.totalCents, reason: '' },
      'en',
    )
    expect(pending.status).toBe('pending')
    expect(pending.message).toContain('cannot be reached')
    let row = await orderRow(order.id)
    expect(row).toMatchObject({ paymentStatus: 'paid', refundedCents: 0 })
    const [refund] = await services.refunds.list(order.id)
    expect(refund).toMatchObject({ status: 'pending', amountCents: order.totalCents })
    expect(refund!.error).toBeTruthy()
    // The pending amount counts: nothing more can be refunded meanwhile.
    await expect(
      services.refunds.refund(
        members.sales,
        { orderId: order.id, version: row.version, amountCents: 1, reason: '' },
        'en',
      ),
    ).rejects.toMatchObject({ kind: 'invalid' })

    fakePayPal.up()
    const done = await services.refunds.retry(
      members.sales,
      { orderId: order.id, refundId: refund!.id },
      'en',
    )
    expect(done.status).toBe('done')
    row = await orderRow(order.id)
    expect(row).toMatchObject({ paymentStatus: 'refunded', refundedCents: order.totalCents })
    expect(fakePayPal.refunds.get(order.paymentCaptureId!)).toHaveLength(1)
    await expect(
      services.refunds.retry(members.sales, { orderId: order.id, refundId: refund!.id }, 'en'),
    ).rejects.toMatchObject({ kind: 'conflict' })
  })

  it('records a transfer back by hand for a prepaid order', async () => {
    const { order } = await createOrderFixture(database.db, customer.id, {
      paymentMethod: 'prepayment',
    })
    await services.orderWorkflow.markPaid(
      members.sales,
      { orderId: order.id, version: 0, paidOn: '2026-11-20', amountCents: order.totalCents },
      'de',
    )
    const answer = await services.refunds.refund(
      members.sales,
      { orderId: order.id, version: 1, amountCents: 1000, reason: 'Kulanz' },
      'de',
    )
    expect(answer).toEqual({
      status: 'done',
      message: expect.stringMatching(/^Die Rücküberweisung von 10,00\s€ ist erfasst\.$/),
    })
    expect(await orderRow(order.id)).toMatchObject({
      paymentStatus: 'partly_refunded',
      refundedCents: 1000,
    })
    expect((await services.refunds.list(order.id))[0]).toMatchObject({
      method: 'transfer',
      status: 'done',
      reason: 'Kulanz',
      staffName: 'sales',
    })
  })

  it('refuses production, an unpaid order, a zero amount and a stale page', async () => {
    const paid = await paidOnline('card')
    const refund = (member: StaffMember, amountCents: number | null, version = paid.version) =>
      services.refunds.refund(member, { orderId: paid.id, version, amountCents, reason: '' }, 'de')
    await expect(refund(members.production, 100)).rejects.toMatchObject({ kind: 'forbidden' })
    await expect(refund(members.sales, 0)).rejects.toMatchObject({
      kind: 'invalid',
      fields: { amount: [expect.any(String)] },
    })
    await expect(refund(members.sales, null)).rejects.toMatchObject({ kind: 'invalid' })
    await expect(refund(members.sales, 100, paid.version - 1)).rejects.toMatchObject({
      kind: 'conflict',
    })
    const { order: open } = await createOrderFixture(database.db, customer.id, {
      paymentMethod: 'invoice',
    })
    await expect(
      services.refunds.refund(
        members.sales,
        { orderId: open.id, version: 0, amountCents: 100, reason: '' },
        'de',
      ),
    ).rejects.toMatchObject({
      kind: 'conflict',
      message: 'Nur eine bezahlte Bestellung kann erstattet werden.',
    })
  })
})
