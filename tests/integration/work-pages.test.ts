import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as notificationsPage from '#app/routes/admin/notifications.tsx'
import * as stockPage from '#app/routes/admin/stock.tsx'
import type { Database } from '#server/db/client.ts'
import { productCombinations, staff } from '#server/db/schema/index.ts'
import type { Services } from '#server/services.ts'
import { testApp } from './app.ts'
import { testDatabases } from './databases.ts'
import { ownerToken, staffPost } from './staff-route.ts'

// STAFF-14, STOCK-2 through the back office's route actions on both databases: plain form
// posts as a browser without JavaScript sends them; bad input is a field message in the page's
// language (422) or a 400/404, never a 500.

const databases = await testDatabases()

type Failure = {
  data: { message: string; errors: Record<string, string[]> }
  init: { status: number }
}
const answer = (work: Promise<unknown>) => work.catch((thrown: unknown) => thrown)
const statusOf = (thrown: unknown) =>
  (thrown as { init?: { status?: number } }).init?.status ?? (thrown as { status?: number }).status

describe.each(databases)('the notification and stock pages on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance & { services: Services }
  let token = ''
  const email = 'work-pages-owner@example.com'

  beforeAll(async () => {
    database = await kind.create()
    app = (await testApp(database)) as typeof app
    token = await ownerToken(app.services, email)
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  const post = (path: string, fields: Record<string, string | string[]>) =>
    staffPost(app.services, token, path, fields)

  it('saves the ticked notices and the language from a plain form post; unknown notices are dropped', async () => {
    const saved = await notificationsPage.action(
      post('/en/admin/notifications', {
        intent: 'save',
        'notices[]': ['new_order', 'low_stock', 'everything'],
        dailySummary: 'on',
        locale: 'en',
      }),
    )
    expect(saved).toMatchObject({ ok: true, message: 'Your notifications are saved.' })
    const [member] = await database.db.select().from(staff).where(eq(staff.email, email))
    expect(member!.locale).toBe('en')
    expect(
      await app.services.notifications.settings({ ...member!, totpEnabled: true }),
    ).toMatchObject({ notices: ['new_order', 'low_stock'], dailySummary: true, locale: 'en' })
    // Unticked boxes send nothing: everything off.
    await notificationsPage.action(post('/admin/notifications', { intent: 'save', locale: 'de' }))
    expect(
      await app.services.notifications.settings({ ...member!, locale: 'de', totpEnabled: true }),
    ).toMatchObject({ notices: [], dailySummary: false })
  })

  it('refuses a language the shop does not speak at its field, and an unknown intent with a 400', async () => {
    const refused = (await answer(
      notificationsPage.action(post('/admin/notifications', { intent: 'save', locale: 'fr' })),
    )) as Failure
    expect(refused.init.status).toBe(422)
    expect(Object.keys(refused.data.errors)).toEqual(['locale'])
    expect(
      statusOf(
        await answer(notificationsPage.action(post('/admin/notifications', { intent: 'x' }))),
      ),
    ).toBe(400)
  })

  it('saves a combination’s stock and threshold; refuses bad numbers at the field and unknown combinations with a 404', async () => {
    const [combo] = await database.db
      .select({ id: productCombinations.id })
      .from(productCombinations)
      .limit(1)
    const fields = { intent: 'save', combination: String(combo!.id), stock: '7', threshold: '7' }
    const saved = await stockPage.action(post('/en/admin/stock', fields))
    expect(saved).toMatchObject({ ok: true, combination: combo!.id })
    const refused = (await answer(
      stockPage.action(post('/en/admin/stock', { ...fields, threshold: 'lots' })),
    )) as Failure
    expect(refused.init.status).toBe(422)
    expect(refused.data.errors).toEqual({
      threshold: ['Please enter a whole number from 0 to 1,000,000.'],
    })
    expect(
      statusOf(
        await answer(stockPage.action(post('/admin/stock', { ...fields, combination: 'x' }))),
      ),
    ).toBe(404)
    expect(
      statusOf(
        await answer(stockPage.action(post('/admin/stock', { ...fields, combination: '999999' }))),
      ),
    ).toBe(404)
    const [after] = await database.db
      .select({
        stock: productCombinations.stock,
        threshold: productCombinations.lowStockThreshold,
      })
      .from(productCombinations)
      .where(eq(productCombinations.id, combo!.id))
    expect(after).toEqual({ stock: 7, threshold: 7 })
  })
})
