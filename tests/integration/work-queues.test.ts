import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAYMENT_METHODS } from '#core/checkout-totals/checkout-totals.ts'
import { DASHBOARD_QUEUES } from '#core/orders/queues.ts'
import { MONEY_STATES, WORK_STATES } from '#core/orders/workflow.ts'
import { adminOrderFiltersSchema } from '#core/validation/admin-orders.ts'
import { stockFiltersSchema } from '#core/validation/stock.ts'
import type { Database } from '#server/db/client.ts'
import {
  auditLog,
  mailOutbox,
  orderItems,
  orders,
  productCombinations,
} from '#server/db/schema/index.ts'
import { createStockAdmin } from '#server/modules/catalog/stock-admin.ts'
import { createOutboxAdmin } from '#server/modules/mail/outbox-admin.ts'
import { createBackOfficeOrders } from '#server/modules/orders/back-office-orders.ts'
import { createDashboard } from '#server/modules/orders/dashboard.ts'
import { createOrderQueues } from '#server/modules/orders/order-queues.ts'
import { createStaffService } from '#server/modules/staff/staff.service.ts'
import { testDatabases } from './databases.ts'
import { addCheckedFile, createCustomerFixture, createOrderFixture } from './fixtures/orders.ts'

// STAFF-13, STOCK-2 on both databases: every state of the day's work built once, and each
// dashboard count equal to the rows of the list it links to (decision 0045).

const databases = await testDatabases()
const schema = adminOrderFiltersSchema(WORK_STATES, MONEY_STATES, PAYMENT_METHODS)
// Monday 30 November 2026, 10:00 in Berlin: what leaves today is due by Tuesday.
const now = new Date('2026-11-30T09:00:00Z')

