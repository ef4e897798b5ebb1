import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders, productCombinations } from '#server/db/schema/index.ts'
import { type StaffMember } from '#core/staff/staff-member.ts'
import { testDatabases } from './databases.ts'
import { createOrderFixture } from './fixtures/orders.ts'

// ORD-10..ORD-14, ORD-16 on both databases: staff move an order's work through the workflow,
// cancelling gives back stock, two changes from one version cannot both win, every step is in
// the timeline and the audit log.
import { orderWorkflowSuite } from './order-workflow-helpers.ts'

const databases = await testDatabases()

describe.each(databases)('the order workflow on $name', (kind) => {
  const env = orderWorkflowSuite(kind)
  const { members, workflow, step } = env

  it('cancels until shipped, giving back the stock, and never after (ORD-12)', async () => {
    const stockOf = async () =>
      (
        await env.database.db
          .select({ stock: productCombinations.stock })
          .from(productCombinations)
          .where(eq(productCombinations.id, 1))
      )[0]!.stock
    const placed = await createOrderFixture(env.database.db, env.customerId, {
      paymentMethod: 'invoice',
    })
    const order = placed.order
    const before = await stockOf()
    const moved = await workflow().moveWork(
      members.sales,
      { orderId: order.id, to: 'cancelled', version: 0 },
      'de',
    )
    expect(moved.workState).toBe('cancelled')
    const [row] = await env.database.db.select().from(orders).where(eq(orders.id, order.id))
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled' })
    // Every line of the fixture uses combination 1: all their pieces come back.
    const pieces = placed.items.reduce((sum, item) => sum + item.quantity, 0)
    expect((await stockOf()) - before).toBe(pieces)

    const sent = await createOrderFixture(env.database.db, env.customerId, {
      paymentMethod: 'invoice',
    })
    const shipped = sent.order
    let version = 0
    for (const to of [
      'print_data_checked',
      'proof_approved',
      'in_production',
      'shipped',
    ] as const) {
      version = (await step(members.owner, sent, to, version)).version
    }
    await expect(
      workflow().moveWork(members.owner, { orderId: shipped.id, to: 'cancelled', version }, 'de'),
    ).rejects.toMatchObject({ kind: 'conflict' })
  })

  it('takes today in the shop’s time zone as the day paid, just after midnight there', async () => {
    const { order } = await createOrderFixture(env.database.db, env.customerId, {
      paymentMethod: 'prepayment',
    })
    // 00:30 in Bielefeld on 26 November is 23:30 UTC on the 25th.
    const night = workflow(() => new Date('2026-11-25T23:30:00Z'))
    const mark = (paidOn: string) =>
      night.markPaid(
        members.sales,
        { orderId: order.id, version: 0, paidOn, amountCents: order.totalCents },
        'de',
      )
    await expect(mark('2026-11-27')).rejects.toMatchObject({
      fields: { paidOn: [expect.any(String)] },
    })
    expect(await mark('2026-11-26')).toEqual({ version: 1 })
  })

  it('records a transfer by hand: the day, the total, once; never a card payment (ORD-11)', async () => {
    const { order } = await createOrderFixture(env.database.db, env.customerId, {
      paymentMethod: 'prepayment',
    })
    const paidOn = '2026-11-20'
    const mark = (member: StaffMember, amountCents: number | null, version = 0, day = paidOn) =>
      workflow().markPaid(member, { orderId: order.id, version, paidOn: day, amountCents }, 'de')
    await expect(mark(members.production, order.totalCents)).rejects.toMatchObject({
      kind: 'forbidden',
    })
    await expect(mark(members.sales, order.totalCents - 1)).rejects.toMatchObject({
      kind: 'invalid',
      fields: { amount: [expect.stringContaining('Gesamtsumme')] },
    })
    await expect(mark(members.sales, order.totalCents, 0, '2999-01-01')).rejects.toMatchObject({
      fields: { paidOn: [expect.any(String)] },
    })
    expect(await mark(members.sales, order.totalCents)).toEqual({ version: 1 })
    const [row] = await env.database.db.select().from(orders).where(eq(orders.id, order.id))
    expect(row).toMatchObject({ status: 'paid', paymentStatus: 'paid' })
    expect(row!.paidAt!.toISOString()).toBe('2026-11-20T11:00:00.000Z')
    const [event] = (await workflow().timeline(order.id)).filter((e) => e.kind === 'money')
    expect(event).toMatchObject({
      fromState: 'open',
      toState: 'paid',
      amountCents: order.totalCents,
      occurredOn: paidOn,
      staffName: 'sales',
    })
    // Paid once: a second record is refused.
    await expect(mark(members.owner, order.totalCents, 1)).rejects.toMatchObject({
      kind: 'conflict',
    })

    const card = (
      await createOrderFixture(env.database.db, env.customerId, { paymentMethod: 'card' })
    ).order
    await expect(
      workflow().markPaid(
        members.owner,
        { orderId: card.id, version: 0, paidOn, amountCents: card.totalCents },
        'en',
      ),
    ).rejects.toMatchObject({
      kind: 'conflict',
      message: 'Card and PayPal payments are recorded by their providers.',
    })
  })
})
