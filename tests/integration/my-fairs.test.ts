import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import ICAL from 'ical.js'
import { RouterContextProvider } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTH_COOKIE } from '#core/http/cookies.ts'
import type { Database } from '#server/db/client.ts'
import { fairs, orders } from '#server/db/schema/index.ts'
import { requestContext, servicesContext } from '#server/context.ts'
import type { Services } from '#server/services.ts'
import * as calendarRoute from '#app/routes/profile/fairs-calendar.tsx'
import { testApp } from './app.ts'
import { testDatabases } from './databases.ts'
import { createCustomerFixture, createOrderFixture } from './fixtures/orders.ts'

// FAIR-MINE-1..FAIR-MINE-5 on both databases: the customer's orders grouped by fair or date
// target, upcoming first; each order's state against its deadlines at the clock's moment; no
// other customer's order; the calendar file parsed by an independent reader (ical.js): events,
// all-day dates, the approval moment in UTC with its alarm a day before; 404 for a target that
// is not the customer's.

const databases = await testDatabases()
const AUSTRIA = 10
// Monday 11 January 2027, 11:00 German time.
const clock = new Date('2027-01-11T10:00:00Z')

type FairRow = typeof fairs.$inferInsert

function fairRow(key: string, opensOn: string, closesOn: string, buildUp: [string, string]) {
  return {
    key,
    name: { de: `Messe ${key}`, en: `Fair ${key}` },
    city: 'Hannover',
    venueName: 'Messegelände',
    venueStreet: 'Messeallee 1',
    venuePostcode: '30521',
    venueCity: 'Hannover',
    venueCountryId: 18,
    opensOn,
    closesOn,
    buildUpFrom: buildUp[0],
    buildUpTo: buildUp[1],
    buildUpHoursFrom: '07:00',
    buildUpHoursTo: '18:00',
    acceptanceAt: 'venue',
    acceptanceFrom: buildUp[0],
    acceptanceTo: buildUp[1],
    acceptanceHoursFrom: '08:00',
    acceptanceHoursTo: '16:00',
  } satisfies FairRow
}

interface Event {
  uid: string
  summary: string
  start: ICAL.Time
  end: ICAL.Time | null
  alarm: number | null
}

function parse(text: string): { name: string; events: Event[] } {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[])
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component)
    const alarm = component.getFirstSubcomponent('valarm')
    const trigger = alarm?.getFirstPropertyValue('trigger') as ICAL.Duration | undefined
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate,
      end: component.hasProperty('dtend') ? event.endDate : null,
      alarm: trigger ? trigger.toSeconds() : null,
    }
  })
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), events }
}

