import { existsSync } from 'node:fs'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { auditLog, products } from '#server/db/schema/index.ts'
import * as productPage from '#app/routes/admin/product.tsx'
import { testDatabases } from './databases.ts'
import { staffRouteArgs } from './staff-route.ts'
import { productEditor } from './back-office-products-helpers.ts'

// CONT-6 on both databases: the content team builds a product in the back office's editor —
// options, combinations, a tier, a production time, a service, an image, a tab — publishes it,
// and the storefront's API finds it and prices it as the editor previewed. Every refusal is a
// field message; every write is audited; products and combinations that orders name are not
// deleted; sales may not edit.

const databases = await testDatabases()

describe.each(databases)('the product editor on $name', (kind) => {
  const env = productEditor(kind)
  const { tokens, post, view, api, createProduct } = env

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
      expect(existsSync(path.join(env.dataDir, 'media', `${image.path}-${width}.webp`))).toBe(true)
    }
    const webp = await sharp(path.join(env.dataDir, 'media', `${image.path}-640.webp`)).metadata()
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
    const preview = await env.app.services.productsAdmin.preview(
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
        env.app.services,
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
      (await env.database.db.select().from(products).where(eq(products.id, id)))[0]!.fromPriceCents,
    ).toBe(101_900)

    const actions = (
      await env.database.db
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
})