describe.each(databases)('the work queues on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let ids: Record<string, number>

  beforeAll(async () => {
    database = await kind.create()
    const { db } = database
    const customer = await createCustomerFixture(db)
    const at = (iso: string) => new Date(iso)
    const make = async (
      name: string,
      options: Parameters<typeof createOrderFixture>[2],
      set: Partial<typeof orders.$inferInsert> = {},
    ) => {
      const { order } = await createOrderFixture(db, customer.id, options)
      if (Object.keys(set).length > 0)
        await db.update(orders).set(set).where(eq(orders.id, order.id))
      return [name, order.id] as const
    }
    const seen = at('2026-11-30T08:00:00Z')
    ids = Object.fromEntries([
      // New, nobody opened it, no file yet: a transfer to match.
      await make('fresh', { paymentMethod: 'prepayment', createdAt: at('2026-11-30T07:00:00Z') }),
      // New with a file: to check; an invoice to match, older.
      await make('withFile', { paymentMethod: 'invoice', createdAt: at('2026-11-20T07:00:00Z') }),
      await make(
        'asked',
        { paymentMethod: 'card', paymentStatus: 'paid', createdAt: at('2026-11-29T22:30:00Z') },
        { workState: 'awaiting_print_data', seenAt: seen },
      ),
      await make(
        'received',
        { paymentMethod: 'card', paymentStatus: 'paid', createdAt: at('2026-11-18T07:00:00Z') },
        { workState: 'print_data_received', seenAt: seen },
      ),
      await make(
        'approved',
        { paymentMethod: 'invoice', createdAt: at('2026-11-10T07:00:00Z') },
        { workState: 'proof_approved', seenAt: seen },
      ),
      await make(
        'dueToShip',
        { paymentMethod: 'card', paymentStatus: 'paid', createdAt: at('2026-11-24T07:00:00Z') },
        { workState: 'in_production', seenAt: seen },
      ),
      await make(
        'producing',
        { paymentMethod: 'card', paymentStatus: 'paid', createdAt: at('2026-11-25T07:00:00Z') },
        { workState: 'in_production', seenAt: seen },
      ),
      // Cancelled and never opened: in no queue, and no payment to match.
      await make(
        'cancelled',
        { paymentMethod: 'prepayment', createdAt: at('2026-11-30T08:00:00Z') },
        { workState: 'cancelled', paymentStatus: 'cancelled' },
      ),
    ])
    await addCheckedFile(db, { id: ids.withFile!, customerId: customer.id })
    await db
      .update(orderItems)
      .set({ deliveryDate: '2026-12-01' })
      .where(eq(orderItems.orderId, ids.dueToShip!))
    await db
      .update(orderItems)
      .set({ deliveryDate: '2026-12-10' })
      .where(eq(orderItems.orderId, ids.producing!))
    await db.insert(mailOutbox).values({
      template: 't',
      locale: 'de',
      to: 'a@example.com',
      subject: 's',
      raw: 'r',
      status: 'failed',
      attempts: 8,
    })
  })
  afterAll(async () => {
    await database?.drop()
  })

  const services = () => {
    const { db } = database
    const staff = createStaffService({ db, issuer: async () => 'Shop' })
    const stock = createStockAdmin({
      db,
      audit: staff.audit,
      invalidation: { publish: async () => {} },
    })
    const outbox = createOutboxAdmin({
      db,
      mail: { sendAgain: async () => false },
      audit: staff.audit,
    })
    return {
      stock,
      outbox,
      list: createBackOfficeOrders(db, () => now),
      dashboard: createDashboard({ db, outbox, lowStock: () => stock.lowCount() }),
    }
  }
  const listed = async (query: Record<string, string>) => {
    const page = await services().list.list(schema.parse(query))
    return { total: page.total, ids: page.rows.map((row) => row.id) }
  }
  const named = (...names: string[]) => names.map((name) => ids[name]!)

  it('counts each queue as many orders as the list it links to shows, and the right ones', async () => {
    const figures = await services().dashboard.figures(now)
    const expected: Record<(typeof DASHBOARD_QUEUES)[number], number[]> = {
      unseen: named('fresh', 'withFile'),
      payments: named('approved', 'withFile', 'fresh'),
      print_data: named('fresh', 'asked'),
      check: named('withFile', 'received'),
      approved: named('approved'),
      production: named('dueToShip', 'producing'),
      ship: named('dueToShip'),
    }
    for (const queue of DASHBOARD_QUEUES) {
      const list = await listed({ queue })
      expect(figures.queues[queue], queue).toBe(list.total)
      expect(list.ids.sort(), queue).toEqual([...expected[queue]].sort())
    }
    // Payments to match: oldest first, as the dashboard links them.
    expect((await listed({ queue: 'payments', sort: 'date', dir: 'asc' })).ids).toEqual(
      expected.payments,
    )
    expect(figures.days).toEqual({
      today: '2026-11-30',
      weekStart: '2026-11-30',
      shipBy: '2026-12-01',
    })
  })

  it("links today's and this week's figures to the same orders, cancelled ones left out", async () => {
    const figures = await services().dashboard.figures(now)
    const today = await listed({ queue: 'placed', from: '2026-11-30', to: '2026-11-30' })
    // 22:30 UTC on Sunday is 23:30 in Berlin: last week.
    expect(today.ids).toEqual(named('fresh'))
    expect(figures.today.orders).toBe(today.total)
    const week = await listed({ queue: 'placed', from: figures.days.weekStart, to: '2026-11-30' })
    expect(figures.week.orders).toBe(week.total)
  })

  it('takes an opened order out of the "not yet opened" queue, once', async () => {
    const queues = createOrderQueues(database.db)
    await queues.markSeen(ids.fresh!, new Date('2026-11-30T09:30:00Z'))
    await queues.markSeen(ids.fresh!, new Date('2026-11-30T10:30:00Z'))
    const [row] = await database.db
      .select({ seenAt: orders.seenAt })
      .from(orders)
      .where(eq(orders.id, ids.fresh!))
    expect(row!.seenAt?.toISOString()).toBe('2026-11-30T09:30:00.000Z')
    const figures = await services().dashboard.figures(now)
    expect(figures.queues.unseen).toBe(1)
    expect((await listed({ queue: 'unseen' })).ids).toEqual(named('withFile'))
  })

  it('counts failed mails as the mail list shows them and low stock as the stock list', async () => {
    const { db } = database
    const { dashboard, outbox, stock } = services()
    const combos = await db
      .select({ id: productCombinations.id, stock: productCombinations.stock })
      .from(productCombinations)
      .orderBy(productCombinations.id)
      .limit(3)
    const [low, atThreshold, plenty] = combos as [
      { id: number; stock: number },
      { id: number; stock: number },
      { id: number; stock: number },
    ]
    await db
      .update(productCombinations)
      .set({ stock: 2, lowStockThreshold: 5 })
      .where(eq(productCombinations.id, low.id))
    await db
      .update(productCombinations)
      .set({ stock: 5, lowStockThreshold: 5 })
      .where(eq(productCombinations.id, atThreshold.id))
    await db
      .update(productCombinations)
      .set({ stock: 6, lowStockThreshold: 5 })
      .where(eq(productCombinations.id, plenty.id))
    const figures = await dashboard.figures(now)
    const lowList = await stock.list(stockFiltersSchema.parse({ low: '1' }), 'de')
    expect(figures.lowStock).toBe(lowList.total)
    expect(lowList.rows.map((row) => row.combinationId).sort()).toEqual(
      [low.id, atThreshold.id].sort(),
    )
    expect(lowList.rows.every((row) => row.low)).toBe(true)
    const failed = await outbox.list('failed', 1)
    expect(figures.mails.failed).toBe(failed.total)
    await db
      .update(productCombinations)
      .set({ lowStockThreshold: null })
      .where(inArray(productCombinations.id, [low.id, atThreshold.id, plenty.id]))
    expect((await dashboard.figures(now)).lowStock).toBe(0)
  })

  it('saves stock and threshold for the roles that keep stock, audited, and refuses the others', async () => {
    const { db } = database
    const staff = createStaffService({ db, issuer: async () => 'Shop' })
    const { stock } = services()
    const paula = (
      await staff.create({ email: 'paula@example.com', name: 'Paula', role: 'production' }, null)
    ).member
    const sam = (await staff.create({ email: 'sam@example.com', name: 'Sam', role: 'sales' }, null))
      .member
    const [combo] = await db
      .select({ id: productCombinations.id, stock: productCombinations.stock })
      .from(productCombinations)
      .orderBy(productCombinations.id)
      .limit(1)
    const input = { intent: 'save' as const, combination: combo!.id, stock: 12, threshold: 4 }
    await expect(stock.save(sam, input, 'de')).rejects.toMatchObject({ kind: 'forbidden' })
    const saved = await stock.save(paula, input, 'de')
    expect(saved.name).not.toBe('')
    const [row] = await db
      .select({
        stock: productCombinations.stock,
        threshold: productCombinations.lowStockThreshold,
      })
      .from(productCombinations)
      .where(eq(productCombinations.id, combo!.id))
    expect(row).toEqual({ stock: 12, threshold: 4 })
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'combination.stock'), eq(auditLog.staffId, paula.id)))
    expect(entry).toMatchObject({
      objectType: 'combination',
      objectId: String(combo!.id),
      before: { stock: combo!.stock, threshold: null },
      after: { stock: 12, threshold: 4 },
    })
    await expect(
      stock.save(paula, { ...input, combination: 2_000_000_000 }, 'de'),
    ).rejects.toMatchObject({ kind: 'not_found' })
  })
})
