import { createHash } from 'node:crypto'
import { stringify } from 'csv-stringify/sync'
import { asc, eq, inArray, sql } from 'drizzle-orm'
import {
  checkPriceRows,
  type CombinationPrices,
  eurosCell,
  PRICE_COLUMNS,
  PRICE_FILE_MAX_BYTES,
  type PriceCheck,
  type PriceRow,
  readPriceFile,
  type RowProblem,
  safeCell,
} from '#core/catalog/price-import.ts'
import { type Locale, pick } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { can } from '#core/staff/permissions.ts'
import type { Db } from '#server/db/client.ts'
import {
  combinationValues,
  productCombinations,
  productMenus,
  productOptions,
  productOptionValues,
  products,
} from '#server/db/schema/index.ts'
import { AppError } from '#core/errors/errors.ts'
import { catalogFileError } from './catalog-file-error.ts'
import type { Invalidation } from '#server/modules/shared/invalidation.ts'
import type { StaffService } from '#server/modules/staff/staff.service.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'

// CONT-4 (decision 0026): the catalog's prices as a file — exported, checked in a dry run that
// writes nothing, and imported all or nothing, audited as one entry. The catalog keeps no cache
// (decision 0025: every request reads prices); the import publishes 'catalog' for the caches of
// whole pages (the guest page cache).

/** A dry run's row as the page shows it: problems in the member's language. */
export interface PriceRowView extends Omit<PriceRow, 'problems'> {
  problems: string[]
}

export interface PriceDryRun {
  rows: PriceRowView[]
  changed: number
  unchanged: number
  errors: number
  /** What the import must find again: a hash of the changes this dry run showed. */
  fingerprint: string
}

/** The audit entry names each combination's before and after up to this many changes. */
const AUDIT_DETAIL_LIMIT = 200
/** …and names at most this many changed combinations (a whole catalog is ~20 000). */
const AUDIT_ID_LIMIT = 20_000
/** Rows per UPDATE statement (6 parameters each, far below PostgreSQL's 65 535). */
const UPDATE_CHUNK = 2_000

