import { parse } from 'csv-parse/sync'
import { parseEuros } from '#core/money/money.ts'

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
] as const

export type PriceColumn = (typeof PRICE_COLUMNS)[number]['key']

/** CONT-4: a file holds at most this much (500 products of many combinations fit easily). */
export const PRICE_FILE_MAX_BYTES = 2 * 1024 * 1024
export const PRICE_FILE_MAX_ROWS = 20_000

/** What the catalog holds for one combination: the fields the file may change, and its owner. */
export interface CombinationPrices {
  combinationId: number
  productId: number
  priceCents: number
  additionalPriceCents: number
  stock: number
  isActive: boolean
}

export type PriceField = 'priceCents' | 'additionalPriceCents' | 'stock' | 'isActive'

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

export type FileProblem =
  | { code: 'empty' }
  | { code: 'tooLarge'; maxBytes: number }
  | { code: 'tooManyRows'; maxRows: number }
  | { code: 'notCsv' }
  | { code: 'header'; missing: string[] }

export interface PriceRow {
  /** The row's line in the file as a spreadsheet numbers it (the heading is line 1). */
  line: number
  combinationId: number | null
  productId: number | null
  productTitle: string
  options: string
  status: 'unchanged' | 'changed' | 'error'
  changes: { field: PriceField; before: number | boolean; after: number | boolean }[]
  problems: RowProblem[]
}

export interface PriceCheck {
  rows: PriceRow[]
  changed: number
  unchanged: number
  errors: number
}

interface ReadRow {
  line: number
  cells: Record<PriceColumn, string>
  width: number
}

/**
 * The file's records by column, or the problem that stops it as a whole. Accepts what Excel
 * writes back: a BOM, CRLF, quoted fields, headings in German or as machine keys in any order.
 */
export function readPriceFile(
  text: string,
): { ok: true; rows: ReadRow[]; width: number } | { ok: false; problem: FileProblem } {
  if (new TextEncoder().encode(text).length > PRICE_FILE_MAX_BYTES) {
    return { ok: false, problem: { code: 'tooLarge', maxBytes: PRICE_FILE_MAX_BYTES } }
  }
  let records: string[][]
  try {
    records = parse(text, {
      bom: true,
      delimiter: ';',
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      info: false,
      to: PRICE_FILE_MAX_ROWS + 2,
    }) as string[][]
  } catch {
    return { ok: false, problem: { code: 'notCsv' } }
  }
  const [header, ...body] = records
  if (!header) return { ok: false, problem: { code: 'empty' } }
  if (body.length > PRICE_FILE_MAX_ROWS) {
    return { ok: false, problem: { code: 'tooManyRows', maxRows: PRICE_FILE_MAX_ROWS } }
  }
  const indexOf = new Map<PriceColumn, number>()
  header.forEach((cell, index) => {
    const name = cell.trim().toLowerCase()
    const column = PRICE_COLUMNS.find((c) => c.key === name || c.heading.toLowerCase() === name)
    if (column && !indexOf.has(column.key)) indexOf.set(column.key, index)
  })
  const required: PriceColumn[] = ['combination_id', 'product_id', 'price', 'additional_price']
  const missing = required.filter((key) => !indexOf.has(key))
  if (missing.length > 0) {
    // One column only: the file was likely saved with commas instead of semicolons.
    if (header.length === 1) return { ok: false, problem: { code: 'notCsv' } }
    return {
      ok: false,
      problem: {
        code: 'header',
        missing: missing.map((key) => PRICE_COLUMNS.find((c) => c.key === key)!.heading),
      },
    }
  }
  const rows = body.map((record, index) => {
    const cells = {} as Record<PriceColumn, string>
    for (const { key } of PRICE_COLUMNS) {
      const at = indexOf.get(key)
      cells[key] = at === undefined ? '' : (record[at] ?? '')
    }
    return { line: index + 2, cells, width: record.length }
  })
  return { ok: true, rows, width: header.length }
}

const wholeNumber = (text: string): number | null => (/^\d{1,9}$/.test(text) ? Number(text) : null)

const YES = ['ja', 'yes', 'j', 'y', '1', 'x', 'true', 'wahr']
const NO = ['nein', 'no', 'n', '0', 'false', 'falsch']

function activeOf(text: string): boolean | null {
  const value = text.toLowerCase()
  if (YES.includes(value)) return true
  if (NO.includes(value)) return false
  return null
}

/**
 * Each row against the catalog: unchanged, changed (old and new per field) or in error (every
 * reason). Columns left out of the file (stock, active) keep the catalog's value.
 */
export function checkPriceRows(
  file: { rows: ReadRow[]; width: number },
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
    const active = cells.active === '' ? current?.isActive : activeOf(cells.active)
    if (active === null) problems.push({ code: 'active' })

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
    }
    const changes = (Object.keys(next) as PriceField[])
      .filter((field) => next[field] !== current[field])
      .map((field) => ({ field, before: current[field], after: next[field] }))
    return { ...base, status: changes.length > 0 ? 'changed' : 'unchanged', changes, problems }
  })
  return {
    rows,
    changed: rows.filter((row) => row.status === 'changed').length,
    unchanged: rows.filter((row) => row.status === 'unchanged').length,
    errors: rows.filter((row) => row.status === 'error').length,
  }
}

/** A cell a spreadsheet would read as a formula is written as text (CSV injection). */
export const safeCell = (value: string | number) =>
  typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value

/** Cents as the file writes them: 1250 -> '12,50' (no grouping, decimal comma). */
export const eurosCell = (cents: number) => (cents / 100).toFixed(2).replace('.', ',')
