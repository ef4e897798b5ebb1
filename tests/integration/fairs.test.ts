import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shopDayOf } from '#core/dates/dates.ts'
import { addDays } from '#core/fairs/fair-days.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import type { Database } from '#server/db/client.ts'
import { auditLog, fairs } from '#server/db/schema/index.ts'
import { fairById } from '#server/modules/fairs/fair-reads.ts'
import type { Services } from '#server/services.ts'
import * as fairPage from '#app/routes/admin/fair.tsx'
import * as fairsPage from '#app/routes/admin/fairs.tsx'
import * as fairsCsv from '#app/routes/admin/fairs-csv.tsx'
import * as fairsFile from '#app/routes/admin/fairs-file.tsx'
import { testApp } from './app.ts'
import { testDatabases } from './databases.ts'
import { staffRouteArgs } from './staff-route.ts'

// FAIR-3..FAIR-6 on both databases: the site's fair list (active, not over, by name in either
// language or city, soonest first, in the request's language), the back office's form (create,
// change, switch off and on; refusals at their fields; audited; the sales role refused) and the
// fairs file (export, dry run that writes nothing, all-or-nothing import).

const databases = await testDatabases()
type Role = 'content' | 'sales'

describe.each(databases)('the trade fairs on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance & { services: Services }
  const tokens = {} as Record<Role, string>
  const members = {} as Record<Role, StaffMember>
  const today = shopDayOf(new Date())

  beforeAll(async () => {
    database = await kind.create()
    app = (await testApp(database)) as typeof app
    for (const role of ['content', 'sales'] as const) {
      const email = `fairs-${role}@example.com`
      const { member, password } = await app.services.staff.create(
        { email, name: role, role },
        null,
      )
      members[role] = member as StaffMember
      tokens[role] = (await app.services.staff.logIn(email, password))!.token
    }
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  const args = (path: string, role: Role, init: RequestInit = {}, params = {}) =>
    staffRouteArgs(app.services, tokens[role], path, init, params) as never
  const form = (fields: Record<string, string | Blob>) => {
    const body = new FormData()
    for (const [key, value] of Object.entries(fields)) body.set(key, value)
    return { method: 'POST', body }
  }
  /** A valid fair opening `opensIn` days from today, for `days` days. */
  const fields = (key: string, opensIn: number, days = 3): Record<string, string> => {
    const opensOn = addDays(today, opensIn)
    return {
      key,
      nameDe: `Testmesse ${key}`,
      nameEn: `Test fair ${key}`,
      city: 'Bielefeld',
      venueName: 'Halle 9',
      venueStreet: 'Ausstellungsweg 1',
      venuePostcode: '33609',
      venueCity: 'Bielefeld',
      venueCountryId: '18',
      opensOn,
      closesOn: addDays(opensOn, days - 1),
      buildUpFrom: addDays(opensOn, -2),
      buildUpTo: addDays(opensOn, -1),
      buildUpHoursFrom: '07:00',
      buildUpHoursTo: '20:00',
      acceptanceAt: 'venue',
      acceptanceFrom: addDays(opensOn, -2),
      acceptanceTo: addDays(opensOn, -1),
      acceptanceHoursFrom: '08:00',
      acceptanceHoursTo: '18:00',
      isActive: 'on',
    }
  }
  const site = async (q: string, locale = 'de') => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/user/site/fairs?q=${encodeURIComponent(q)}`,
      headers: { 'accept-language': locale },
    })
    expect(response.statusCode).toBe(200)
    return response.json().body as Record<string, unknown>[]
  }
  const failure = (answer: unknown) =>
    (answer as { data: { message: string; errors: Record<string, string[]> } }).data

  it('lists the seeded demo fairs in DE, AT and CH, soonest first, with the API’s fields', async () => {
    const listed = await site('')
    expect(listed.length).toBeGreaterThanOrEqual(5)
    expect(new Set(listed.map((fair) => fair.country))).toEqual(new Set(['DE', 'AT', 'SW']))
    const opens = listed.map((fair) => String(fair.opens_on))
    expect(opens).toEqual(opens.toSorted())
    expect((await site('innsbruck', 'en'))[0]).toEqual({
      id: expect.any(Number),
      name: 'Alpine Expo Innsbruck',
      city: 'Innsbruck',
      venue: 'Alpen-Expo-Gelände, Halle B',
      country: 'AT',
      opens_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      closes_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      build_up_from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      build_up_to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    })
  })

  it('answers active fairs not yet over, by either name or the city, at most 20', async () => {
    const admin = app.services.fairsAdmin
    const made = async (values: Record<string, string>) =>
      (await admin.create(members.content, values, 'de')).id
    const soon = await made({ ...fields('api-soon', 10), nameDe: 'Zugspitz Werbetage' })
    const later = await made({ ...fields('api-later', 40), nameEn: 'Zugspitze Promo Days' })
    // Running since two days, closing today: still listed; over yesterday: not.
    const running = await made({ ...fields('api-running', -2, 3), city: 'Zugspitzdorf' })
    await made({ ...fields('api-over', -3, 3), nameDe: 'Zugspitz vorbei' })
    const off = await made({ ...fields('api-off', 5), nameDe: 'Zugspitz aus' })
    await admin.setActive(members.content, off, false, 'de')

    const found = await site('ZUGSPITZ')
    expect(found.map((fair) => fair.id)).toEqual([running, soon, later])
    expect(found.map((fair) => fair.name)).toEqual([
      'Testmesse api-running',
      'Zugspitz Werbetage',
      'Testmesse api-later',
    ])
    expect((await site('zugspitze promo', 'en')).map((fair) => fair.name)).toEqual([
      'Zugspitze Promo Days',
    ])
    // A LIKE pattern's own characters match only themselves.
    expect(await site('%')).toEqual([])

    for (let index = 0; index < 21; index++) await made(fields(`api-many-${index}`, 50 + index))
    const many = await site('api-many')
    expect(many.map((fair) => fair.name)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Testmesse api-many-${index}`),
    )

    const bad = await app.inject({ method: 'GET', url: '/api/v1/user/site/fairs?q=a%00b' })
    expect(bad.statusCode).toBe(422)
    const long = await app.inject({
      method: 'GET',
      url: `/api/v1/user/site/fairs?q=${'x'.repeat(101)}`,
    })
    expect(long.statusCode).toBe(422)
  })

  it('lets the content role create, change and switch off a fair, audited; sales are refused', async () => {
    const thrown = await fairsPage
      .action(
        args('/admin/fairs', 'content', form({ intent: 'add', ...fields('back-office', 30) })),
      )
      .catch((e: unknown) => e)
    expect(thrown).toBeInstanceOf(Response)
    const location = (thrown as Response).headers.get('location')!
    expect(location).toMatch(/^\/admin\/fairs\/\d+\?answer=created$/)
    const id = Number(location.split('/').at(-1)!.split('?')[0])
    const page = await fairPage.loader(args(location, 'content', {}, { id: String(id) }))
    expect(page.notice).toBe('Die Messe „Testmesse back-office“ wurde angelegt.')
    expect(page.fair).toMatchObject({ key: 'back-office', state: 'upcoming', isActive: true })
    expect(await fairById(database.db, id)).toMatchObject({ countryCode: 'DE', city: 'Bielefeld' })

    const listed = await fairsPage.loader(args('/admin/fairs?q=back-office', 'content'))
    expect(listed.fairs.map((fair) => fair.id)).toEqual([id])
    const none = await fairsPage.loader(args('/en/admin/fairs?q=nowhere-fair', 'content'))
    expect(none.fairs).toEqual([])

    const save = (values: Record<string, string>, path = `/admin/fairs/${id}`) =>
      fairPage.action(
        args(path, 'content', form({ ...fields('back-office', 30), ...values, intent: 'save' }), {
          id: String(id),
        }),
      )
    expect(await save({ city: 'Gütersloh', website: 'https://messe.example' })).toEqual({
      ok: true,
      intent: 'save',
      message: 'Die Messe wurde gespeichert.',
    })
    const errorsOf = async (values: Record<string, string>) =>
      failure(await save(values, `/en/admin/fairs/${id}`)).errors
    const opensOn = addDays(today, 30)
    expect(await errorsOf({ closesOn: addDays(opensOn, -1) })).toEqual({
      closesOn: ['The closing day cannot be before the opening day.'],
    })
    expect(await errorsOf({ buildUpTo: addDays(opensOn, 1) })).toEqual({
      buildUpTo: ['Build-up must end on or before the opening day.'],
    })
    expect(await errorsOf({ website: 'http://messe.example', venueCountryId: '99999' })).toEqual({
      website: ['Please enter a full https:// address.'],
    })
    expect(await errorsOf({ venueCountryId: '99999' })).toEqual({
      venueCountryId: ['Please choose a country from the list.'],
    })
    expect(await errorsOf({ key: 'api-soon' })).toEqual({
      key: ['Another fair already has this code.'],
    })

    expect(
      await fairPage.action(
        args(`/admin/fairs/${id}`, 'content', form({ intent: 'deactivate' }), { id: String(id) }),
      ),
    ).toMatchObject({
      ok: true,
      message: 'Die Messe wurde deaktiviert: Die Website zeigt sie nicht mehr.',
    })
    expect(await site('back-office')).toEqual([])
    expect(await site('Gütersloh')).toEqual([])

    const entries = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.objectId, String(id)))
      .orderBy(auditLog.id)
    expect(entries.map((entry) => [entry.action, entry.objectType, entry.staffId])).toEqual([
      ['fair.create', 'fair', members.content.id],
      ['fair.update', 'fair', members.content.id],
      ['fair.disable', 'fair', members.content.id],
    ])
    expect(entries[1]!.after).toMatchObject({ city: 'Gütersloh' })

    const sales = await fairsPage.loader(args('/admin/fairs', 'sales')).catch((e: unknown) => e)
    expect((sales as { init: { status: number } }).init.status).toBe(403)
    await expect(
      app.services.fairsAdmin.create(members.sales, fields('sales-fair', 30), 'en'),
    ).rejects.toMatchObject({ kind: 'forbidden' })
    const notFound = await fairPage
      .loader(args('/admin/fairs/999999', 'content', {}, { id: '999999' }))
      .catch((e: unknown) => e)
    expect((notFound as { init: { status: number } }).init.status).toBe(404)
  })

  describe('the fairs file (FAIR-5)', () => {
    const exportRows = async () => {
      const response = (await fairsCsv.loader(args('/admin/fairs.csv', 'content'))) as Response
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="messen-/)
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
        await response.arrayBuffer(),
      )
      expect(text.startsWith('\uFEFFKürzel;Name DE;Name EN;Stadt;')).toBe(true)
      return parse(text, { bom: true, delimiter: ';' }) as string[][]
    }
    // Excel quotes a cell with line breaks (the forwarder's address).
    const csv = (rows: string[][]) =>
      stringify(rows, { delimiter: ';', record_delimiter: '\r\n', quoted_match: /\n/ })
    const post = async (fields: Record<string, string | Blob>, path = '/admin/fairs/file') => {
      const answer = (await fairsFile.action(args(path, 'content', form(fields)))) as unknown
      return ((answer as { data?: unknown }).data ?? answer) as Record<string, unknown> & {
        dryRun?: Awaited<ReturnType<Services['fairFileAdmin']['dryRun']>>
      }
    }
    const dryRun = (text: string, path?: string) =>
      post({ intent: 'check', file: new File([text], 'messen.csv', { type: 'text/csv' }) }, path)
    const snapshot = () => database.db.select().from(fairs).orderBy(fairs.id)

    it('exports, dry-runs a change and a new fair without writing, imports them once', async () => {
      const [head, ...rows] = await exportRows()
      const before = await snapshot()
      expect(rows).toHaveLength(before.length)
      const column = (name: string) => head!.indexOf(name)
      const target = rows.find((row) => row[column('Kürzel')] === 'alpen-expo-innsbruck')!
      target[column('Stadt')] = 'Innsbruck-Messe'
      const fresh = [...target]
      fresh[column('Kürzel')] = 'zuercher-werbetage'
      fresh[column('Name DE')] = 'Zürcher Werbetage'
      fresh[column('Land')] = 'CH'
      fresh[column('PLZ')] = '8005'
      // German Excel writes days as 31.01.2027.
      const [y, m, d] = fresh[column('Erster Messetag')]!.split('-')
      fresh[column('Erster Messetag')] = `${d}.${m}.${y}`
      const answer = await dryRun(`\uFEFF${csv([head!, ...rows, fresh])}`)
      expect(answer.dryRun).toMatchObject({ changed: 1, created: 1, errors: 0 })
      const changed = answer.dryRun!.rows.find((row) => row.status === 'changed')!
      expect(changed.changes).toEqual([
        { field: 'city', before: 'Innsbruck', after: 'Innsbruck-Messe' },
      ])
      expect(await snapshot()).toEqual(before)

      // A fingerprint of another dry run imports nothing.
      const stale = await post({
        intent: 'import-fairs',
        csv: String(answer.csv),
        fingerprint: 'x',
      })
      expect(stale).toMatchObject({
        ok: false,
        message:
          'Die Messen haben sich seit der Prüfung geändert. Bitte prüfen Sie die Datei erneut.',
      })
      expect(await snapshot()).toEqual(before)

      const done = await post({
        intent: 'import-fairs',
        csv: String(answer.csv),
        fingerprint: answer.dryRun!.fingerprint,
      })
      expect(done).toMatchObject({ ok: true, message: '1 Messen geändert, 1 angelegt.' })
      const [zurich] = await database.db
        .select()
        .from(fairs)
        .where(eq(fairs.key, 'zuercher-werbetage'))
      expect(zurich).toMatchObject({ venueCountryId: 9, venuePostcode: '8005', isActive: true })
      expect((await site('Zürcher'))[0]).toMatchObject({ name: 'Zürcher Werbetage', country: 'SW' })
      const [entry] = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'fair.import'))
        .orderBy(desc(auditLog.id))
      expect(entry).toMatchObject({ objectType: 'fair', staffId: members.content.id })
      expect(entry!.after).toMatchObject({ createdIds: [zurich!.id] })
      // The same file again changes nothing.
      expect((await dryRun(csv([head!, ...rows, fresh]))).dryRun).toMatchObject({
        changed: 0,
        created: 0,
        errors: 0,
      })
    })

    it('names each row’s problems in the member’s language and imports nothing then', async () => {
      const [head, ...rows] = await exportRows()
      const column = (name: string) => head!.indexOf(name)
      const broken = [...rows[0]!]
      broken[column('Kürzel')] = 'kaputte-messe'
      broken[column('Land')] = 'XX'
      broken[column('Aufbau bis')] = addDays(broken[column('Erster Messetag')]!, 1)
      broken[column('Aktiv')] = 'vielleicht'
      const twice = [...rows[1]!]
      const answer = await dryRun(csv([head!, broken, twice, twice]), '/en/admin/fairs/file')
      expect(answer.dryRun).toMatchObject({ errors: 3 })
      const problems = answer.dryRun!.rows.map((row) => row.problems)
      expect(problems[0]).toEqual([
        'Country “XX” is not one of the shop’s countries.',
        'Active must be “ja” or “nein”.',
        'Build-up until: Build-up must end on or before the opening day.',
      ])
      expect(problems[1]).toEqual([
        `The code ${twice[column('Kürzel')]} appears more than once in the file.`,
      ])
      const before = await snapshot()
      const refused = await post({
        intent: 'import-fairs',
        csv: String(answer.csv),
        fingerprint: answer.dryRun!.fingerprint,
      })
      expect(refused).toMatchObject({ ok: false })
      expect(await snapshot()).toEqual(before)
      const header = await dryRun('Kürzel;Name DE\r\nx;y', '/en/admin/fairs/file')
      expect(header).toMatchObject({
        ok: false,
        errors: { file: [expect.stringContaining('Name EN')] },
      })
    })
  })
})
