import { createHash, randomBytes } from 'node:crypto'
import { stringify } from 'csv-stringify/sync'
import { asc, eq, sql } from 'drizzle-orm'
import { safeCell } from '#core/catalog/catalog-file.ts'
import {
  checkProductRows,
  PRODUCT_FILE_COLUMNS,
  type ProductFacts,
  type ProductFields,
  type ProductFileCheck,
  type ProductFileRow,
  type ProductRowProblem,
  productFields,
  productFileRecord,
  readProductFile,
} from '#core/catalog/product-file.ts'
import { type Locale, pick } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { Db, Tx } from '#server/db/client.ts'
import {
  productCombinations,
  productDurations,
  productMenus,
  products,
} from '#server/db/schema/index.ts'
import { AppError } from '#core/errors/errors.ts'
import { subcategoryTitles } from '#server/modules/content/category-reads.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import { catalogFileError } from './catalog-file-error.ts'
import { assertEditor, createProductEdit, type EditDeps } from './product-edit.ts'
import { insertNewProduct, listedMenus, redirectOldPaths } from './products-admin.ts'

// CONT-8 (decision 0028): the products as a file — exported, checked in a dry run that writes
// nothing, and imported all or nothing in one transaction, audited as one entry. Changed slugs
// and main categories leave redirects like the editor's (ROUTE-4); new products start offline.

export interface ProductFileRowView extends Omit<ProductFileRow, 'problems' | 'next'> {
  problems: string[]
}

export interface ProductFileDryRun {
  rows: ProductFileRowView[]
  changed: number
  created: number
  unchanged: number
  errors: number
  /** The titles of the main categories the changes name, by id. */
  categories: Record<number, string>
  /** What the import must find again: a hash of the changes this dry run showed. */
  fingerprint: string
}

/** The audit entry names each product's changes up to this many rows. */
const AUDIT_DETAIL_LIMIT = 200

export function createProductFileAdmin(deps: EditDeps) {
  const { db } = deps
  const { afterCommit } = createProductEdit(deps)

  async function catalogFacts(reader: Pick<Db, 'select'>, lock = false) {
    const orderable = sql<boolean>`exists (
      select 1 from ${productCombinations} c
       where c.product_id = ${products.id} and c.is_active
         and c.price_cents + c.real_price_cents + c.additional_price_cents > 0)
      and exists (select 1 from ${productDurations} d where d.product_id = ${products.id})`
    const query = reader
      .select({ row: products, publishable: orderable })
      .from(products)
      .orderBy(asc(products.position), asc(products.id))
    const rows = lock ? await query.for('update', { of: products }) : await query
    return new Map<number, ProductFacts>(
      rows.map(({ row, publishable }) => [
        row.id,
        { id: row.id, ...productFields(row), publishable: Boolean(publishable) },
      ]),
    )
  }

  const categories = subcategoryTitles

  async function check(reader: Pick<Db, 'select'>, text: string, locale: Locale, lock = false) {
    const file = readProductFile(text)
    if (!file.ok) throw catalogFileError(file.problem, locale)
    const [catalog, subcategories] = [await catalogFacts(reader, lock), await categories(reader)]
    const result = checkProductRows(file, catalog, new Set(subcategories.keys()))
    return { result, catalog, subcategories }
  }

  return {
    /** CONT-8: every product (or those of one category) as the product file. */
    async exportCsv(actor: StaffMember, locale: Locale, menuId?: number): Promise<string> {
      assertEditor(actor, locale)
      const [catalog, titles] = [await catalogFacts(db), await categories(db)]
      const listed = menuId
        ? new Set(
            (
              await db
                .select({ id: productMenus.productId })
                .from(productMenus)
                .where(eq(productMenus.menuId, menuId))
            ).map((row) => row.id),
          )
        : undefined
      const records = [...catalog.values()]
        .filter((product) => !listed || listed.has(product.id))
        .map((product) => {
          const title = titles.get(product.defaultMenuId)
          return productFileRecord(product, title ? pick(title, 'de') : '').map(safeCell)
        })
      const header = PRODUCT_FILE_COLUMNS.map((column) => column.heading)
      return `\uFEFF${stringify([header, ...records], { delimiter: ';', record_delimiter: '\r\n' })}`
    },

    /** The dry run: every row unchanged, changed, new or in error, with the reasons. */
    async dryRun(actor: StaffMember, text: string, locale: Locale): Promise<ProductFileDryRun> {
      assertEditor(actor, locale)
      const { result, subcategories } = await check(db, text, locale)
      const named = result.rows.flatMap((row) =>
        row.changes.filter((c) => c.field === 'defaultMenuId').flatMap((c) => [c.before, c.after]),
      )
      const categories = Object.fromEntries(
        named.flatMap((id) => {
          const title = subcategories.get(Number(id))
          return title ? [[Number(id), pick(title, locale)]] : []
        }),
      )
      return {
        categories,
        rows: result.rows.map(({ next: _next, ...row }) => ({
          ...row,
          problems: row.problems.map((problem) => problemText(problem, locale)),
        })),
        changed: result.changed,
        created: result.created,
        unchanged: result.unchanged,
        errors: result.errors,
        fingerprint: fingerprintOf(result),
      }
    },

    /**
     * Writes the file in one transaction, only when the same checks, run again on the locked
     * products, find no error and exactly the changes the dry run showed.
     */
    async importFile(actor: StaffMember, text: string, fingerprint: string, locale: Locale) {
      assertEditor(actor, locale)
      const done = await db.transaction(async (tx) => {
        const { result, catalog } = await check(tx, text, locale, true)
        if (result.errors > 0 || fingerprintOf(result) !== fingerprint) {
          throw new AppError('conflict', translate(locale, 'adminCatalog.productsChangedSince'))
        }
        const changed = result.rows.filter((row) => row.status === 'changed')
        const fresh = result.rows.filter((row) => row.status === 'new')
        const redirected = await applyChanges(tx, changed, catalog, locale)
        const createdIds = await createProducts(tx, fresh)
        await deps.audit(tx, {
          staffId: actor.id,
          action: 'catalog.productImport',
          objectType: 'catalog',
          objectId: 'products',
          after: {
            changed: changed.length,
            created: fresh.length,
            unchanged: result.unchanged,
            productIds: changed.map((row) => row.productId),
            createdIds,
            ...(changed.length <= AUDIT_DETAIL_LIMIT && {
              changes: Object.fromEntries(
                changed.map((row) => [
                  row.productId,
                  Object.fromEntries(row.changes.map((c) => [c.field, [c.before, c.after]])),
                ]),
              ),
            }),
          },
        })
        return { changed: changed.length, created: fresh.length, redirected }
      })
      await afterCommit({
        topics: done.redirected ? ['menus', 'redirections'] : ['menus'],
        words: done.changed + done.created > 0,
      })
      return { changed: done.changed, created: done.created }
    },
  }
}

