import { describe, expect, it } from 'vitest'
import {
  checkProductRows,
  PRODUCT_FILE_COLUMNS,
  type ProductFacts,
  productFileRecord,
  readProductFile,
} from './product-file.ts'

// CONT-8: the product file against the catalog — changes, new products, slugs and publishing.

const product = (id: number, slug: string, more: Partial<ProductFacts> = {}): ProductFacts => ({
  id,
  type: 1,
  titleDe: `Produkt ${id}`,
  titleEn: `Product ${id}`,
  slugDe: slug,
  slugEn: `${slug}-en`,
  featureDescDe: '',
  featureDescEn: '',
  seoTitleDe: '',
  seoTitleEn: '',
  metaDescriptionDe: '',
  metaDescriptionEn: '',
  keywords: '',
  defaultMenuId: 10,
  isActive: true,
  publishable: true,
  ...more,
})

const catalog = new Map(
  [
    product(1, 'roll-up'),
    product(2, 'theke'),
    product(3, 'flyer', { isActive: false, publishable: false }),
  ].map((p) => [p.id, p]),
)
const subcategories = new Set([10, 11])
const header = PRODUCT_FILE_COLUMNS.map((c) => c.heading).join(';')
const line = (p: ProductFacts) => productFileRecord(p, 'Roll-Ups').join(';')

function check(text: string) {
  const file = readProductFile(text)
  if (!file.ok) throw new Error(`file refused: ${file.problem.code}`)
  return checkProductRows(file, catalog, subcategories)
}

describe('checkProductRows', () => {
  it('reads its own export back unchanged', () => {
    const text = `\uFEFF${header}\r\n${[...catalog.values()].map(line).join('\r\n')}\r\n`
    expect(check(text)).toMatchObject({ changed: 0, created: 0, unchanged: 3, errors: 0 })
  })

  it('lists old and new of each changed field; an empty slug takes the title', () => {
    const changed = {
      ...product(1, 'roll-up'),
      slugDe: '',
      titleDe: 'Roll-Up Öko',
      keywords: 'banner',
      defaultMenuId: 11,
    }
    const result = check(`${header}\n${line(changed)}\n`)
    expect(result.rows[0]!.status).toBe('changed')
    expect(result.rows[0]!.changes).toEqual([
      { field: 'titleDe', before: 'Produkt 1', after: 'Roll-Up Öko' },
      { field: 'slugDe', before: 'roll-up', after: 'roll-up-oeko' },
      { field: 'keywords', before: '', after: 'banner' },
      { field: 'defaultMenuId', before: 10, after: 11 },
    ])
  })

  it('creates a product from a row without id, offline, with the first free slug', () => {
    const text = [
      'Produkt-ID;Titel DE;Titel EN;Hauptkategorie-ID',
      ';Theke;Counter;11',
      ';Theke;Counter 2;11',
    ].join('\n')
    const result = check(text)
    expect(result).toMatchObject({ created: 2, errors: 0 })
    expect(result.rows.map((row) => [row.next?.slugDe, row.next?.slugEn])).toEqual([
      ['theke-2', 'counter'],
      ['theke-3', 'counter-2'],
    ])
    expect(result.rows[0]!.next).toMatchObject({ isActive: false, type: 1, defaultMenuId: 11 })
  })

  it('names every problem of a row', () => {
    const text = [
      'Produkt-ID;Titel DE;Titel EN;Slug DE;Hauptkategorie-ID;Online;Typ',
      '99;A;B;;10;ja;1',
      'x;A;B;;10;;',
      ';;B;;;ja;3',
      '3;Flyer;Flyer;;10;ja;',
      '1;Roll-Up;Roll-Up;theke;12;vielleicht;',
      '2;Theke;Counter;Böse Slug;10;;',
      '2;Theke;Counter;;10;;',
    ].join('\n')
    const rows = check(text).rows
    expect(rows.every((row) => row.status === 'error')).toBe(true)
    expect(rows[0]!.problems).toEqual([{ code: 'unknownProduct', productId: 99 }])
    expect(rows[1]!.problems).toEqual([{ code: 'productId' }])
    expect(rows[2]!.problems.map((p) => p.code)).toEqual([
      'type',
      'required',
      'category',
      'newOnline',
    ])
    expect(rows[3]!.problems).toEqual([{ code: 'notPublishable' }])
    expect(rows[4]!.problems.map((p) => p.code)).toEqual(['category', 'online', 'slugTaken'])
    expect(rows[5]!.problems).toEqual([{ code: 'slugInvalid', field: 'slugDe' }])
    expect(rows[6]!.problems).toEqual([{ code: 'duplicate', firstLine: 7 }])
  })

  it('lets two products swap slugs in one file', () => {
    const text = [
      'Produkt-ID;Titel DE;Titel EN;Slug DE',
      '1;Produkt 1;Product 1;theke',
      '2;Produkt 2;Product 2;roll-up',
    ].join('\n')
    expect(check(text)).toMatchObject({ changed: 2, errors: 0 })
  })

  it('reads a formula-looking title back as written', () => {
    const minus = { ...product(2, 'theke'), titleDe: '-50 % Theke' }
    const cells = productFileRecord(minus, '')
    expect(cells[2]).toBe('-50 % Theke')
    const text = `${header}\n${cells.map((c) => (c === '-50 % Theke' ? `'${c}` : c)).join(';')}\n`
    expect(check(text).rows[0]!.changes).toEqual([
      { field: 'titleDe', before: 'Produkt 2', after: '-50 % Theke' },
    ])
  })
})
