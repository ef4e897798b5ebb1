import {
  CATALOG_FILE_MAX_BYTES,
  CATALOG_FILE_MAX_ROWS,
  eurosCell,
  type FileProblem,
  readCatalogFile,
  type ReadRow,
  safeCell,
  wholeNumber,
  yesNo,
} from './catalog-file.ts'
import { parseEuros } from '#core/money/money.ts'
import { SKU } from './product-editor.ts'

// CONT-4 (decision 0026): the price file — one row per combination, semicolons, decimal comma,
// UTF-8 with BOM. Reading it and comparing it with the catalog is pure, so the dry run and the
// import inside its transaction apply the very same checks.

/** The file's columns in order: machine key and the German heading the export writes. */
export const PRICE_COLUMNS = [
  { key: 'product_id', heading: 'Produkt-ID', editable: false },
  { key: 'product_slug', heading: 'Produkt-Slug', editable: false },
  { key: 'product_title', heading: 'Produkt', editable: false },
  { key: 'combination_id', heading: 'Kombinations-ID', editable: false },
  { key: 'options', heading: 'Optionen', editable: false },
  { key: 'price', heading: 'Preis EUR', editable: true },
  { key: 'additional_price', heading: 'Aufpreis EUR', editable: true },
  { key: 'stock', heading: 'Bestand', editable: true },
  { key: 'active', heading: 'Aktiv', editable: true },
  { key: 'sku', heading: 'Artikelnummer', editable: true },
] as const

export type PriceColumn = (typeof PRICE_COLUMNS)[number]['key']

/** CONT-4: the price file's limits are the catalog files' (decision 0026). */
export const PRICE_FILE_MAX_BYTES = CATALOG_FILE_MAX_BYTES
export const PRICE_FILE_MAX_ROWS = CATALOG_FILE_MAX_ROWS

/** What the catalog holds for one combination: the fields the file may change, and its owner. */
export interface CombinationPrices {
  combinationId: number
  productId: number
  priceCents: number
  additionalPriceCents: number
  stock: number
  isActive: boolean
  /** The article number (CONT-6: unique when given). */
  sku: string | null
}

export type PriceField = 'priceCents' | 'additionalPriceCents' | 'stock' | 'isActive' | 'sku'
type PriceValue = number | boolean | string | null

export type RowProblem =
  | { code: 'columns'; expected: number; found: number }
  | { code: 'combinationId' }
  | { code: 'unknownCombination'; combinationId: number }
  | { code: 'otherProduct'; combinationId: number; productId: number }
  | { code: 'duplicate'; firstLine: number }
  | { code: 'price' }
  | { code: 'additionalPrice' }
  | { code: 'stock' }
  | { code: 'active' }
  | { code: 'sku' }
  | { code: 'skuTaken'; sku: string; combinationId: number }

export interface PriceRow {
  /** The row's line in the file as a spreadsheet numbers it (the heading is line 1). */
  line: number
  combinationId: number | null
  productId: number | null
  productTitle: string
  options: string
  status: 'unchanged' | 'changed' | 'error'
  changes: { field: PriceField; before: PriceValue; after: PriceValue }[]
  problems: RowProblem[]
}

export interface PriceCheck {
  rows: PriceRow[]
  changed: number
  unchanged: number
  errors: number
}

/**
 * The file's records by column, or the problem that stops it as a whole. Accepts what Excel
 * writes back: a BOM, CRLF, quoted fields, headings in German or as machine keys in any order.
 */
export const readPriceFile = (text: string) =>
  readCatalogFile(text, PRICE_COLUMNS, [
    'combination_id',
    'product_id',
    'price',
    'additional_price',
  ])

/**
 * Each row against the catalog: unchanged, changed (old and new per field) or in error (every
 * reason). Columns left out of the file (stock, active, article number) keep the catalog's
 * value; an article number is unique among all combinations after the import (CONT-6).
 */
