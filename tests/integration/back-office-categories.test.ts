import { and, eq, inArray } from 'drizzle-orm'
import { existsSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { auditLog, menus, productMenus, products, redirections } from '#server/db/schema/index.ts'
import * as categories from '#app/routes/admin/categories.tsx'
import * as productPage from '#app/routes/product.tsx'
import { testDatabases } from './databases.ts'
import { categoriesOffice } from './back-office-categories-helpers.ts'

// CONT-2 on both databases: staff keep the category tree through the back office's route —
// created, renamed and reordered categories are the storefront's menus at once; a changed slug
// leaves a redirect from the old path (and repoints older ones, no chain); moves and deletes
// that the storefront could not show or that would orphan products are refused; all audited.

const databases = await testDatabases()

describe.each(databases)('the back office categories on $name', (kind) => {
  const env = categoriesOffice(kind)
  const { tokens, ids, call, post, tree, api, mega, follow, fields, rowOf } = env

  it('shows the whole tree with product counts, and creates categories with slugs from titles', async () => {
    const before = await tree()
    const rollUps = before.find((top) => top.id === ids.rollUps)!
    expect(rollUps.children.map((child) => child.id)).toContain(ids.standard)
    expect(
      rollUps.children.find((child) => child.id === ids.standard)!.productCount,
    ).toBeGreaterThan(0)
    expect(rollUps.path).toEqual({ de: `/${rollUps.slug.de}`, en: `/en/${rollUps.slug.en}` })
    await mega() // the menu tree is cached: a stale cache would show below
    const created = await post({
      intent: 'create',
      parent: String(ids.rollUps),
      titleDe: 'Roll-Up Größe XL',
      titleEn: 'XL Roll-Ups',
      slugDe: '',
      slugEn: '',
      descriptionDe: 'Groß.',
      descriptionEn: '',
      active: 'on',
    })
    expect(created).toMatchObject({
      ok: true,
      message: 'Die Kategorie Roll-Up Größe XL wurde angelegt.',
    })
    const [row] = await env.database.db
      .select()
      .from(menus)
      .where(eq(menus.slugDe, 'roll-up-groesse-xl'))
    expect(row).toMatchObject({ parentId: ids.rollUps, slugEn: 'xl-roll-ups', isActive: true })
    const children = (await mega('en')).find((top) => top.menu_id === ids.rollUps)!.children
    expect(children.at(-1)).toMatchObject({ menu_id: row!.id, title: 'XL Roll-Ups' })
  })

  it('refuses empty titles, taken and reserved slugs and a third level, in the member’s language', async () => {
    const standard = await rowOf(ids.standard)
    const refused = await post(
      {
        intent: 'create',
        parent: String(ids.rollUps),
        titleDe: '',
        titleEn: standard.title.en,
        slugDe: 'x',
        slugEn: '',
      },
      'content',
      '/en/admin/categories',
    )
    expect(refused).toMatchObject({
      ok: false,
      errors: {
        titleDe: ['Please enter a title of 1 to 80 characters.'],
        slugEn: ['Another category on this level already has this address.'],
      },
    })
    expect(
      await post({
        intent: 'create',
        parent: '',
        titleDe: 'Suche',
        titleEn: 'Search',
        slugDe: 'suche',
      }),
    ).toMatchObject({
      errors: {
        slugEn: ['Diese Adresse verwendet der Shop selbst: Bitte wählen Sie eine andere.'],
      },
    })
    expect(
      await post({
        intent: 'create',
        parent: String(ids.standard),
        titleDe: 'Tief',
        titleEn: 'Deep',
      }),
    ).toMatchObject({
      errors: { parent: ['Der Shop zeigt zwei Kategorieebenen: Das ergäbe eine dritte.'] },
    })
  })

  it('renames a category: the storefront’s menus show it at once', async () => {
    const standard = await rowOf(ids.standard)
    const title = async () =>
      (await api(`/api/v1/user/site/menus/fetch/${ids.standard}`, 'en')).title
    expect(await title()).toBe(standard.title.en)
    expect(
      await post(
        fields(standard, { titleEn: 'Classic Roll-Ups' }),
        'content',
        '/en/admin/categories',
      ),
    ).toMatchObject({ ok: true, message: 'The category Classic Roll-Ups was saved.' })
    expect(await title()).toBe('Classic Roll-Ups')
    const megaChildren = (await mega('en')).find((top) => top.menu_id === ids.rollUps)!.children
    expect(megaChildren.find((child) => child.menu_id === ids.standard)!.title).toBe(
      'Classic Roll-Ups',
    )
    // A category keeps its slugs when only the title changes: no redirect is made.
    expect((await rowOf(ids.standard)).slugEn).toBe(standard.slugEn)
  })

  it('a changed slug leaves a redirect from the old path and repoints an older one (no chain)', async () => {
    const standard = await rowOf(ids.standard)
    const top = await rowOf(ids.rollUps)
    const oldPath = `/${top.slugDe}/${standard.slugDe}`
    const newPath = `/${top.slugDe}/standard-rollups`
    await env.services.redirectionsAdmin.create(
      (await env.services.staff.session(tokens.content))!.member,
      { from: '/alte-standard', to: oldPath },
      'de',
    )
    expect((await follow(oldPath)).statusCode).not.toBe(301)
    expect((await follow('/alte-standard')).headers.location).toBe(oldPath)
    const saved = await post(fields(standard, { slugDe: 'standard-rollups' }))
    expect(saved.message).toBe(
      'Die Kategorie Roll-Up Standard wurde gespeichert. Die alte Adresse führt jetzt zur neuen (1 Weiterleitung).'.replace(
        'Roll-Up Standard',
        standard.title.de,
      ),
    )
    const old = await follow(`${oldPath}?sort=price`)
    expect(old.statusCode).toBe(301)
    expect(old.headers.location).toBe(`${newPath}?sort=price`)
    expect((await follow('/alte-standard')).headers.location).toBe(newPath)
    expect((await follow(newPath)).statusCode).not.toBe(301)
    // A product's old address under the renamed category leads to its page (CONT-2).
    const [listed] = await env.database.db
      .select({ id: productMenus.productId, slug: products.slugDe })
      .from(productMenus)
      .innerJoin(products, eq(products.id, productMenus.productId))
      .where(and(eq(productMenus.menuId, ids.standard), eq(products.isActive, true)))
      .limit(1)
    const productPath = (await env.services.catalog.detail(listed!.id, 'de')).path
    expect(productPath.startsWith(`${newPath}/`) || !productPath.startsWith(oldPath)).toBe(true)
    const moved = await productPage
      .loader({
        ...call(`${oldPath}/${listed!.slug}`, 'content'),
        params: { menu: top.slugDe, submenu: standard.slugDe, product: listed!.slug },
      } as never)
      .then(
        () => null,
        (thrown: unknown) => thrown,
      )
    expect(moved).toBeInstanceOf(Response)
    expect((moved as Response).status).toBe(301)
    expect((moved as Response).headers.get('location')).toBe(productPath)
    // Undone: the category lives at its old path again, and nothing hides or chains it.
    await post(fields(await rowOf(ids.standard), { slugDe: standard.slugDe }))
    expect((await follow(oldPath)).statusCode).not.toBe(301)
    expect((await follow(newPath)).headers.location).toBe(oldPath)
    expect((await follow('/alte-standard')).headers.location).toBe(oldPath)
    const rules = await env.database.db
      .select()
      .from(redirections)
      .where(inArray(redirections.fromPath, [oldPath, newPath, '/alte-standard']))
    expect(rules.map((rule) => [rule.fromPath, rule.toPath]).sort()).toEqual([
      ['/alte-standard', oldPath],
      [newPath, oldPath],
    ])
  })

  it('reorders siblings and moves a category, refusing what the storefront could not show', async () => {
    const order = async () =>
      (await mega()).find((top) => top.menu_id === ids.rollUps)!.children.map((c) => c.menu_id)
    const before = await order()
    const second = before[1]!
    expect(await post({ intent: 'up', category: String(second) })).toMatchObject({ ok: true })
    expect(await order()).toEqual([second, before[0], ...before.slice(2)])
    expect(await post({ intent: 'up', category: String(second) })).toMatchObject({
      ok: false,
      message: 'Die Kategorie steht schon am Ende ihrer Ebene.',
    })
    await post({ intent: 'down', category: String(second) })
    expect(await order()).toEqual(before)

    const xl = before.at(-1)!
    expect(
      await post({ intent: 'move', category: String(xl), parent: String(ids.walls) }),
    ).toMatchObject({
      ok: true,
    })
    const walls = (await mega()).find((top) => top.menu_id === ids.walls)!
    expect(walls.children.at(-1)!.menu_id).toBe(xl)
    const wallsRow = await rowOf(ids.walls)
    expect((await follow('/roll-up-displays/roll-up-groesse-xl')).headers.location).toBe(
      `/${wallsRow.slugDe}/roll-up-groesse-xl`,
    )
    expect(
      await post({ intent: 'move', category: String(ids.rollUps), parent: String(ids.standard) }),
    ).toMatchObject({
      ok: false,
      errors: { parent: ['Eine Kategorie kann nicht unter einer ihrer Unterkategorien stehen.'] },
    })
    expect(
      await post({ intent: 'move', category: String(ids.rollUps), parent: String(ids.walls) }),
    ).toMatchObject({
      ok: false,
      errors: { parent: ['Der Shop zeigt zwei Kategorieebenen: Das ergäbe eine dritte.'] },
    })
    expect(
      await post({ intent: 'move', category: String(ids.rollUps), parent: String(ids.rollUps) }),
    ).toMatchObject({
      ok: false,
      errors: { parent: ['Eine Kategorie kann nicht unter sich selbst stehen.'] },
    })
    // A subcategory with products stays one: its products' addresses need both levels.
    expect(await post({ intent: 'move', category: String(ids.premium), parent: '' })).toMatchObject(
      {
        ok: false,
        errors: { parent: [expect.stringContaining('bleibt eine Unterkategorie')] },
      },
    )
  })

  it('uploads and removes a thumbnail in the storefront’s sizes, audited', async () => {
    const png = await sharp({
      create: { width: 900, height: 900, channels: 3, background: '#22aa66' },
    })
      .png()
      .toBuffer()
    const refused = await post({
      intent: 'thumbnail',
      category: String(ids.walls),
      file: new File(['not an image'], 'x.png'),
    })
    expect(refused).toMatchObject({
      ok: false,
      errors: { file: [expect.stringContaining('kein Bild')] },
    })
    const before = (await rowOf(ids.walls)).thumbnail
    expect(
      await post({
        intent: 'thumbnail',
        category: String(ids.walls),
        file: new File([png], 'w.png'),
      }),
    ).toMatchObject({ ok: true })
    const key = (await rowOf(ids.walls)).thumbnail!
    expect(key).toMatch(/^menus\/.+-[0-9a-f]{8}$/)
    expect(key).not.toBe(before)
    const media = path.join(env.services.config.dataDir, 'media')
    for (const width of [160, 320, 640]) {
      expect(existsSync(path.join(media, `${key}-${width}.webp`))).toBe(true)
    }
    expect((await sharp(path.join(media, `${key}-640.webp`)).metadata()).height).toBe(480)
    expect((await mega()).find((top) => top.menu_id === ids.walls)).toMatchObject({
      thumbnail_image: key,
    })
    expect(await post({ intent: 'thumbnail-remove', category: String(ids.walls) })).toMatchObject({
      ok: true,
    })
    expect((await rowOf(ids.walls)).thumbnail).toBeNull()
    expect(existsSync(path.join(media, `${key}-640.webp`))).toBe(false)
    const entries = await env.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'category.thumbnail'))
    expect(entries.map((entry) => entry.after)).toEqual([{ thumbnail: key }, { thumbnail: null }])
  })

  it('deletes only an empty leaf, and audits every change', async () => {
    expect(await post({ intent: 'delete', category: String(ids.rollUps) })).toMatchObject({
      ok: false,
      message:
        'Diese Kategorie hat noch Unterkategorien: Bitte verschieben oder löschen Sie sie zuerst.',
    })
    expect(await post({ intent: 'delete', category: String(ids.premium) })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Diese Kategorie enthält noch \d+ Produkte?:/),
    })
    const [xl] = await env.database.db
      .select()
      .from(menus)
      .where(eq(menus.slugDe, 'roll-up-groesse-xl'))
    expect(await post({ intent: 'delete', category: String(xl!.id) })).toMatchObject({
      ok: true,
      message: 'Die Kategorie Roll-Up Größe XL wurde gelöscht.',
    })
    expect((await mega()).flatMap((top) => top.children).map((c) => c.menu_id)).not.toContain(
      xl!.id,
    )
    const actions = new Set(
      (
        await env.database.db.select().from(auditLog).where(eq(auditLog.objectType, 'category'))
      ).map((entry) => entry.action),
    )
    expect([...actions].sort()).toEqual([
      'category.create',
      'category.delete',
      'category.move',
      'category.thumbnail',
      'category.update',
    ])
  })

  it('is the content team’s and the owner’s: sales are refused', async () => {
    const refused = await categories.loader(call('/admin/categories', 'sales') as never).then(
      () => null,
      (error: unknown) => error,
    )
    const status =
      refused instanceof Response
        ? refused.status
        : (refused as { init: { status: number } }).init.status
    expect(status).toBe(403)
    expect(
      await post({ intent: 'up', category: String(ids.premium) }, 'sales').catch((e) => e),
    ).toBeTruthy()
  })
})
