import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { auditLog, pages } from '#server/db/schema/index.ts'
import type { Services } from '#server/services.ts'
import * as pagePage from '#app/routes/admin/page.tsx'
import * as pagesPage from '#app/routes/admin/pages.tsx'
import { testApp } from './app.ts'
import { staffRouteArgs } from './staff-route.ts'
import { testDatabases } from './databases.ts'

// CONT-5 on both databases: staff edit a static page through the back office's routes; the HTML
// is cleaned when saved; the storefront's page API shows the change at once; the save is
// audited (titles and slugs, body lengths only); sales are refused.

const databases = await testDatabases()
type Role = 'content' | 'sales'

describe.each(databases)('the back office pages on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance & { services: Services }
  let imprint: typeof pages.$inferSelect
  const tokens = {} as Record<Role, string>

  beforeAll(async () => {
    database = await kind.create()
    app = (await testApp(database)) as typeof app
    ;[imprint] = (await database.db.select().from(pages).where(eq(pages.key, 'imprint'))) as [
      typeof pages.$inferSelect,
    ]
    for (const role of ['content', 'sales'] as const) {
      const email = `pages-${role}@example.com`
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
  const fetched = async (slug: string, locale = 'de') =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/v1/user/site/pages/fetch/${slug}`,
        headers: { 'accept-language': locale },
      })
    ).json().body as Record<string, unknown>
  const save = (values: Record<string, string>, path = `/admin/pages/${imprint.id}`) =>
    pagePage.action(
      args(
        path,
        'content',
        form({
          intent: 'save',
          titleDe: imprint.title.de,
          titleEn: imprint.title.en,
          metaDescriptionDe: imprint.metaDescription.de,
          metaDescriptionEn: imprint.metaDescription.en,
          bodyDe: imprint.body.de,
          bodyEn: imprint.body.en,
          ...values,
        }),
        { id: String(imprint.id) },
      ),
    )

  it('lists the pages and shows one with its slugs', async () => {
    const list = await pagesPage.loader(args('/admin/pages', 'content'))
    expect(list.pages.map((p) => p.key)).toContain('imprint')
    const page = await pagePage.loader(
      args(`/en/admin/pages/${imprint.id}`, 'content', {}, { id: String(imprint.id) }),
    )
    expect(page.page).toMatchObject({ slugDe: 'impressum', slugEn: 'imprint' })
    // The footer has cached the titles now.
    expect(JSON.stringify(await app.services.footer.sections('de'))).toContain(imprint.title.de)
  })

  it('saves a title and a body that the storefront shows at once, cleaned, and audits it', async () => {
    const answer = await save({
      titleDe: 'Impressum der Muster GmbH',
      bodyDe: '<h2>Anbieter</h2><p onclick="steal()">Muster GmbH</p><script>alert(1)</script>',
    })
    expect(answer).toMatchObject({
      ok: true,
      message:
        'Die Seite wurde gespeichert. Nicht erlaubte Teile des HTML (Skripte, Styles, Event-Handler) wurden entfernt.',
    })
    expect(await fetched('impressum')).toMatchObject({
      page_id: imprint.id,
      title: 'Impressum der Muster GmbH',
      content: '<h2>Anbieter</h2><p>Muster GmbH</p>',
    })
    expect(await fetched('imprint', 'en')).toMatchObject({ title: imprint.title.en })
    const [row] = await database.db.select().from(pages).where(eq(pages.id, imprint.id))
    expect(row!.body.de).toBe('<h2>Anbieter</h2><p>Muster GmbH</p>')
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'page.update'))
    expect(entry).toMatchObject({ objectType: 'page', objectId: String(imprint.id) })
    expect(entry!.before).toMatchObject({
      title: imprint.title,
      slug: { de: 'impressum', en: 'imprint' },
      bodyLength: { de: imprint.body.de.length },
    })
    expect(entry!.after).toMatchObject({
      title: { de: 'Impressum der Muster GmbH' },
      bodyLength: { de: '<h2>Anbieter</h2><p>Muster GmbH</p>'.length },
    })
    expect(JSON.stringify(entry)).not.toContain('Anbieter')
    // The footer's cached titles follow at once too.
    expect(JSON.stringify(await app.services.footer.sections('de'))).toContain(
      'Impressum der Muster GmbH',
    )
  })

  it('refuses what is wrong with field messages in both languages', async () => {
    const errorsOf = async (values: Record<string, string>, path?: string) =>
      ((await save(values, path)) as { data: { errors: Record<string, string[]> } }).data.errors
    expect(await errorsOf({ titleEn: '', bodyDe: ' ' })).toEqual({
      titleEn: ['Bitte füllen Sie dieses Feld aus.'],
      bodyDe: ['Bitte füllen Sie dieses Feld aus.'],
    })
    expect(
      await errorsOf({ metaDescriptionEn: 'x'.repeat(301) }, `/en/admin/pages/${imprint.id}`),
    ).toEqual({ metaDescriptionEn: ['At most 300 characters, please.'] })
    expect(
      (await database.db.select().from(auditLog).where(eq(auditLog.objectType, 'page'))).length,
    ).toBe(1)
  })

  it('is the content team’s and the owner’s only', async () => {
    const list = await pagesPage.loader(args('/admin/pages', 'sales')).catch((e: unknown) => e)
    expect((list as { init: { status: number } }).init.status).toBe(403)
    const saved = await pagePage
      .action(
        args(`/admin/pages/${imprint.id}`, 'sales', form({ intent: 'save' }), {
          id: String(imprint.id),
        }),
      )
      .catch((e: unknown) => e)
    expect((saved as { init: { status: number } }).init.status).toBe(403)
  })
})
