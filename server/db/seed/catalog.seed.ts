import { inArray } from 'drizzle-orm'
import sharp from 'sharp'
import { PRODUCT_IMAGE_WIDTHS } from '#core/catalog/product-images.ts'
import type { Localized } from '#core/i18n/locale.ts'
import { priceLine } from '#core/pricing/pricing.ts'
import { slugify } from '#core/slug/slug.ts'
import type { Db } from '#server/db/client.ts'
import {
  combinationValues,
  discountTiers,
  menus,
  productCombinations,
  productDownloads,
  productDurations,
  productImages,
  productMenus,
  productOptions,
  productOptionValues,
  productServices,
  products as productsTable,
  productTabs,
  serviceValues,
} from '#server/db/schema/index.ts'
import { refreshSearchWords } from '#server/modules/catalog/product-search.ts'
import type { FileStore } from '#server/modules/storage/file-store.ts'
import { defaultSettings } from '#core/settings/shop-settings.ts'
import { products, type SeedOption, type SeedProduct, type ServiceKey } from './data/products.ts'
import { drawMotif } from './images/draw.ts'
import { thresholdsFor } from '#core/preflight/print-spec.ts'
import { printTemplatePdf } from '#server/modules/print-templates/template-pdf.ts'
import { dataSheetPdf } from './pdf/data-sheet.ts'
import { printLayoutOf, valueLayoutOf } from './print-layouts.ts'
import { minPpiOf, printOverrideOf } from './print-overrides.ts'

/** Widths every product image is rendered in (4:3); app/components/catalog uses them. */
export const IMAGES_PER_PRODUCT = 3

const L = (de: string, en: string): Localized => ({ de, en })

// CAT-6 (seed data): standard 5 working days +0 %, express 3 days +25 %, 24 h +50 %.
const durations = [
  { title: L('Standard', 'Standard'), workingDays: 5, surchargePercent: 0 },
  { title: L('Express', 'Express'), workingDays: 3, surchargePercent: 25 },
  { title: L('24-Stunden-Service', '24-hour service'), workingDays: 1, surchargePercent: 50 },
]

function services(key: ServiceKey, product: SeedProduct) {
  switch (key) {
    case 'bag':
      return {
        title: L('Tragetasche', 'Carry bag'),
        values: [{ title: L('Gepolsterte Tragetasche', 'Padded carry bag'), priceCents: 1990 }],
      }
    case 'spotlight':
      return {
        title: L('Beleuchtung', 'Lighting'),
        values: [
          { title: L('1 LED-Strahler 50 W', '1 LED spotlight 50 W'), priceCents: 3990 },
          { title: L('2 LED-Strahler 50 W', '2 LED spotlights 50 W'), priceCents: 7490 },
        ],
      }
    case 'case':
      return {
        title: L('Transportkoffer', 'Transport case'),
        values: [
          { title: L('Hartschalenkoffer mit Rollen', 'Hard case with wheels'), priceCents: 8900 },
        ],
      }
    case 'sparePrint':
      return {
        title: L('Ersatzdruck', 'Spare print'),
        // A second print of the graphic costs about 60 % of the product, rounded to x,90 EUR.
        values: [
          {
            title: L('Ersatzdruck des Motivs', 'Spare print of the graphic'),
            priceCents: Math.max(990, Math.round((product.priceCents * 0.6) / 100) * 100 - 10),
          },
        ],
      }
  }
}

/** Every combination of one value per option, as value indexes, in option order. */
function combinationsOf(product: SeedProduct): number[][] {
  let all: number[][] = [[]]
  for (const option of product.options) {
    all = all.flatMap((prefix) => option.values.map((_, index) => [...prefix, index]))
  }
  return all.filter((indexes) => !product.excluded?.(indexes))
}

