import type { Localized } from '#core/i18n/locale.ts'
import { hasControlCharacters } from '#core/validation/text.ts'
import { readCatalogFile, type ReadRow, wholeNumber, yesNo } from './catalog-file.ts'
import {
  FEATURE_DESC_MAX,
  KEYWORDS_MAX,
  META_DESCRIPTION_MAX,
  PRODUCT_SLUG_MAX,
  PRODUCT_TITLE_MAX,
  productSlug,
  SEO_TITLE_MAX,
  SLUG,
} from './product-editor.ts'

// CONT-8 (decision 0028): the product file — one row per product with its texts in both
// languages, its main category and whether it is online. A row with a product id changes that
// product; a row without one creates a product (offline, like the editor's "new product").
// Reading it and comparing it with the catalog is pure, so the dry run and the import inside its
// transaction apply the very same checks. The rules are the product editor's (CONT-6).

export const PRODUCT_FILE_COLUMNS = [
  { key: 'product_id', heading: 'Produkt-ID' },
  { key: 'type', heading: 'Typ' },
  { key: 'title_de', heading: 'Titel DE' },
  { key: 'title_en', heading: 'Titel EN' },
  { key: 'slug_de', heading: 'Slug DE' },
  { key: 'slug_en', heading: 'Slug EN' },
  { key: 'feature_desc_de', heading: 'Kurztext DE' },
  { key: 'feature_desc_en', heading: 'Kurztext EN' },
  { key: 'seo_title_de', heading: 'SEO-Titel DE' },
  { key: 'seo_title_en', heading: 'SEO-Titel EN' },
  { key: 'meta_description_de', heading: 'Meta-Beschreibung DE' },
  { key: 'meta_description_en', heading: 'Meta-Beschreibung EN' },
  { key: 'keywords', heading: 'Suchwörter' },
  { key: 'category_id', heading: 'Hauptkategorie-ID' },
  { key: 'category', heading: 'Hauptkategorie' },
  { key: 'online', heading: 'Online' },
] as const

export type ProductColumn = (typeof PRODUCT_FILE_COLUMNS)[number]['key']

/** The fields a row sets, flat: what the dry run compares and lists. */
export interface ProductFields {
  type: number
  titleDe: string
  titleEn: string
  slugDe: string
  slugEn: string
  featureDescDe: string
  featureDescEn: string
  seoTitleDe: string
  seoTitleEn: string
  metaDescriptionDe: string
  metaDescriptionEn: string
  keywords: string
  defaultMenuId: number
  isActive: boolean
}
export type ProductField = keyof ProductFields

/** What the catalog holds for one product, and whether it could go online (CONT-6). */
export interface ProductFacts extends ProductFields {
  id: number
  /** An orderable combination with a price, and a production time. */
  publishable: boolean
}

export type ProductRowProblem =
  | { code: 'columns'; expected: number; found: number }
  | { code: 'productId' }
  | { code: 'unknownProduct'; productId: number }
  | { code: 'duplicate'; firstLine: number }
  | { code: 'type' }
  | { code: 'required'; field: ProductField }
  | { code: 'tooLong'; field: ProductField; max: number }
  | { code: 'control'; field: ProductField }
  | { code: 'slugInvalid'; field: ProductField }
  | { code: 'slugTaken'; field: ProductField; slug: string }
  | { code: 'category' }
  | { code: 'online' }
  | { code: 'newOnline' }
  | { code: 'notPublishable' }

export interface ProductFileRow {
  line: number
  /** null: a new product. */
  productId: number | null
  title: string
  status: 'unchanged' | 'changed' | 'new' | 'error'
  changes: {
    field: ProductField
    before: ProductFields[ProductField] | null
    after: ProductFields[ProductField]
  }[]
  problems: ProductRowProblem[]
  /** What the product holds after the import (for a changed or new row). */
  next?: ProductFields
}

export interface ProductFileCheck {
  rows: ProductFileRow[]
  changed: number
  created: number
  unchanged: number
  errors: number
}

export const readProductFile = (text: string) =>
  readCatalogFile(text, PRODUCT_FILE_COLUMNS, ['product_id', 'title_de', 'title_en'])

/** Text columns: cell, field, least and most characters. */
const TEXTS = [
  ['title_de', 'titleDe', 1, PRODUCT_TITLE_MAX],
  ['title_en', 'titleEn', 1, PRODUCT_TITLE_MAX],
  ['feature_desc_de', 'featureDescDe', 0, FEATURE_DESC_MAX],
  ['feature_desc_en', 'featureDescEn', 0, FEATURE_DESC_MAX],
  ['seo_title_de', 'seoTitleDe', 0, SEO_TITLE_MAX],
  ['seo_title_en', 'seoTitleEn', 0, SEO_TITLE_MAX],
  ['meta_description_de', 'metaDescriptionDe', 0, META_DESCRIPTION_MAX],
  ['meta_description_en', 'metaDescriptionEn', 0, META_DESCRIPTION_MAX],
  ['keywords', 'keywords', 0, KEYWORDS_MAX],
] as const

