import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { auditLog, menus, pages } from '#server/db/schema/index.ts'
import type { Services } from '#server/services.ts'
import * as footerPage from '#app/routes/admin/footer.tsx'
import { testApp } from './app.ts'
import { staffRouteArgs } from './staff-route.ts'
import { testDatabases } from './databases.ts'

// CONT-7 on both databases: staff keep the footer's sections and links through the back
// office's route — every change is in the storefront's footer (API) at once, audited, answered
// in the member's language for the form sent; the legal pages keep a link; sales are refused.

const databases = await testDatabases()
type Role = 'content' | 'sales'

interface Answer {
  ok: boolean
  message: string
  intent: string
  errors?: Record<string, string[]>
  values?: Record<string, string>
}
interface StorefrontSection {
  footer_section_id: number
  type: 'menu' | 'page'
  title: string
  menus_info: { menu_id: number; title: string; path: string }[]
  pages: { page_id: number; title: string; path: string }[]
}

describe.each(databases)('the back office footer on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance & { services: Services }
  const tokens = {} as Record<Role, string>
  const ids = {} as Record<string, number>

  beforeAll(async () => {
    database = await kind.create()
    app = (await testApp(database)) as typeof app
    for (const role of ['content', 'sales'] as const) {
      const email = `footer-${role}@example.com`
      const { password } = await app.services.staff.create({ email, name: role, role }, null)
      tokens[role] = (await app.services.staff.logIn(email, password))!.token
    }
    for (const row of await database.db.select().from(pages)) ids[row.key] = row.id
    for (const row of await database.db.select().from(menus)) ids[row.key] = row.id
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  const args = (path: string, role: Role, init: RequestInit = {}) =>
    staffRouteArgs(app.services, tokens[role], path, init) as never
  const post = async (fields: Record<string, string | number>, path = '/admin/footer') => {
    const body = new FormData()
    for (const [key, value] of Object.entries(fields)) body.set(key, String(value))
    const answer = (await footerPage.action(
      args(path, 'content', { method: 'POST', body }),
    )) as unknown
    // formAction answers a failure as data(…, { status }): its payload is in `data`.
    return ((answer as { data?: unknown }).data ?? answer) as Answer
  }
  const overview = async () =>
    (await footerPage.loader(args('/admin/footer', 'content'))).footer.sections
  const sectionId = async (titleDe: string) =>
    (await overview()).find((section) => section.title.de === titleDe)!.id
  /** The storefront's footer as its API answers (the same cached service the pages render). */
  const storefront = async (locale = 'de') => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/user/site/footer/fetch/',
      headers: { 'accept-language': locale },
    })
    expect(res.statusCode).toBe(200)
    return res.json().body as StorefrontSection[]
  }
  const linksOf = (section: StorefrontSection | undefined) =>
    section ? [...section.pages, ...section.menus_info].map((link) => link.title) : undefined
  const audited = async (action: string) =>
    database.db.select().from(auditLog).where(eq(auditLog.action, action))

  it('lists the sections in order with their links, and what a link may lead to', async () => {
    const { footer } = await footerPage.loader(args('/en/admin/footer', 'content'))
    expect(footer.sections.map((section) => section.title.en)).toEqual([
      'Service',
      'Products',
      'Company',
      'Legal',
    ])
    const service = footer.sections[0]!
    expect(service.links.map((link) => link.key)).toEqual([
      'contact',
      'shipping',
      'payment',
      'team',
    ])
    expect(service.links[3]!.alias).toEqual({ de: 'Ansprechpartner', en: 'Your contacts' })
    expect(footer.pages.map((page) => page.id)).toContain(ids.imprint)
    // Only top categories can be linked.
    expect(footer.menus.map((menu) => menu.id)).toContain(ids['brochure-stands'])
    expect(footer.menus.map((menu) => menu.id)).not.toContain(ids['roll-up-standard'])
  })

  it('adds, renames, moves and deletes a section, live in the storefront at once and audited', async () => {
    // The storefront has cached its footer now.
    expect((await storefront()).map((section) => section.title)).toEqual([
      'Service',
      'Produkte',
      'Unternehmen',
      'Rechtliches',
    ])
    expect(
      await post({ intent: 'section-add', titleDe: 'Messen', titleEn: 'Fairs', type: 'page' }),
    ).toMatchObject({ ok: true, message: 'Der Abschnitt Messen wurde angelegt.' })
    const id = await sectionId('Messen')
    // Without links a section is not shown.
    expect((await storefront()).map((section) => section.title)).not.toContain('Messen')

    expect(
      await post({
        intent: 'link-add',
        section: id,
        target: ids.jobs!,
        aliasDe: 'Karriere',
        aliasEn: 'Careers',
      }),
    ).toMatchObject({ ok: true, message: 'Der Link Karriere wurde hinzugefügt.' })
    let shown = await storefront('en')
    expect(shown.at(-1)).toMatchObject({ title: 'Fairs', type: 'page' })
    expect(shown.at(-1)!.pages).toMatchObject([{ page_id: ids.jobs, title: 'Careers' }])

    expect(
      await post(
        { intent: 'section-rename', section: id, titleDe: 'Messen & Events', titleEn: 'Fairs' },
        '/en/admin/footer',
      ),
    ).toMatchObject({ ok: true, message: 'The section Fairs was saved.' })
    expect((await storefront()).at(-1)!.title).toBe('Messen & Events')

    expect(await post({ intent: 'section-up', section: id })).toMatchObject({
      ok: true,
      message: 'Der Abschnitt Messen & Events wurde verschoben.',
    })
    shown = await storefront()
    expect(shown.map((section) => section.title)).toEqual([
      'Service',
      'Produkte',
      'Unternehmen',
      'Messen & Events',
      'Rechtliches',
    ])
    // The last section cannot move further down; the answer says so.
    const last = await sectionId('Rechtliches')
    expect(await post({ intent: 'section-down', section: last })).toMatchObject({
      ok: false,
      message: 'Er ist schon an diesem Ende.',
    })

    expect(await post({ intent: 'section-delete', section: id })).toMatchObject({
      ok: true,
      message: 'Der Abschnitt Messen & Events wurde gelöscht.',
    })
    expect((await storefront()).map((section) => section.title)).not.toContain('Messen & Events')
    // The page the link led to stays.
    expect((await database.db.select().from(pages).where(eq(pages.id, ids.jobs!))).length).toBe(1)

    const [created] = await audited('footer.section.create')
    expect(created).toMatchObject({ objectType: 'footer_section', objectId: String(id) })
    expect(created!.after).toMatchObject({ type: 'page', title: { de: 'Messen', en: 'Fairs' } })
    expect((await audited('footer.link.create'))[0]!.after).toMatchObject({
      targetId: ids.jobs,
      key: 'jobs',
      alias: { de: 'Karriere', en: 'Careers' },
    })
    expect((await audited('footer.section.update'))[0]!.after).toEqual({
      title: { de: 'Messen & Events', en: 'Fairs' },
    })
    expect((await audited('footer.section.move'))[0]!.after).toEqual({ position: 3 })
    expect((await audited('footer.section.delete'))[0]!.before).toMatchObject({
      title: { de: 'Messen & Events', en: 'Fairs' },
      links: [ids.jobs],
    })
  })

  it('adds, moves and removes links, live at once and audited', async () => {
    const products = await sectionId('Produkte')
    const productLinks = async () =>
      linksOf((await storefront()).find((section) => section.footer_section_id === products))
    expect(await productLinks()).toEqual([
      'Roll-Up-Displays',
      'Messewände',
      'Messetheken',
      'Beachflags',
      'Banner & Planen',
      'Textilrahmen',
    ])
    await post({ intent: 'link-add', section: products, target: ids['brochure-stands']! })
    await post({ intent: 'link-up', section: products, target: ids['brochure-stands']! })
    expect(
      await post({ intent: 'link-down', section: products, target: ids['roll-up-displays']! }),
    ).toMatchObject({ ok: true, message: 'Der Link im Abschnitt Produkte wurde verschoben.' })
    expect(
      await post({ intent: 'link-delete', section: products, target: ids.banners! }),
    ).toMatchObject({ ok: true, message: 'Der Link wurde aus dem Abschnitt Produkte entfernt.' })
    expect(await productLinks()).toEqual([
      'Messewände',
      'Roll-Up-Displays',
      'Messetheken',
      'Beachflags',
      'Prospektständer',
      'Textilrahmen',
    ])
    expect((await audited('footer.link.move')).map((entry) => entry.after)).toEqual([
      { type: 'menu', targetId: ids['brochure-stands'], position: 5 },
      { type: 'menu', targetId: ids['roll-up-displays'], position: 1 },
    ])
    expect((await audited('footer.link.delete'))[0]!.before).toEqual({
      type: 'menu',
      targetId: ids.banners,
    })
  })

  it('answers field messages in the member’s language for the form sent', async () => {
    const service = await sectionId('Service')
    const products = await sectionId('Produkte')
    const refused = await post(
      { intent: 'section-add', titleDe: '', titleEn: 'x'.repeat(81), type: 'page' },
      '/en/admin/footer',
    )
    expect(refused).toMatchObject({
      ok: false,
      intent: 'section-add',
      values: { titleDe: '', type: 'page' },
      errors: {
        titleDe: ['Please enter a title of 1 to 80 characters.'],
        titleEn: ['Please enter a title of 1 to 80 characters.'],
      },
    })
    expect(
      await post({ intent: 'section-rename', section: products, titleDe: ' ', titleEn: 'P' }),
    ).toMatchObject({
      intent: 'section-rename',
      values: { section: String(products) },
      errors: { titleDe: ['Bitte geben Sie einen Titel mit 1 bis 80 Zeichen ein.'] },
    })
    expect(
      await post({
        intent: 'link-add',
        section: service,
        target: ids.jobs!,
        aliasDe: 'Jobs',
        aliasEn: '',
      }),
    ).toMatchObject({
      values: { section: String(service) },
      errors: { aliasEn: ['Bitte geben Sie den Linktext in beiden Sprachen an oder in keiner.'] },
    })
    expect(
      (await post({ intent: 'link-add', section: service, target: ids.contact! })).errors,
    ).toEqual({ target: ['Dieser Abschnitt hat diesen Link schon.'] })
    expect(
      (
        await post(
          { intent: 'link-add', section: products, target: ids['roll-up-standard']! },
          '/en/admin/footer',
        )
      ).errors,
    ).toEqual({ target: ['Please choose a top category.'] })
    expect(
      (await post({ intent: 'link-add', section: service, target: ids['banners']! })).errors,
    ).toEqual({ target: ['Bitte wählen Sie eine Seite.'] })
    // Nothing of it was written.
    expect((await overview()).map((section) => section.title.de)).toEqual([
      'Service',
      'Produkte',
      'Unternehmen',
      'Rechtliches',
    ])
  })

  it('keeps a footer link for each legal page', async () => {
    const legal = await sectionId('Rechtliches')
    const service = await sectionId('Service')
    const message =
      'Die Rechtstexte (Impressum, AGB, Datenschutz, Widerruf) behalten mindestens einen Link im Footer: Die Kasse und der Cookie-Hinweis verlinken sie von dort.'
    expect(
      await post({ intent: 'link-delete', section: legal, target: ids.imprint! }),
    ).toMatchObject({ ok: false, message })
    expect(await post({ intent: 'section-delete', section: legal })).toMatchObject({
      ok: false,
      message,
    })
    // With a second link elsewhere, the first may go.
    await post({ intent: 'link-add', section: service, target: ids.imprint! })
    expect(
      await post({ intent: 'link-delete', section: legal, target: ids.imprint! }),
    ).toMatchObject({ ok: true })
    expect(linksOf((await storefront()).find((s) => s.footer_section_id === legal))).toEqual([
      'AGB',
      'Datenschutzerklärung',
      'Widerrufsbelehrung',
    ])
  })

  it('shows a category’s new title at once and leaves out a hidden one', async () => {
    const [walls] = await database.db
      .select()
      .from(menus)
      .where(eq(menus.id, ids['exhibition-walls']!))
    await app.services.categoriesAdmin.update(
      (await app.services.staff.session(tokens.content))!.member,
      walls!.id,
      {
        title: { de: 'Messewände & Systeme', en: 'Exhibition walls' },
        slug: { de: walls!.slugDe, en: walls!.slugEn },
        description: walls!.description,
        isActive: false,
      },
      'de',
    )
    const titles = JSON.stringify(await storefront())
    expect(titles).not.toContain('Messewände')
    const admin = (await overview())
      .filter((section) => section.type === 'menu')
      .flatMap((section) => section.links)
    expect(admin.find((link) => link.targetId === walls!.id)).toMatchObject({
      title: { de: 'Messewände & Systeme' },
      isActive: false,
    })
  })

  it('is the content team’s and the owner’s only', async () => {
    const list = await footerPage
      .loader(args('/admin/footer', 'sales'))
      .catch((error: unknown) => error)
    expect((list as { init: { status: number } }).init.status).toBe(403)
    const body = new FormData()
    body.set('intent', 'section-add')
    body.set('titleDe', 'X')
    body.set('titleEn', 'X')
    body.set('type', 'page')
    const added = await footerPage
      .action(args('/admin/footer', 'sales', { method: 'POST', body }))
      .catch((error: unknown) => error)
    expect((added as { init: { status: number } }).init.status).toBe(403)
    expect((await overview()).length).toBe(4)
  })
})