export function createPricesAdmin(deps: {
  db: Db
  audit: StaffService['audit']
  invalidation: Pick<Invalidation, 'publish'>
}) {
  const { db } = deps

  function assertRole(actor: StaffMember, locale: Locale) {
    if (!can(actor, 'catalog.edit')) {
      throw new AppError('forbidden', translate(locale, 'admin.order.notYourStep'))
    }
  }

  async function currentPrices(
    reader: Pick<Db, 'select'>,
    lock = false,
  ): Promise<Map<number, CombinationPrices>> {
    const query = reader
      .select({
        combinationId: productCombinations.id,
        productId: productCombinations.productId,
        priceCents: productCombinations.priceCents,
        additionalPriceCents: productCombinations.additionalPriceCents,
        stock: productCombinations.stock,
        isActive: productCombinations.isActive,
        sku: productCombinations.sku,
      })
      .from(productCombinations)
    const rows = lock ? await query.for('update') : await query
    return new Map(rows.map((row) => [row.combinationId, row]))
  }

  function checkText(text: string, catalog: Map<number, CombinationPrices>, locale: Locale) {
    const file = readPriceFile(text)
    if (!file.ok) throw catalogFileError(file.problem, locale)
    return checkPriceRows(file, catalog)
  }

  return {
    /** CONT-4: every combination of every product (or of one category) as the price file. */
    async exportCsv(actor: StaffMember, locale: Locale, menuId?: number): Promise<string> {
      assertRole(actor, locale)
      const productIds = menuId
        ? db
            .select({ id: productMenus.productId })
            .from(productMenus)
            .where(eq(productMenus.menuId, menuId))
        : undefined
      const combos = await db
        .select({
          productId: products.id,
          slug: products.slugDe,
          title: products.title,
          combinationId: productCombinations.id,
          priceCents: productCombinations.priceCents,
          additionalPriceCents: productCombinations.additionalPriceCents,
          stock: productCombinations.stock,
          isActive: productCombinations.isActive,
          sku: productCombinations.sku,
        })
        .from(productCombinations)
        .innerJoin(products, eq(products.id, productCombinations.productId))
        .where(productIds ? inArray(products.id, productIds) : undefined)
        .orderBy(asc(products.position), asc(products.id), asc(productCombinations.id))
      const values = await db
        .select({
          combinationId: combinationValues.combinationId,
          option: productOptions.title,
          value: productOptionValues.title,
        })
        .from(combinationValues)
        .innerJoin(productOptionValues, eq(productOptionValues.id, combinationValues.optionValueId))
        .innerJoin(productOptions, eq(productOptions.id, productOptionValues.optionId))
        .orderBy(asc(productOptions.position), asc(productOptions.id))
      const optionsOf = new Map<number, string[]>()
      for (const row of values) {
        const list = optionsOf.get(row.combinationId) ?? []
        list.push(`${row.option.de}: ${row.value.de}`)
        optionsOf.set(row.combinationId, list)
      }
      const header = PRICE_COLUMNS.map((column) => column.heading)
      const records = combos.map((row) =>
        [
          row.productId,
          row.slug,
          pick(row.title, 'de'),
          row.combinationId,
          (optionsOf.get(row.combinationId) ?? []).join(', '),
          eurosCell(row.priceCents),
          eurosCell(row.additionalPriceCents),
          row.stock,
          row.isActive ? 'ja' : 'nein',
          row.sku ?? '',
        ].map(safeCell),
      )
      return `\uFEFF${stringify([header, ...records], { delimiter: ';', record_delimiter: '\r\n' })}`
    },

    /** The dry run: every row unchanged, changed or in error, with the reasons. Writes nothing. */
    async dryRun(actor: StaffMember, text: string, locale: Locale): Promise<PriceDryRun> {
      assertRole(actor, locale)
      const result = checkText(text, await currentPrices(db), locale)
      return {
        rows: result.rows.map((row) => ({
          ...row,
          problems: row.problems.map((problem) => problemText(problem, locale)),
        })),
        changed: result.changed,
        unchanged: result.unchanged,
        errors: result.errors,
        fingerprint: fingerprintOf(result),
      }
    },

    /**
     * Writes the file's changes in one transaction, only when the same checks, run again on the
     * locked combinations, find no error and exactly the changes the dry run showed.
     */
    async importFile(
      actor: StaffMember,
      text: string,
      fingerprint: string,
      locale: Locale,
    ): Promise<{ changed: number; unchanged: number }> {
      assertRole(actor, locale)
      if (new TextEncoder().encode(text).length > PRICE_FILE_MAX_BYTES) {
        throw catalogFileError({ code: 'tooLarge', maxBytes: PRICE_FILE_MAX_BYTES }, locale)
      }
      const done = await db.transaction(async (tx) => {
        const result = checkText(text, await currentPrices(tx, true), locale)
        if (result.errors > 0 || fingerprintOf(result) !== fingerprint) {
          throw new AppError('conflict', translate(locale, 'adminCatalog.changedSince'))
        }
        const changed = result.rows.filter((row) => row.status === 'changed')
        const catalog = await currentPrices(tx)
        // Article numbers may move between combinations: the old ones go first (unique index).
        const newSku = changed.filter((row) => row.changes.some((c) => c.field === 'sku'))
        if (newSku.length > 0) {
          await tx
            .update(productCombinations)
            .set({ sku: null })
            .where(
              inArray(
                productCombinations.id,
                newSku.map((row) => row.combinationId!),
              ),
            )
        }
        for (let start = 0; start < changed.length; start += UPDATE_CHUNK) {
          const chunk = changed.slice(start, start + UPDATE_CHUNK).map((row) => {
            const next = { ...catalog.get(row.combinationId!)! }
            for (const change of row.changes) Object.assign(next, { [change.field]: change.after })
            return sql`(${next.combinationId}::int, ${next.priceCents}::int, ${next.additionalPriceCents}::int, ${next.stock}::int, ${next.isActive}::boolean, ${next.sku}::text)`
          })
          await tx.execute(sql`
            update ${productCombinations} as c
               set price_cents = v.price, additional_price_cents = v.additional,
                   stock = v.stock, is_active = v.active, sku = v.sku
              from (values ${sql.join(chunk, sql`, `)}) as v(id, price, additional, stock, active, sku)
             where c.id = v.id`)
        }
        const productIds = [...new Set(changed.map((row) => row.productId!))]
        if (productIds.length > 0) {
          // The lowest unit price that lists sort by (CAT-7) follows the new prices.
          await tx
            .update(products)
            .set({
              fromPriceCents: sql`coalesce((
                select min(c.price_cents + c.real_price_cents + c.additional_price_cents)
                  from ${productCombinations} c
                 where c.product_id = ${products.id} and c.is_active
              ), ${products.fromPriceCents})`,
            })
            .where(inArray(products.id, productIds))
        }
        await deps.audit(tx, {
          staffId: actor.id,
          action: 'catalog.import',
          objectType: 'catalog',
          objectId: 'prices',
          after: {
            changed: changed.length,
            unchanged: result.unchanged,
            combinationIds: changed.slice(0, AUDIT_ID_LIMIT).map((row) => row.combinationId),
            ...(changed.length <= AUDIT_DETAIL_LIMIT && {
              changes: Object.fromEntries(
                changed.map((row) => [
                  row.combinationId,
                  Object.fromEntries(
                    row.changes.map((change) => [change.field, [change.before, change.after]]),
                  ),
                ]),
              ),
            }),
          },
        })
        return { changed: changed.length, unchanged: result.unchanged }
      })
      if (done.changed > 0) await deps.invalidation.publish('catalog')
      return done
    },
  }
}

function problemText(problem: RowProblem, locale: Locale): string {
  return translate(locale, `adminCatalog.problems.${problem.code}`, { ...problem })
}

function fingerprintOf(result: PriceCheck): string {
  const changes = result.rows
    .filter((row) => row.status === 'changed')
    .map((row) => [row.combinationId, row.changes])
  return createHash('sha256').update(JSON.stringify(changes)).digest('base64url')
}

export type PricesAdmin = ReturnType<typeof createPricesAdmin>
