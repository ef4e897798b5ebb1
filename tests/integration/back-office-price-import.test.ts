import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { auditLog, productCombinations, products } from '#server/db/schema/index.ts'
import type { Services } from '#server/services.ts'
import * as catalogPage from '#app/routes/admin/catalog.tsx'
import * as pricesCsv from '#app/routes/admin/catalog-prices-csv.tsx'
import { testApp } from './app.ts'
import { staffRouteArgs } from './staff-route.ts'
import { testDatabases } from './databases.ts'

// CONT-4 on both databases: the price file goes out, comes back changed, is shown in a dry run
// that writes nothing, and is imported all or nothing — audited once, live in the storefront at
// once; a row in error blocks it; a whole catalog's file imports in one transaction.

const databases = await testDatabases()

type Role = 'content' | 'sales'

describe.each(databases)('the back office price file on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance & { services: Services }
  let services: Services
  const tokens = {} as Record<Role, string>

  beforeAll(async () => {
    database = await kind.create()
    app = (await testApp(database)) as typeof app
    services = app.services
    for (const role of ['content', 'sales'] as const) {
      const email = `prices-${role}@example.com`
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

  function call(path: string, role: Role, init: RequestInit = {}) {
    return staffRouteArgs(services, tokens[role], path, init)
  }
  const exportFile = async (role: Role = 'content') => {
    const response = (await pricesCsv.loader(
      call('/admin/catalog/prices.csv', role) as never,
    )) as Response
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="preise-/)
    // Decoded as it is: Response.text() would drop the BOM that Excel needs.
    return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())
  }
  const post = async (fields: Record<string, string | Blob>, path = '/admin/catalog') => {
    const form = new FormData()
    for (const [key, value] of Object.entries(fields)) form.set(key, value)
    const answer = (await catalogPage.action(
      call(path, 'content', { method: 'POST', body: form }) as never,
    )) as unknown
    return ((answer as { data?: unknown }).data ?? answer) as Record<string, unknown> & {
      dryRun?: Awaited<ReturnType<Services['pricesAdmin']['dryRun']>>
    }
  }
  const dryRun = (text: string, path?: string) =>
    post({ intent: 'check', file: new File([text], 'preise.csv', { type: 'text/csv' }) }, path)
  const snapshot = () =>
    database.db
      .select({
        id: productCombinations.id,
        price: productCombinations.priceCents,
        additional: productCombinations.additionalPriceCents,
        stock: productCombinations.stock,
        active: productCombinations.isActive,
      })
      .from(productCombinations)
      .orderBy(productCombinations.id)
  /** The file with the price cell of the given combinations replaced (as Excel would write it). */
  function withPrices(text: string, prices: Record<number, string>) {
    const [head, ...lines] = text.replace(/^\uFEFF/, '').split('\r\n')
    return [
      head,
      ...lines.map((line) => {
        const cells = line.split(';')
        const price = prices[Number(cells[3])]
        if (price !== undefined) cells[5] = price
        return cells.join(';')
      }),
    ].join('\r\n')
  }
  const storefrontPrice = async (productId: number, combinationId: number) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/user/site/detail-page/product/combination-info/${productId}?combination_id=${combinationId}&quantity=1`,
    })
    return (res.json() as { body: { product_price: number } }).body.product_price
  }

  it('exports, dry-runs exactly two changes without writing, imports them once and audited', async () => {
    const text = await exportFile()
    expect(text.startsWith('\uFEFFProdukt-ID;Produkt-Slug;Produkt;Kombinations-ID;')).toBe(true)
    const lines = text.split('\r\n').filter(Boolean)
    const [first, second] = lines.slice(1, 3).map((line) => line.split(';'))
    const [a, b] = [Number(first![3]), Number(second![3])]
    const productA = Number(first![0])
    expect(first![5]).toMatch(/^\d+,\d\d$/)
    const before = await snapshot()
    const beforeStorefront = await storefrontPrice(productA, a)

    const changedText = withPrices(text, { [a]: '"12,50"', [b]: '1234.5' })
    const answer = await dryRun(changedText)
    expect(answer.dryRun).toMatchObject({ changed: 2, errors: 0, unchanged: lines.length - 3 })
    const changed = answer.dryRun!.rows.filter((row) => row.status === 'changed')
    expect(changed.map((row) => [row.combinationId, row.changes])).toEqual([
      [a, [{ field: 'priceCents', before: before.find((c) => c.id === a)!.price, after: 1250 }]],
      [b, [{ field: 'priceCents', before: before.find((c) => c.id === b)!.price, after: 123_450 }]],
    ])
    expect(await snapshot()).toEqual(before)
    expect(await storefrontPrice(productA, a)).toBe(beforeStorefront)

    const done = await post({
      intent: 'import',
      csv: String(answer.csv),
      fingerprint: answer.dryRun!.fingerprint,
    })
    expect(done).toMatchObject({
      ok: true,
      message: '2 Kombinationen wurden geändert. Der Shop zeigt die neuen Preise ab sofort.',
    })
    expect(await storefrontPrice(productA, a)).toBe(1250)
    const after = await snapshot()
    expect(after.filter((c, i) => c.price !== before[i]!.price).map((c) => c.id)).toEqual([a, b])
    const [product] = await database.db
      .select({ from: products.fromPriceCents })
      .from(products)
      .where(eq(products.id, productA))
    expect(product!.from).toBeLessThanOrEqual(1250)
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'catalog.import'))
    expect(entries).toHaveLength(1)
    expect(entries[0]!.after).toMatchObject({ changed: 2, combinationIds: [a, b] })

    // The same import again finds the catalog changed since that dry run: refused.
    const again = await post({
      intent: 'import',
      csv: String(answer.csv),
      fingerprint: answer.dryRun!.fingerprint,
    })
    expect(again).toMatchObject({ ok: false })
    expect(String(again.message)).toMatch(/seit Ihrem Probelauf geändert/)
  })

  it('lists each error with its reason in the member’s language and imports nothing', async () => {
    const text = await exportFile()
    const [, line] = text.split('\r\n')
    const cells = line!.split(';')
    const bad = withPrices(text, { [Number(cells[3])]: '-3' })
    const en = await dryRun(
      `${bad}\r\n${cells[0]};;;999999;;1,00;0;1;ja\r\n${Number(cells[0]) + 1};;;${cells[3]};;1,00;0;1;ja`,
      '/en/admin/catalog',
    )
    expect(en.dryRun!.errors).toBe(3)
    const errors = en.dryRun!.rows.filter((row) => row.status === 'error')
    expect(errors.map((row) => row.problems)).toEqual([
      ['The price is not an amount in euros (e.g. 129,00) or is negative.'],
      ['There is no combination 999999.'],
      [
        `Combination ${cells[3]} belongs to product ${cells[0]}, not to the product of this row.`,
        'This combination already appears in line 2.',
      ],
    ])
    const before = await snapshot()
    const refused = await post({
      intent: 'import',
      csv: bad,
      fingerprint: en.dryRun!.fingerprint,
    })
    expect(refused).toMatchObject({ ok: false })
    expect(await snapshot()).toEqual(before)
    const wrong = await dryRun('Name,Preis\nx,1')
    expect(wrong).toMatchObject({
      ok: false,
      errors: { file: [expect.stringMatching(/Semikolons/)] },
    })
  })

  it('gives, moves and clears article numbers through the file', async () => {
    const skus = () =>
      database.db
        .select({ id: productCombinations.id, sku: productCombinations.sku })
        .from(productCombinations)
        .orderBy(productCombinations.id)
    const importFile = async (text: string) => {
      const answer = await dryRun(text)
      expect(answer.dryRun).toMatchObject({ errors: 0 })
      return post({ intent: 'import', csv: text, fingerprint: answer.dryRun!.fingerprint })
    }
    const text = await exportFile()
    const [head, ...lines] = text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
    expect(head!.split(';').at(-1)).toBe('Artikelnummer')
    const withSkus = (given: Record<number, string>) =>
      [
        head,
        ...lines.map((line) => {
          const cells = line.split(';')
          const sku = given[Number(cells[3])]
          if (sku !== undefined) cells[9] = sku
          return cells.join(';')
        }),
      ].join('\r\n')
    const [a, b] = lines.slice(0, 2).map((line) => Number(line.split(';')[3]))
    expect(await importFile(withSkus({ [a!]: 'NL-A', [b!]: 'NL-B' }))).toMatchObject({ ok: true })
    const given = await skus()
    expect([a, b].map((id) => given.find((c) => c.id === id)!.sku)).toEqual(['NL-A', 'NL-B'])
    // Swapped in one file: the unique index never sees two at once.
    const swapped = withSkus({ [a!]: 'NL-B', [b!]: 'NL-A' })
    expect(await importFile(swapped)).toMatchObject({ ok: true })
    const after = await skus()
    expect([a, b].map((id) => after.find((c) => c.id === id)!.sku)).toEqual(['NL-B', 'NL-A'])
    // An empty cell clears it; another combination's number is refused at its row.
    expect(await importFile(withSkus({ [a!]: '', [b!]: 'NL-A' }))).toMatchObject({ ok: true })
    const taken = await dryRun(withSkus({ [a!]: 'NL-A', [b!]: 'NL-A' }))
    expect(taken.dryRun!.rows.filter((r) => r.status === 'error')).toHaveLength(1)
  })

  it('imports a whole catalog of 500 products in one transaction', async () => {
    // The bench: 500 more products of 3 combinations each, every price in the file changed.
    const [menu] = await database.db.select({ id: products.defaultMenuId }).from(products).limit(1)
    const title = (n: number) => ({ de: `Bench ${n}`, en: `Bench ${n}` })
    const added = await database.db
      .insert(products)
      .values(
        Array.from({ length: 500 }, (_, n) => ({
          key: `bench-${n}`,
          defaultMenuId: menu!.id,
          title: title(n),
          slugDe: `bench-${n}`,
          slugEn: `bench-en-${n}`,
          featureDesc: title(n),
          metaDescription: title(n),
          fromPriceCents: 10_000,
        })),
      )
      .returning({ id: products.id })
    await database.db.insert(productCombinations).values(
      added.flatMap(({ id }) =>
        [0, 1, 2].map((k) => ({
          productId: id,
          priceCents: 10_000 + k * 100,
          isDefault: k === 0,
        })),
      ),
    )
    const text = await exportFile()
    const [head, ...lines] = text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
    expect(lines.length).toBeGreaterThanOrEqual(1500)
    const file = [
      head,
      ...lines.map((line, i) => {
        const cells = line.split(';')
        cells[5] = `${200 + (i % 700)},${String(i % 100).padStart(2, '0')}`
        return cells.join(';')
      }),
    ].join('\r\n')
    const answer = await dryRun(file)
    expect(answer.dryRun).toMatchObject({ errors: 0 })
    expect(answer.dryRun!.changed).toBeGreaterThanOrEqual(1500)
    const started = performance.now()
    const done = await post({
      intent: 'import',
      csv: file,
      fingerprint: answer.dryRun!.fingerprint,
    })
    const ms = performance.now() - started
    console.log(`price import of ${lines.length} rows on ${kind.name}: ${ms.toFixed(0)} ms`)
    expect(done).toMatchObject({ ok: true })
    expect((await snapshot()).every((c) => c.price >= 20_000)).toBe(true)
    const [bench] = await database.db
      .select({ from: products.fromPriceCents })
      .from(products)
      .where(eq(products.id, added[0]!.id))
    expect(bench!.from).toBeGreaterThanOrEqual(20_000)
  })

  it('lets the owner and content in, not sales', async () => {
    await expect(exportFile('sales')).rejects.toMatchObject({ init: { status: 403 } })
    await expect(
      catalogPage.loader(call('/admin/catalog', 'sales') as never),
    ).rejects.toMatchObject({ init: { status: 403 } })
  })
})