/** The order the dry run lists a row's fields in: the file's. */
const FIELD_ORDER: ProductField[] = [
  'type',
  'titleDe',
  'titleEn',
  'slugDe',
  'slugEn',
  'featureDescDe',
  'featureDescEn',
  'seoTitleDe',
  'seoTitleEn',
  'metaDescriptionDe',
  'metaDescriptionEn',
  'keywords',
  'defaultMenuId',
  'isActive',
]

const EMPTY: Omit<ProductFields, 'titleDe' | 'titleEn' | 'slugDe' | 'slugEn' | 'defaultMenuId'> = {
  type: 1,
  featureDescDe: '',
  featureDescEn: '',
  seoTitleDe: '',
  seoTitleEn: '',
  metaDescriptionDe: '',
  metaDescriptionEn: '',
  keywords: '',
  isActive: false,
}

/**
 * Each row against the catalog: unchanged, changed (old and new per field), new, or in error
 * (every reason). A column left out of the file keeps the catalog's value (a new product the
 * editor's defaults); an empty slug takes the title's (ROUTE-2), for a new product the first
 * free one. Slugs are unique among all products in both languages after the import.
 */
export function checkProductRows(
  file: { rows: ReadRow<ProductColumn>[]; width: number; present: ReadonlySet<ProductColumn> },
  catalog: ReadonlyMap<number, ProductFacts>,
  subcategories: ReadonlySet<number>,
): ProductFileCheck {
  const seen = new Map<number, number>()
  /** `line:field` of a new product's slugs taken from its title: they move to a free one. */
  const derived = new Set<string>()
  const has = (column: ProductColumn) => file.present.has(column)
  const rows = file.rows.map((read) => {
    const { cells } = read
    const problems: ProductRowProblem[] = []
    if (read.width > file.width) {
      problems.push({ code: 'columns', expected: file.width, found: read.width })
    }
    let current: ProductFacts | undefined
    let productId: number | null = null
    const isNew = cells.product_id === ''
    if (cells.product_id !== '') {
      productId = wholeNumber(cells.product_id)
      if (productId === null) problems.push({ code: 'productId' })
      else {
        current = catalog.get(productId)
        if (!current) problems.push({ code: 'unknownProduct', productId })
        const firstLine = seen.get(productId)
        if (firstLine !== undefined) problems.push({ code: 'duplicate', firstLine })
        else seen.set(productId, read.line)
      }
    }
    const base: ProductFields = current
      ? { ...current }
      : { ...EMPTY, titleDe: '', titleEn: '', slugDe: '', slugEn: '', defaultMenuId: 0 }
    const next = { ...base }
    if (has('type')) {
      const type = cells.type === '' ? base.type : Number(cells.type)
      if (type !== 1 && type !== 2) problems.push({ code: 'type' })
      else next.type = type
    }
    for (const [column, field, min, max] of TEXTS) {
      if (!has(column)) continue
      const value = cells[column]
      if (hasControlCharacters(value)) problems.push({ code: 'control', field })
      else if (value.length < min) problems.push({ code: 'required', field })
      else if (value.length > max) problems.push({ code: 'tooLong', field, max })
      else next[field] = value
    }
    for (const [column, field, title] of [
      ['slug_de', 'slugDe', next.titleDe],
      ['slug_en', 'slugEn', next.titleEn],
    ] as const) {
      if (!has(column) && current) continue
      const typed = cells[column]
      // Without a title there is no slug to derive: the missing title is the row's problem.
      if (typed === '' && title === '') continue
      const slug = productSlug(typed, title)
      if (typed.length > PRODUCT_SLUG_MAX || (typed !== '' && !SLUG.test(typed)) || slug === '') {
        problems.push({ code: 'slugInvalid', field })
      } else next[field] = slug
      if (typed === '' && isNew) derived.add(`${read.line}:${field}`)
    }
    if (has('category_id') && cells.category_id !== '') {
      const menuId = wholeNumber(cells.category_id)
      if (menuId === null || !subcategories.has(menuId)) problems.push({ code: 'category' })
      else next.defaultMenuId = menuId
    } else if (isNew) problems.push({ code: 'category' })
    if (has('online') && cells.online !== '') {
      const online = yesNo(cells.online)
      if (online === null) problems.push({ code: 'online' })
      else if (online && isNew) problems.push({ code: 'newOnline' })
      else if (online && current && !current.isActive && !current.publishable) {
        problems.push({ code: 'notPublishable' })
      } else next.isActive = online
    }
    const row: ProductFileRow = {
      line: read.line,
      productId,
      title: next.titleDe || cells.title_de,
      status: 'error',
      changes: [],
      problems,
      next,
    }
    return row
  })
  assignSlugs(rows, catalog, derived)
  for (const row of rows) {
    if (row.problems.length > 0) {
      row.status = 'error'
      row.next = undefined
      continue
    }
    const before = row.productId === null ? undefined : catalog.get(row.productId)
    const next = row.next!
    row.changes = FIELD_ORDER.filter((field) => !before || next[field] !== before[field]).map(
      (field) => ({ field, before: before ? before[field] : null, after: next[field] }),
    )
    row.status = !before ? 'new' : row.changes.length > 0 ? 'changed' : 'unchanged'
  }
  return {
    rows,
    changed: rows.filter((row) => row.status === 'changed').length,
    created: rows.filter((row) => row.status === 'new').length,
    unchanged: rows.filter((row) => row.status === 'unchanged').length,
    errors: rows.filter((row) => row.status === 'error').length,
  }
}

