import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PrintFileView } from '#core/orders/order-views.ts'
import type { PreflightThresholds } from '#core/preflight/preflight.ts'
import type { Database } from '#server/db/client.ts'
import {
  combinationValues,
  orderItems,
  productCombinations,
  productOptionValues,
  products,
} from '#server/db/schema/index.ts'
import { printSpecOf } from '#server/modules/catalog/catalog-reads.ts'
import type { Services } from '#server/services.ts'
import { testApp } from './app.ts'
import { testDatabases } from './databases.ts'
import {
  createCustomerFixture,
  createOrderFixture,
  type CustomerFixture,
} from './fixtures/orders.ts'
import { type ZonePage, zonePdf } from './fixtures/zone-files.ts'
import { multipart } from './multipart.ts'

// TPL-5 through the API on both databases: a customer uploads a file for a seeded product, the
// worker checks it in its own process, and the order shows a warning for text where the
// hardware hides it (a roll-up's cassette), across a panel joint of a folding wall, nearer the
// edge than the safety margin, or in a flag's sleeve on the back — in the reader's language.
// Backgrounds into the zones and text in a layer of guides that does not print are fine.

const databases = await testDatabases()

describe.each(databases)('text in hidden zones on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance & { services: Services }
  let dataDir: string
  let customer: CustomerFixture

  beforeAll(async () => {
    database = await kind.create()
    dataDir = await mkdtemp(path.join(tmpdir(), 'shop-zones-'))
    app = (await testApp(database, { DATA_DIR: dataDir })) as typeof app
    customer = await createCustomerFixture(database.db)
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
    await rm(dataDir, { recursive: true, force: true })
  })

  const api = (
    method: 'GET' | 'POST',
    url: string,
    language = 'en',
    body?: { payload: Buffer; headers: Record<string, string> },
  ) =>
    app.inject({
      method,
      url: `/api/v1/user/dashboard/invoices${url}`,
      payload: body?.payload,
      headers: {
        'accept-language': language,
        authorization: `Bearer ${customer.token}`,
        ...body?.headers,
      },
    })

  /**
   * An order of one line of the seeded product `key`, in the configuration holding the option
   * values of these English titles; answers the order and what its print data must be.
   */
  async function orderOf(key: string, titles: string[]) {
    const [product] = await database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.key, key))
    const matching = database.db
      .select({ id: combinationValues.combinationId })
      .from(combinationValues)
      .innerJoin(productOptionValues, eq(productOptionValues.id, combinationValues.optionValueId))
      .where(inArray(sql`${productOptionValues.title}->>'en'`, titles))
      .groupBy(combinationValues.combinationId)
      .having(sql`count(*) = ${titles.length}`)
    const [combination] = await database.db
      .select({ id: productCombinations.id })
      .from(productCombinations)
      .where(
        and(
          eq(productCombinations.productId, product!.id),
          inArray(productCombinations.id, matching),
        ),
      )
      .orderBy(productCombinations.id)
      .limit(1)
    const placed = await createOrderFixture(database.db, customer.id, {
      paymentMethod: 'invoice',
      lines: 1,
      packages: 1,
    })
    await database.db
      .update(orderItems)
      .set({ productId: product!.id, combinationId: combination!.id })
      .where(eq(orderItems.id, placed.items[0]!.id))
    const spec = (await printSpecOf(database.db, product!.id, combination!.id))!
    return { placed, spec }
  }

  /** Uploads the pages for the order's line and waits for the check's findings. */
  async function check(
    order: Awaited<ReturnType<typeof orderOf>>,
    pages: (spec: PreflightThresholds) => ZonePage[],
    language = 'en',
  ) {
    const { placed, spec } = order
    const answer = await api(
      'POST',
      `/images/upload/${placed.order.id}`,
      language,
      multipart([
        { name: 'order_item_id', data: String(placed.items[0]!.id) },
        { name: 'file', filename: 'print.pdf', data: Buffer.from(await zonePdf(pages(spec))) },
      ]),
    )
    expect(answer.statusCode).toBe(200)
    const id = answer.json<{ body: PrintFileView }>().body.id
    const deadline = Date.now() + 60_000
    for (;;) {
      const detail = (await api('GET', `/fetch/${placed.order.id}`, language)).json<{
        body: { packages: { items: { files: PrintFileView[] }[] }[] }
      }>().body
      const file = detail.packages
        .flatMap((p) => p.items.flatMap((i) => i.files))
        .find((f) => f.id === id)
      if (file?.check?.state === 'done') return { ...file.check, id }
      if (Date.now() > deadline) throw new Error(`the check of file ${id} did not finish`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }

  /** The file's findings of TPL-5 in `language`, read again from the order. */
  async function zoneTexts(orderId: number, fileId: number, language: string) {
    const detail = (await api('GET', `/fetch/${orderId}`, language)).json<{
      body: { packages: { items: { files: PrintFileView[] }[] }[] }
    }>().body
    const file = detail.packages
      .flatMap((p) => p.items.flatMap((i) => i.files))
      .find((f) => f.id === fileId)!
    return file.check!.findings.filter((f) => f.rule === 'zones')
  }

  const page = (spec: PreflightThresholds, extra: Partial<ZonePage> = {}): ZonePage => ({
    trim: [spec.trimMm.width, spec.trimMm.height],
    bleed: spec.bleedMm,
    ...extra,
  })

  it('warns about text in a roll-up’s cassette, in German and English, with the zone shaded in the preview', async () => {
    const rollUp = await orderOf('roll-up-basic', ['85 cm'])
    expect(rollUp.spec.trimMm).toEqual({ width: 850, height: 2000 })
    // The baseline 3 cm above the bottom edge: the line lies in the lowest 5 cm.
    const checked = await check(rollUp, (spec) => [
      page(spec, { texts: [{ text: 'www.messe.de', x: 200, y: 1970, sizeMm: 25 }] }),
    ])
    expect(checked).toMatchObject({ level: 'warning', hasPreview: true })
    expect(checked.findings.find((f) => f.rule === 'fonts')!.level).toBe('pass')
    const english = await zoneTexts(rollUp.placed.order.id, checked.id, 'en')
    expect(english).toEqual([
      {
        rule: 'zones',
        level: 'warning',
        text: 'Text in the cassette area (bottom 10 cm) will not be visible (page 1). Please move it out of this zone; backgrounds may run into it.',
      },
    ])
    const german = await zoneTexts(rollUp.placed.order.id, checked.id, 'de')
    expect(german.map((f) => f.text)).toEqual([
      'Text im Kassettenbereich (unten 10 cm) wird nicht sichtbar sein (Seite 1). Bitte rücken Sie ihn aus diesem Bereich heraus; Hintergründe dürfen hineinlaufen.',
    ])
    // PRE-9: the preview shades the cassette (amber over the white page), not the middle.
    const preview = await api('GET', `/images/preview/${rollUp.placed.order.id}/${checked.id}`)
    const { data, info } = await sharp(preview.rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true })
    const pixel = (xMm: number, yMm: number) => {
      const scale = info.height / 2010
      const at = (Math.round(yMm * scale) * info.width + Math.round(xMm * scale)) * info.channels
      return [data[at]!, data[at + 1]!, data[at + 2]!] as const
    }
    const [r, , b] = pixel(600, 1955)
    expect(r - b).toBeGreaterThan(60)
    expect(pixel(600, 1000)).toEqual([255, 255, 255])
  })

  it('lets a background fill the page with bleed and zones, and text stay where it is seen', async () => {
    const rollUp = await orderOf('roll-up-basic', ['85 cm'])
    const checked = await check(rollUp, (spec) => [
      page(spec, {
        background: true,
        texts: [{ text: 'Willkommen', x: 200, y: 1000, sizeMm: 40 }],
      }),
    ])
    const zones = checked.findings.filter((f) => f.rule === 'zones')
    expect(zones).toEqual([
      {
        rule: 'zones',
        level: 'pass',
        text: 'Text: none in hidden zones, all within the safety margin.',
      },
    ])
  })

  it('warns about text across a panel joint of the folding wall', async () => {
    const wall = await orderOf('folding-wall-foam', ['3 panels, 180 cm wide', 'single-sided'])
    expect(wall.spec.trimMm.width).toBe(1800)
    // Joints at 60 and 120 cm: a 20 cm wide line from 50 cm crosses the first.
    const checked = await check(wall, (spec) => [
      page(spec, { texts: [{ text: 'Messestand', x: 500, y: 1000, sizeMm: 40 }] }),
    ])
    const zones = await zoneTexts(wall.placed.order.id, checked.id, 'de')
    expect(zones.map((f) => f.text)).toEqual([
      'Text über einer Linie „Plattenstoß“ (bei 60, 120 cm von links) wird geteilt (Seite 1). Bitte setzen Sie ihn neben die Linie.',
    ])
    expect((await zoneTexts(wall.placed.order.id, checked.id, 'en'))[0]!.text).toContain(
      'Text across a line “panel joint” (at 60, 120 cm from the left) will be split (page 1).',
    )
  })

  it('warns about text 5 mm from the edge, inside the safety margin', async () => {
    const rollUp = await orderOf('roll-up-basic', ['85 cm'])
    const checked = await check(rollUp, (spec) => [
      page(spec, { texts: [{ text: 'Hotline', x: 5, y: 1000, sizeMm: 20 }] }),
    ])
    const english = await zoneTexts(rollUp.placed.order.id, checked.id, 'en')
    expect(english.map((f) => [f.level, f.text])).toEqual([
      [
        'warning',
        'Text lies nearer the edge than the safety margin of 2 cm from the edge (page 1) and may be cut when trimmed. Please move it inwards.',
      ],
    ])
  })

  it('ignores text in a layer of guides that does not print, even in the cassette', async () => {
    const rollUp = await orderOf('roll-up-basic', ['85 cm'])
    const checked = await check(rollUp, (spec) => [
      page(spec, {
        texts: [
          { text: 'Kassettenbereich', x: 100, y: 1960, sizeMm: 30, layer: 'guides' },
          { text: 'Motiv', x: 300, y: 900, sizeMm: 30, layer: 'art' },
        ],
      }),
    ])
    const zones = checked.findings.filter((f) => f.rule === 'zones')
    expect(zones.map((f) => f.level)).toEqual(['pass'])
    // The guides are RGB: not printed, so no colour warning either.
    expect(checked.findings.find((f) => f.rule === 'colors')!.level).toBe('pass')
  })

  it('warns about text in a two-sided flag’s sleeve on the back, where it lies on the right', async () => {
    const flag = await orderOf('beach-flag-feather', ['S – 250 cm', 'double-sided'])
    expect(flag.spec.pages).toEqual({ min: 2, max: 2 })
    const checked = await check(flag, (spec) => [
      // The front: text at the right edge's safe distance, where the back has its sleeve.
      page(spec, { texts: [{ text: 'Sale', x: spec.trimMm.width - 200, y: 800, sizeMm: 30 }] }),
      page(spec, { texts: [{ text: 'Sale', x: spec.trimMm.width - 55, y: 800, sizeMm: 10 }] }),
    ])
    const english = await zoneTexts(flag.placed.order.id, checked.id, 'en')
    expect(english.map((f) => f.text)).toEqual([
      'Text in the pole sleeve (right 6 cm) will not be visible (page 2). Please move it out of this zone; backgrounds may run into it.',
    ])
    const german = await zoneTexts(flag.placed.order.id, checked.id, 'de')
    expect(german[0]!.text).toContain(
      'Text im Hohlsaum (rechts 6 cm) wird nicht sichtbar sein (Seite 2)',
    )
  })
})
