import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { auditLog, orders } from '#server/db/schema/index.ts'
import { createInvoiceDocuments } from '#server/modules/invoices/invoices.service.ts'
import { createDashboard } from '#server/modules/orders/dashboard.ts'
import { createOrderWorkflow } from '#server/modules/orders/order-workflow.service.ts'
import { createPrintData } from '#server/modules/orders/print-data.ts'
import { createLocalStore } from '#server/modules/storage/local-store.ts'
import { createPrintChecks } from '#server/modules/preflight/print-checks.service.ts'
import { createSettingsService } from '#server/modules/settings/settings.service.ts'
import { createStaffService } from '#server/modules/staff/staff.service.ts'
import { type StaffMember } from '#core/staff/staff-member.ts'
import { testDatabases } from './databases.ts'
import { addCheckedFile, createCustomerFixture, createOrderFixture } from './fixtures/orders.ts'

// ORD-19 and PRE-12 on both databases (decision 0038): production waits for the money its
// payment method asks for, unless the owner starts it with a reason; a new upload after staff
// asked for data or released it is "new print data to check" and voids the old approval.

const databases = await testDatabases()
const log = { error: () => {} }
const dataDir = '/tmp/shop-test-safeguards'

describe.each(databases)('the order safeguards on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let customerId: number
  const members: Record<'owner' | 'production', StaffMember> = {} as never

  const checks = () => createPrintChecks(database.db, { files: createLocalStore(dataDir), log })
  const workflow = () =>
    createOrderWorkflow({
      db: database.db,
      coupons: { release: async () => {} },
      invalidation: { publish: async () => {} },
      audit: createStaffService({ db: database.db, issuer: async () => 'Shop' }).audit,
      mail: { queue: async () => 0, wake: () => {} },
      settings: createSettingsService(database.db),
      checks: checks(),
      documents: createInvoiceDocuments({ log: { warn: () => {}, error: () => {} } }),
      publicUrl: 'https://shop.example',
    })
  const printData = () => createPrintData({ db: database.db, checks: checks() })

  beforeAll(async () => {
    database = await kind.create()
    customerId = (await createCustomerFixture(database.db)).id
    const staff = createStaffService({ db: database.db, issuer: async () => 'Shop' })
    for (const role of ['owner', 'production'] as const) {
      members[role] = (
        await staff.create({ email: `${role}.guard@example.com`, name: role, role }, null)
      ).member
    }
  })
  afterAll(async () => {
    await database?.drop()
  })

  /** An order with approved print data, ready for production: version 2. */
  async function approvedOrder(
    options: Parameters<typeof createOrderFixture>[2],
  ): Promise<{ id: number; customerId: number; version: number }> {
    const { order } = await createOrderFixture(database.db, customerId, options)
    await addCheckedFile(database.db, order)
    await workflow().moveWork(
      members.production,
      { orderId: order.id, to: 'print_data_checked', version: 0 },
      'de',
    )
    await printData().approveProof(order.customerId, order.id, '203.0.113.7', 'de')
    return { id: order.id, customerId: order.customerId, version: 2 }
  }

  const produce = (
    member: StaffMember,
    order: { id: number; version: number },
    override?: { confirmed: boolean; reason: string },
  ) =>
    workflow().moveWork(
      member,
      { orderId: order.id, to: 'in_production', version: order.version, override },
      'de',
    )

  it('starts production on an unpaid prepayment order only by the owner, with a reason (ORD-19)', async () => {
    const order = await approvedOrder({ paymentMethod: 'prepayment', paymentStatus: 'open' })
    await expect(produce(members.production, order)).rejects.toMatchObject({
      kind: 'conflict',
      message: expect.stringContaining('Zahlung für diese Bestellung ist noch nicht eingegangen'),
    })
    await expect(
      produce(members.production, order, { confirmed: true, reason: 'Stammkunde' }),
    ).rejects.toMatchObject({ kind: 'conflict' })
    for (const override of [undefined, { confirmed: false, reason: 'Stammkunde' }]) {
      await expect(produce(members.owner, order, override)).rejects.toMatchObject({
        kind: 'invalid',
        fields: { reason: [expect.stringContaining('nennen Sie den Grund')] },
      })
    }
    await expect(
      produce(members.owner, order, { confirmed: true, reason: 'x'.repeat(501) }),
    ).rejects.toMatchObject({ kind: 'invalid' })
    expect(
      await produce(members.owner, order, {
        confirmed: true,
        reason: 'Messe am Montag, zahlt vor Ort',
      }),
    ).toEqual({ workState: 'in_production', version: 3 })
    const event = (await workflow().timeline(order.id)).at(-1)
    expect(event).toMatchObject({
      toState: 'in_production',
      staffName: 'owner',
      reason: 'Messe am Montag, zahlt vor Ort',
    })
    const [audited] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.objectId, String(order.id)))
      .orderBy(auditLog.id)
      .then((rows) => rows.slice(-1))
    expect(audited!.after).toMatchObject({ reason: 'Messe am Montag, zahlt vor Ort' })
  })

  it('starts production on paid prepayment, card and PayPal orders and on placed invoice orders', async () => {
    for (const options of [
      { paymentMethod: 'prepayment', paymentStatus: 'paid' },
      { paymentMethod: 'card', paymentStatus: 'paid' },
      { paymentMethod: 'paypal', paymentStatus: 'paid' },
      { paymentMethod: 'invoice', paymentStatus: 'open' },
    ] as const) {
      const order = await approvedOrder(options)
      expect(await produce(members.production, order), options.paymentMethod).toEqual({
        workState: 'in_production',
        version: 3,
      })
    }
    for (const options of [
      { paymentMethod: 'card', paymentStatus: 'pending' },
      { paymentMethod: 'paypal', paymentStatus: 'failed' },
    ] as const) {
      const order = await approvedOrder(options)
      await expect(produce(members.production, order)).rejects.toMatchObject({
        kind: 'conflict',
      })
    }
  })

  it('makes an upload after a request "new print data to check", voids the approval and shows it on the dashboard (PRE-12)', async () => {
    const order = await approvedOrder({ paymentMethod: 'invoice' })
    await workflow().moveWork(
      members.production,
      {
        orderId: order.id,
        to: 'awaiting_print_data',
        version: order.version,
        message: 'Bitte 1000 mm',
      },
      'de',
    )
    const [asked] = await database.db.select().from(orders).where(eq(orders.id, order.id))
    expect(asked).toMatchObject({ workState: 'awaiting_print_data', proofApprovedAt: null })
    const dashboard = createDashboard({
      db: database.db,
      outbox: { counts: async () => ({ failed: 0, retrying: 0 }) },
    })
    const before = (await dashboard.figures()).queues.check
    await printData().addFile(
      order.customerId,
      order.id,
      {
        storedName: `safeguard-${order.id}`,
        originalName: 'rollup-1000.pdf',
        kind: 'pdf',
        contentType: 'application/pdf',
        sizeBytes: 2000,
        orderItemId: null,
      },
      'de',
    )
    const [received] = await database.db.select().from(orders).where(eq(orders.id, order.id))
    expect(received!.workState).toBe('print_data_received')
    expect((await workflow().timeline(order.id)).at(-1)).toMatchObject({
      fromState: 'awaiting_print_data',
      toState: 'print_data_received',
      staffName: null,
    })
    expect((await dashboard.figures()).queues.check).toBe(before + 1)
    // A second file is more of the same new data.
    await printData().addFile(
      order.customerId,
      order.id,
      {
        storedName: `safeguard-${order.id}-2`,
        originalName: 'rollup-1000-b.pdf',
        kind: 'pdf',
        contentType: 'application/pdf',
        sizeBytes: 2000,
        orderItemId: null,
      },
      'de',
    )
    const [still] = await database.db.select().from(orders).where(eq(orders.id, order.id))
    expect(still!.workState).toBe('print_data_received')
  })

  it('makes an upload after the release "new print data to check" and production waits for a new release (PRE-12)', async () => {
    const order = await approvedOrder({ paymentMethod: 'invoice' })
    await printData().addFile(
      order.customerId,
      order.id,
      {
        storedName: `late-${order.id}`,
        originalName: 'late.pdf',
        kind: 'pdf',
        contentType: 'application/pdf',
        sizeBytes: 2000,
        orderItemId: null,
      },
      'de',
    )
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id))
    expect(row).toMatchObject({ workState: 'print_data_received', proofApprovedAt: null })
    await expect(
      produce(members.production, { id: order.id, version: row!.version }),
    ).rejects.toMatchObject({
      kind: 'conflict',
    })
  })
})
