import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import {
  auditLog,
  productDurations,
  productMenus,
  products,
  redirections,
} from '#server/db/schema/index.ts'
import type { Services } from '#server/services.ts'
import * as productsPage from '#app/routes/admin/catalog-products.tsx'
import * as productsCsv from '#app/routes/admin/catalog-products-csv.tsx'
import { testApp } from './app.ts'
import { staffRouteArgs } from './staff-route.ts'
import { testDatabases } from './databases.ts'

// CONT-8 on both databases: the product file goes out, comes back with a product changed and
// one added, is shown in a dry run that writes nothing, and is imported all or nothing —
// redirects for the moved address, the new product offline, audited once, live at once; rows in
// error block it and are named in the member's language.

const databases = await testDatabases()

type Role = 'content' | 'sales'

describe.each(databases)('the back office product file on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance & { services: Services }
  let services: Services
  const tokens = {} as Record<Role, string>

  beforeAll(async () => {
    database = await kind.create()
    app = (await testApp(database)) as typeof app
    services = app.services
    for (const role of ['content', 'sales'] as const) {
      const email = `product-file-${role}@example.com`
      const { password } = await services.staff.create(
        { email, name: `${role} member`, role },
        null,
      )
      tokens[role] = (await services.staff.logIn(email, password))!.token
    }
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  const call = (path: string, role: Role, init: RequestInit = {}) =>
    staffRouteArgs(services, tokens[role], path, init)
  const exportRows = async (role: Role = 'content') => {
    const response = (await productsCsv.loader(
      call('/admin/catalog/products.csv', role) as never,
    )) as Response
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="produkte-/)
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())
    expect(text.startsWith('\uFEFFProdukt-ID;Typ;Titel DE;Titel EN;Slug DE;Slug EN;')).toBe(true)
    return parse(text, { bom: true, delimiter: ';' }) as string[][]
  }
  const csv = (rows: string[][]) => stringify(rows, { delimiter: ';', record_delimiter: '\r\n' })
  const post = async (fields: Record<string, string | Blob>, path = '/admin/catalog/products') => {
    const form = new FormData()
    for (const [key, value] of Object.entries(fields)) form.set(key, value)
    const answer = (await productsPage.action(
      call(path, 'content', { method: 'POST', body: form }) as never,
    )) as unknown
    return ((answer as { data?: unknown }).data ?? answer) as Record<string, unknown> & {
      dryRun?: Awaited<ReturnType<Services['productFileAdmin']['dryRun']>>
    }
  }
  const dryRun = (text: string, path?: string) =>
    post({ intent: 'check', file: new File([text], 'produkte.csv', { type: 'text/csv' }) }, path)
  const snapshot = () => database.db.select().from(products).orderBy(products.id)
  const get = (url: string) =>
    app.inject({ method: 'GET', url, headers: { 'accept-language': 'de' } })

  it('exports, dry-runs a change and a new product without writing, imports them once', async () => {
    const [head, ...rows] = await exportRows()
    const before = await snapshot()
    expect(rows).toHaveLength(before.length)
    const column = (name: string) => head!.indexOf(name)
    const target = rows.find((row) => row[column('Online')] === 'ja')!
    const id = Number(target[column('Produkt-ID')])
    const oldSlug = target[column('Slug DE')]!
    const category = target[column('Hauptkategorie-ID')]!

    target[column('Titel DE')] = 'Import-Testprodukt'
    target[column('Slug DE')] = ''
    target[column('Suchwörter')] = 'importwort'
    const fresh = head!.map(() => '')
    fresh[column('Titel DE')] = 'Neue Messetheke'
    fresh[column('Titel EN')] = 'New fair counter'
    fresh[column('Hauptkategorie-ID')] = category
    fresh[column('Kurztext DE')] = '=Formel bleibt Text'
    const answer = await dryRun(`\uFEFF${csv([head!, ...rows, fresh])}`)
    expect(answer.dryRun).toMatchObject({ changed: 1, created: 1, errors: 0 })
    const changed = answer.dryRun!.rows.find((row) => row.status === 'changed')!
    expect(changed.changes.map((c) => [c.field, c.after])).toEqual([
      ['titleDe', 'Import-Testprodukt'],
      ['slugDe', 'import-testprodukt'],
      ['keywords', 'importwort'],
    ])
    expect(await snapshot()).toEqual(before)

    const done = await post({
      intent: 'import-products',
      csv: String(answer.csv),
      fingerprint: answer.dryRun!.fingerprint,
    })
    expect(done).toMatchObject({
      ok: true,
      message: 'Geändert: 1, neu angelegt: 1. Der Shop zeigt die Änderungen ab sofort.',
    })
    const [after] = await database.db.select().from(products).where(eq(products.id, id))
    expect(after).toMatchObject({ slugDe: 'import-testprodukt', keywords: 'importwort' })
    expect(after!.title.de).toBe('Import-Testprodukt')
    // The old German address leads to the new one (ROUTE-4), and the storefront shows it now.
    const rules = await database.db.select().from(redirections)
    const moved = rules.find((rule) => rule.fromPath.endsWith(`/${oldSlug}`))
    expect(moved?.toPath).toMatch(/\/import-testprodukt$/)
    const redirected = await get(moved!.fromPath)
    expect(redirected.statusCode).toBe(301)
    expect(redirected.headers.location).toBe(moved!.toPath)
    const detail = await get(`/api/v1/user/site/detail-page/product/fetch/${id}`)
    expect(detail.json().body.title).toBe('Import-Testprodukt')
    const search = await get('/api/v1/user/site/search/products?query=importwort')
    expect(search.json().body.data.map((card: { id: number }) => card.id)).toContain(id)

    const [created] = await database.db
      .select()
      .from(products)
      .where(eq(products.slugDe, 'neue-messetheke'))
    expect(created).toMatchObject({ isActive: false, slugEn: 'new-fair-counter' })
    expect(created!.featureDesc.de).toBe('=Formel bleibt Text')
    expect(
      await database.db.select().from(productMenus).where(eq(productMenus.productId, created!.id)),
    ).toHaveLength(1)
    expect(
      await database.db
        .select()
        .from(productDurations)
        .where(eq(productDurations.productId, created!.id)),
    ).toHaveLength(1)
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'catalog.productImport'))
    expect(entries).toHaveLength(1)
    expect(entries[0]!.after).toMatchObject({
      changed: 1,
      created: 1,
      productIds: [id],
      createdIds: [created!.id],
    })
    // The new product's formula-looking text goes out quoted, and reads back as it is.
    const again = await exportRows()
    const line = again.find((row) => row[0] === String(created!.id))!
    expect(line[column('Kurztext DE')]).toBe("'=Formel bleibt Text")
    expect((await dryRun(csv(again))).dryRun).toMatchObject({ changed: 0, created: 0, errors: 0 })

    // The same import again finds the catalog changed since that dry run: refused.
    const twice = await post({
      intent: 'import-products',
      csv: String(answer.csv),
      fingerprint: answer.dryRun!.fingerprint,
    })
    expect(twice).toMatchObject({ ok: false })
    expect(String(twice.message)).toMatch(/seit Ihrem Probelauf geändert/)
  })

  it('names each row’s errors in the member’s language and imports nothing', async () => {
    const [head, ...rows] = await exportRows()
    const column = (name: string) => head!.indexOf(name)
    const [first, second] = rows
    first![column('Slug DE')] = second![column('Slug DE')]!
    second![column('Hauptkategorie-ID')] = '999999'
    const unknown = head!.map(() => '')
    unknown[column('Produkt-ID')] = '999999'
    unknown[column('Titel DE')] = 'X'
    unknown[column('Titel EN')] = 'X'
    const en = await dryRun(csv([head!, ...rows, unknown]), '/en/admin/catalog/products')
    expect(en.dryRun!.errors).toBe(3)
    expect(en.dryRun!.rows.filter((row) => row.status === 'error').map((r) => r.problems)).toEqual([
      [`Slug (German) “${second![column('Slug DE')]}” is used by another product.`],
      ['The main category id is missing or not a subcategory.'],
      ['There is no product 999999.'],
    ])
    const before = await snapshot()
    const refused = await post({
      intent: 'import-products',
      csv: csv([head!, ...rows]),
      fingerprint: en.dryRun!.fingerprint,
    })
    expect(refused).toMatchObject({ ok: false })
    expect(await snapshot()).toEqual(before)
    expect(await dryRun('Titel;Preis\nx;1')).toMatchObject({
      ok: false,
      errors: { file: [expect.stringMatching(/Produkt-ID/)] },
    })
  })

  it('lets the owner and content in, not sales', async () => {
    await expect(exportRows('sales')).rejects.toMatchObject({ init: { status: 403 } })
    await expect(
      productsPage.loader(call('/admin/catalog/products', 'sales') as never),
    ).rejects.toMatchObject({ init: { status: 403 } })
  })
})
