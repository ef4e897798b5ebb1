import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { auditLog, postMethods } from '#server/db/schema/index.ts'
import * as shippingPage from '#app/routes/admin/shipping.tsx'
import { testApp } from './app.ts'
import { testDatabases } from './databases.ts'
import { ownerToken, staffPost } from './staff-route.ts'

// FAIR-PLAN-1..7 on both databases: the deadline API of the trade-fair planner with the seed's
// transit times, a controllable clock, the refusals in both languages, and the shipping
// settings' transit time changing the answer at once.

const databases = await testDatabases()
const GERMANY = 18
const AUSTRIA = 10
type Deadline = {
  duration_id: number
  title: string
  latest_order_at: string
  latest_approval_at: string
  ships_on: string
  arrives_on: string
  fits: boolean
}
type Answer = { data: { errors: Record<string, string[]> }; init: { status: number } }

/** `count` weekdays before `isoDate`, skipping `holidays` — counted here, not by the planner. */
function weekdaysBefore(isoDate: string, count: number, holidays: string[] = []): string {
  const day = new Date(`${isoDate}T12:00:00Z`)
  for (let left = count; left > 0;) {
    day.setUTCDate(day.getUTCDate() - 1)
    const iso = day.toISOString().slice(0, 10)
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6 && !holidays.includes(iso)) left--
  }
  return day.toISOString().slice(0, 10)
}

