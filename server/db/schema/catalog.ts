import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { Localized } from '#core/i18n/locale.ts'
import type { PrintLayout } from '#core/preflight/print-layout.ts'
import type { PrintOverride } from '#core/preflight/print-spec.ts'
import { menus } from './content.ts'

// The product model (CAT-3 to CAT-7, docs/decisions/0004-catalog-model.md). Money is integer
// cents, percents are whole numbers; texts are { de, en } with separate slug columns.

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    /** Stable key used by the seed, e.g. 'roll-up-classic-85'. */
    key: text('key').notNull().unique(),
    /** 1: options with combinations; 2: configurator (the chosen combination limits the options). */
    type: smallint('type').notNull().default(1),
    defaultMenuId: integer('default_menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'restrict' }),
    title: jsonb('title').$type<Localized>().notNull(),
    slugDe: text('slug_de').notNull().unique(),
    slugEn: text('slug_en').notNull().unique(),
    /** One line under the title in lists and bookmarks (CAT-7: feature_desc). */
    featureDesc: jsonb('feature_desc').$type<Localized>().notNull(),
    metaDescription: jsonb('meta_description').$type<Localized>().notNull(),
    /** The page title for search engines; empty: the product's title (CONT-6). */
    seoTitle: jsonb('seo_title').$type<Localized>().notNull().default({ de: '', en: '' }),
    /** The lowest unit price (default duration, no services, quantity 1), kept for sorting lists. */
    fromPriceCents: integer('from_price_cents').notNull(),
    /** Print format for the print template, in mm (bleed on every side). */
    printFormat: jsonb('print_format').$type<{
      widthMm: number
      heightMm: number
      bleedMm: number
    }>(),
    /**
     * PRE-5: the lowest effective resolution of placed images at final size, in ppi (about 100
     * for large format seen from a distance, 300 for small print read in the hand).
     */
    printMinPpi: integer('print_min_ppi').notNull().default(100),
    /** PRE-2: the pages (printed sides) one file has, unless an option value says otherwise. */
    printPages: smallint('print_pages').notNull().default(1),
    /** TPL-1: safety margin, hidden zones and dividing lines of the print (null: none kept). */
    printLayout: jsonb('print_layout').$type<PrintLayout>(),
    /** Words buyers type that the titles do not contain (synonyms, spellings), both languages. */
    keywords: text('keywords').notNull().default(''),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('products_default_menu_idx').on(t.defaultMenuId),
    // FIND-1: the back office's search finds a part of the key (migration 0028).
    index('products_key_trgm_idx').using('gin', sql`${t.key} gin_trgm_ops`),
  ],
)

/** Menu membership: a product may be listed in several categories, one is its default. */
export const productMenus = pgTable(
  'product_menus',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.menuId] }),
    index('product_menus_menu_idx').on(t.menuId, t.position),
  ],
)

export const productOptions = pgTable(
  'product_options',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<Localized>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_options_product_idx').on(t.productId)],
)

export const productOptionValues = pgTable(
  'product_option_values',
  {
    id: serial('id').primaryKey(),
    optionId: integer('option_id')
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<Localized>().notNull(),
    position: integer('position').notNull().default(0),
    /**
     * PRE-2, PRE-3: what choosing this value means for the print data — its trim width or
     * height in mm, or its page count (double-sided: 2); null when it changes none of them.
     */
    print: jsonb('print').$type<PrintOverride>(),
  },
  (t) => [index('product_option_values_option_idx').on(t.optionId)],
)

/** One orderable configuration: one value of every option of the product. */
export const productCombinations = pgTable(
  'product_combinations',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The product price of this configuration: what the tier discount applies to (PRICE-3). */
    priceCents: integer('price_cents').notNull(),
    /** Material and print cost on top, not discounted. */
    realPriceCents: integer('real_price_cents').notNull().default(0),
    /** Hardware extras on top, not discounted. */
    additionalPriceCents: integer('additional_price_cents').notNull().default(0),
    stock: integer('stock').notNull().default(999),
    /** STOCK-1: at or below this many pieces the combination is low on stock; null: no alert. */
    lowStockThreshold: integer('low_stock_threshold'),
    /** The manufacturer's article number, unique in the shop when given (CONT-6). */
    sku: text('sku'),
    isDefault: boolean('is_default').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('product_combinations_product_idx').on(t.productId),
    uniqueIndex('product_combinations_sku_uq').on(t.sku),
    // FIND-1: the back office's search finds a part of an article number (migration 0028).
    index('product_combinations_sku_trgm_idx').using('gin', sql`${t.sku} gin_trgm_ops`),
    check(
      'product_combinations_threshold_ck',
      sql`${t.lowStockThreshold} is null or ${t.lowStockThreshold} >= 0`,
    ),
  ],
)

export const combinationValues = pgTable(
  'combination_values',
  {
    combinationId: integer('combination_id')
      .notNull()
      .references(() => productCombinations.id, { onDelete: 'cascade' }),
    optionValueId: integer('option_value_id')
      .notNull()
      .references(() => productOptionValues.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.combinationId, t.optionValueId] })],
)

/** Production times: standard, express, 24 h; the surcharge is a percent on the unit price. */
export const productDurations = pgTable(
  'product_durations',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<Localized>().notNull(),
    workingDays: integer('working_days').notNull(),
    surchargePercent: integer('surcharge_percent').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_durations_product_idx').on(t.productId)],
)

/** A group of extra services (bag, spotlight, case, spare print). */
export const productServices = pgTable(
  'product_services',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<Localized>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_services_product_idx').on(t.productId)],
)

export const serviceValues = pgTable(
  'service_values',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => productServices.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<Localized>().notNull(),
    /** Per unit, neither discounted nor surcharged (PRICE-3). */
    priceCents: integer('price_cents').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('service_values_service_idx').on(t.serviceId)],
)

/** PRICE-4: each tier has a minimum quantity and a percent; the highest tier reached applies. */
export const discountTiers = pgTable(
  'discount_tiers',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    minQuantity: integer('min_quantity').notNull(),
    percent: integer('percent').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.minQuantity] })],
)

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Key under /media without width and extension, e.g. 'products/roll-up-classic-85-1'. */
    path: text('path').notNull(),
    /** Size of the largest rendition; smaller ones keep the aspect ratio. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: jsonb('alt').$type<Localized>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
)

export const productDownloads = pgTable(
  'product_downloads',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['template', 'datasheet'] }).notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    /** Path under /media per language, e.g. 'downloads/roll-up-classic-datasheet-de.pdf'. */
    file: jsonb('file').$type<Localized>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_downloads_product_idx').on(t.productId)],
)

/** Tabbed content: description, technical data, print-data specification, scope of delivery. */
export const productTabs = pgTable(
  'product_tabs',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    /** HTML from the back office; sanitised where it is read (server/modules/content/sanitize.ts). */
    body: jsonb('body').$type<Localized>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('product_tabs_product_key_uq').on(t.productId, t.key)],
)
