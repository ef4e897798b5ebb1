import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { mailOutbox, orders } from '#server/db/schema/index.ts'
import { createOutboxAdmin } from '#server/modules/mail/outbox-admin.ts'
import { createDashboard } from '#server/modules/orders/dashboard.ts'
import { createAuditLogReader } from '#server/modules/staff/audit-log.ts'
import { createStaffService } from '#server/modules/staff/staff.service.ts'
import { testDatabases } from './databases.ts'
import { createCustomerFixture, createOrderFixture } from './fixtures/orders.ts'

// STAFF-8 and STAFF-6 on both databases: the dashboard's figures in the shop's days, and the
// audit log filtered by staff member and object.

const databases = await testDatabases()

describe.each(databases)('dashboard and audit log on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }

  beforeAll(async () => {
    database = await kind.create()
  })
  afterAll(async () => {
    await database?.drop()
  })

  it("counts today's and this week's orders with their net revenue, overdue payments, waiting print data and failed mails", async () => {
    const { db } = database
    const customer = await createCustomerFixture(db)
    // Wednesday noon in Berlin: Monday and Tuesday are this week, last Sunday is not.
    const now = new Date('2026-11-25T11:00:00Z')
    const at = (iso: string) => new Date(iso)
    const today = await createOrderFixture(db, customer.id, {
      paymentMethod: 'prepayment',
      createdAt: at('2026-11-25T07:00:00Z'),
    })
    // 23:30 UTC on Monday is 00:30 on Tuesday in Berlin.
    const tuesday = await createOrderFixture(db, customer.id, {
      paymentMethod: 'invoice',
      createdAt: at('2026-11-23T23:30:00Z'),
    })
    await createOrderFixture(db, customer.id, {
      paymentMethod: 'invoice',
      createdAt: at('2026-11-22T22:30:00Z'), // Sunday 23:30 in Berlin: last week
    })
    const overdue = await createOrderFixture(db, customer.id, {
      paymentMethod: 'prepayment',
      createdAt: at('2026-11-10T09:00:00Z'),
    })
    const cancelled = await createOrderFixture(db, customer.id, {
      paymentMethod: 'invoice',
      createdAt: at('2026-11-25T08:00:00Z'),
    })
    await db
      .update(orders)
      .set({ workState: 'cancelled', paymentStatus: 'cancelled' })
      .where(eq(orders.id, cancelled.order.id))
    await db
      .update(orders)
      .set({ workState: 'awaiting_print_data' })
      .where(eq(orders.id, tuesday.order.id))
    await db.insert(mailOutbox).values([
      {
        template: 't',
        locale: 'de',
        to: 'a@example.com',
        subject: 's',
        raw: 'r',
        status: 'failed',
        attempts: 8,
      },
      {
        template: 't',
        locale: 'de',
        to: 'b@example.com',
        subject: 's',
        raw: 'r',
        status: 'queued',
        attempts: 2,
      },
    ])
    const staff = createStaffService({ db, issuer: async () => 'Shop' })
    const dashboard = createDashboard({
      db,
      outbox: createOutboxAdmin({ db, mail: { sendAgain: async () => false }, audit: staff.audit }),
    })
    const figures = await dashboard.figures(now)
    expect(figures.today).toEqual({ orders: 1, netCents: today.order.netCents })
    expect(figures.week).toEqual({
      orders: 2,
      netCents: today.order.netCents + tuesday.order.netCents,
    })
    // Only the prepayment from 10 November is open for more than 7 days.
    expect(figures.openPayments).toBe(1)
    expect(overdue.order.paymentStatus).toBe('open')
    expect(figures.overdueBefore).toBe('2026-11-18')
    // STAFF-13: the one asked for again and the three new ones without a file (not the cancelled).
    expect(figures.queues.print_data).toBe(4)
    expect(figures.mails).toEqual({ failed: 1, retrying: 1 })
  })

  it('reads the audit log newest first, filtered by staff member and by object', async () => {
    const { db } = database
    const staff = createStaffService({ db, issuer: async () => 'Shop' })
    const anna = (
      await staff.create({ email: 'anna@example.com', name: 'Anna', role: 'sales' }, null)
    ).member
    const ben = (await staff.create({ email: 'ben@example.com', name: 'Ben', role: 'owner' }, null))
      .member
    await staff.audit(db, {
      staffId: anna.id,
      action: 'order.note',
      objectType: 'order',
      objectId: 7,
      after: { note: 'a' },
    })
    await staff.audit(db, {
      staffId: ben.id,
      action: 'order.work',
      objectType: 'order',
      objectId: 8,
    })
    await staff.audit(db, {
      staffId: anna.id,
      action: 'customer.block',
      objectType: 'customer',
      objectId: 7,
    })
    const reader = createAuditLogReader(db)
    const byAnna = await reader.list({ staffId: anna.id, page: 1 })
    expect(byAnna.entries.map((e) => e.action)).toEqual(['customer.block', 'order.note'])
    expect(byAnna.entries[1]).toMatchObject({ staffName: 'Anna', after: { note: 'a' } })
    const order7 = await reader.list({ objectType: 'order', objectId: '7', page: 1 })
    expect(order7.entries.map((e) => e.action)).toEqual(['order.note'])
    const all = await reader.list({ page: 1 })
    expect(all.objectTypes).toEqual(expect.arrayContaining(['customer', 'order', 'staff']))
    expect(all.members.map((m) => m.name)).toEqual(expect.arrayContaining(['Anna', 'Ben']))
  })
})
