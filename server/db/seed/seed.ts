import { sql } from 'drizzle-orm'
import { CATEGORY_THUMBNAIL_WIDTHS } from '#core/catalog/product-images.ts'
import { slugify } from '#core/slug/slug.ts'
import type { Database, Db } from '#server/db/client.ts'
import {
  countries as countriesTable,
  coupons as couponsTable,
  fairs as fairsTable,
  footerSectionMenus,
  footerSectionPages,
  footerSections,
  menus,
  pages as pagesTable,
  popups as popupsTable,
  postMethods as postMethodsTable,
  redirections as redirectionsTable,
  settings,
} from '#server/db/schema/index.ts'
import { defaultSettings } from '#core/settings/shop-settings.ts'
import { shopDayOf } from '#core/dates/dates.ts'
import { addDays } from '#core/fairs/fair-days.ts'
import type { FileStore } from '#server/modules/storage/file-store.ts'
import { seedCatalog, writeCatalogMedia } from './catalog.seed.ts'
import { categories } from './data/categories.ts'
import { countries, postMethods, redirections } from './data/countries.ts'
import { footerSections as footerData } from './data/footer.ts'
import { pages } from './data/pages.ts'
import { demoPopup } from './data/popup.ts'
import { type DemoFair, demoFairs } from './data/fairs.ts'
import type { SeedCategory } from './data/types.ts'
import { drawMotif, renderWebp } from './images/draw.ts'

/** Widths the seed renders each thumbnail in (app/components/ui/Thumbnail.tsx uses them). */

export interface SeedOptions {
  /** Wipe the demo content first and write it anew (`npm run db:seed -- --reset`). */
  reset?: boolean
  /** Where thumbnails go (the file store, decision 0042); without it no images are drawn. */
  files?: FileStore
}

const contentTables = [
  'combination_values',
  'product_combinations',
  'product_option_values',
  'product_options',
  'product_durations',
  'service_values',
  'product_services',
  'discount_tiers',
  'product_images',
  'product_downloads',
  'product_tabs',
  'product_menus',
  'products',
  'footer_section_menus',
  'footer_section_pages',
  'footer_sections',
  'menus',
  'pages',
  'redirections',
  'popups',
  'fairs',
  'post_methods',
  'countries',
  'settings',
]

/**
 * Writes the demo data. Idempotent: what exists is left alone, what is missing is added;
 * with `reset` everything is replaced by the demo state.
 */
export async function seed(database: Database, options: SeedOptions = {}): Promise<void> {
  const { db } = database
  await db.transaction(async (tx) => {
    if (options.reset) {
      await tx.execute(sql.raw(`TRUNCATE ${contentTables.join(', ')} RESTART IDENTITY CASCADE`))
    }
    await seedSettings(tx)
    await seedCountries(tx)
    await seedMenus(tx, categories, null)
    await seedPages(tx)
    await seedFooter(tx)
    await seedPopup(tx)
    await tx
      .insert(redirectionsTable)
      .values(redirections.map((r) => ({ fromPath: r.from, toPath: r.to })))
      .onConflictDoNothing()
    await seedCatalog(tx)
    await seedCoupons(tx)
    await seedFairs(tx, shopDayOf(new Date()))
  })
  if (options.files) await writeSeedMedia(options.files)
}

/** The demo shop's images and downloads, drawn into the file store where still missing. */
export async function writeSeedMedia(files: FileStore): Promise<void> {
  await drawThumbnails(files, categories)
  await writeCatalogMedia(files)
}