describe.each(databases)('the deadline API on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance
  let clock = new Date('2027-01-04T09:00:00Z')
  let productId: number
  let durations: { id: number; title: string; workingDays: number }[]

  beforeAll(async () => {
    database = await kind.create()
    app = await testApp(database, {}, { now: () => clock })
    const list = await app.inject({
      method: 'GET',
      url: '/api/v1/user/site/middle-page/products/roll-up-standard?per_page=1',
    })
    productId = list.json().body.data[0].id
    durations = (await app.services.catalog.detail(productId, 'de')).durations
    expect(durations.length).toBeGreaterThan(1)
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  const get = (query: string, language = 'de', id = productId) =>
    app.inject({
      method: 'GET',
      url: `/api/v1/user/site/detail-page/product/deadline/${id}?${query}`,
      headers: { 'accept-language': language },
    })
  const plan = async (query: string) => {
    const res = await get(query)
    expect(res.statusCode, res.body).toBe(200)
    return res.json().body as Deadline[]
  }

  it('answers each production time: order and approval by 14:00, ships, arrives, fits', async () => {
    // Friday 15 January 2027 in Germany: DHL Parcel takes a day, so it ships Thursday 14th.
    const list = await plan(`date=2027-01-15&country_id=${GERMANY}`)
    expect(list.map((item) => item.duration_id)).toEqual(durations.map((d) => d.id))
    for (const [index, item] of list.entries()) {
      const days = durations[index]!.workingDays
      const approval = weekdaysBefore('2027-01-14', days)
      expect(item).toEqual({
        duration_id: durations[index]!.id,
        title: durations[index]!.title,
        // The seed's production delay is 0: order and approval share the moment (DLV-1).
        latest_order_at: `${approval}T14:00:00+01:00`,
        latest_approval_at: `${approval}T14:00:00+01:00`,
        ships_on: '2027-01-14',
        arrives_on: '2027-01-15',
        fits: `${approval}T13:00:00Z` > clock.toISOString(),
      })
    }
    expect(list.some((item) => item.fits)).toBe(true)
  })

  it('counts the destination’s transit; a Saturday target arrives on the Friday', async () => {
    const [austria] = await plan(`date=2027-01-15&country_id=${AUSTRIA}`)
    expect(austria).toMatchObject({ ships_on: '2027-01-13', arrives_on: '2027-01-15' })
    const [saturday] = await plan(`date=2027-01-16&country_id=${GERMANY}`)
    expect(saturday).toMatchObject({ ships_on: '2027-01-14', arrives_on: '2027-01-15' })
  })

  it('crosses Easter and the change to summer time', async () => {
    clock = new Date('2027-03-01T09:00:00Z')
    const list = await plan(`date=2027-04-02&country_id=${GERMANY}`)
    for (const [index, item] of list.entries()) {
      // Good Friday 26 March and Easter Monday 29 March are holidays in every German state.
      const approval = weekdaysBefore('2027-04-01', durations[index]!.workingDays, [
        '2027-03-26',
        '2027-03-29',
      ])
      const offset = approval >= '2027-03-28' ? '+02:00' : '+01:00'
      expect(item.latest_order_at).toBe(`${approval}T14:00:00${offset}`)
    }
    clock = new Date('2027-01-04T09:00:00Z')
  })

  it('says fits until the cut-off of the latest order day and not from it', async () => {
    const [first] = await plan(`date=2027-01-15&country_id=${GERMANY}`)
    const deadline = new Date(first!.latest_order_at)
    clock = new Date(deadline.getTime() - 1)
    expect((await plan(`date=2027-01-15&country_id=${GERMANY}`))[0]!.fits).toBe(true)
    clock = deadline
    expect((await plan(`date=2027-01-15&country_id=${GERMANY}`))[0]!.fits).toBe(false)
    clock = new Date('2027-01-04T09:00:00Z')
  })

  it('refuses a bad, past or too distant day with 422 in both languages', async () => {
    const refusal = async (query: string, language = 'de') => {
      const res = await get(query, language)
      expect(res.statusCode, `${query}: ${res.body}`).toBe(422)
      return res.json().errors as Record<string, string[]>
    }
    const country = `country_id=${GERMANY}`
    expect(await refusal(`date=2027-01-03&${country}`)).toEqual({
      date: [
        'Das Datum liegt in der Vergangenheit. Bitte wählen Sie heute oder einen späteren Tag.',
      ],
    })
    expect(await refusal(`date=2027-01-03&${country}`, 'en')).toEqual({
      date: ['The date lies in the past. Please choose today or a later day.'],
    })
    // Today is allowed (and fits nothing); a year from today too, a day more not.
    expect((await plan(`date=2027-01-04&${country}`)).every((item) => !item.fits)).toBe(true)
    expect((await plan(`date=2028-01-04&${country}`)).length).toBe(durations.length)
    expect(await refusal(`date=2028-01-05&${country}`, 'en')).toEqual({
      date: ['We plan at most one year ahead. Please choose an earlier day.'],
    })
    expect(Object.keys(await refusal(`date=0000-01-01&${country}`))).toEqual(['date'])
    expect(Object.keys(await refusal(`date=9999-12-31&${country}`))).toEqual(['date'])
    for (const bad of ['15.01.2027', '2027-02-30', '2027-13-01', '２０２７-01-15', '']) {
      expect(await refusal(`date=${bad}&${country}`, 'en')).toEqual({
        date: ['Please enter the date as YYYY-MM-DD.'],
      })
    }
    expect(Object.keys(await refusal(`${country}`))).toEqual(['date'])
  })

  it('answers 404 for an unknown product and 422 for an unknown country', async () => {
    const unknown = await get(`date=2027-01-15&country_id=${GERMANY}`, 'de', 999_999)
    expect(unknown.statusCode).toBe(404)
    const country = await get('date=2027-01-15&country_id=999', 'en')
    expect(country.statusCode).toBe(422)
    expect(country.json().errors).toEqual({
      country_id: ['We do not deliver to this country. Please choose another one.'],
    })
    expect((await get('date=2027-01-15&country_id=abc')).statusCode).toBe(422)
    const doc = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json()
    const operation = doc.paths['/user/site/detail-page/product/deadline/{id}'].get
    expect(operation.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      'country_id',
      'date',
      'fair_id',
      'id',
    ])
  })

  it('follows the transit time staff set in the shipping settings, audited', async () => {
    const token = await ownerToken(app.services, `transit-${kind.name}@example.com`)
    const [standard] = await database.db
      .select()
      .from(postMethods)
      .where(and(eq(postMethods.countryId, GERMANY), eq(postMethods.value, 'dhl-standard')))
    const shipping = (fields: Record<string, string>, path = '/admin/settings/shipping') =>
      shippingPage.action(
        staffPost(app.services, token, path, {
          intent: 'update',
          method: String(standard!.id),
          textDe: standard!.text.de,
          textEn: standard!.text.en,
          price: '9,90',
          ...fields,
        }),
      ) as Promise<Answer>
    for (const bad of ['-1', '61', '1,5', 'zwei', '']) {
      const refused = await shipping({ transitDays: bad })
      expect(refused.init.status, bad).toBe(422)
      expect(refused.data.errors).toEqual({
        transitDays: ['Bitte geben Sie die Laufzeit als ganze Zahl von 0 bis 60 Werktagen ein.'],
      })
    }
    const english = await shipping({ transitDays: '99' }, '/en/admin/settings/shipping')
    expect(english.data.errors).toEqual({
      transitDays: [
        'Please enter the transit time as a whole number of working days from 0 to 60.',
      ],
    })

    await shipping({ transitDays: '3', dateDefinite: 'on' })
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'post_method.update'))
    expect(audit).toMatchObject({
      before: { transitDays: 1, dateDefinite: false },
      after: { transitDays: 3, dateDefinite: true },
    })
    // Date-definite methods do not count as the standard: express (1 day) is next, but it is
    // date-definite too, so the freight forwarder (2 days) counts now.
    const [viaForwarder] = await plan(`date=2027-01-15&country_id=${GERMANY}`)
    expect(viaForwarder).toMatchObject({ ships_on: '2027-01-13' })
    await shipping({ transitDays: '3' })
    const [slower] = await plan(`date=2027-01-15&country_id=${GERMANY}`)
    expect(slower).toMatchObject({ ships_on: '2027-01-12', arrives_on: '2027-01-15' })
  })
})
