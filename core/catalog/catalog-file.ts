import { parse } from 'csv-parse/sync'

// CONT-4/CONT-8 (decisions 0026, 0028): what the catalog's CSV files share — reading a file as
// Excel writes it back (semicolons, BOM, CRLF, quotes; headings in German or as machine keys, in
// any order), the limits, and how cells are written so a spreadsheet never runs them.

/** A file holds at most this much (500 products of many combinations fit easily). */
export const CATALOG_FILE_MAX_BYTES = 2 * 1024 * 1024
export const CATALOG_FILE_MAX_ROWS = 20_000

export interface FileColumn<K extends string> {
  key: K
  heading: string
}

export type FileProblem =
  | { code: 'empty' }
  | { code: 'tooLarge'; maxBytes: number }
  | { code: 'tooManyRows'; maxRows: number }
  | { code: 'notCsv' }
  | { code: 'header'; missing: string[] }

export interface ReadRow<K extends string> {
  /** The row's line in the file as a spreadsheet numbers it (the heading is line 1). */
  line: number
  cells: Record<K, string>
  width: number
}

export type ReadFile<K extends string> =
  | { ok: true; rows: ReadRow<K>[]; width: number; present: ReadonlySet<K> }
  | { ok: false; problem: FileProblem }

/** The file's records by column, or the problem that stops it as a whole. */
export function readCatalogFile<K extends string>(
  text: string,
  columns: readonly FileColumn<K>[],
  required: readonly K[],
): ReadFile<K> {
  if (new TextEncoder().encode(text).length > CATALOG_FILE_MAX_BYTES) {
    return { ok: false, problem: { code: 'tooLarge', maxBytes: CATALOG_FILE_MAX_BYTES } }
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
      to: CATALOG_FILE_MAX_ROWS + 2,
    }) as string[][]
  } catch {
    return { ok: false, problem: { code: 'notCsv' } }
  }
  const [header, ...body] = records
  if (!header) return { ok: false, problem: { code: 'empty' } }
  if (body.length > CATALOG_FILE_MAX_ROWS) {
    return { ok: false, problem: { code: 'tooManyRows', maxRows: CATALOG_FILE_MAX_ROWS } }
  }
  const indexOf = new Map<K, number>()
  header.forEach((cell, index) => {
    const name = cell.trim().toLowerCase()
    const column = columns.find((c) => c.key === name || c.heading.toLowerCase() === name)
    if (column && !indexOf.has(column.key)) indexOf.set(column.key, index)
  })
  const missing = required.filter((key) => !indexOf.has(key))
  if (missing.length > 0) {
    // One column only: the file was likely saved with commas instead of semicolons.
    if (header.length === 1) return { ok: false, problem: { code: 'notCsv' } }
    return {
      ok: false,
      problem: {
        code: 'header',
        missing: missing.map((key) => columns.find((c) => c.key === key)!.heading),
      },
    }
  }
  const rows = body.map((record, index) => {
    const cells = {} as Record<K, string>
    for (const { key } of columns) {
      const at = indexOf.get(key)
      cells[key] = at === undefined ? '' : readCell(record[at] ?? '')
    }
    return { line: index + 2, cells, width: record.length }
  })
  return { ok: true, rows, width: header.length, present: new Set(indexOf.keys()) }
}

export const wholeNumber = (text: string): number | null =>
  /^\d{1,9}$/.test(text) ? Number(text) : null

const YES = ['ja', 'yes', 'j', 'y', '1', 'x', 'true', 'wahr']
const NO = ['nein', 'no', 'n', '0', 'false', 'falsch']

/** "ja"/"nein" as Excel users type it; null when it is neither. */
export function yesNo(text: string): boolean | null {
  const value = text.toLowerCase()
  if (YES.includes(value)) return true
  if (NO.includes(value)) return false
  return null
}

/** A cell a spreadsheet would read as a formula is written as text (CSV injection). */
export const safeCell = (value: string | number) =>
  typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value

/** …and read back as it was: the quote `safeCell` put in front goes again. */
const readCell = (cell: string) => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell)

/** Cents as the file writes them: 1250 -> '12,50' (no grouping, decimal comma). */
export const eurosCell = (cents: number) => (cents / 100).toFixed(2).replace('.', ',')
