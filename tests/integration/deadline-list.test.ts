import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHolidayCalendar } from '#core/calendar/holidays.ts'
import { PAYMENT_METHODS } from '#core/checkout-totals/checkout-totals.ts'
import { MONEY_STATES, WORK_STATES, type WorkState } from '#core/orders/workflow.ts'
import { adminOrderFiltersSchema } from '#core/validation/admin-orders.ts'
import type { Database } from '#server/db/client.ts'
import { orders } from '#server/db/schema/index.ts'
import { createBackOfficeOrders } from '#server/modules/orders/back-office-orders.ts'
import { createDashboard } from '#server/modules/orders/dashboard.ts'
import { createOrderDeadlines } from '#server/modules/orders/order-deadlines.ts'
import { testDatabases } from './databases.ts'
import { createCustomerFixture, createOrderFixture } from './fixtures/orders.ts'

// FAIR-DUE-1..4, FAIR-DUE-8 on both databases: the stored deadlines, the order list's "approve
// by" sort, its at-risk and missed filters and marks, the dashboard's count with the very same
// condition, over Christmas in NRW (25 and 26 December are no working days).

const databases = await testDatabases()
const schema = adminOrderFiltersSchema(WORK_STATES, MONEY_STATES, PAYMENT_METHODS)
const filters = (query: Record<string, string> = {}) => schema.parse(query)
const nw = createHolidayCalendar({ state: 'NW' }).isHoliday
// Wednesday 23 December 2026, 10:00 in Germany: two working days on is Monday 28, 10:00.
const NOW = new Date('2026-12-23T09:00:00Z')
const GERMANY = 18

describe.each(databases)('approval deadlines in the back office on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  const n: Record<string, number> = {}
  const ids: Record<string, number> = {}

  beforeAll(async () => {
    database = await kind.create()
    const { db } = database
    const customer = await createCustomerFixture(db)
    const place = async (name: string, latest: string | null, workState: WorkState = 'new') => {
      const { order } = await createOrderFixture(db, customer.id, { lines: 1, packages: 1 })
      await db
        .update(orders)
        .set({
          workState,
          latestApprovalAt: latest ? new Date(latest) : null,
          targetOn: latest ? '2027-01-08' : null,
          targetCountryId: latest ? GERMANY : null,
          promisedArrivalOn: latest ? '2027-01-07' : null,
        })
        .where(eq(orders.id, order.id))
      n[name] = order.number
      ids[name] = order.id
    }
    await place('missed', '2026-12-22T13:00:00Z')
    await place('atRisk', '2026-12-28T09:00:00Z') // exactly two working days away
    await place('later', '2026-12-28T09:00:01Z')
    await place('approved', '2026-12-22T13:00:00Z', 'proof_approved')
    await place('cancelled', '2026-12-22T13:00:00Z', 'cancelled')
    await place('none', null)
  })
  afterAll(async () => {
    await database?.drop()
  })

  const list = (query: Record<string, string>) =>
    createBackOfficeOrders(
      database.db,
      () => NOW,
      async () => nw,
    ).list(filters(query))
  const numbersOf = async (query: Record<string, string>) =>
    (await list(query)).rows.map((row) => row.number)

  it('filters at risk, missed and both, never approved or cancelled orders', async () => {
    expect(await numbersOf({ deadline: 'missed' })).toEqual([n['missed']])
    expect(await numbersOf({ deadline: 'at_risk' })).toEqual([n['atRisk']])
    expect(await numbersOf({ deadline: 'risk', sort: 'approval', dir: 'asc' })).toEqual([
      n['missed'],
      n['atRisk'],
    ])
    // Without the holidays two working days would end on Friday 25 December: none at risk.
    const plain = await createBackOfficeOrders(database.db, () => NOW).list(
      filters({ deadline: 'at_risk' }),
    )
    expect(plain.rows).toEqual([])
  })

  it('marks each row and sorts by the moment, orders without one last either way', async () => {
    const asc = await list({ sort: 'approval', dir: 'asc' })
    // Equal moments keep the order of their ids.
    expect(asc.rows.map((row) => row.number)).toEqual(
      ['missed', 'approved', 'cancelled', 'atRisk', 'later', 'none'].map((name) => n[name]),
    )
    expect(asc.rows.at(-1)!.number).toBe(n['none'])
    const desc = await list({ sort: 'approval', dir: 'desc' })
    expect(desc.rows[0]!.number).toBe(n['later'])
    expect(desc.rows.at(-1)!.number).toBe(n['none'])
    const risk = Object.fromEntries(asc.rows.map((row) => [row.number, row.deadlineRisk]))
    expect(risk).toEqual({
      [n['missed']!]: 'missed',
      [n['atRisk']!]: 'at_risk',
      [n['later']!]: 'ok',
      [n['approved']!]: 'ok',
      [n['cancelled']!]: 'ok',
      [n['none']!]: 'ok',
    })
    const row = asc.rows.find((r) => r.number === n['atRisk'])!
    expect(row.latestApprovalAt).toBe('2026-12-28T09:00:00.000Z')
  })

  it('counts on the dashboard what the filter lists', async () => {
    const dashboard = createDashboard({
      db: database.db,
      outbox: { counts: async () => ({ failed: 0, retrying: 0 }) },
      holidays: async () => nw,
    })
    expect((await dashboard.figures(NOW)).deadlines).toEqual({ risk: 2, missed: 1 })
  })

  it('shows the order’s stored target, latest approval and promised arrival', async () => {
    const view = await createOrderDeadlines(
      database.db,
      { get: async () => ({ holidayState: 'NW' }) as never },
      () => NOW,
    ).forOrder(ids['atRisk']!, 'en')
    expect(view).toEqual({
      target: { kind: 'day', date: '2027-01-08', country: 'Germany' },
      latestApprovalAt: '2026-12-28T09:00:00.000Z',
      risk: 'at_risk',
      promisedArrivalOn: '2027-01-07',
      reminders: {},
    })
  })
})