/**
 * Slugs after the import: the file's for its rows, the catalog's for the rest. A new product's
 * slug from its title becomes the first free one (`-2`, `-3`, …) like the editor's; any other
 * slug two products would share is refused at each row that gives it.
 */
function assignSlugs(
  rows: ProductFileRow[],
  catalog: ReadonlyMap<number, ProductFacts>,
  derived: ReadonlySet<string>,
) {
  const owners = new Map<string, Set<string>>()
  const own = (slug: string, owner: string) =>
    owners.set(slug, (owners.get(slug) ?? new Set()).add(owner))
  const inFile = new Set(rows.map((row) => row.productId).filter((id) => id !== null))
  for (const product of catalog.values()) {
    if (inFile.has(product.id)) continue
    own(product.slugDe, `p${product.id}`)
    own(product.slugEn, `p${product.id}`)
  }
  // A row that names no product of its own (unknown id, twice) claims no slug.
  const claims = (row: ProductFileRow): row is ProductFileRow & { next: ProductFields } =>
    row.next !== undefined &&
    !row.problems.some((p) => ['productId', 'unknownProduct', 'duplicate'].includes(p.code))
  const ownerOf = (row: ProductFileRow) =>
    row.productId === null ? `l${row.line}` : `p${row.productId}`
  const isDerived = (row: ProductFileRow, field: 'slugDe' | 'slugEn') =>
    derived.has(`${row.line}:${field}`)
  for (const row of rows) {
    if (!claims(row)) continue
    for (const field of ['slugDe', 'slugEn'] as const) {
      if (!isDerived(row, field)) own(row.next[field], ownerOf(row))
    }
  }
  for (const row of rows) {
    if (!claims(row)) continue
    const next = row.next
    for (const field of ['slugDe', 'slugEn'] as const) {
      if (!isDerived(row, field)) continue
      const base = next[field]
      for (let n = 2; [...(owners.get(next[field]) ?? [])].some((o) => o !== ownerOf(row)); n++) {
        next[field] = `${base.slice(0, PRODUCT_SLUG_MAX - 5)}-${n}`
      }
      own(next[field], ownerOf(row))
    }
  }
  for (const row of rows) {
    if (!claims(row)) continue
    for (const field of ['slugDe', 'slugEn'] as const) {
      const slug = row.next[field]
      // The row that gives a slug another product keeps is the one in error.
      const kept = row.productId !== null && catalog.get(row.productId)?.[field] === slug
      if (!kept && (owners.get(slug)?.size ?? 0) > 1) {
        row.problems.push({ code: 'slugTaken', field, slug })
      }
    }
  }
}

/** A product as the file lists it: the catalog's facts by column (category title added). */
export function productFileRecord(product: ProductFacts, categoryTitle: string) {
  const record: Record<ProductColumn, string | number> = {
    product_id: product.id,
    type: product.type,
    title_de: product.titleDe,
    title_en: product.titleEn,
    slug_de: product.slugDe,
    slug_en: product.slugEn,
    feature_desc_de: product.featureDescDe,
    feature_desc_en: product.featureDescEn,
    seo_title_de: product.seoTitleDe,
    seo_title_en: product.seoTitleEn,
    meta_description_de: product.metaDescriptionDe,
    meta_description_en: product.metaDescriptionEn,
    keywords: product.keywords,
    category_id: product.defaultMenuId,
    category: categoryTitle,
    online: product.isActive ? 'ja' : 'nein',
  }
  return PRODUCT_FILE_COLUMNS.map((column) => record[column.key])
}

/** The catalog's product row as flat fields. */
export function productFields(row: {
  type: number
  title: Localized
  slugDe: string
  slugEn: string
  featureDesc: Localized
  seoTitle: Localized
  metaDescription: Localized
  keywords: string
  defaultMenuId: number
  isActive: boolean
}): ProductFields {
  return {
    type: row.type,
    titleDe: row.title.de,
    titleEn: row.title.en,
    slugDe: row.slugDe,
    slugEn: row.slugEn,
    featureDescDe: row.featureDesc.de,
    featureDescEn: row.featureDesc.en,
    seoTitleDe: row.seoTitle.de,
    seoTitleEn: row.seoTitle.en,
    metaDescriptionDe: row.metaDescription.de,
    metaDescriptionEn: row.metaDescription.en,
    keywords: row.keywords,
    defaultMenuId: row.defaultMenuId,
    isActive: row.isActive,
  }
}
