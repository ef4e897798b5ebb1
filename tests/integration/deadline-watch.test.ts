import { and, asc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WorkState } from '#core/orders/workflow.ts'
import type { Database } from '#server/db/client.ts'
import { mailOutbox, orderItems, orders } from '#server/db/schema/index.ts'
import { testApp } from './app.ts'
import { testDatabases } from './databases.ts'
import { addCheckedFile, createCustomerFixture, createOrderFixture } from './fixtures/orders.ts'

// FAIR-DUE-5..7 on both databases: the deadline watcher with a controllable clock sends exactly
// one reminder three and one working days before the latest approval moment, the missed mail
// once (with the new arrival date and the faster production time as the offer), one staff list
// of the orders newly at risk, and nothing for approved or cancelled orders.

const databases = await testDatabases()
const GERMANY = 18
// Thursday 14 January 2027, 14:00 in Germany (the cut-off hour): the latest approval.
const DUE = new Date('2027-01-14T13:00:00Z')
const at = (iso: string) => new Date(iso)

/** `count` weekdays after `isoDate` (no public holiday in NRW from 14 to 31 January 2027). */
function weekdaysAfter(isoDate: string, count: number): string {
  const day = new Date(`${isoDate}T12:00:00Z`)
  for (let left = count; left > 0;) {
    day.setUTCDate(day.getUTCDate() + 1)
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) left--
  }
  return day.toISOString().slice(0, 10)
}