function priceParts(product: SeedProduct, indexes: number[]) {
  let price = product.priceCents
  let real = 0
  let additional = 0
  indexes.forEach((valueIndex, optionIndex) => {
    const value = product.options[optionIndex]!.values[valueIndex]!
    price += value.price ?? 0
    real += value.real ?? 0
    additional += value.additional ?? 0
  })
  return { priceCents: price, realPriceCents: real, additionalPriceCents: additional }
}

/** Search keywords: the seed's synonyms plus the titles without spaces and dashes ('rollupbasic'). */
function keywordsOf(product: SeedProduct): string {
  const compact = (text: string) => text.toLowerCase().replace(/[\s-]+/g, '')
  return [product.keywords ?? '', compact(product.title.de), compact(product.title.en)]
    .join(' ')
    .trim()
}

const table = (rows: [Localized, Localized][], locale: 'de' | 'en') =>
  `<table><tbody>${rows.map(([label, value]) => `<tr><th>${label[locale]}</th><td>${value[locale]}</td></tr>`).join('')}</tbody></table>`

export function tabsOf(product: SeedProduct) {
  const tabs = [
    {
      key: 'description',
      title: L('Beschreibung', 'Description'),
      body: { de: `<p>${product.description.de}</p>`, en: `<p>${product.description.en}</p>` },
    },
    {
      key: 'technical',
      title: L('Technische Daten', 'Technical data'),
      body: { de: table(product.technical, 'de'), en: table(product.technical, 'en') },
    },
  ]
  const format = product.format
  if (format) {
    const safety = printLayoutOf(product).safetyMm
    tabs.push({
      key: 'print-data',
      title: L('Druckdaten', 'Print data'),
      body: {
        // PRE-3: the size, pages and resolution of the chosen configuration lead the tab (the
        // product page states them from the same facts as the check); the text says the rest.
        de: `<p>Bitte liefern Sie ein PDF/X-4 in CMYK im Maßstab 1:1; Schriften eingebettet oder in Pfade umgewandelt. Wichtige Inhalte halten ${safety} mm Abstand zum Rand. Die Druckvorlage zu Ihrer Konfiguration – mit Beschnitt, Sicherheitsabstand und den Bereichen, die die Hardware verdeckt – laden Sie über „Druckvorlage (PDF)“.</p>`,
        en: `<p>Please supply a PDF/X-4 in CMYK at 1:1, fonts embedded or outlined. Keep important content ${safety} mm from the edge. Download the template for your configuration – with bleed, safety margin and the zones the hardware hides – with “Print template (PDF)”.</p>`,
      },
    })
  }
  tabs.push({
    key: 'scope',
    title: L('Lieferumfang', 'Scope of delivery'),
    body: {
      de: `<ul>${product.scope.map((item) => `<li>${item.de}</li>`).join('')}</ul>`,
      en: `<ul>${product.scope.map((item) => `<li>${item.en}</li>`).join('')}</ul>`,
    },
  })
  return tabs
}

function downloadsOf(product: SeedProduct) {
  const list: { kind: 'template' | 'datasheet'; title: Localized; file: Localized }[] = []
  if (product.format) {
    const file = `downloads/${product.key}-template.pdf`
    list.push({
      kind: 'template',
      title: L(
        `Druckvorlage ${product.format.widthMm} × ${product.format.heightMm} mm (PDF)`,
        `Print template ${product.format.widthMm} × ${product.format.heightMm} mm (PDF)`,
      ),
      file: { de: file, en: file },
    })
  }
  list.push({
    kind: 'datasheet',
    title: L('Datenblatt (PDF)', 'Data sheet (PDF)'),
    file: {
      de: `downloads/${product.key}-datasheet-de.pdf`,
      en: `downloads/${product.key}-datasheet-en.pdf`,
    },
  })
  return list
}

