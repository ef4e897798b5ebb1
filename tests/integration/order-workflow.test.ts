import { eq } from 'drizzle-orm'
import { createInvoiceDocuments } from '#server/modules/invoices/invoices.service.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import {
  auditLog,
  mailOutbox,
  orderPackages,
  orders,
  printChecks,
  productCombinations,
} from '#server/db/schema/index.ts'
import { createMailService, type MailService } from '#server/modules/mail/mail.service.ts'
import {
  createOrderWorkflow,
  type ShipmentInput,
} from '#server/modules/orders/order-workflow.service.ts'
import { createSettingsService } from '#server/modules/settings/settings.service.ts'
import { createPrintData } from '#server/modules/orders/print-data.ts'
import { createPrintChecks } from '#server/modules/preflight/print-checks.service.ts'
import { createStaffService } from '#server/modules/staff/staff.service.ts'
import { type StaffMember } from '#core/staff/staff-member.ts'
import type { WorkState } from '#core/orders/workflow.ts'
import { testDatabases } from './databases.ts'
import {
  addCheckedFile,
  createCustomerFixture,
  createOrderFixture,
  type OrderFixture,
} from './fixtures/orders.ts'
import { startMailbox } from './mailbox.ts'

// ORD-10..ORD-14, ORD-16 on both databases: staff move an order's work through the workflow,
// cancelling gives back stock, two changes from one version cannot both win, every step is in
// the timeline and the audit log.

const databases = await testDatabases()
const log = { error: () => {} }

