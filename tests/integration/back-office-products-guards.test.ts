import { existsSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { products, redirections } from '#server/db/schema/index.ts'
import * as productPage from '#app/routes/admin/product.tsx'
import { testDatabases } from './databases.ts'
import { createCustomerFixture, createOrderFixture } from './fixtures/orders.ts'
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
  const { tokens, form, post, view, createProduct } = env

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
    const [rule] = await env.database.db
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
    const customer = await createCustomerFixture(env.database.db)
    const order = await createOrderFixture(env.database.db, customer.id, { lines: 1, packages: 1 })
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
    const copiedFile = path.join(env.dataDir, 'media', `${duplicate.images.at(-1)!.path}-640.webp`)
    expect(existsSync(copiedFile)).toBe(true)

    // Without the confirmation box nothing happens; with it the copy and its files are gone.
    expect((await post(copyId, { intent: 'delete', part: '' })).status).toBe(422)
    const removed = await post(copyId, { intent: 'delete', part: '', confirm: 'on' })
    expect(removed.status).toBe(302)
    expect(
      await env.database.db.select().from(products).where(eq(products.id, copyId)),
    ).toHaveLength(0)
    expect(existsSync(copiedFile)).toBe(false)
    expect(
      existsSync(path.join(env.dataDir, 'media', `${source.images.at(-1)!.path}-640.webp`)),
    ).toBe(true)
  })

  it('lets only the owner and the content team edit, and names no other product’s parts', async () => {
    const id = await createProduct('Banner Beta', 'Banner Beta')
    const sales = await productPage
      .action(
        staffRouteArgs(
          env.app.services,
          tokens.sales,
          `/en/admin/products/${id}`,
          form({ intent: 'publish', part: '' }),
          { id: String(id) },
        ) as never,
      )
      .catch((error: unknown) => error as { init?: { status?: number } })
    expect((sales as { init?: { status?: number } }).init?.status).toBe(403)
    // A product lives in a subcategory: a top category is refused.
    const top = (await env.app.services.categoriesAdmin.tree())[0]!.id
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
