import { eq, or } from 'drizzle-orm'
import type { z } from 'zod'
import { fromPrice } from '#core/catalog/product-editor.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { type MessageKey, translate } from '#core/i18n/translate.ts'
import { can } from '#core/staff/permissions.ts'
import { issueMessages } from '#core/validation/form-input.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { productCombinations, products } from '#server/db/schema/index.ts'
import { AppError } from '#core/errors/errors.ts'
import type { CacheTopic, Invalidation } from '#server/modules/shared/invalidation.ts'
import { refreshSearchWords } from './product-search.ts'
import type { StaffService } from '#server/modules/staff/staff.service.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'

// CONT-6: how every write of the product editor runs — the member's role checked, the product
// row locked for the rest of one transaction (two editors never interleave), the audit entry in
// that transaction, the list price (CAT-7) following the combinations, and after the commit the
// caches told (decision 0025) and the search's word list refreshed.

export type ProductRow = typeof products.$inferSelect

export interface EditDeps {
  db: Db
  audit: StaffService['audit']
  invalidation: Pick<Invalidation, 'publish'>
}

/** What one write did: the audit's action and details, and which caches it touched. */
export interface EditResult<T> {
  action: string
  before?: unknown
  after?: unknown
  value: T
  /** Caches to clear in every process after the commit. */
  topics?: CacheTopic[]
  /** Titles, keywords or options changed: the search's word list is refreshed. */
  words?: boolean
}

export const fieldError = (locale: Locale, field: string, key: MessageKey, values?: object) => {
  const message = translate(locale, key, values as Record<string, unknown>)
  return new AppError('invalid', message, { [field]: [message] })
}

/** A form's fields through a schema of core/catalog/product-editor.ts, or the field messages. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  locale: Locale,
): z.output<S> {
  const parsed = schema.safeParse(input)
  if (!parsed.success) {
    throw new AppError(
      'invalid',
      translate(locale, 'validation.fixErrors'),
      issueMessages(parsed.error, locale),
    )
  }
  return parsed.data
}

export const notFound = (locale: Locale) =>
  new AppError('not_found', translate(locale, 'api.itemNotFound'))

export function assertEditor(actor: StaffMember, locale: Locale) {
  if (!can(actor, 'catalog.edit')) {
    throw new AppError('forbidden', translate(locale, 'admin.order.notYourStep'))
  }
}

/** The lowest price lists sort by follows the product's active combinations. */
export async function refreshFromPrice(tx: Tx, productId: number) {
  const rows = await tx
    .select()
    .from(productCombinations)
    .where(eq(productCombinations.productId, productId))
  const cents = fromPrice(rows)
  if (cents !== null) {
    await tx.update(products).set({ fromPriceCents: cents }).where(eq(products.id, productId))
  }
}

/** A slug free among all products: the title's, then with -2, -3, … */
export async function freeSlug(tx: Tx, base: string, other?: string): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base.slice(0, 75)}-${n}`
    if (candidate === other) continue
    const [taken] = await tx
      .select({ id: products.id })
      .from(products)
      .where(
        or(
          eq(products.slugDe, candidate),
          eq(products.slugEn, candidate),
          eq(products.key, candidate),
        ),
      )
      .limit(1)
    if (!taken) return candidate
  }
}

export function createProductEdit(deps: EditDeps) {
  /** Runs one write on product `id` (see the comment at the top). */
  async function edit<T>(
    actor: StaffMember,
    id: number,
    locale: Locale,
    work: (tx: Tx, product: ProductRow) => Promise<EditResult<T>>,
  ): Promise<T> {
    assertEditor(actor, locale)
    const result = await deps.db.transaction(async (tx) => {
      const [product] = await tx.select().from(products).where(eq(products.id, id)).for('update')
      if (!product) throw notFound(locale)
      const done = await work(tx, product)
      await refreshFromPrice(tx, id)
      await deps.audit(tx, {
        staffId: actor.id,
        action: done.action,
        objectType: 'product',
        objectId: id,
        before: done.before,
        after: done.after,
      })
      return done
    })
    await afterCommit(result)
    return result.value
  }

  async function afterCommit(result: { topics?: CacheTopic[]; words?: boolean }) {
    for (const topic of new Set(['catalog' as const, ...(result.topics ?? [])]))
      await deps.invalidation.publish(topic)
    if (result.words) await refreshSearchWords(deps.db)
  }

  return { edit, afterCommit }
}

export type ProductEdit = ReturnType<typeof createProductEdit>
