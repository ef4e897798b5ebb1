import { desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { menus, orderEvents } from '#server/db/schema/index.ts'
import type { Services } from '#server/services.ts'
import * as categoriesPage from '#app/routes/admin/categories.tsx'
import * as customerPage from '#app/routes/admin/customer.tsx'
import * as orderPage from '#app/routes/admin/order.tsx'
import * as redirectsPage from '#app/routes/admin/redirects.tsx'
import * as staffPage from '#app/routes/admin/staff.tsx'
import { testApp } from './app.ts'
import { testDatabases } from './databases.ts'
import { createCustomerFixture, createOrderFixture } from './fixtures/orders.ts'
import { ownerToken, staffPost } from './staff-route.ts'

// Decision 0039 on both databases: a back-office action reads its form through one
// discriminated union on `intent`. An intent no page sends is a 400, a record id that names
// nothing a 404, an overlong text a 422 at its field (never cut), and a page's record comes
// from its address alone — a form that names another order changes nothing of that one.

const databases = await testDatabases()

interface Failure {
  data: { ok: false; message: string; errors: Record<string, string[]> }
  init: { status: number }
}
const statusOf = (thrown: unknown) =>
  (thrown as { init?: { status?: number } }).init?.status ?? (thrown as { status?: number }).status

describe.each(databases)('typed intents of the back office on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance & { services: Services }
  let token = ''

  beforeAll(async () => {
    database = await kind.create()
    app = (await testApp(database)) as typeof app
    token = await ownerToken(app.services, 'typed-intents-owner@example.com')
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  const post = (path: string, fields: Record<string, string | string[]>, params = {}) =>
    staffPost(app.services, token, path, fields, params)
  const answer = (work: Promise<unknown>) => work.catch((thrown: unknown) => thrown)

  it.each([
    ['categories', () => categoriesPage.action(post('/admin/categories', { intent: 'rename' }))],
    ['redirects', () => redirectsPage.action(post('/admin/redirects', { intent: 'drop' }))],
    ['staff', () => staffPage.action(post('/admin/staff', {}))],
  ])('answers an intent the %s page does not send with a 400', async (_page, send) => {
    expect(statusOf(await answer(send()))).toBe(400)
  })

  it('answers a category id that names nothing with a 404', async () => {
    const result = await answer(
      categoriesPage.action(post('/admin/categories', { intent: 'up', category: 'zwölf' })),
    )
    expect(statusOf(result)).toBe(404)
  })

  it('refuses an overlong category description at its field instead of cutting it', async () => {
    const [menu] = await database.db.select().from(menus).orderBy(desc(menus.id)).limit(1)
    const description = 'Messewand '.repeat(101)
    const result = (await answer(
      categoriesPage.action(
        post('/admin/categories', {
          intent: 'update',
          category: String(menu!.id),
          titleDe: 'Neu',
          titleEn: 'New',
          slugDe: 'neu',
          slugEn: 'new',
          descriptionDe: description,
        }),
      ),
    )) as Failure
    expect(result.init.status).toBe(422)
    expect(result.data.errors).toEqual({ descriptionDe: ['Bitte höchstens 1000 Zeichen.'] })
    const [after] = await database.db.select().from(menus).where(eq(menus.id, menu!.id))
    expect(after!.title).toEqual(menu!.title)
  })

  it('answers in English on the English page', async () => {
    const result = (await answer(
      categoriesPage.action(
        post('/en/admin/categories', {
          intent: 'create',
          titleDe: 'A',
          titleEn: 'A',
          descriptionEn: 'x'.repeat(1001),
        }),
      ),
    )) as Failure
    expect(result.data.errors.descriptionEn).toEqual(['Please use at most 1000 characters.'])
  })

  it('takes the order of the page from its address, never from the form', async () => {
    const customer = await createCustomerFixture(database.db)
    const { order: first } = await createOrderFixture(database.db, customer.id, {})
    const { order: second } = await createOrderFixture(database.db, customer.id, {})
    const note = `Notiz ${Date.now()}`
    const saved = await orderPage.action(
      post(
        `/admin/orders/${first.id}`,
        { intent: 'note', order: String(second.id), note },
        { id: String(first.id) },
      ),
    )
    expect(saved).toMatchObject({ ok: true, intent: 'note' })
    const notes = await database.db
      .select({ orderId: orderEvents.orderId })
      .from(orderEvents)
      .where(eq(orderEvents.note, note))
    expect(notes).toEqual([{ orderId: first.id }])
  })

  it('shows the 404 page for an order or customer address that is no id', async () => {
    const bad = { id: '12abc' }
    expect(
      statusOf(
        await answer(
          orderPage.action(post('/admin/orders/12abc', { intent: 'note', note: 'x' }, bad)),
        ),
      ),
    ).toBe(404)
    expect(
      statusOf(
        await answer(
          customerPage.action(post('/admin/customers/12abc', { intent: 'logout' }, bad)),
        ),
      ),
    ).toBe(404)
  })
})