/** Inserts the products that are not there yet (by key); existing ones are left alone. */
export async function seedCatalog(db: Db, list: SeedProduct[] = products): Promise<void> {
  const menuRows = await db.select({ id: menus.id, key: menus.key }).from(menus)
  const menuIds = new Map(menuRows.map((row) => [row.key, row.id]))
  const existing = new Set(
    (
      await db
        .select({ key: productsTable.key })
        .from(productsTable)
        .where(
          inArray(
            productsTable.key,
            list.map((p) => p.key),
          ),
        )
    ).map((row) => row.key),
  )
  for (const [position, product] of list.entries()) {
    if (existing.has(product.key)) continue
    const menuIdsOfProduct = product.menus.map((key) => {
      const id = menuIds.get(key)
      if (id === undefined) throw new Error(`Product ${product.key}: unknown category ${key}`)
      return id
    })
    const combos = combinationsOf(product)
    const fromPriceCents = Math.min(
      ...combos.map((indexes) => {
        const parts = priceParts(product, indexes)
        return priceLine({
          productPriceCents: parts.priceCents,
          realPriceCents: parts.realPriceCents,
          additionalPriceCents: parts.additionalPriceCents,
          tiers: [],
          durationSurchargePercent: 0,
          servicePricesCents: [],
          quantity: 1,
        }).unitCents
      }),
    )
    const [row] = await db
      .insert(productsTable)
      .values({
        key: product.key,
        type: product.type ?? 1,
        defaultMenuId: menuIdsOfProduct[0]!,
        title: product.title,
        slugDe: slugify(product.title.de),
        slugEn: slugify(product.title.en),
        featureDesc: product.featureDesc,
        metaDescription: product.description,
        fromPriceCents,
        printFormat: product.format ?? null,
        printLayout: product.format ? printLayoutOf(product) : null,
        ...(product.format ? { printMinPpi: minPpiOf(product.format) } : {}),
        keywords: keywordsOf(product),
        position,
      })
      .returning({ id: productsTable.id })
    const productId = row!.id
    await db
      .insert(productMenus)
      .values(menuIdsOfProduct.map((menuId) => ({ productId, menuId, position })))

    // Options and their values, keeping the ids by index for the combinations.
    const valueIds: number[][] = []
    if (product.options.length) {
      const optionRows = await db
        .insert(productOptions)
        .values(
          product.options.map((option, index) => ({
            productId,
            title: option.title,
            position: index,
          })),
        )
        .returning({ id: productOptions.id })
      const valueRows = await db
        .insert(productOptionValues)
        .values(
          product.options.flatMap((option, optionIndex) =>
            option.values.map((value, index) => ({
              optionId: optionRows[optionIndex]!.id,
              title: value.title,
              position: index,
              print: product.format ? valuePrintOf(product, option, index) : null,
            })),
          ),
        )
        .returning({ id: productOptionValues.id, optionId: productOptionValues.optionId })
      for (const option of optionRows) {
        valueIds.push(
          valueRows.filter((value) => value.optionId === option.id).map((value) => value.id),
        )
      }
    }
    const comboRows = await db
      .insert(productCombinations)
      .values(
        combos.map((indexes, index) => ({
          productId,
          ...priceParts(product, indexes),
          isDefault: index === 0,
        })),
      )
      .returning({ id: productCombinations.id })
    const links = combos.flatMap((indexes, index) =>
      indexes.map((valueIndex, optionIndex) => ({
        combinationId: comboRows[index]!.id,
        optionValueId: valueIds[optionIndex]![valueIndex]!,
      })),
    )
    if (links.length) await db.insert(combinationValues).values(links)

    await db
      .insert(productDurations)
      .values(
        durations
          .filter((duration) => !(product.no24h && duration.workingDays === 1))
          .map((duration, index) => ({ productId, ...duration, position: index })),
      )
    for (const [index, key] of product.services.entries()) {
      const service = services(key, product)
      const [serviceRow] = await db
        .insert(productServices)
        .values({ productId, title: service.title, position: index })
        .returning({ id: productServices.id })
      await db.insert(serviceValues).values(
        service.values.map((value, position) => ({
          serviceId: serviceRow!.id,
          ...value,
          position,
        })),
      )
    }
    const tiers = product.tiers ?? []
    if (tiers.length)
      await db.insert(discountTiers).values(tiers.map((tier) => ({ productId, ...tier })))
    await db.insert(productImages).values(
      Array.from({ length: IMAGES_PER_PRODUCT }, (_, index) => ({
        productId,
        path: `products/${product.key}-${index + 1}`,
        width: 1280,
        height: 960,
        alt: {
          de: `${product.title.de} – Ansicht ${index + 1}`,
          en: `${product.title.en} – view ${index + 1}`,
        },
        position: index,
      })),
    )
    await db.insert(productDownloads).values(
      downloadsOf(product).map((download, index) => ({
        productId,
        ...download,
        position: index,
      })),
    )
    await db
      .insert(productTabs)
      .values(tabsOf(product).map((tab, index) => ({ productId, ...tab, position: index })))
  }
  await refreshSearchWords(db)
}