describe.each(databases)('the deadline watcher on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance
  // Far before every deadline: the pass the app makes when it starts finds nothing due.
  let clock = at('2026-12-01T09:00:00Z')
  const ids: Record<'missing' | 'unapproved' | 'approved' | 'cancelled' | 'untargeted', number> = {
    missing: 0,
    unapproved: 0,
    approved: 0,
    cancelled: 0,
    untargeted: 0,
  }
  let durations: { id: number; title: string; workingDays: number }[] = []
  let target = ''

  beforeAll(async () => {
    database = await kind.create()
    app = await testApp(database, {}, { now: () => clock })
    const { db } = database
    // A product of the seed with several production times: the order takes the slowest.
    const list = await app.inject({
      method: 'GET',
      url: '/api/v1/user/site/middle-page/products/roll-up-standard?per_page=1',
    })
    const productId: number = list.json().body.data[0].id
    durations = [...(await app.services.catalog.detail(productId, 'en')).durations].sort(
      (a, b) => a.workingDays - b.workingDays,
    )
    expect(durations.length).toBeGreaterThan(1)
    const fastest = durations[0]!
    const slowest = durations.at(-1)!
    // Approved at the (missed) moment, production counts from Friday 15 January; DHL Parcel
    // takes one working day in Germany. The target is what the fastest time still makes.
    target = weekdaysAfter(weekdaysAfter('2027-01-15', fastest.workingDays), 1)
    const customer = await createCustomerFixture(db)
    const place = async (workState: WorkState, locale: 'de' | 'en', targeted = true) => {
      const { order } = await createOrderFixture(db, customer.id, { locale, lines: 1, packages: 1 })
      await db
        .update(orders)
        .set({
          workState,
          ...(targeted
            ? { latestApprovalAt: DUE, targetOn: target, targetCountryId: GERMANY }
            : {}),
          ...(workState === 'cancelled' ? { status: 'cancelled' as const } : {}),
        })
        .where(eq(orders.id, order.id))
      await db
        .update(orderItems)
        .set({ productId, durationId: slowest.id })
        .where(eq(orderItems.orderId, order.id))
      return order
    }
    ids.missing = (await place('new', 'en')).id
    const unapproved = await place('print_data_checked', 'de')
    await addCheckedFile(db, unapproved)
    ids.unapproved = unapproved.id
    ids.approved = (await place('proof_approved', 'de')).id
    ids.cancelled = (await place('cancelled', 'de')).id
    ids.untargeted = (await place('new', 'de', false)).id
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  const run = (iso: string) => {
    clock = at(iso)
    return app.services.deadlineWatch.runDeadlineWatch(clock)
  }
  const mailsOf = (orderId: number) =>
    database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.orderId, orderId))
      .orderBy(asc(mailOutbox.id))
  const staffMails = () =>
    database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, 'approval-deadlines-staff')))

  it('sends nothing before three working days ahead of the moment', async () => {
    const result = await run('2027-01-11T12:59:00Z')
    expect(result).toEqual({ buyer: { three_days: 0, one_day: 0, missed: 0 }, staff: 0 })
    expect(await mailsOf(ids.missing)).toEqual([])
  })

  it('reminds the buyer once three working days before, in the order’s language', async () => {
    // Monday 14:00: three working days before Thursday 14:00.
    expect((await run('2027-01-11T13:00:00Z')).buyer.three_days).toBe(2)
    expect((await run('2027-01-11T13:00:00Z')).buyer.three_days).toBe(0)
    expect((await run('2027-01-11T16:00:00Z')).buyer.three_days).toBe(0)
    const [english] = await mailsOf(ids.missing)
    expect(english).toMatchObject({ template: 'approval-reminder-3', locale: 'en' })
    expect(english!.subject).toBe(
      'Order ' + (await numberOf(ids.missing)) + ': your print data is needed by 14/01/2027, 14:00',
    )
    const text = (await simpleParser(english!.raw)).text ?? ''
    expect(text).toContain('We have not received your print data yet')
    const [german] = await mailsOf(ids.unapproved)
    expect(german).toMatchObject({ template: 'approval-reminder-3', locale: 'de' })
    expect((await simpleParser(german!.raw)).text).toContain('noch nicht freigegeben')
  })

  it('lists the orders newly at risk for the shop once, two working days before', async () => {
    expect((await run('2027-01-12T12:59:00Z')).staff).toBe(0)
    expect(await staffMails()).toHaveLength(0)
    const result = await run('2027-01-12T13:00:00Z')
    expect(result).toEqual({ buyer: { three_days: 0, one_day: 0, missed: 0 }, staff: 2 })
    expect((await run('2027-01-12T15:00:00Z')).staff).toBe(0)
    const mails = await staffMails()
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ to: 'info@messebau-nordlicht.example', locale: 'de' })
    expect(mails[0]!.subject).toBe('2 Bestellungen drohen die Freigabefrist zu verpassen')
    const text = (await simpleParser(mails[0]!.raw)).text ?? ''
    expect(text).toContain(
      `#${await numberOf(ids.missing)} Brinkmann Messebau – Freigabe bis 14.01.2027, 14:00 (Gefährdet)`,
    )
    expect(text).not.toContain(`#${await numberOf(ids.approved)}`)
  })

  it('reminds once more one working day before', async () => {
    expect((await run('2027-01-13T12:59:00Z')).buyer.one_day).toBe(0)
    expect((await run('2027-01-13T13:00:00Z')).buyer.one_day).toBe(2)
    expect((await run('2027-01-14T12:59:00Z')).buyer.one_day).toBe(0)
    const templates = (await mailsOf(ids.missing)).map((mail) => mail.template)
    expect(templates).toEqual(['approval-reminder-3', 'approval-reminder-1'])
  })

  it('tells the buyer once that the moment passed, with the new arrival and the faster time', async () => {
    const result = await run('2027-01-14T13:00:00Z')
    expect(result.buyer.missed).toBe(2)
    expect((await run('2027-01-15T09:00:00Z')).buyer.missed).toBe(0)
    const mails = await mailsOf(ids.missing)
    expect(mails.map((mail) => mail.template)).toEqual([
      'approval-reminder-3',
      'approval-reminder-1',
      'approval-missed',
    ])
    const text = ((await simpleParser(mails[2]!.raw)).text ?? '').replace(/\s+/g, ' ')
    const slowest = durations.at(-1)!
    const fastest = durations[0]!
    const arrival = weekdaysAfter(weekdaysAfter('2027-01-15', slowest.workingDays), 1)
    const english = (iso: string) =>
      new Intl.DateTimeFormat('en-GB', {
        weekday: 'short',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${iso}T12:00:00Z`))
    expect(text).toContain(`approved today, it arrives on ${english(arrival)}`)
    expect(text).toContain(`the production time “${fastest.title}” – arrives on ${english(target)}`)
    // Staff heard of these orders already.
    expect(await staffMails()).toHaveLength(1)
  })

  it('never mails about approved, cancelled or untargeted orders', async () => {
    await run('2027-01-20T09:00:00Z')
    for (const id of [ids.approved, ids.cancelled, ids.untargeted]) {
      expect(await mailsOf(id)).toEqual([])
    }
    const [row] = await database.db
      .select({ reminders: orders.approvalReminders })
      .from(orders)
      .where(eq(orders.id, ids.missing))
    expect(Object.keys(row!.reminders).sort()).toEqual(['missed', 'one_day', 'staff', 'three_days'])
  })

  async function numberOf(id: number): Promise<number> {
    const [row] = await database.db
      .select({ number: orders.number })
      .from(orders)
      .where(eq(orders.id, id))
    return row!.number
  }
})
