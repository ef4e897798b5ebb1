import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, orders, printChecks } from '#server/db/schema/index.ts'
import { testDatabases } from './databases.ts'
import { addCheckedFile, createOrderFixture } from './fixtures/orders.ts'

// ORD-10..ORD-14, ORD-16 on both databases: staff move an order's work through the workflow,
// cancelling gives back stock, two changes from one version cannot both win, every step is in
// the timeline and the audit log.
import { orderWorkflowSuite } from './order-workflow-helpers.ts'

const databases = await testDatabases()

describe.each(databases)('the order workflow on $name', (kind) => {
  const env = orderWorkflowSuite(kind)
  const { members, workflow, step, newOrder } = env

  it('takes an order from new to completed, one allowed step after the other', async () => {
    // ORD-19: an order on invoice may be produced once placed.
    const placed = await createOrderFixture(env.database.db, env.customerId, {
      paymentMethod: 'invoice',
    })
    const { order } = placed
    let version = 0
    for (const to of [
      'awaiting_print_data',
      'print_data_checked',
      'proof_approved',
      'in_production',
      'shipped',
      'completed',
    ] as const) {
      const moved = await step(members.production, placed, to, version)
      expect(moved).toEqual({ workState: to, version: version + 1 })
      version = moved.version
    }
    const timeline = await workflow().timeline(order.id)
    expect(timeline.map((event) => `${event.fromState}→${event.toState}`)).toEqual([
      'new→awaiting_print_data',
      'awaiting_print_data→print_data_checked',
      'print_data_checked→proof_approved',
      'proof_approved→in_production',
      'in_production→shipped',
      'shipped→completed',
    ])
    // The proof is the customer's step (no member); every other step is production's.
    expect(timeline.map((event) => event.staffName)).toEqual([
      'production',
      'production',
      null,
      'production',
      'production',
      'production',
    ])
    const [approved] = await env.database.db.select().from(orders).where(eq(orders.id, order.id))
    expect(approved!.proofApprovedIp).toBe('203.0.113.9')
    expect(approved!.proofApprovedAt).toBeInstanceOf(Date)
    const audited = await env.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.objectId, String(order.id)))
    expect(audited.filter((entry) => entry.action === 'order.work')).toHaveLength(5)
  })

  it('refuses a step the workflow does not allow with a 409 in the staff member’s language', async () => {
    const order = await newOrder()
    await expect(
      workflow().moveWork(
        members.production,
        { orderId: order.id, to: 'in_production', version: 0 },
        'de',
      ),
    ).rejects.toMatchObject({
      kind: 'conflict',
      message: 'Eine Bestellung kann nicht von „neu“ auf „in Produktion“ gehen.',
    })
    await expect(
      workflow().moveWork(
        members.production,
        { orderId: order.id, to: 'shipped', version: 0 },
        'en',
      ),
    ).rejects.toMatchObject({
      kind: 'conflict',
      message: 'An order cannot go from “new” to “shipped”.',
    })
  })

  it('checks the role: production works the order, sales cancels, content does neither', async () => {
    const order = await newOrder()
    await expect(
      workflow().moveWork(
        members.sales,
        { orderId: order.id, to: 'awaiting_print_data', version: 0 },
        'de',
      ),
    ).rejects.toMatchObject({ kind: 'forbidden' })
    await expect(
      workflow().moveWork(
        members.production,
        { orderId: order.id, to: 'cancelled', version: 0 },
        'de',
      ),
    ).rejects.toMatchObject({ kind: 'forbidden' })
    await expect(
      workflow().moveWork(
        members.content,
        { orderId: order.id, to: 'awaiting_print_data', version: 0 },
        'de',
      ),
    ).rejects.toMatchObject({ kind: 'forbidden' })
  })

  it('lets only one of two changes from the same version win (ORD-14)', async () => {
    const order = await newOrder()
    await addCheckedFile(env.database.db, order)
    const results = await Promise.allSettled([
      workflow().moveWork(
        members.owner,
        { orderId: order.id, to: 'awaiting_print_data', version: 0 },
        'de',
      ),
      workflow().moveWork(
        members.owner,
        { orderId: order.id, to: 'print_data_checked', version: 0 },
        'de',
      ),
    ])
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    const refused = results.find((result) => result.status === 'rejected')
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ kind: 'conflict' })
    const [row] = await env.database.db.select().from(orders).where(eq(orders.id, order.id))
    expect(row!.version).toBe(1)
    expect((await workflow().timeline(order.id)).length).toBe(1)
  })

  it('accepts print data only when it is there and checked, and leaves the proof to the customer (PRE-11, PRE-12)', async () => {
    const order = await newOrder()
    const accept = (version: number, override?: { confirmed: boolean; reason: string }) =>
      workflow().moveWork(
        members.production,
        { orderId: order.id, to: 'print_data_checked', version, override },
        'en',
      )
    await expect(accept(0)).rejects.toMatchObject({
      kind: 'conflict',
      message: 'The order has no print data yet: there is nothing to accept.',
    })
    const file = await addCheckedFile(env.database.db, order)
    await env.database.db
      .update(printChecks)
      .set({ state: 'running' })
      .where(eq(printChecks.fileId, file.id))
    await expect(accept(0)).rejects.toMatchObject({
      kind: 'conflict',
      message: expect.stringContaining('has not finished yet'),
    })
    await env.database.db
      .update(printChecks)
      .set({ state: 'done', level: 'error' })
      .where(eq(printChecks.fileId, file.id))
    // PRE-12: a file that needs correcting is released only with a confirmation and a reason.
    for (const override of [
      undefined,
      { confirmed: false, reason: 'ok' },
      { confirmed: true, reason: ' ' },
    ]) {
      await expect(accept(0, override)).rejects.toMatchObject({
        kind: 'invalid',
        fields: { reason: [expect.stringContaining('At least one file must be corrected')] },
      })
    }
    const before = env.mailbox.received.length
    expect(await accept(0, { confirmed: true, reason: 'Customer accepts 850 mm' })).toEqual({
      workState: 'print_data_checked',
      version: 1,
    })
    const released = (await workflow().timeline(order.id)).at(-1)
    expect(released).toMatchObject({
      toState: 'print_data_checked',
      reason: 'Customer accepts 850 mm',
      staffName: 'production',
    })
    // MAIL-5: the customer is asked to approve the proof.
    // An earlier test's proof mail may still arrive: this order's is found by its number.
    const asked = await env.mailbox.latest(env.customerEmail, {
      template: 'proof-ready',
      after: before,
      subject: String(order.number),
    })
    expect(asked.subject).toBe(`Bestellung ${order.number}: Bitte geben Sie Ihren Proof frei`)
    for (const role of ['owner', 'production'] as const) {
      await expect(
        workflow().moveWork(
          members[role],
          { orderId: order.id, to: 'proof_approved', version: 1 },
          'de',
        ),
      ).rejects.toMatchObject({ kind: 'forbidden' })
    }
    // Production waits for the approval.
    await expect(
      workflow().moveWork(
        members.production,
        { orderId: order.id, to: 'in_production', version: 1 },
        'de',
      ),
    ).rejects.toMatchObject({ kind: 'conflict' })
  })
})
