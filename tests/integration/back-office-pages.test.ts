import { desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import {
  auditLog,
  footerSectionPages,
  footerSections,
  pages,
  redirections,
} from '#server/db/schema/index.ts'
import type { Services } from '#server/services.ts'
import * as pagePage from '#app/routes/admin/page.tsx'
import * as pagesPage from '#app/routes/admin/pages.tsx'
import * as storefrontPage from '#app/routes/page.tsx'
import { testApp } from './app.ts'
import { staffRouteArgs } from './staff-route.ts'
import { testDatabases } from './databases.ts'

// CONT-5 on both databases: staff create, edit and delete static pages through the back
// office's routes; the HTML is cleaned when saved; the storefront's page API shows a change at
// once; a changed slug leaves a 301 that the storefront answers (and repoints an older redirect);
// a deleted page takes its footer links along; the pages the shop links by key stay; every
// write is audited (titles and slugs, body lengths only); sales are refused.

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
  const save = (
    values: Record<string, string>,
    path = `/admin/pages/${imprint.id}`,
    id = imprint.id,
  ) =>
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
        { id: String(id) },
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

  const errorsOf = (answer: unknown) =>
    (answer as { data: { errors: Record<string, string[]> } }).data.errors
  const thrown = (promise: Promise<unknown>) =>
    promise.then(
      (value) => {
        throw new Error(`no redirect: ${JSON.stringify(value)}`)
      },
      (error: unknown) => error as Response,
    )
  const newPage = {
    intent: 'add',
    titleDe: 'Messeservice vor Ort',
    titleEn: 'Trade fair service',
    slugDe: '',
    slugEn: '',
    metaDescriptionDe: '',
    metaDescriptionEn: '',
    bodyDe: '<p>Wir bauen Ihren Stand auf.</p>',
    bodyEn: '<p>We set up your stand.</p>',
  }
  const add = (values: Record<string, string>, path = '/admin/pages', role: Role = 'content') =>
    pagesPage.action(args(path, role, form({ ...newPage, ...values })))
  const byKey = async (key: string) =>
    (await database.db.select().from(pages).where(eq(pages.key, key)))[0]
  const storefront = (path: string, slug: string) =>
    storefrontPage.loader(staffRouteArgs(app.services, null, path, {}, { page: slug }) as never)

  it('creates a page from the list: slugs from the titles, the key from the German slug', async () => {
    const answer = await thrown(add({}))
    expect(answer.status).toBe(302)
    const created = (await byKey('messeservice-vor-ort'))!
    expect(created).toMatchObject({ slugDe: 'messeservice-vor-ort', slugEn: 'trade-fair-service' })
    expect(answer.headers.get('location')).toBe(`/admin/pages/${created.id}?answer=created`)
    const shown = await pagePage.loader(
      args(`/admin/pages/${created.id}?answer=created`, 'content', {}, { id: String(created.id) }),
    )
    expect(shown.notice).toBe('Die Seite „Messeservice vor Ort“ wurde angelegt.')
    expect(shown.page.isProtected).toBe(false)
    expect(await fetched('trade-fair-service', 'en')).toMatchObject({
      page_id: created.id,
      title: 'Trade fair service',
      content: '<p>We set up your stand.</p>',
    })
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'page.create'))
    expect(entry).toMatchObject({ objectType: 'page', objectId: String(created.id) })
    expect(entry!.after).toMatchObject({
      key: 'messeservice-vor-ort',
      slug: { de: 'messeservice-vor-ort', en: 'trade-fair-service' },
    })
  })

  it('refuses taken, reserved and redirected addresses and a missing body, in both languages', async () => {
    expect(errorsOf(await add({ slugDe: 'Impressum', slugEn: 'team' }))).toEqual({
      slugDe: ['Eine andere Seite hat diese Adresse schon (auf Deutsch oder Englisch).'],
      slugEn: ['Eine andere Seite hat diese Adresse schon (auf Deutsch oder Englisch).'],
    })
    // The schema answers first: the body is checked before the slugs.
    expect(errorsOf(await add({ bodyEn: ' ' }, '/en/admin/pages'))).toEqual({
      bodyEn: ['Please fill in this field.'],
    })
    expect(
      errorsOf(await add({ slugDe: 'messen', slugEn: 'download-centrum' }, '/en/admin/pages')),
    ).toEqual({ slugEn: ['The shop uses this address itself: please choose another.'] })
    await database.db.insert(redirections).values({ fromPath: '/pages/messen', toPath: '/' })
    expect(errorsOf(await add({ slugDe: 'messen', slugEn: 'fairs' }))).toEqual({
      slugDe: [
        'Von dieser Adresse führt eine Weiterleitung nach /: Bitte ändern oder löschen Sie sie zuerst.',
      ],
    })
    expect((await database.db.select().from(pages).where(eq(pages.slugEn, 'fairs'))).length).toBe(0)
  })

  it('a changed slug leaves a 301 from the old address that the storefront answers, without a chain', async () => {
    const page = (await byKey('messeservice-vor-ort'))!
    await database.db
      .insert(redirections)
      .values({ fromPath: '/pages/alter-service', toPath: '/pages/messeservice-vor-ort' })
    const answer = await save(
      {
        titleDe: page.title.de,
        titleEn: page.title.en,
        metaDescriptionDe: '',
        metaDescriptionEn: '',
        bodyDe: page.body.de,
        bodyEn: page.body.en,
        slugDe: 'Service vor Ort',
        slugEn: 'on-site-service',
      },
      `/admin/pages/${page.id}`,
      page.id,
    )
    expect(answer).toMatchObject({
      ok: true,
      message: 'Die Seite wurde gespeichert. Die alten Adressen führen jetzt zu den neuen.',
    })
    const location = async (url: string) => {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(301)
      return res.headers.location
    }
    expect(await location('/pages/messeservice-vor-ort')).toBe('/pages/service-vor-ort')
    expect(await location('/en/pages/trade-fair-service')).toBe('/en/pages/on-site-service')
    expect(await location('/pages/alter-service')).toBe('/pages/service-vor-ort')
    const shown = await storefront('/pages/service-vor-ort', 'service-vor-ort')
    expect(shown.page).toMatchObject({ id: page.id, title: 'Messeservice vor Ort' })
    expect(await fetched('on-site-service', 'en')).toMatchObject({ page_id: page.id })
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.objectId, String(page.id)))
      .orderBy(desc(auditLog.id))
    expect(entry).toMatchObject({ action: 'page.update' })
    expect(entry!.before).toMatchObject({
      slug: { de: 'messeservice-vor-ort', en: 'trade-fair-service' },
    })
    expect(entry!.after).toMatchObject({ slug: { de: 'service-vor-ort', en: 'on-site-service' } })
  })

  it('deletes a page with its footer links once confirmed; the pages the shop links stay', async () => {
    const page = (await byKey('messeservice-vor-ort'))!
    const [section] = await database.db.select().from(footerSections).limit(1)
    await database.db.insert(footerSectionPages).values({ sectionId: section!.id, pageId: page.id })
    app.services.footer.clearCache()
    expect(JSON.stringify(await app.services.footer.sections('de'))).toContain(
      '/pages/service-vor-ort',
    )
    const remove = (id: number, fields: Record<string, string>, path = `/admin/pages/${id}`) =>
      pagePage.action(
        args(path, 'content', form({ intent: 'delete', ...fields }), { id: String(id) }),
      )
    expect(errorsOf(await remove(page.id, {}))).toEqual({
      confirm: ['Bitte bestätigen Sie, dass die Seite gelöscht werden soll.'],
    })
    expect(await byKey('messeservice-vor-ort')).toBeDefined()

    const answer = await thrown(remove(page.id, { confirm: 'on' }))
    expect(answer.headers.get('location')).toBe('/admin/pages?answer=removed')
    expect(await byKey('messeservice-vor-ort')).toBeUndefined()
    expect(
      await database.db
        .select()
        .from(footerSectionPages)
        .where(eq(footerSectionPages.pageId, page.id)),
    ).toEqual([])
    // The storefront's footer lost the link at once.
    expect(JSON.stringify(await app.services.footer.sections('de'))).not.toContain(
      'service-vor-ort',
    )
    const list = await pagesPage.loader(args('/admin/pages?answer=removed', 'content'))
    expect(list.notice).toBe('Die Seite wurde gelöscht.')
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'page.delete'))
    expect(entry!.before).toMatchObject({
      key: 'messeservice-vor-ort',
      footerSections: [section!.id],
    })

    for (const [path, message] of [
      [
        `/admin/pages/${imprint.id}`,
        'Der Shop verlinkt diese Seite selbst (Kasse, Cookie-Hinweis, Rechtstexte): Sie kann nicht gelöscht werden.',
      ],
      [
        `/en/admin/pages/${imprint.id}`,
        'The shop links this page itself (checkout, consent banner, legal notices): it cannot be deleted.',
      ],
    ] as const) {
      const refused = (await remove(imprint.id, { confirm: 'on' }, path)) as {
        data: { message: string }
        init: { status: number }
      }
      expect(refused.init.status).toBe(409)
      expect(refused.data.message).toBe(message)
    }
    expect(await byKey('imprint')).toBeDefined()
  })

  it('refuses sales a new page or a deletion', async () => {
    const created = await add({}, '/admin/pages', 'sales').catch((e: unknown) => e)
    expect((created as { init: { status: number } }).init.status).toBe(403)
    const removed = await pagePage
      .action(
        args(`/admin/pages/${imprint.id}`, 'sales', form({ intent: 'delete', confirm: 'on' }), {
          id: String(imprint.id),
        }),
      )
      .catch((e: unknown) => e)
    expect((removed as { init: { status: number } }).init.status).toBe(403)
  })
})
