import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { asc, eq, isNotNull, isNull } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { PDFDocument, degrees } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PrintFileView } from '#core/orders/order-views.ts'
import { checkPrintFile } from '#core/preflight/preflight.ts'
import type { Database } from '#server/db/client.ts'
import { productCombinations as combinations, products } from '#server/db/schema/index.ts'
import { printSpecOf } from '#server/modules/catalog/catalog-reads.ts'
import { inspectPdf } from '#server/modules/preflight/inspect-pdf.ts'
import type { Services } from '#server/services.ts'
import { testApp } from './app.ts'
import { testDatabases } from './databases.ts'
import { createCustomerFixture, createOrderFixture } from './fixtures/orders.ts'
import { multipart } from './multipart.ts'

// TPL-2..TPL-4 on both databases: the template of a configuration comes from the API as a PDF
// named by product and size, revalidated by its ETag, and refused plainly for what has none;
// and the loop closes — every demo product's template, in every configuration, turned a quarter
// or not, passes the check's size, bleed and page rules unchanged, and an upload of one passes
// the queued check of its order line.

const databases = await testDatabases()
const url = '/api/v1/user/site/detail-page/product/template'

describe.each(databases)('print templates on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance & { services: Services }
  let dataDir: string

  beforeAll(async () => {
    database = await kind.create()
    dataDir = await mkdtemp(path.join(tmpdir(), 'shop-templates-'))
    app = (await testApp(database, { DATA_DIR: dataDir })) as typeof app
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
    await rm(dataDir, { recursive: true, force: true })
  })

  const productId = async (key: string) =>
    (await database.db.select({ id: products.id }).from(products).where(eq(products.key, key)))[0]!
      .id
  const combinationsOf = async (id: number) =>
    database.db
      .select({ id: combinations.id })
      .from(combinations)
      .where(eq(combinations.productId, id))
      .orderBy(asc(combinations.id))

  it('answers a configuration’s template as a PDF named by product and size, in the asked language', async () => {
    const id = await productId('roll-up-classic')
    const all = await combinationsOf(id)
    // The classic's options are width, height and material: find 120 × 220 cm.
    let wide: { id: number; trim: string } | undefined
    for (const combination of all) {
      const spec = await printSpecOf(database.db, id, combination.id)
      if (spec!.trimMm.width === 1200 && spec!.trimMm.height === 2200) {
        wide = { id: combination.id, trim: '1200x2200mm' }
        break
      }
    }
    expect(wide).toBeDefined()
    const de = await app.inject({
      method: 'GET',
      url: `${url}/${id}?combination_id=${wide!.id}&lang=de`,
    })
    expect(de.statusCode, de.body).toBe(200)
    expect(de.headers['content-type']).toBe('application/pdf')
    expect(de.headers['content-disposition']).toContain(
      `druckvorlage-roll-up-classic-${wide!.trim}.pdf`,
    )
    expect(de.headers['cache-control']).toContain('public')
    const pdf = await PDFDocument.load(de.rawPayload)
    expect(pdf.getTitle()).toContain('Druckvorlage: Roll-Up Classic, 120 × 220 cm')
    expect(pdf.getPageCount()).toBe(1)

    // Accept-Language decides without `lang`; the English file has its own name and tag.
    const en = await app.inject({
      method: 'GET',
      url: `${url}/${id}?combination_id=${wide!.id}`,
      headers: { 'accept-language': 'en' },
    })
    expect(en.headers['content-disposition']).toContain(
      `print-template-roll-up-classic-${wide!.trim}.pdf`,
    )
    expect(en.headers.etag).not.toBe(de.headers.etag)

    // The same configuration again: not drawn again for a browser that holds it.
    const again = await app.inject({
      method: 'GET',
      url: `${url}/${id}?combination_id=${wide!.id}&lang=de`,
      headers: { 'if-none-match': de.headers.etag as string },
    })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
    // Another configuration is another template.
    const other = await app.inject({
      method: 'GET',
      url: `${url}/${id}?combination_id=${all[0]!.id}&lang=de`,
    })
    expect(other.headers.etag).not.toBe(de.headers.etag)
  })

  it('refuses an unknown product, another product’s combination and a product that is not printed', async () => {
    const rollUp = await productId('roll-up-basic')
    const flag = await productId('beach-flag-drop')
    const flagCombination = (await combinationsOf(flag))[0]!.id
    const unknown = await app.inject({ method: 'GET', url: `${url}/999999?lang=en` })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({ message: expect.any(String) })
    const foreign = await app.inject({
      method: 'GET',
      url: `${url}/${rollUp}?combination_id=${flagCombination}&lang=en`,
    })
    expect(foreign.statusCode).toBe(404)
    const plate = await productId('flag-base-plate')
    const unprinted = await app.inject({ method: 'GET', url: `${url}/${plate}?lang=en` })
    expect(unprinted.statusCode).toBe(422)
    expect(unprinted.json().message).toBe(
      'This product is not printed; there is no print template.',
    )
    const bad = await app.inject({ method: 'GET', url: `${url}/${rollUp}?combination_id=abc` })
    expect(bad.statusCode).toBe(422)
  })

  it('closes the loop: every demo template passes the check unchanged, upright and turned', async () => {
    const printed = await database.db
      .select({ id: products.id, key: products.key })
      .from(products)
      .where(isNotNull(products.printFormat))
    expect(printed.length).toBeGreaterThan(40)
    const seen = new Set<string>()
    let checked = 0
    let twoSided = 0
    let large = 0
    for (const product of printed) {
      // The drawing and the check do not depend on the database: PGlite walks every
      // configuration, PostgreSQL each product's first and last (its specs are read alike).
      const all = await combinationsOf(product.id)
      const walked = kind.name === 'pglite' ? all : [...new Set([all[0]!, all.at(-1)!])]
      for (const combination of walked) {
        const spec = (await printSpecOf(database.db, product.id, combination.id))!
        // Configurations that change nothing printed (a material) draw the same template.
        const key = JSON.stringify([product.id, spec])
        if (seen.has(key)) continue
        seen.add(key)
        const answer = await app.services.printTemplates.template(product.id, combination.id, 'de')
        if (answer.kind !== 'template') throw new Error(`${product.key}: ${answer.kind}`)
        const bytes = await answer.bytes()
        for (const turned of [false, true]) {
          const file = path.join(dataDir, `${product.key}-${combination.id}-${turned}.pdf`)
          await writeFile(file, turned ? await quarterTurned(bytes) : bytes)
          const result = checkPrintFile(inspectPdf(file), spec)
          const levels = Object.fromEntries(result.findings.map((f) => [f.rule, f.level]))
          const label = `${product.key} #${combination.id}${turned ? ' turned' : ''}`
          expect(levels, label).toMatchObject({ pages: 'pass', size: 'pass', bleed: 'pass' })
          // The guides print nothing: no colours, fonts or text the check would object to.
          expect(result.level, `${label}: ${JSON.stringify(result.findings)}`).toBe('pass')
          checked++
        }
        if (spec.pages.min === 2) twoSided++
        if (Math.max(spec.trimMm.width, spec.trimMm.height) > 4900) large++
      }
    }
    // Both orientations of every distinct configuration, two-sided and past 200 inches among them.
    expect(checked).toBeGreaterThan(kind.name === 'pglite' ? 300 : 90)
    expect(twoSided).toBeGreaterThan(kind.name === 'pglite' ? 5 : 0)
    expect(large).toBeGreaterThan(0)
  }, 240_000)

  it('passes the queued check of the order line it was made for', async () => {
    const customer = await createCustomerFixture(database.db)
    const placed = await createOrderFixture(database.db, customer.id, { paymentMethod: 'invoice' })
    const line = placed.items[0]!
    const template = await app.inject({
      method: 'GET',
      url: `${url}/${line.productId}?combination_id=${line.combinationId}&lang=en`,
    })
    expect(template.statusCode).toBe(200)
    const auth = { authorization: `Bearer ${customer.token}`, 'accept-language': 'en' }
    const form = multipart([
      { name: 'order_item_id', data: String(line.id) },
      { name: 'file', filename: 'template.pdf', data: template.rawPayload },
    ])
    const upload = await app.inject({
      method: 'POST',
      url: `/api/v1/user/dashboard/invoices/images/upload/${placed.order.id}`,
      payload: form.payload,
      headers: { ...form.headers, ...auth },
    })
    expect(upload.statusCode, upload.body).toBe(200)
    const fileId = upload.json<{ body: PrintFileView }>().body.id
    const deadline = Date.now() + 60_000
    let file: PrintFileView | undefined
    while (Date.now() < deadline) {
      const detail = (
        await app.inject({
          method: 'GET',
          url: `/api/v1/user/dashboard/invoices/fetch/${placed.order.id}`,
          headers: auth,
        })
      ).json<{ body: { packages: { items: { files: PrintFileView[] }[] }[] } }>().body
      file = detail.packages
        .flatMap((p) => p.items.flatMap((i) => i.files))
        .find((f) => f.id === fileId)
      if (file?.check?.state === 'done') break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    expect(file?.check).toMatchObject({ state: 'done', level: 'pass' })
    const byRule = Object.fromEntries(file!.check!.findings.map((f) => [f.rule, f]))
    expect(byRule.size!.text).toBe('Format: 850 × 2000 mm, as ordered.')
    expect(byRule.bleed!.level).toBe('pass')
  }, 90_000)

  it('has no template for a product whose print data was removed', async () => {
    const id = await productId('roll-up-eco')
    await database.db.update(products).set({ printFormat: null }).where(eq(products.id, id))
    app.services.catalog.clearCache()
    const answer = await app.inject({ method: 'GET', url: `${url}/${id}?lang=de` })
    expect(answer.statusCode).toBe(422)
    const left = await database.db
      .select({ id: products.id })
      .from(products)
      .where(isNull(products.printFormat))
    expect(left.map((row) => row.id)).toContain(id)
  })
})

/** The same file with every page turned a quarter (/Rotate 90), as some layout programs export. */
async function quarterTurned(bytes: Uint8Array): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(bytes)
  for (const page of pdf.getPages()) page.setRotation(degrees(90))
  return pdf.save()
}