async function seedSettings(db: Db) {
  await db
    .insert(settings)
    .values(Object.entries(defaultSettings).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing()
}

/** Demo coupons (CHK-6): one for everybody, one once per customer. */
async function seedCoupons(db: Db) {
  await db
    .insert(couponsTable)
    .values([
      { code: 'MESSE10', percent: 10 },
      { code: 'WILLKOMMEN5', percent: 5, maxUsesPerCustomer: 1 },
    ])
    .onConflictDoNothing()
}

async function seedCountries(db: Db) {
  await db
    .insert(countriesTable)
    .values(
      countries.map((c) => ({
        id: c.id,
        code: c.code,
        name: c.name,
        taxRequired: c.taxRequired,
        isEu: c.isEu,
      })),
    )
    .onConflictDoNothing()
  await db
    .insert(postMethodsTable)
    .values(
      postMethods.map((m, index) => ({
        countryId: m.countryId,
        value: m.value,
        text: m.text,
        priceCents: m.priceCents,
        transitDays: m.transitDays,
        dateDefinite: m.dateDefinite,
        position: index,
      })),
    )
    .onConflictDoNothing()
}

async function seedMenus(db: Db, items: SeedCategory[], parentId: number | null) {
  for (const [position, item] of items.entries()) {
    await db
      .insert(menus)
      .values({
        key: item.key,
        parentId,
        position,
        title: item.title,
        description: item.description,
        slugDe: slugify(item.title.de),
        slugEn: slugify(item.title.en),
        thumbnail: `menus/${item.key}`,
      })
      .onConflictDoNothing()
    const [row] = await db
      .select({ id: menus.id })
      .from(menus)
      .where(sql`${menus.key} = ${item.key}`)
    if (row && item.children?.length) await seedMenus(db, item.children, row.id)
  }
}

async function seedPages(db: Db) {
  await db
    .insert(pagesTable)
    .values(
      pages.map((page, position) => ({
        key: page.key,
        position,
        title: page.title,
        slugDe: page.slug?.de ?? slugify(page.title.de),
        slugEn: page.slug?.en ?? slugify(page.title.en),
        metaDescription: page.metaDescription,
        body: page.body,
      })),
    )
    .onConflictDoNothing()
}

async function seedFooter(db: Db) {
  const existing = await db.select({ id: footerSections.id }).from(footerSections).limit(1)
  if (existing.length > 0) return
  const pageIds = new Map(
    (await db.select({ id: pagesTable.id, key: pagesTable.key }).from(pagesTable)).map((p) => [
      p.key,
      p.id,
    ]),
  )
  const menuIds = new Map(
    (await db.select({ id: menus.id, key: menus.key }).from(menus)).map((m) => [m.key, m.id]),
  )
  for (const [position, section] of footerData.entries()) {
    const [row] = await db
      .insert(footerSections)
      .values({ type: section.type, title: section.title, position })
      .returning({ id: footerSections.id })
    if (!row) continue
    const links = (section.pages ?? []).flatMap((link, index) => {
      const pageId = pageIds.get(link.key)
      return pageId
        ? [{ sectionId: row.id, pageId, position: index, alias: link.alias ?? null }]
        : []
    })
    if (links.length) await db.insert(footerSectionPages).values(links)
    const menuLinks = (section.menus ?? []).flatMap((key, index) => {
      const menuId = menuIds.get(key)
      return menuId ? [{ sectionId: row.id, menuId, position: index }] : []
    })
    if (menuLinks.length) await db.insert(footerSectionMenus).values(menuLinks)
  }
}

async function seedPopup(db: Db) {
  const existing = await db.select({ id: popupsTable.id }).from(popupsTable).limit(1)
  if (existing.length > 0) return
  await db.insert(popupsTable).values(demoPopup)
}

/** FAIR-4: the demo fairs, by their code; a fair already there is left as it is. */
export async function seedFairs(db: Db, today: string) {
  await db
    .insert(fairsTable)
    .values(demoFairs.map((fair) => demoFairRow(fair, today)))
    .onConflictDoNothing()
}

/** A demo fair's row: it opens on the first Tuesday `opensIn` days or more after `today`. */
export function demoFairRow(fair: DemoFair, today: string) {
  const day = addDays(today, fair.opensIn)
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay()
  const opensOn = addDays(day, (2 - weekday + 7) % 7)
  return {
    key: fair.key,
    name: fair.name,
    city: fair.city,
    venueName: fair.venueName,
    venueStreet: fair.venueStreet,
    venuePostcode: fair.venuePostcode,
    venueCity: fair.venueCity,
    venueCountryId: fair.venueCountryId,
    opensOn,
    closesOn: addDays(opensOn, fair.days - 1),
    buildUpFrom: addDays(opensOn, -fair.buildUpDays),
    buildUpTo: addDays(opensOn, -1),
    buildUpHoursFrom: fair.buildUpHours[0],
    buildUpHoursTo: fair.buildUpHours[1],
    acceptanceAt: fair.acceptanceAt,
    acceptanceFrom: addDays(opensOn, -fair.acceptanceDays),
    acceptanceTo: addDays(opensOn, -fair.acceptanceUntil),
    acceptanceHoursFrom: fair.acceptanceHours[0],
    acceptanceHoursTo: fair.acceptanceHours[1],
    forwarderName: fair.forwarder?.name ?? null,
    forwarderAddress: fair.forwarder?.address ?? null,
    forwarderContact: fair.forwarder?.contact ?? null,
    website: fair.website ?? null,
    isActive: true,
  }
}

/** Thumbnails are drawn, not downloaded: an SVG per motif, rendered to WebP by sharp. */
async function drawThumbnails(files: FileStore, items: SeedCategory[]) {
  const all: SeedCategory[] = []
  const walk = (list: SeedCategory[]) =>
    list.forEach((item) => {
      all.push(item)
      walk(item.children ?? [])
    })
  walk(items)
  for (const item of all) {
    const svg = drawMotif(item.motif, item.color)
    for (const width of CATEGORY_THUMBNAIL_WIDTHS) {
      const key = `media/menus/${item.key}-${width}.webp`
      if (await files.stat(key)) continue
      await files.put(key, await renderWebp(svg, width), 'image/webp')
    }
  }
}
