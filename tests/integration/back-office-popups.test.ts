import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { auditLog, popups } from '#server/db/schema/index.ts'
import { popupState } from '#server/modules/content/popups-admin.ts'
import type { Services } from '#server/services.ts'
import * as popupPage from '#app/routes/admin/popup.tsx'
import * as popupsPage from '#app/routes/admin/popups.tsx'
import { testApp } from './app.ts'
import { staffRouteArgs } from './staff-route.ts'
import { testDatabases } from './databases.ts'

// CONT-3 on both databases: staff create, change and delete the site popup through the back
// office's routes; the HTML is cleaned when saved; the storefront's popup API shows the change at
// once, within the popup's days only; every write is audited; sales are refused.

const databases = await testDatabases()
type Role = 'content' | 'sales'

describe.each(databases)('the back office popups on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance & { services: Services }
  const tokens = {} as Record<Role, string>

  beforeAll(async () => {
    database = await kind.create()
    app = (await testApp(database)) as typeof app
    // The seed's popups are switched off for this test: only ours may show.
    await database.db.update(popups).set({ isActive: false })
    for (const role of ['content', 'sales'] as const) {
      const email = `popups-${role}@example.com`
      const { password } = await app.services.staff.create({ email, name: role, role }, null)
      tokens[role] = (await app.services.staff.logIn(email, password))!.token
    }
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  function args(path: string, role: Role, init: RequestInit = {}, params = {}) {
    return staffRouteArgs(app.services, tokens[role], path, init, params) as never
  }
  const form = (fields: Record<string, string>) => {
    const body = new FormData()
    for (const [key, value] of Object.entries(fields)) body.set(key, value)
    return { method: 'POST', body }
  }
  const shown = async (locale = 'de') =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/v1/user/site/popups',
        headers: { 'accept-language': locale },
      })
    ).json().body as { title: string; content: string }[]
  const fields = {
    intent: 'add',
    titleDe: 'Messe-Aktion',
    titleEn: 'Trade fair offer',
    contentDe: '<p onclick="steal()">10 % auf Roll-ups</p><script>alert(1)</script>',
    contentEn: '<p>10 % off roll-ups</p>',
    firstDay: '',
    lastDay: '',
    isActive: 'on',
  }

  it('creates a popup that shows at once, its HTML cleaned, and audits it', async () => {
    const thrown = await popupsPage
      .action(args('/admin/popups', 'content', form(fields)))
      .catch((e: unknown) => e)
    expect(thrown).toBeInstanceOf(Response)
    const location = (thrown as Response).headers.get('location')!
    expect(location).toMatch(/^\/admin\/popups\/\d+\?answer=created-cleaned$/)
    const id = Number(location.split('/').at(-1)!.split('?')[0])
    const page = await popupPage.loader(args(location, 'content', {}, { id: String(id) }))
    expect(page.notice).toBe(
      'Das Popup „Messe-Aktion“ wurde angelegt. Nicht erlaubte Teile des HTML (Skripte, Styles, Event-Handler) wurden entfernt.',
    )
    expect(page.popup).toMatchObject({ contentDe: '<p>10 % auf Roll-ups</p>', state: 'showing' })
    expect(await shown()).toEqual([
      { id, title: 'Messe-Aktion', content: '<p>10 % auf Roll-ups</p>' },
    ])
    expect(await shown('en')).toEqual([
      { id, title: 'Trade fair offer', content: '<p>10 % off roll-ups</p>' },
    ])
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'popup.create'))
    expect(entry).toMatchObject({ objectType: 'popup', objectId: String(id) })
  })

  it('shows a popup only within its days, and refuses what is wrong with field messages', async () => {
    const [row] = await database.db.select().from(popups).where(eq(popups.isActive, true))
    const save = (values: Record<string, string>, path = `/admin/popups/${row!.id}`) =>
      popupPage.action(
        args(path, 'content', form({ ...fields, intent: 'save', ...values }), {
          id: String(row!.id),
        }),
      )
    // Harmless markup the cleaner only rewrites (a line break, a link) is no removal to report.
    expect(
      await save({
        firstDay: '2099-01-01',
        lastDay: '2099-01-31',
        contentDe: '<p>Zeile<br>zwei <a href="/kontakt">Kontakt</a></p>',
      }),
    ).toEqual({ ok: true, intent: 'save', message: 'Das Popup wurde gespeichert.' })
    expect(await shown()).toEqual([])
    const errorsOf = async (values: Record<string, string>) =>
      (
        (await save(values, `/en/admin/popups/${row!.id}`)) as {
          data: { errors: Record<string, string[]> }
        }
      ).data.errors
    expect(await errorsOf({ titleDe: '' })).toEqual({ titleDe: ['Please fill in this field.'] })
    expect(await errorsOf({ firstDay: '2098-02-01', lastDay: '2098-01-01' })).toEqual({
      lastDay: ['The last day cannot be before the first.'],
    })
    expect(await save({ firstDay: '', lastDay: '' })).toMatchObject({ ok: true })
    expect((await shown()).map((p) => p.title)).toEqual(['Messe-Aktion'])
  })

  it('deletes a popup, and is the content team’s and the owner’s only', async () => {
    const [row] = await database.db.select().from(popups).where(eq(popups.isActive, true))
    const sales = await popupsPage.loader(args('/admin/popups', 'sales')).catch((e: unknown) => e)
    expect((sales as { init: { status: number } }).init.status).toBe(403)
    const deleted = await popupPage
      .action(
        args(`/admin/popups/${row!.id}`, 'content', form({ intent: 'delete' }), {
          id: String(row!.id),
        }),
      )
      .catch((e: unknown) => e)
    expect((deleted as Response).headers.get('location')).toBe('/admin/popups')
    expect(await shown()).toEqual([])
    expect(
      (await database.db.select().from(auditLog).where(eq(auditLog.objectType, 'popup'))).map(
        (e) => e.action,
      ),
    ).toEqual(['popup.create', 'popup.update', 'popup.update', 'popup.delete'])
  })

  it('tells the state of a popup', () => {
    const now = new Date('2026-11-25T12:00:00Z')
    const at = (iso: string) => new Date(iso)
    expect(popupState({ isActive: false, startsAt: null, endsAt: null }, now)).toBe('off')
    expect(
      popupState({ isActive: true, startsAt: at('2026-12-01T00:00:00Z'), endsAt: null }, now),
    ).toBe('scheduled')
    expect(
      popupState({ isActive: true, startsAt: null, endsAt: at('2026-11-25T00:00:00Z') }, now),
    ).toBe('ended')
    expect(popupState({ isActive: true, startsAt: null, endsAt: null }, now)).toBe('showing')
  })
})