/** A row's fields as the product's columns. */
function columnsOf(next: ProductFields) {
  return {
    type: next.type,
    title: { de: next.titleDe, en: next.titleEn },
    slugDe: next.slugDe,
    slugEn: next.slugEn,
    featureDesc: { de: next.featureDescDe, en: next.featureDescEn },
    seoTitle: { de: next.seoTitleDe, en: next.seoTitleEn },
    metaDescription: { de: next.metaDescriptionDe, en: next.metaDescriptionEn },
    keywords: next.keywords,
    defaultMenuId: next.defaultMenuId,
    isActive: next.isActive,
  }
}

/** The changed products' new fields; a slug or main category that moved leaves redirects. */
async function applyChanges(
  tx: Tx,
  rows: ProductFileRow[],
  catalog: ReadonlyMap<number, ProductFacts>,
  locale: Locale,
): Promise<boolean> {
  // Slugs may move between products in one file: the moving ones step aside first (unique).
  const moving = rows.filter((row) => row.changes.some((c) => c.field.startsWith('slug')))
  for (const row of moving) {
    const aside = `~${row.productId}-${randomBytes(4).toString('hex')}`
    await tx
      .update(products)
      .set({ slugDe: `${aside}-de`, slugEn: `${aside}-en` })
      .where(eq(products.id, row.productId!))
  }
  let redirected = false
  for (const row of rows) {
    const id = row.productId!
    const before = catalog.get(id)!
    const next = row.next!
    // Only a new slug or main category moves the product's addresses (ROUTE-4).
    const moves =
      next.slugDe !== before.slugDe ||
      next.slugEn !== before.slugEn ||
      next.defaultMenuId !== before.defaultMenuId
    const menusBefore = moves ? await listedMenus(tx, id) : []
    await tx.update(products).set(columnsOf(next)).where(eq(products.id, id))
    if (next.defaultMenuId !== before.defaultMenuId) {
      // The main category is one the product is listed in (CONT-6).
      await tx
        .insert(productMenus)
        .values({ productId: id, menuId: next.defaultMenuId })
        .onConflictDoNothing()
    }
    if (!moves) continue
    const moved = await redirectOldPaths(
      tx,
      {
        slug: { de: before.slugDe, en: before.slugEn },
        menuIds: menusBefore,
        defaultMenuId: before.defaultMenuId,
      },
      {
        slug: { de: next.slugDe, en: next.slugEn },
        menuIds: await listedMenus(tx, id),
        defaultMenuId: next.defaultMenuId,
      },
      locale,
    )
    redirected ||= moved
  }
  return redirected
}

/** New products as the editor makes them (insertNewProduct): offline, in their category. */
async function createProducts(tx: Tx, rows: ProductFileRow[]): Promise<number[]> {
  const ids: number[] = []
  for (const row of rows) {
    // A new product starts offline whatever the row says (checkProductRows refuses 'ja').
    const { isActive: _offline, ...fields } = columnsOf(row.next!)
    const created = await insertNewProduct(tx, fields)
    ids.push(created.id)
  }
  return ids
}

function problemText(problem: ProductRowProblem, locale: Locale): string {
  const field =
    'field' in problem ? translate(locale, `adminCatalog.productField.${problem.field}`) : ''
  return translate(locale, `adminCatalog.productProblems.${problem.code}`, { ...problem, field })
}

function fingerprintOf(result: ProductFileCheck): string {
  const changes = result.rows
    .filter((row) => row.status === 'changed' || row.status === 'new')
    .map((row) => [row.productId ?? `line ${row.line}`, row.changes])
  return createHash('sha256').update(JSON.stringify(changes)).digest('base64url')
}

export type ProductFileAdmin = ReturnType<typeof createProductFileAdmin>