// A few variations per product: the main colour, a darker shade, and a labelled view.
function variations(product: SeedProduct): string[] {
  const darker = `#${product.color
    .replace('#', '')
    .match(/../g)!
    .map((hex) =>
      Math.round(Number.parseInt(hex, 16) * 0.7)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
  return [
    drawMotif(product.motif, product.color),
    drawMotif(product.motif, darker),
    drawMotif(product.motif, product.color, { label: product.title.de }),
  ]
}

/** Product images (drawn, rendered to WebP in every width) and PDF downloads under media/. */
export async function writeCatalogMedia(
  files: FileStore,
  list: SeedProduct[] = products,
): Promise<void> {
  const settings = defaultSettings
  const contact = `${settings.companyName} · ${settings.street} · ${settings.postcode} ${settings.city} · ${settings.phone} · ${settings.email}`
  for (const product of list) {
    const jobs: Promise<unknown>[] = []
    for (const [index, svg] of variations(product).entries()) {
      const base = `media/products/${product.key}-${index + 1}`
      if (await files.stat(`${base}-1280.webp`)) continue
      // Render once at the largest width, then scale down: cheaper than rasterising each size.
      const large = await sharp(Buffer.from(svg), { density: 288 })
        .resize({ width: 1280, height: 960, fit: 'cover' })
        .png()
        .toBuffer()
      for (const width of PRODUCT_IMAGE_WIDTHS) {
        jobs.push(
          sharp(large)
            .resize({ width })
            .webp({ quality: 80 })
            .toBuffer()
            .then((webp) => files.put(`${base}-${width}.webp`, webp, 'image/webp')),
        )
      }
    }
    for (const download of downloadsOf(product)) {
      for (const locale of ['de', 'en'] as const) {
        const file = `media/${download.file[locale]}`
        if (locale === 'en' && download.file.en === download.file.de) continue
        if (await files.stat(file)) continue
        const bytes =
          download.kind === 'template'
            ? await printTemplatePdf({
                locale,
                title: product.title[locale],
                configuration: [],
                spec: thresholdsFor(
                  {
                    format: product.format!,
                    minPpi: minPpiOf(product.format!),
                    pages: 1,
                    layout: printLayoutOf(product),
                  },
                  [],
                )!,
                shop: { name: settings.shopName, contact },
              })
            : await dataSheetPdf({
                title: product.title[locale],
                featureDesc: product.featureDesc[locale],
                rows: product.technical.map(([label, value]) => [label[locale], value[locale]]),
                scope: product.scope.map((item) => item[locale]),
                scopeTitle: locale === 'de' ? 'Lieferumfang' : 'Scope of delivery',
                shopName: settings.shopName,
                contact,
              })
        jobs.push(files.put(file, bytes, 'application/pdf'))
      }
    }
    await Promise.all(jobs)
  }
}

/** PRE-3, TPL-1: what a demo option value changes of the print: its size or sides, its zones. */
function valuePrintOf(product: SeedProduct, option: SeedOption, index: number) {
  const override = printOverrideOf(option, index, product.format!)
  const layout = valueLayoutOf(product, option, index)
  return layout ? { ...override, layout } : override
}
