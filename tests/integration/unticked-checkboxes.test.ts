import { desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import {
  coupons,
  menus,
  pages,
  popups,
  productCombinations,
  products,
} from '#server/db/schema/index.ts'
import type { Services } from '#server/services.ts'
import * as categoriesPage from '#app/routes/admin/categories.tsx'
import * as couponsPage from '#app/routes/admin/coupons.tsx'
import * as pagePage from '#app/routes/admin/page.tsx'
import * as popupPage from '#app/routes/admin/popup.tsx'
import * as popupsPage from '#app/routes/admin/popups.tsx'
import * as productPage from '#app/routes/admin/product.tsx'
import * as settingsPage from '#app/routes/admin/settings.tsx'
import { testApp } from './app.ts'
import { ownerToken, staffPost, staffRouteArgs } from './staff-route.ts'
import { testDatabases } from './databases.ts'

// FORM-5 on both databases: every back-office form with a checkbox, sent with its box unticked
// (a browser then sends no field at all), is either saved with "no" or refused with a message
// at a field of the form — never with an unmarked "expected nonoptional".

const databases = await testDatabases()

interface Failure {
  data: { ok: false; message: string; errors: Record<string, string[]> }
  init: { status: number }
}

describe.each(databases)('back-office forms sent with their boxes unticked on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance & { services: Services }
  let token = ''

  beforeAll(async () => {
    database = await kind.create()
    app = (await testApp(database)) as typeof app
    token = await ownerToken(app.services, 'unticked-owner@example.com')
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  const post = (path: string, fields: Record<string, string | string[]>, params = {}) =>
    staffPost(app.services, token, path, fields, params)
  /** What a route answered, whether it returned or threw (a redirect, a failure). */
  const answer = (work: Promise<unknown>) => work.catch((thrown: unknown) => thrown)
  /** A refusal marks each message at a field the form has. */
  function expectMarked(result: unknown, fields: string[]) {
    const failure = result as Failure
    expect(failure.init.status).toBe(422)
    expect(Object.keys(failure.data.errors).length).toBeGreaterThan(0)
    for (const field of Object.keys(failure.data.errors)) expect(fields).toContain(field)
    expect(JSON.stringify(failure.data)).not.toMatch(/expected|nonoptional/i)
  }

  it('creates a popup switched off and switches a popup off (CONT-3)', async () => {
    const fields = {
      titleDe: 'Sommeraktion',
      titleEn: 'Summer offer',
      contentDe: '<p>Roll-ups -10 %</p>',
      contentEn: '<p>Roll-ups -10 %</p>',
      firstDay: '',
      lastDay: '',
    }
    const created = (await answer(
      popupsPage.action(post('/admin/popups', { intent: 'add', ...fields })),
    )) as Response
    expect(created.headers.get('location')).toMatch(/^\/admin\/popups\/\d+\?answer=created$/)
    const [row] = await database.db.select().from(popups).orderBy(desc(popups.id)).limit(1)
    expect(row).toMatchObject({ isActive: false, title: { de: 'Sommeraktion' } })

    await database.db.update(popups).set({ isActive: true }).where(eq(popups.id, row!.id))
    const saved = await popupPage.action(
      post(`/admin/popups/${row!.id}`, { intent: 'save', ...fields }, { id: String(row!.id) }),
    )
    expect(saved).toEqual({ ok: true, intent: 'save', message: 'Das Popup wurde gespeichert.' })
    const [after] = await database.db.select().from(popups).where(eq(popups.id, row!.id))
    expect(after!.isActive).toBe(false)
  })

  it('creates a coupon that is not active (STAFF-10)', async () => {
    const created = await answer(
      couponsPage.action(
        post('/admin/coupons', { intent: 'create', code: 'UNTICKED5', percent: '5' }),
      ),
    )
    expect(created).toBeInstanceOf(Response)
    const [row] = await database.db.select().from(coupons).where(eq(coupons.code, 'UNTICKED5'))
    expect(row!.isActive).toBe(false)
  })

  it('creates a hidden category (CONT-2)', async () => {
    const result = await categoriesPage.action(
      post('/admin/categories', {
        intent: 'create',
        parent: '',
        titleDe: 'Versteckt',
        titleEn: 'Hidden',
        slugDe: '',
        slugEn: '',
        descriptionDe: '',
        descriptionEn: '',
      }),
    )
    expect(result).toMatchObject({ ok: true })
    const [row] = await database.db.select().from(menus).orderBy(desc(menus.id)).limit(1)
    expect(row!.isActive).toBe(false)
  })

  it('saves a combination that is neither orderable nor shown first (CONT-6)', async () => {
    const [combination] = await database.db
      .select()
      .from(productCombinations)
      .orderBy(desc(productCombinations.id))
      .limit(1)
    const productId = String(combination!.productId)
    const result = await productPage.action(
      post(
        `/admin/products/${productId}`,
        {
          intent: 'combination-save',
          part: String(combination!.id),
          price: '99,00',
          realPrice: '0',
          additionalPrice: '0',
          stock: '5',
          sku: '',
        },
        { id: productId },
      ),
    )
    if ((result as { ok?: boolean }).ok === false) {
      expectMarked({ data: result, init: { status: 422 } }, ['isActive', 'part', 'price'])
    } else {
      const [row] = await database.db
        .select()
        .from(productCombinations)
        .where(eq(productCombinations.id, combination!.id))
      expect(row).toMatchObject({ isActive: false, isDefault: false })
    }
  })

  it('refuses to delete a page or a product without the confirmation, at the box', async () => {
    const [page] = await database.db.select().from(pages).where(eq(pages.key, 'jobs'))
    expectMarked(
      await answer(
        pagePage.action(
          post(`/admin/pages/${page!.id}`, { intent: 'delete' }, { id: String(page!.id) }),
        ),
      ),
      ['confirm'],
    )
    const [product] = await database.db.select().from(products).limit(1)
    const refused = await productPage.action(
      post(`/admin/products/${product!.id}`, { intent: 'delete' }, { id: String(product!.id) }),
    )
    expectMarked(refused, ['confirm'])
  })

  it('saves the settings with no free-shipping country ticked (STAFF-11)', async () => {
    const page = await settingsPage.loader(
      staffRouteArgs(app.services, token, '/admin/settings') as never,
    )
    const { freeShippingCountries: _countries, ...fields } = page.values
    const result = await answer(
      settingsPage.action(post('/admin/settings', { intent: 'save', ...fields })),
    )
    expect(result).toMatchObject({ ok: true })
    expect((await app.services.settings.get()).freeShippingCountries).toEqual([])
  })
})