export function checkPriceRows(
  file: { rows: ReadRow<PriceColumn>[]; width: number; present: ReadonlySet<PriceColumn> },
  catalog: ReadonlyMap<number, CombinationPrices>,
): PriceCheck {
  const seen = new Map<number, number>()
  const rows = file.rows.map((read): PriceRow => {
    const { cells } = read
    const problems: RowProblem[] = []
    if (read.width > file.width) {
      problems.push({ code: 'columns', expected: file.width, found: read.width })
    }
    const combinationId = wholeNumber(cells.combination_id)
    const productId = wholeNumber(cells.product_id)
    const current = combinationId === null ? undefined : catalog.get(combinationId)
    if (combinationId === null) problems.push({ code: 'combinationId' })
    else if (!current) problems.push({ code: 'unknownCombination', combinationId })
    else if (productId !== current.productId) {
      problems.push({ code: 'otherProduct', combinationId, productId: current.productId })
    }
    if (combinationId !== null) {
      const firstLine = seen.get(combinationId)
      if (firstLine !== undefined) problems.push({ code: 'duplicate', firstLine })
      else seen.set(combinationId, read.line)
    }
    const price = parseEuros(cells.price)
    if (price === null) problems.push({ code: 'price' })
    const additional = cells.additional_price === '' ? 0 : parseEuros(cells.additional_price)
    if (additional === null) problems.push({ code: 'additionalPrice' })
    const stock = cells.stock === '' ? current?.stock : wholeNumber(cells.stock)
    if (stock === null) problems.push({ code: 'stock' })
    const active = cells.active === '' ? current?.isActive : yesNo(cells.active)
    if (active === null) problems.push({ code: 'active' })
    const sku = !file.present.has('sku')
      ? current?.sku
      : cells.sku === ''
        ? null
        : SKU.test(cells.sku)
          ? cells.sku
          : undefined
    if (sku === undefined && current) problems.push({ code: 'sku' })

    const base = {
      line: read.line,
      combinationId,
      productId,
      productTitle: cells.product_title,
      options: cells.options,
    }
    if (problems.length > 0 || !current) {
      return { ...base, status: 'error', changes: [], problems }
    }
    const next = {
      priceCents: price!,
      additionalPriceCents: additional!,
      stock: stock!,
      isActive: active!,
      sku: sku!,
    }
    const changes = (Object.keys(next) as PriceField[])
      .filter((field) => next[field] !== current[field])
      .map((field) => ({ field, before: current[field], after: next[field] }))
    return { ...base, status: changes.length > 0 ? 'changed' : 'unchanged', changes, problems }
  })
  refuseTakenSkus(rows, catalog)
  return {
    rows,
    changed: rows.filter((row) => row.status === 'changed').length,
    unchanged: rows.filter((row) => row.status === 'unchanged').length,
    errors: rows.filter((row) => row.status === 'error').length,
  }
}

/** Two combinations never end up with one article number: the row that gives it is refused. */
function refuseTakenSkus(rows: PriceRow[], catalog: ReadonlyMap<number, CombinationPrices>) {
  const skuOf = new Map([...catalog.values()].map((c) => [c.combinationId, c.sku]))
  const given = new Map<number, PriceRow>()
  for (const row of rows) {
    const change = row.changes.find((c) => c.field === 'sku')
    if (!change || row.status === 'error') continue
    skuOf.set(row.combinationId!, change.after as string | null)
    given.set(row.combinationId!, row)
  }
  const holders = new Map<string, number[]>()
  for (const [id, sku] of skuOf) if (sku) holders.set(sku, [...(holders.get(sku) ?? []), id])
  for (const [sku, ids] of holders) {
    if (ids.length < 2) continue
    for (const id of ids) {
      const row = given.get(id)
      if (!row) continue
      const other = ids.find((candidate) => candidate !== id)!
      row.problems.push({ code: 'skuTaken', sku, combinationId: other })
      row.status = 'error'
      row.changes = []
    }
  }
}

export { eurosCell, type FileProblem, safeCell }
