import { describe, expect, it } from 'vitest'
import {
  checkPriceRows,
  type CombinationPrices,
  PRICE_COLUMNS,
  PRICE_FILE_MAX_ROWS,
  readPriceFile,
} from './price-import.ts'

// CONT-4: the price file as Excel writes it back, and each row against the catalog.

const catalog = new Map<number, CombinationPrices>(
  [
    {
      combinationId: 11,
      productId: 1,
      priceCents: 12_900,
      additionalPriceCents: 0,
      stock: 999,
      isActive: true,
      sku: null,
    },
    {
      combinationId: 12,
      productId: 1,
      priceCents: 15_900,
      additionalPriceCents: 500,
      stock: 10,
      isActive: true,
      sku: null,
    },
    {
      combinationId: 21,
      productId: 2,
      priceCents: 4_990,
      additionalPriceCents: 0,
      stock: 0,
      isActive: false,
      sku: null as string | null,
    },
  ].map((c) => [c.combinationId, c]),
)
const header = PRICE_COLUMNS.map((c) => c.heading).join(';')

function check(text: string) {
  const file = readPriceFile(text)
  if (!file.ok) throw new Error(`file refused: ${file.problem.code}`)
  return checkPriceRows(file, catalog)
}

describe('readPriceFile and checkPriceRows', () => {
  it('reads what the export writes: BOM, CRLF, quotes, decimal comma; unchanged rows stay so', () => {
    const text =
      `\uFEFF${header}\r\n` +
      `1;roll-up;"Roll-Up ""Classic"", 85 cm";11;"Breite: 85; Druck: ja";129,00;0,00;999;ja\r\n` +
      `1;roll-up;Roll-Up;12;;159,00;5,00;10;ja\r\n`
    expect(check(text)).toMatchObject({ changed: 0, unchanged: 2, errors: 0 })
    expect(check(text).rows[0]).toMatchObject({
      line: 2,
      productTitle: 'Roll-Up "Classic", 85 cm',
      options: 'Breite: 85; Druck: ja',
    })
  })

  it('lists old and new per changed field, taking decimal point and comma alike', () => {
    const text = `${header}\n1;;;11;;"12,50";0;999;ja\n1;;;12;;159.00;5.5;7;nein\n2;;;21;;49,90;;;\n`
    const result = check(text)
    expect(result).toMatchObject({ changed: 2, unchanged: 1, errors: 0 })
    expect(result.rows[0]!.changes).toEqual([{ field: 'priceCents', before: 12_900, after: 1_250 }])
    expect(result.rows[1]!.changes).toEqual([
      { field: 'additionalPriceCents', before: 500, after: 550 },
      { field: 'stock', before: 10, after: 7 },
      { field: 'isActive', before: true, after: false },
    ])
    expect(result.rows[2]!.status).toBe('unchanged')
  })

  it('accepts machine keys as headings, in another order', () => {
    const text = `price;combination_id;product_id;additional_price\n130;11;1;0\n`
    expect(check(text).rows[0]!.changes).toEqual([
      { field: 'priceCents', before: 12_900, after: 13_000 },
    ])
  })

  it('names every problem of a row', () => {
    const text = [
      header,
      '1;;;99;;1,00;0;1;ja',
      '2;;;11;;1,00;0;1;ja',
      '1;;;12;;-5;abc;1,5;vielleicht',
      '1;;;12;;1,00;0;1;ja;;extra',
      'x;;;;;1;0;1;ja',
    ].join('\n')
    const rows = check(text).rows
    expect(rows.map((row) => row.status)).toEqual(['error', 'error', 'error', 'error', 'error'])
    expect(rows[0]!.problems).toEqual([{ code: 'unknownCombination', combinationId: 99 }])
    expect(rows[1]!.problems).toEqual([{ code: 'otherProduct', combinationId: 11, productId: 1 }])
    expect(rows[2]!.problems.map((p) => p.code)).toEqual([
      'price',
      'additionalPrice',
      'stock',
      'active',
    ])
    expect(rows[3]!.problems).toEqual([
      { code: 'columns', expected: 10, found: 11 },
      { code: 'duplicate', firstLine: 4 },
    ])
    expect(rows[4]!.problems).toEqual([{ code: 'combinationId' }])
  })

  it('sets, keeps and clears article numbers, never one for two combinations', () => {
    const withSkus = new Map(catalog)
    withSkus.set(12, { ...catalog.get(12)!, sku: 'RU-12' })
    const run = (text: string) => {
      const file = readPriceFile(text)
      if (!file.ok) throw new Error(file.problem.code)
      return checkPriceRows(file, withSkus)
    }
    // Without the column the article numbers stay; an empty cell clears one.
    const old = 'Produkt-ID;Kombinations-ID;Preis EUR;Aufpreis EUR\n1;12;159,00;5,00\n'
    expect(run(old).rows[0]!.status).toBe('unchanged')
    const cleared = run(`${header}\n1;;;12;;159,00;5,00;10;ja;\n`)
    expect(cleared.rows[0]!.changes).toEqual([{ field: 'sku', before: 'RU-12', after: null }])
    // Moving a number from one combination to another in one file is fine…
    const moved = run(`${header}\n1;;;12;;159,00;5,00;10;ja;RU-X\n1;;;11;;129,00;0;999;ja;RU-12\n`)
    expect(moved).toMatchObject({ changed: 2, errors: 0 })
    // …taking one that stays with another combination, giving one twice or a bad one is not.
    const taken = run(`${header}\n1;;;11;;129,00;0;999;ja;RU-12\n`)
    expect(taken.rows[0]!.problems).toEqual([{ code: 'skuTaken', sku: 'RU-12', combinationId: 12 }])
    const twice = run(`${header}\n1;;;11;;129,00;0;999;ja;NEW\n2;;;21;;49,90;0;0;nein;NEW\n`)
    expect(twice.rows.map((row) => row.problems[0]?.code)).toEqual(['skuTaken', 'skuTaken'])
    expect(run(`${header}\n1;;;11;;129,00;0;999;ja;ä b\n`).rows[0]!.problems).toEqual([
      { code: 'sku' },
    ])
  })

  it('refuses a file without the needed columns, a comma-separated one and one too long', () => {
    expect(readPriceFile('')).toEqual({ ok: false, problem: { code: 'empty' } })
    expect(readPriceFile('a;b\n1;2')).toMatchObject({
      ok: false,
      problem: {
        code: 'header',
        missing: ['Kombinations-ID', 'Produkt-ID', 'Preis EUR', 'Aufpreis EUR'],
      },
    })
    expect(readPriceFile('Produkt-ID,Kombinations-ID,Preis EUR\n1,2,3')).toEqual({
      ok: false,
      problem: { code: 'notCsv' },
    })
    const long = `${header}\n${'1;;;11;;1;0;1;ja\n'.repeat(PRICE_FILE_MAX_ROWS + 1)}`
    expect(readPriceFile(long)).toMatchObject({ ok: false, problem: { code: 'tooManyRows' } })
    expect(readPriceFile(`${header}\n${'x'.repeat(3 * 1024 * 1024)}`)).toMatchObject({
      ok: false,
      problem: { code: 'tooLarge' },
    })
  })
})