describe.each(databases)('my fairs on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance & { services: Services }
  let customer: Awaited<ReturnType<typeof createCustomerFixture>>
  const ids = {} as Record<'upcoming' | 'past' | 'othersFair', number>
  const numbers = {} as Record<'due' | 'approved' | 'shipped' | 'missed' | 'plain', number>

  beforeAll(async () => {
    database = await kind.create()
    app = (await testApp(database, {}, { now: () => clock })) as typeof app
    const { db } = database
    const inserted = await db
      .insert(fairs)
      .values([
        fairRow('mine-upcoming', '2027-02-16', '2027-02-19', ['2027-02-13', '2027-02-15']),
        fairRow('mine-past', '2026-12-01', '2026-12-03', ['2026-11-28', '2026-11-30']),
        fairRow('mine-others', '2027-03-02', '2027-03-04', ['2027-02-27', '2027-03-01']),
      ])
      .returning({ id: fairs.id })
    ;[ids.upcoming, ids.past, ids.othersFair] = inserted.map((row) => row.id) as [
      number,
      number,
      number,
    ]
    customer = await createCustomerFixture(db)
    const other = await createCustomerFixture(db)
    // The targets as the order placement writes them (FAIR-TGT-3).
    const place = async (customerId: number, target: Partial<typeof orders.$inferInsert>) => {
      const { order } = await createOrderFixture(db, customerId, { packages: 1, lines: 1 })
      if (Object.keys(target).length > 0) {
        await db.update(orders).set(target).where(eq(orders.id, order.id))
      }
      return order.number
    }
    numbers.due = await place(customer.id, {
      fairId: ids.upcoming,
      targetOn: '2027-02-15',
      targetCountryId: 18,
      // Wednesday 13 January, 12:00 German time.
      latestApprovalAt: new Date('2027-01-13T11:00:00Z'),
      promisedArrivalOn: '2027-02-12',
    })
    numbers.approved = await place(customer.id, {
      fairId: ids.upcoming,
      targetOn: '2027-02-14',
      targetCountryId: 18,
      workState: 'proof_approved',
      proofApprovedAt: new Date('2027-01-08T09:00:00Z'),
      latestApprovalAt: new Date('2027-01-20T11:00:00Z'),
      promisedArrivalOn: '2027-02-11',
    })
    numbers.shipped = await place(customer.id, {
      fairId: ids.past,
      targetOn: '2026-11-30',
      targetCountryId: 18,
      workState: 'shipped',
      latestApprovalAt: new Date('2026-11-16T11:00:00Z'),
      promisedArrivalOn: '2026-11-27',
    })
    numbers.missed = await place(customer.id, {
      targetOn: '2027-03-10',
      targetCountryId: AUSTRIA,
      workState: 'print_data_received',
      latestApprovalAt: new Date('2027-01-11T10:00:00Z'),
      promisedArrivalOn: '2027-03-09',
    })
    numbers.plain = await place(customer.id, {})
    await place(other.id, {
      fairId: ids.othersFair,
      targetOn: '2027-03-01',
      targetCountryId: 18,
      latestApprovalAt: new Date('2027-02-01T11:00:00Z'),
    })
    await place(other.id, {
      fairId: ids.upcoming,
      targetOn: '2027-02-15',
      targetCountryId: 18,
      promisedArrivalOn: '2027-02-10',
    })
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  it('groups the orders by target, upcoming first, with each state against its deadlines', async () => {
    const { upcoming, past } = await app.services.myFairs.targets(customer.id, 'de')
    expect(upcoming.map((target) => target.key)).toEqual([
      `fair-${ids.upcoming}`,
      `date-2027-03-10-${AUSTRIA}`,
    ])
    expect(past.map((target) => target.key)).toEqual([`fair-${ids.past}`])
    const [fair, date] = upcoming
    expect(fair!.fair?.name).toBe('Messe mine-upcoming')
    expect(fair!.targetOn).toBe('2027-02-14')
    expect(fair!.orders.map((order) => [order.number, order.state])).toEqual([
      [numbers.due, { kind: 'approval-due', until: '2027-01-13T11:00:00.000Z', dataMissing: true }],
      [numbers.approved, { kind: 'approved', late: false }],
    ])
    // The deadline is one to be before: at its very moment it is missed (FAIR-PLAN-4).
    expect(date).toMatchObject({ kind: 'date', countryName: 'Österreich' })
    expect(date!.orders.map((order) => [order.number, order.state])).toEqual([
      [numbers.missed, { kind: 'approval-missed', dataMissing: false }],
    ])
    expect(past[0]!.orders.map((order) => order.state.kind)).toEqual(['shipped'])
    // Neither another customer's order nor an order without a target is listed.
    const listed = [...upcoming, ...past].flatMap((target) => target.orders)
    expect(listed).toHaveLength(4)
    expect(listed.map((order) => order.number)).not.toContain(numbers.plain)
    const english = await app.services.myFairs.targets(customer.id, 'en')
    expect(english.upcoming[0]!.fair?.name).toBe('Fair mine-upcoming')
    expect(english.upcoming[1]).toMatchObject({ countryName: 'Austria' })
  })

  const calendarArgs = (path: string, token: string | null = customer.token) => {
    const request = new Request(`http://127.0.0.1${path}`, {
      headers: token ? { cookie: `${AUTH_COOKIE}=${token}` } : {},
    })
    const context = new RouterContextProvider()
    context.set(servicesContext, app.services)
    context.set(requestContext, {
      origin: 'http://127.0.0.1',
      nonce: '',
      locale: path.startsWith('/en/') ? 'en' : 'de',
      ip: '127.0.0.1',
    })
    return { request, context, params: {} } as never
  }
  const download = (path: string, token?: string | null) =>
    calendarRoute.loader(calendarArgs(path, token)) as Promise<Response>

  it('writes a fair’s calendar file that parses: deadlines in UTC with an alarm, all-day days', async () => {
    const answer = await download(`/profile/fairs/calendar.ics?target=fair-${ids.upcoming}`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(answer.headers.get('content-disposition')).toContain('filename="mine-upcoming.ics"')
    const { name, events } = parse(await answer.text())
    expect(name).toBe('Messe mine-upcoming')
    const bySummary = new Map(events.map((event) => [event.summary, event]))
    expect([...bySummary.keys()].sort()).toEqual(
      [
        `Ankunft der Ware – Auftrag ${numbers.approved} (Messe mine-upcoming)`,
        `Ankunft der Ware – Auftrag ${numbers.due} (Messe mine-upcoming)`,
        'Aufbau: Messe mine-upcoming (07:00–18:00 Uhr)',
        `Druckdaten freigeben – Auftrag ${numbers.due} (Messe mine-upcoming)`,
        'Messe mine-upcoming, Hannover',
      ].sort(),
    )
    const approval = bySummary.get(
      `Druckdaten freigeben – Auftrag ${numbers.due} (Messe mine-upcoming)`,
    )!
    // Wednesday 12:00 German time is 11:00 UTC; the alarm rings a day before.
    expect(approval.start.isDate).toBe(false)
    expect(approval.start.zone?.tzid).toBe('UTC')
    expect(approval.start.toJSDate().toISOString()).toBe('2027-01-13T11:00:00.000Z')
    expect(approval.alarm).toBe(-86_400)
    const arrival = bySummary.get(
      `Ankunft der Ware – Auftrag ${numbers.due} (Messe mine-upcoming)`,
    )!
    expect([arrival.start.isDate, arrival.start.toString(), arrival.end?.toString()]).toEqual([
      true,
      '2027-02-12',
      '2027-02-13',
    ])
    const buildUp = bySummary.get('Aufbau: Messe mine-upcoming (07:00–18:00 Uhr)')!
    expect([buildUp.start.toString(), buildUp.end?.toString()]).toEqual([
      '2027-02-13',
      '2027-02-16',
    ])
    const fair = bySummary.get('Messe mine-upcoming, Hannover')!
    expect([fair.start.toString(), fair.end?.toString()]).toEqual(['2027-02-16', '2027-02-20'])
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length)
  })

  it('writes every target into one file, in English on the English address', async () => {
    const answer = await download('/en/profile/fairs/calendar.ics')
    expect(answer.headers.get('content-disposition')).toContain('filename="my-fairs.ics"')
    const { name, events } = parse(await answer.text())
    expect(name).toBe('My fairs')
    const summaries = events.map((event) => event.summary)
    expect(summaries).toContain(
      `Approve print data – order ${numbers.missed} (Delivery date Wed, 10/03/2027, Austria)`,
    )
    expect(summaries).toContain('Build-up: Fair mine-past (07:00–18:00)')
    expect(summaries).toContain(
      'Goods at their destination: Delivery date Wed, 10/03/2027, Austria',
    )
    // Another customer's fair is not in it.
    expect(summaries.join('\n')).not.toContain('mine-others')
  })

  it('answers 404 for another customer’s fair, an unknown or a malformed target', async () => {
    for (const target of [`fair-${ids.othersFair}`, 'fair-999999', 'date-2027-03-10', 'x']) {
      const refused = await download(`/profile/fairs/calendar.ics?target=${target}`).then(
        () => undefined,
        (error: unknown) => error,
      )
      expect(refused, target).toMatchObject({ init: { status: 404 } })
    }
    // Without a session the guard sends the visitor home (ROUTE-7).
    const anonymous = await download('/profile/fairs/calendar.ics', null).then(
      () => undefined,
      (error: unknown) => error as Response,
    )
    expect(anonymous?.status).toBe(302)
  })
})
