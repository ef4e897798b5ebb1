import { existsSync } from 'node:fs'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { auditLog, products, redirections } from '#server/db/schema/index.ts'
import type { Services } from '#server/services.ts'
import * as productPage from '#app/routes/admin/product.tsx'
import * as productsPage from '#app/routes/admin/products.tsx'
import { testApp } from './app.ts'
import { testDatabases } from './databases.ts'
import { createCustomerFixture, createOrderFixture } from './fixtures/orders.ts'
import { staffRouteArgs } from './staff-route.ts'

// CONT-6 on both databases: the content team builds a product in the back office's editor —
// options, combinations, a tier, a production time, a service, an image, a tab — publishes it,
// and the storefront's API finds it and prices it as the editor previewed. Every refusal is a
// field message; every write is audited; products and combinations that orders name are not
// deleted; sales may not edit.

const databases = await testDatabases()
type Role = 'content' | 'sales'

describe.each(databases)('the product editor on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance & { services: Services }
  let dataDir: string
  const tokens = {} as Record<Role, string>

  beforeAll(async () => {
    database = await kind.create()
    app = (await testApp(database)) as typeof app
    dataDir = app.services.config.dataDir
    for (const role of ['content', 'sales'] as const) {
      const email = `products-${role}@example.com`
      const { password } = await app.services.staff.create({ email, name: role, role }, null)
      tokens[role] = (await app.services.staff.logIn(email, password))!.token
    }
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  const form = (fields: Record<string, string | Blob>) => {
    const body = new FormData()
    for (const [key, value] of Object.entries(fields)) body.set(key, value)
    return { method: 'POST', body }
  }
  interface Answer {
    status: number
    data: { message?: string; errors?: Record<string, string[]> }
    /** The redirect's target, for a create, a duplicate or a delete. */
    location?: string | null
  }
  /** Posts one of the editor's forms; answers the action's status and data. */
  async function post(
    id: number,
    fields: Record<string, string | Blob>,
    role: Role = 'content',
  ): Promise<Answer> {
    const answer = (await productPage.action(
      staffRouteArgs(app.services, tokens[role], `/en/admin/products/${id}`, form(fields), {
        id: String(id),
      }) as never,
    )) as unknown
    if (answer instanceof Response) {
      return { status: answer.status, data: {}, location: answer.headers.get('location') }
    }
    const wrapped = answer as { data?: Answer['data']; init?: { status?: number } }
    if (wrapped && typeof wrapped === 'object' && 'init' in wrapped) {
      return { status: wrapped.init?.status ?? 200, data: wrapped.data ?? {} }
    }
    return { status: 200, data: answer as Answer['data'] }
  }
  const view = (id: number) => app.services.productsAdmin.get(id, 'en')
  const api = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } })
    return { status: response.statusCode, body: response.json().body }
  }
  const categoryId = async () => (await app.services.categoriesAdmin.tree())[0]!.children[0]!.id

  async function createProduct(titleDe: string, titleEn: string) {
    const answer = (await productsPage.action(
      staffRouteArgs(
        app.services,
        tokens.content,
        '/en/admin/products',
        form({ intent: 'create', titleDe, titleEn, menuId: String(await categoryId()), type: '1' }),
      ) as never,
    )) as Response
    expect(answer.status).toBe(302)
    const id = Number(
      /\/admin\/products\/(\d+)\?created=1$/.exec(answer.headers.get('location')!)![1],
    )
    return id
  }

  it('builds, previews and publishes a product the storefront then sells at that price', async () => {
    const id = await createProduct('Messewand Zenit', 'Zenith exhibition wall')
    let product = await view(id)
    expect(product).toMatchObject({
      isActive: false,
      slug: { de: 'messewand-zenit', en: 'zenith-exhibition-wall' },
      durations: [{ workingDays: 5, surchargePercent: 0 }],
    })
    // Offline: the storefront does not know it yet.
    expect((await api(`/api/v1/user/site/detail-page/product/fetch/${id}`)).status).toBe(404)
    // Publishing needs an orderable combination with a price.
    const early = await post(id, { intent: 'publish', part: '' })
    expect(early.status).toBe(422)
    expect(early.data.errors).toEqual({
      isActive: [expect.stringContaining('orderable combination')],
    })

    expect(
      (
        await post(id, {
          intent: 'option-add',
          part: '',
          titleDe: 'Breite',
          titleEn: 'Width',
          valueDe: '2 m',
          valueEn: '2 m',
        })
      ).status,
    ).toBe(200)
    const widthId = (await view(id)).options[0]!.id
    // A value without an English title is refused at that field.
    const refused = await post(id, {
      intent: 'value-add',
      part: String(widthId),
      parent: String(widthId),
      titleDe: '3 m',
      titleEn: ' ',
    })
    expect(refused.status).toBe(422)
    expect(refused.data.errors).toEqual({ titleEn: ['Please fill in this field.'] })
    await post(id, {
      intent: 'value-add',
      part: String(widthId),
      parent: String(widthId),
      titleDe: '3 m',
      titleEn: '3 m',
    })
    product = await view(id)
    const [two, three] = product.options[0]!.values.map((value) => value.id)

    // PRE-2: the 3 m value prints 3000 mm wide; a width of 0 is refused; empty fields clear it.
    const print = { intent: 'value-print', part: String(three), printHeightMm: '', printPages: '' }
    expect((await post(id, { ...print, printWidthMm: '0' })).data.errors).toEqual({
      printWidthMm: ['A whole number from 1 to 20000.'],
    })
    expect((await post(id, { ...print, printWidthMm: '3000' })).status).toBe(200)
    expect((await view(id)).options[0]!.values.map((value) => value.print)).toEqual([
      null,
      { widthMm: 3000 },
    ])
    await post(id, { ...print, part: String(two), printWidthMm: '', printPages: '2' })
    await post(id, { ...print, printWidthMm: '' })
    expect((await view(id)).options[0]!.values.map((value) => value.print)).toEqual([
      { pages: 2 },
      null,
    ])

    // Combinations: a wrong amount, a missing value and a twin are each refused at their field.
    const prices = {
      price: '899,00',
      realPrice: '120',
      additionalPrice: '0',
      stock: '999',
      sku: 'ZEN-2',
      isActive: 'on',
    }
    const bad = await post(id, {
      intent: 'combination-add',
      part: '',
      [`value${widthId}`]: String(two),
      ...prices,
      price: '8,99,0',
    })
    expect(bad.data.errors).toEqual({ price: ['An amount in euros, e.g. 49,90.'] })
    const missing = await post(id, { intent: 'combination-add', part: '', ...prices })
    expect(missing.data.errors).toEqual({
      [`value${widthId}`]: ['Please choose one value of this option.'],
    })
    expect(
      (
        await post(id, {
          intent: 'combination-add',
          part: '',
          [`value${widthId}`]: String(two),
          ...prices,
        })
      ).status,
    ).toBe(200)
    const twin = await post(id, {
      intent: 'combination-add',
      part: '',
      [`value${widthId}`]: String(two),
      ...prices,
      sku: '',
    })
    expect(twin.data.errors).toEqual({ values: ['This combination exists already.'] })
    const sameSku = await post(id, {
      intent: 'combination-add',
      part: '',
      [`value${widthId}`]: String(three),
      ...prices,
    })
    expect(sameSku.data.errors).toEqual({
      sku: ['Another combination already has this article number.'],
    })
    await post(id, {
      intent: 'combination-add',
      part: '',
      [`value${widthId}`]: String(three),
      ...prices,
      price: '1.199,00',
      sku: 'ZEN-3',
    })

    // Tiers: a falling discount and a quantity beyond the cart are refused, then saved.
    const tiers = await post(id, {
      intent: 'tiers',
      part: '',
      minQuantity0: '5',
      percent0: '10',
      minQuantity1: '60',
      percent1: '5',
    })
    expect(tiers.data.errors).toEqual({ minQuantity1: ['A whole number from 2 to 50.'] })
    const falling = await post(id, {
      intent: 'tiers',
      part: '',
      minQuantity0: '5',
      percent0: '10',
      minQuantity1: '10',
      percent1: '5',
    })
    expect(falling.data.errors).toEqual({
      percent1: ['A larger quantity cannot give less discount than a smaller one.'],
    })
    await post(id, { intent: 'tiers', part: '', minQuantity0: '5', percent0: '10' })

    // An express production time with a surcharge; a surcharge of 190 000 % is refused.
    const express = {
      intent: 'duration-add',
      part: '',
      titleDe: 'Express',
      titleEn: 'Express',
      workingDays: '2',
      surchargePercent: '190000',
    }
    expect((await post(id, express)).data.errors).toEqual({
      surchargePercent: ['A whole number from 0 to 1000.'],
    })
    await post(id, { ...express, surchargePercent: '25' })
    await post(id, {
      intent: 'service-add',
      part: '',
      titleDe: 'Transporttasche',
      titleEn: 'Carry bag',
    })
    const serviceId = (await view(id)).services[0]!.id
    await post(id, {
      intent: 'serviceValue-add',
      part: String(serviceId),
      parent: String(serviceId),
      titleDe: 'Mit Tasche',
      titleEn: 'With bag',
      price: '39,00',
    })

    // An image: every width is written; a text file is refused at the file field.
    const png = await sharp({
      create: { width: 800, height: 500, channels: 3, background: '#3366aa' },
    })
      .png()
      .toBuffer()
    const notImage = await post(id, {
      intent: 'image-add',
      part: '',
      altDe: 'Wand',
      altEn: 'Wall',
      file: new File(['hello'], 'x.png', { type: 'image/png' }),
    })
    expect(notImage.data.errors).toEqual({ file: [expect.stringContaining('not an image')] })
    expect(
      (
        await post(id, {
          intent: 'image-add',
          part: '',
          altDe: 'Messewand Zenit, Vorderseite',
          altEn: 'Zenith wall, front',
          file: new File([png], 'zenit.png', { type: 'image/png' }),
        })
      ).status,
    ).toBe(200)
    product = await view(id)
    const image = product.images[0]!
    expect(image).toMatchObject({
      width: 1280,
      height: 960,
      alt: { de: 'Messewand Zenit, Vorderseite', en: 'Zenith wall, front' },
    })
    for (const width of [160, 320, 640, 1280]) {
      expect(existsSync(path.join(dataDir, 'media', `${image.path}-${width}.webp`))).toBe(true)
    }
    const webp = await sharp(path.join(dataDir, 'media', `${image.path}-640.webp`)).metadata()
    expect([webp.width, webp.height]).toEqual([640, 480])

    // A tab: the script is removed when saved, and the editor is told.
    const tab = await post(id, {
      intent: 'tab-add',
      part: '',
      titleDe: 'Beschreibung',
      titleEn: 'Description',
      bodyDe: '<p>Stabil</p><script>alert(1)</script>',
      bodyEn: '<p>Sturdy</p>',
    })
    expect(tab.data.message).toContain('were removed')
    expect((await view(id)).tabs[0]!.body).toEqual({ de: '<p>Stabil</p>', en: '<p>Sturdy</p>' })

    // The preview: 6 × (2 m, express, bag) — core/pricing on the stored values.
    product = await view(id)
    const combination = product.combinations.find((c) => c.valueIds.includes(two!))!
    const durationId = product.durations.find((d) => d.surchargePercent === 25)!.id
    const bag = product.services[0]!.values[0]!.id
    const preview = await app.services.productsAdmin.preview(
      id,
      { combinationId: combination.id, durationId, serviceValueIds: [bag], quantity: 6 },
      'en',
    )
    // (899 − 10 % = 809,10 + 120) × 1,25 = 1 161,375 → 1 161,38, + 39 = 1 200,38 a piece.
    expect(preview).toMatchObject({
      unitCents: 120_038,
      totalCents: 720_228,
      tier: { minQuantity: 5, percent: 10 },
    })
    const loaded = (await productPage.loader(
      staffRouteArgs(
        app.services,
        tokens.content,
        `/en/admin/products/${id}?combination=${combination.id}&duration=${durationId}&service=${bag}&quantity=6`,
        {},
        { id: String(id) },
      ) as never,
    )) as { preview: { line: { totalCents: number } } }
    expect(loaded.preview.line.totalCents).toBe(720_228)

    expect((await post(id, { intent: 'publish', part: '' })).status).toBe(200)
    const detail = await api(`/api/v1/user/site/detail-page/product/fetch/${id}`)
    expect(detail.status).toBe(200)
    expect(detail.body.title).toBe('Zenith exhibition wall')
    const quote = await api(
      `/api/v1/user/site/detail-page/product/combination-info/${id}?combination_id=${combination.id}&duration_id=${durationId}&services=${bag}&quantity=6`,
    )
    expect(quote.body.total_price).toBe(720_228)
    const search = await api('/api/v1/user/site/search/products?query=zenith')
    expect(search.body.data.map((card: { id: number }) => card.id)).toContain(id)
    // The list price follows the combinations (CAT-7): the cheaper one, 899 + 120.
    expect(
      (await database.db.select().from(products).where(eq(products.id, id)))[0]!.fromPriceCents,
    ).toBe(101_900)

    const actions = (
      await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.objectType, 'product'), eq(auditLog.objectId, String(id))))
    ).map((entry) => entry.action)
    expect(actions).toEqual(
      expect.arrayContaining([
        'product.create',
        'product.option.add',
        'product.value.add',
        'product.combination.add',
        'product.tiers',
        'product.duration.add',
        'product.image.add',
        'product.tab.add',
        'product.publish',
      ]),
    )
  })

  it('keeps the old address working when a slug changes, and refuses a taken one', async () => {
    const id = await createProduct('Theke Alpha', 'Counter Alpha')
    const before = await view(id)
    const basics = {
      intent: 'basics',
      part: '',
      type: '1',
      titleDe: 'Theke Alpha',
      titleEn: 'Counter Alpha',
      slugDe: 'theke-alpha-neu',
      slugEn: 'counter-alpha',
      featureDescDe: '',
      featureDescEn: '',
      seoTitleDe: '',
      seoTitleEn: 'Counter Alpha for trade fairs',
      metaDescriptionDe: '',
      metaDescriptionEn: '',
      keywords: '',
      printWidthMm: '',
      printHeightMm: '',
      printBleedMm: '',
      printMinPpi: '100',
      printPages: '1',
    }
    const saved = await post(id, basics)
    expect(saved.data.message).toContain('The old address now leads to the new one.')
    const [rule] = await database.db
      .select()
      .from(redirections)
      .where(eq(redirections.fromPath, before.path.de))
    expect(rule?.toPath).toBe(before.path.de.replace(/theke-alpha$/, 'theke-alpha-neu'))
    expect((await view(id)).seoTitle.en).toBe('Counter Alpha for trade fairs')
    // Roll-Up Basic's slug is taken.
    const taken = await post(id, { ...basics, slugDe: 'roll-up-basic' })
    expect(taken.data.errors).toEqual({
      slugDe: ['Another product already uses this address segment.'],
    })
    const formatHalf = await post(id, { ...basics, printWidthMm: '850' })
    expect(formatHalf.data.errors).toEqual({
      printHeightMm: ['Give both width and height, or neither.'],
    })
  })

  it('refuses to delete what orders name, copies a product whole, and deletes an unordered one', async () => {
    const customer = await createCustomerFixture(database.db)
    const order = await createOrderFixture(database.db, customer.id, { lines: 1, packages: 1 })
    const line = order.items[0]
    const ordered = line!.productId
    const removeOrdered = await post(ordered, { intent: 'delete', part: '', confirm: 'on' })
    expect(removeOrdered.status).toBe(409)
    expect(removeOrdered.data.message).toContain('Take it offline instead')
    const combination = await post(ordered, {
      intent: 'combination-delete',
      part: String(line!.combinationId),
    })
    expect(combination.status).toBe(409)

    // An uploaded image (the test's seed has no image files) to see the copy's own files.
    const png = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#aa3366' },
    })
      .png()
      .toBuffer()
    await post(ordered, {
      intent: 'image-add',
      part: '',
      altDe: 'Vorn',
      altEn: 'Front',
      file: new File([png], 'front.png'),
    })
    const copy = await post(ordered, { intent: 'duplicate', part: '' })
    expect(copy.status).toBe(302)
    const copyId = Number(/\/admin\/products\/(\d+)\?duplicated=1/.exec(copy.location!)![1])
    const [source, duplicate] = [await view(ordered), await view(copyId)]
    expect(duplicate).toMatchObject({
      isActive: false,
      title: { de: `${source.title.de} (Kopie)`, en: `${source.title.en} (copy)` },
    })
    expect(duplicate.combinations.map((c) => c.priceCents)).toEqual(
      source.combinations.map((c) => c.priceCents),
    )
    expect(duplicate.options.map((o) => o.values.length)).toEqual(
      source.options.map((o) => o.values.length),
    )
    expect(duplicate.images).toHaveLength(source.images.length)
    expect(duplicate.images.at(-1)!.path).not.toBe(source.images.at(-1)!.path)
    const copiedFile = path.join(dataDir, 'media', `${duplicate.images.at(-1)!.path}-640.webp`)
    expect(existsSync(copiedFile)).toBe(true)

    // Without the confirmation box nothing happens; with it the copy and its files are gone.
    expect((await post(copyId, { intent: 'delete', part: '' })).status).toBe(422)
    const removed = await post(copyId, { intent: 'delete', part: '', confirm: 'on' })
    expect(removed.status).toBe(302)
    expect(await database.db.select().from(products).where(eq(products.id, copyId))).toHaveLength(0)
    expect(existsSync(copiedFile)).toBe(false)
    expect(existsSync(path.join(dataDir, 'media', `${source.images.at(-1)!.path}-640.webp`))).toBe(
      true,
    )
  })

  it('lets only the owner and the content team edit, and names no other product’s parts', async () => {
    const id = await createProduct('Banner Beta', 'Banner Beta')
    const sales = await productPage
      .action(
        staffRouteArgs(
          app.services,
          tokens.sales,
          `/en/admin/products/${id}`,
          form({ intent: 'publish', part: '' }),
          { id: String(id) },
        ) as never,
      )
      .catch((error: unknown) => error as { init?: { status?: number } })
    expect((sales as { init?: { status?: number } }).init?.status).toBe(403)
    // A product lives in a subcategory: a top category is refused.
    const top = (await app.services.categoriesAdmin.tree())[0]!.id
    const onTop = await post(id, {
      intent: 'categories',
      part: '',
      menuIds: String(top),
      defaultMenuId: String(top),
    })
    expect(onTop.data.errors).toEqual({ defaultMenuId: [expect.stringContaining('subcategory')] })
    // A duration of another product is "not found" here.
    const other = (await view(1)).durations[0]!.id
    const foreign = await post(id, { intent: 'duration-delete', part: String(other) })
    expect(foreign.status).toBe(404)
    expect((await view(1)).durations.map((d) => d.id)).toContain(other)
    // The last production time stays.
    const own = (await view(id)).durations[0]!.id
    expect((await post(id, { intent: 'duration-delete', part: String(own) })).status).toBe(409)
  })
})