describe.each(databases)('the order workflow on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let customerId: number
  let customerEmail: string
  let mailbox: Awaited<ReturnType<typeof startMailbox>>
  let mail: MailService
  const members: Record<'owner' | 'sales' | 'production' | 'content', StaffMember> = {} as never

  const staffService = () => createStaffService({ db: database.db, issuer: async () => 'Shop' })
  const workflow = (now?: () => Date) =>
    createOrderWorkflow({
      now,
      db: database.db,
      coupons: { release: async () => {} },
      invalidation: { publish: async () => {} },
      audit: staffService().audit,
      mail,
      settings: createSettingsService(database.db),
      checks: createPrintChecks(database.db, { dataDir: '/tmp/shop-test-workflow', log }),
      documents: createInvoiceDocuments({ log: { warn: () => {}, error: () => {} } }),
      publicUrl: 'https://shop.example',
    })
  /**
   * One step of the work as the shop takes it: staff accept checked data (a file is added
   * first), the customer approves the proof (PRE-11), staff take every other step.
   */
  const step = async (
    member: StaffMember,
    placed: Pick<OrderFixture, 'order' | 'packages'>,
    to: WorkState,
    version: number,
  ): Promise<{ workState: WorkState; version: number }> => {
    const { order } = placed
    if (to === 'print_data_checked') await addCheckedFile(database.db, order)
    if (to === 'proof_approved') {
      await createPrintData({
        db: database.db,
        checks: createPrintChecks(database.db, { dataDir: '/tmp/shop-test-workflow', log }),
      }).approveProof(order.customerId, order.id, '203.0.113.9', 'de')
      return { workState: to, version: version + 1 }
    }
    return workflow().moveWork(
      member,
      {
        orderId: order.id,
        to,
        version,
        ...(to === 'shipped' ? { shipments: shipmentsOf(placed) } : {}),
      },
      'de',
    )
  }
  /** ORD-17: a carrier and tracking number for each of the order's packages. */
  const shipmentsOf = (placed: Pick<OrderFixture, 'packages'>): ShipmentInput[] =>
    placed.packages.map((pkg, index) => ({
      packageId: pkg.id,
      carrier: index === 0 ? 'dhl' : 'ups',
      trackingNumber: index === 0 ? '0034 0434 1612' : '1Z999AA10123456784',
    }))

  beforeAll(async () => {
    database = await kind.create()
    mailbox = await startMailbox()
    mail = createMailService(database.db, {
      smtpUrl: mailbox.url,
      from: 'Shop <shop@example.com>',
      dataDir: '/tmp/shop-test-workflow',
      retry: { firstDelayMs: 50, attempts: 3 },
      log: { error: () => {} },
    })
    mail.start()
    const customer = await createCustomerFixture(database.db)
    customerId = customer.id
    customerEmail = customer.email
    for (const role of ['owner', 'sales', 'production', 'content'] as const) {
      members[role] = (
        await staffService().create({ email: `${role}@example.com`, name: role, role }, null)
      ).member
    }
  })
  afterAll(async () => {
    await mail?.stop()
    await mailbox?.close()
    await database?.drop()
  })

  const newOrder = async () =>
    (await createOrderFixture(database.db, customerId, { paymentMethod: 'prepayment' })).order

  it('takes an order from new to completed, one allowed step after the other', async () => {
    // ORD-19: an order on invoice may be produced once placed.
    const placed = await createOrderFixture(database.db, customerId, {
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
    const [approved] = await database.db.select().from(orders).where(eq(orders.id, order.id))
    expect(approved!.proofApprovedIp).toBe('203.0.113.9')
    expect(approved!.proofApprovedAt).toBeInstanceOf(Date)
    const audited = await database.db
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
    await addCheckedFile(database.db, order)
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
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id))
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
    const file = await addCheckedFile(database.db, order)
    await database.db
      .update(printChecks)
      .set({ state: 'running' })
      .where(eq(printChecks.fileId, file.id))
    await expect(accept(0)).rejects.toMatchObject({
      kind: 'conflict',
      message: expect.stringContaining('has not finished yet'),
    })
    await database.db
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
    const before = mailbox.received.length
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
    const asked = await mailbox.latest(customerEmail, {
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

  it('cancels until shipped, giving back the stock, and never after (ORD-12)', async () => {
    const stockOf = async () =>
      (
        await database.db
          .select({ stock: productCombinations.stock })
          .from(productCombinations)
          .where(eq(productCombinations.id, 1))
      )[0]!.stock
    const placed = await createOrderFixture(database.db, customerId, { paymentMethod: 'invoice' })
    const order = placed.order
    const before = await stockOf()
    const moved = await workflow().moveWork(
      members.sales,
      { orderId: order.id, to: 'cancelled', version: 0 },
      'de',
    )
    expect(moved.workState).toBe('cancelled')
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id))
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled' })
    // Every line of the fixture uses combination 1: all their pieces come back.
    const pieces = placed.items.reduce((sum, item) => sum + item.quantity, 0)
    expect((await stockOf()) - before).toBe(pieces)

    const sent = await createOrderFixture(database.db, customerId, { paymentMethod: 'invoice' })
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
    const { order } = await createOrderFixture(database.db, customerId, {
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
    const { order } = await createOrderFixture(database.db, customerId, {
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
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id))
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

    const card = (await createOrderFixture(database.db, customerId, { paymentMethod: 'card' }))
      .order
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

  it('keeps staff notes in the timeline and refuses an empty one (ORD-16)', async () => {
    const { order } = await createOrderFixture(database.db, customerId)
    await expect(
      workflow().addNote(members.content, { orderId: order.id, note: '   ' }, 'de'),
    ).rejects.toMatchObject({ kind: 'invalid', fields: { note: [expect.any(String)] } })
    await workflow().addNote(
      members.sales,
      { orderId: order.id, note: ' Kunde ruft Freitag an. ' },
      'de',
    )
    expect(await workflow().timeline(order.id)).toMatchObject([
      { kind: 'note', note: 'Kunde ruft Freitag an.', staffName: 'sales' },
    ])
  })

  it('ships every package with its carrier and tracking number, and refuses one missing (ORD-17)', async () => {
    const placed = await createOrderFixture(database.db, customerId, { paymentMethod: 'invoice' })
    const { order, packages } = placed
    let version = 0
    for (const to of ['print_data_checked', 'proof_approved', 'in_production'] as const) {
      version = (await step(members.production, placed, to, version)).version
    }
    const ship = (shipments: ShipmentInput[]) =>
      workflow().moveWork(
        members.production,
        { orderId: order.id, to: 'shipped', version, shipments },
        'de',
      )
    await expect(
      ship([{ packageId: packages[0]!.id, carrier: 'dhl', trackingNumber: '0034043416' }]),
    ).rejects.toMatchObject({
      kind: 'invalid',
      fields: { [`carrier-${packages[1]!.id}`]: ['Bitte wählen Sie den Versanddienst.'] },
    })
    await expect(
      ship([
        { packageId: packages[0]!.id, carrier: 'dhl', trackingNumber: '12' },
        { packageId: packages[1]!.id, carrier: 'freight', trackingNumber: '' },
      ]),
    ).rejects.toMatchObject({ fields: { [`tracking-${packages[0]!.id}`]: [expect.any(String)] } })
    // Nothing of a refused step was kept.
    const [unchanged] = await database.db.select().from(orders).where(eq(orders.id, order.id))
    expect(unchanged).toMatchObject({ workState: 'in_production', version })

    const before = mailbox.received.length
    await ship(shipmentsOf(placed))
    const stored = await database.db
      .select()
      .from(orderPackages)
      .where(eq(orderPackages.orderId, order.id))
      .orderBy(orderPackages.number)
    expect(stored.map((pkg) => [pkg.carrier, pkg.trackingNumber])).toEqual([
      ['dhl', '003404341612'],
      ['ups', '1Z999AA10123456784'],
    ])
    expect(stored.every((pkg) => pkg.shippedAt instanceof Date)).toBe(true)
    const sent = await mailbox.latest(customerEmail, {
      template: 'order-shipped',
      after: before,
      subject: String(order.number),
    })
    expect(sent.subject).toBe(`Ihre Bestellung ${order.number} ist unterwegs`)
    expect(sent.text).toContain('Paket 1 nach Bielefeld: DHL 003404341612')
    expect(sent.text).toContain('piececode=003404341612')
    expect(sent.text).toContain('Paket 2 nach Wien: UPS 1Z999AA10123456784')
    expect(sent.text).toContain(`https://shop.example/profile/orders?order=${order.id}`)
    expect(sent.html).toContain('<a href="https://www.dhl.de/de/')
  })

  it('mails the customer when the payment arrives, the data needs attention and on cancelling (MAIL-5)', async () => {
    const { order } = await createOrderFixture(database.db, customerId, {
      paymentMethod: 'prepayment',
    })
    const before = mailbox.received.length
    await workflow().markPaid(
      members.sales,
      { orderId: order.id, version: 0, paidOn: '2026-11-20', amountCents: order.totalCents },
      'en',
    )
    const paid = await mailbox.latest(customerEmail, {
      template: 'payment-received',
      after: before,
      subject: String(order.number),
    })
    expect(paid.subject).toBe(`Zahlungseingang für Ihre Bestellung ${order.number}`)
    expect(paid.text).toContain('Sehr geehrte Frau Brinkmann')

    await expect(
      workflow().moveWork(
        members.production,
        { orderId: order.id, to: 'awaiting_print_data', version: 1, message: 'x'.repeat(1001) },
        'de',
      ),
    ).rejects.toMatchObject({ fields: { message: [expect.any(String)] } })
    await workflow().moveWork(
      members.production,
      {
        orderId: order.id,
        to: 'awaiting_print_data',
        version: 1,
        message: ' Bitte legen Sie 5 mm Beschnitt an. ',
      },
      'en',
    )
    const attention = await mailbox.latest(customerEmail, {
      template: 'print-data-attention',
      after: before,
      subject: String(order.number),
    })
    expect(attention.text).toContain('Unser Hinweis für Sie: Bitte legen Sie 5 mm Beschnitt an.')
    const events = await workflow().timeline(order.id)
    expect(events.at(-1)).toMatchObject({
      toState: 'awaiting_print_data',
      customerMessage: 'Bitte legen Sie 5 mm Beschnitt an.',
    })

    await workflow().moveWork(
      members.sales,
      { orderId: order.id, to: 'cancelled', version: 2 },
      'de',
    )
    const cancelled = await mailbox.latest(customerEmail, {
      template: 'order-cancelled',
      after: before,
      subject: String(order.number),
    })
    expect(cancelled.subject).toBe(`Ihre Bestellung ${order.number} wurde storniert`)
    const queued = await database.db
      .select({ template: mailOutbox.template })
      .from(mailOutbox)
      .where(eq(mailOutbox.orderId, order.id))
    expect(queued.map((row) => row.template).sort()).toEqual([
      'order-cancelled',
      'payment-received',
      'print-data-attention',
    ])
  })
})
