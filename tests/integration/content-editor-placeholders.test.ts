import { desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { auditLog, pages, popups } from '#server/db/schema/index.ts'
import { editorRoundTrip } from '#server/modules/content/editor-check.ts'
import type { Services } from '#server/services.ts'
import * as pagePage from '#app/routes/admin/page.tsx'
import * as popupsPage from '#app/routes/admin/popups.tsx'
import { testApp } from './app.ts'
import { staffRouteArgs } from './staff-route.ts'
import { testDatabases } from './databases.ts'

// On both databases: a page edited the way the back office's editor writes it keeps its tables
// (CONT-5, decision 0036); the server refuses a body the editor could not show, and an unknown
// placeholder, with a message at the field; pages and popups fill in the settings'
// placeholders when read, and a settings change shows at once (CONT-9).

const databases = await testDatabases()

describe.each(databases)('page bodies, the editor and the settings on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance & { services: Services }
  let shipping: typeof pages.$inferSelect
  let token = ''

  beforeAll(async () => {
    database = await kind.create()
    app = (await testApp(database)) as typeof app
    ;[shipping] = (await database.db.select().from(pages).where(eq(pages.key, 'shipping'))) as [
      typeof pages.$inferSelect,
    ]
    const email = 'editor-content@example.com'
    const { password } = await app.services.staff.create(
      { email, name: 'Content', role: 'content' },
      null,
    )
    token = (await app.services.staff.logIn(email, password))!.token
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  const post = (path: string, fields: Record<string, string>, params = {}) => {
    const body = new FormData()
    for (const [key, value] of Object.entries(fields)) body.set(key, value)
    return staffRouteArgs(app.services, token, path, { method: 'POST', body }, params) as never
  }
  const saveShipping = (change: Record<string, string>, path = `/admin/pages/${shipping.id}`) =>
    pagePage.action(
      post(
        path,
        {
          intent: 'save',
          titleDe: shipping.title.de,
          titleEn: shipping.title.en,
          metaDescriptionDe: shipping.metaDescription.de,
          metaDescriptionEn: shipping.metaDescription.en,
          bodyDe: shipping.body.de,
          bodyEn: shipping.body.en,
          ...change,
        },
        { id: String(shipping.id) },
      ),
    )
  const shown = async (slug: string, locale: 'de' | 'en') =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/v1/user/site/pages/fetch/${slug}`,
        headers: { 'accept-language': locale },
      })
    ).json().body as { content: string; meta_description: string }

  it('keeps the shipping tables when a sentence is added in the editor (CONT-5)', async () => {
    // What the editor posts: the stored body as its schema writes it, one sentence more.
    const edited = `${await editorRoundTrip(shipping.body.de)}<p>Neu: Lieferung auch samstags.</p>`
    expect(await saveShipping({ bodyDe: edited })).toMatchObject({ ok: true })
    const { content: body } = await shown('versand-und-lieferung', 'de')
    expect(body.match(/<table>/g)).toHaveLength(2)
    expect(body.match(/<th>/g)).toHaveLength(5)
    expect(body.match(/<td>/g)).toHaveLength(20)
    expect(body).toContain('<thead><tr><th><p>Versandart</p></th>')
    expect(body).toContain('Neu: Lieferung auch samstags.')
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'page.update'))
      .orderBy(desc(auditLog.id))
      .limit(1)
    const lengths = entry!.after as { bodyLength: { de: number } }
    const before = entry!.before as { bodyLength: { de: number } }
    expect(lengths.bodyLength.de).toBeGreaterThan(before.bodyLength.de)
  })

  it('refuses a body the editor could not show, and an unknown placeholder, at the field', async () => {
    const refused = (await saveShipping({
      bodyDe: '<p>Preise</p><li>ohne Liste</li>',
      bodyEn: '<p>Call {{hotline}}</p>',
    })) as { data: { errors: Record<string, string[]> }; init: { status: number } }
    expect(refused.init.status).toBe(422)
    expect(refused.data.errors).toEqual({
      bodyEn: [
        'Unbekannter Platzhalter {{hotline}}. Bekannt sind: {{free_shipping_threshold}}, {{order_cutoff}}, {{phone}}, {{email}}, {{opening_hours}}.',
      ],
    })
    const lossy = (await saveShipping(
      { bodyDe: '<p>Preise</p><li>ohne Liste</li>' },
      `/en/admin/pages/${shipping.id}`,
    )) as { data: { errors: Record<string, string[]> }; init: { status: number } }
    expect(lossy.init.status).toBe(422)
    expect(lossy.data.errors).toEqual({
      bodyDe: [
        'The editor cannot show this part of the HTML and would lose it at the next edit (near “ohne Liste”): please simplify it.',
      ],
    })
    const popup = (await popupsPage.action(
      post('/admin/popups', {
        intent: 'add',
        titleDe: 'x',
        titleEn: 'x',
        contentDe: '<li>ohne Liste</li>',
        contentEn: '<p>ok</p>',
      }),
    )) as { data: { errors: Record<string, string[]> } }
    expect(Object.keys(popup.data.errors)).toEqual(['contentDe'])
  })

  it('fills in the settings when a page or popup is read, and at once after a change (CONT-9)', async () => {
    const de = await shown('versand-und-lieferung', 'de')
    expect(de.content).toContain('<h2>Versandkostenfrei ab 500 EUR</h2>')
    expect(de.content).toContain('werktags bis 14:00 Uhr ein')
    expect(de.content).not.toContain('{{')
    expect(de.meta_description).toContain('versandkostenfrei ab 500 EUR netto')
    await database.db.update(popups).set({ isActive: false })
    const created = await popupsPage
      .action(
        post('/admin/popups', {
          intent: 'add',
          titleDe: 'Aktion',
          titleEn: 'Offer',
          contentDe: '<p>Bis {{order_cutoff}} bestellt: <a href="tel:{{phone}}">{{phone}}</a></p>',
          contentEn: '<p>Free from {{free_shipping_threshold}}, {{opening_hours}}</p>',
          isActive: 'on',
        }),
      )
      .catch((thrown: unknown) => thrown)
    expect(created).toBeInstanceOf(Response)

    // The owner changes the settings (decision 0029: the service publishes 'settings').
    await app.services.settings.update({
      freeShippingAboveCents: 40_000,
      orderCutoffHour: 15,
      phone: '+49 30 1234-5',
      openingHours: { de: 'Mo–Do 9–16 Uhr', en: 'Mon–Thu 9–16' },
    })
    const after = await shown('versand-und-lieferung', 'de')
    expect(after.content).toContain('<h2>Versandkostenfrei ab 400 EUR</h2>')
    expect(after.content).toContain('werktags bis 15:00 Uhr ein')
    expect(after.meta_description).toContain('versandkostenfrei ab 400 EUR netto')
    const en = await shown('shipping-and-delivery', 'en')
    expect(en.content).toContain('Free delivery from 400 EUR')
    expect(en.content).toContain('by 3 pm on a working day')
    const contact = await shown('kontakt', 'de')
    expect(contact.content).toContain('<td>Mo–Do 9–16 Uhr</td>')
    expect(contact.content).toContain(
      '<a href="tel:+493012345" rel="noopener noreferrer">+49 30 1234-5</a>',
    )
    const popupsShown = async (locale: 'de' | 'en') =>
      (
        await app.inject({
          method: 'GET',
          url: '/api/v1/user/site/popups',
          headers: { 'accept-language': locale },
        })
      ).json().body as { content: string }[]
    expect((await popupsShown('de'))[0]!.content).toBe(
      '<p>Bis 15:00 Uhr bestellt: <a href="tel:+493012345" rel="noopener noreferrer">+49 30 1234-5</a></p>',
    )
    expect((await popupsShown('en'))[0]!.content).toBe('<p>Free from 400 EUR, Mon–Thu 9–16</p>')
    // Staff keep the placeholders: the editor shows what was written.
    const [stored] = await database.db.select().from(popups).where(eq(popups.isActive, true))
    expect(stored!.content.de).toContain('{{order_cutoff}}')
  })
})
