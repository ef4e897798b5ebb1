import { and, asc, eq } from 'drizzle-orm'
import type { Localized, Locale } from '#core/i18n/locale.ts'
import { pick } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import {
  issuesByField,
  newPostMethodSchema,
  postMethodSchema,
} from '#core/validation/admin-settings.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { countries, postMethods } from '#server/db/schema/index.ts'
import { uniqueViolation } from '#server/modules/customers/secrets.ts'
import { AppError } from '#core/errors/errors.ts'
import type { StaffService } from '#server/modules/staff/staff.service.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import { countryOrder } from './countries.service.ts'
import type { CountryPostMethods, PostMethodRow } from '#core/countries/post-methods.ts'
import { can } from '#core/staff/permissions.ts'

// STAFF-12: the owner edits the post methods customers choose at checkout, per destination
// country: names and net price, transit working days and date-definite delivery (FAIR-PLAN-1), a new method (its key unique in the country), the order, and
// deleting one, never a country's last (customers could no longer order there). The checkout
// reads the table on every request (countries.service caches nothing), so a change shows at once.
// Every write is in the audit log (STAFF-6).

export function createPostMethodsAdmin(deps: { db: Db; audit: StaffService['audit'] }) {
  const { db } = deps

  function ownerOnly(actor: StaffMember, locale: Locale) {
    if (!can(actor, 'settings.edit')) {
      throw new AppError('forbidden', translate(locale, 'admin.order.notYourStep'))
    }
  }

  function parse<T>(
    result:
      { success: true; data: T } | { success: false; error: Parameters<typeof issuesByField>[0] },
    locale: Locale,
  ): T {
    if (result.success) return result.data
    throw new AppError(
      'invalid',
      translate(locale, 'validation.fixErrors'),
      issuesByField(result.error, locale),
    )
  }

  /** A country's methods in their order, locked for the transaction's changes. */
  async function methodsOf(tx: Tx, countryId: number) {
    return tx
      .select()
      .from(postMethods)
      .where(eq(postMethods.countryId, countryId))
      .orderBy(asc(postMethods.position), asc(postMethods.id))
      .for('update')
  }

  async function methodById(tx: Tx, id: number, locale: Locale) {
    const [row] = await tx.select().from(postMethods).where(eq(postMethods.id, id)).limit(1)
    if (!row) throw new AppError('not_found', translate(locale, 'api.itemNotFound'))
    return row
  }

  const view = (row: typeof postMethods.$inferSelect) => ({
    value: row.value,
    text: row.text,
    priceCents: row.priceCents,
    position: row.position,
    transitDays: row.transitDays,
    dateDefinite: row.dateDefinite,
  })

  const rowOf = (row: typeof postMethods.$inferSelect): PostMethodRow => ({
    id: row.id,
    value: row.value,
    text: row.text,
    priceCents: row.priceCents,
    transitDays: row.transitDays,
    dateDefinite: row.dateDefinite,
  })

  return {
    /** Every country with its methods (maybe none), Germany, Austria, Switzerland first. */
    async list(locale: Locale): Promise<CountryPostMethods[]> {
      const [countryRows, methodRows] = await Promise.all([
        db.select().from(countries),
        db.select().from(postMethods).orderBy(asc(postMethods.position), asc(postMethods.id)),
      ])
      return countryRows
        .map((country) => ({
          id: country.id,
          code: country.code,
          name: pick(country.name, locale),
          methods: methodRows.filter((row) => row.countryId === country.id).map(rowOf),
        }))
        .sort(countryOrder(locale))
    },

    /** A new method at the end of the country's list. */
    async create(
      actor: StaffMember,
      countryId: number,
      input: Record<string, unknown>,
      locale: Locale,
    ): Promise<PostMethodRow> {
      ownerOnly(actor, locale)
      const values = parse(newPostMethodSchema.safeParse(input), locale)
      try {
        return await db.transaction(async (tx) => {
          const [country] = await tx
            .select({ id: countries.id })
            .from(countries)
            .where(eq(countries.id, countryId))
            .limit(1)
          if (!country) throw new AppError('not_found', translate(locale, 'api.itemNotFound'))
          const existing = await methodsOf(tx, countryId)
          const [row] = await tx
            .insert(postMethods)
            .values({
              countryId,
              ...values,
              position: Math.max(-1, ...existing.map((method) => method.position)) + 1,
            })
            .returning()
          await deps.audit(tx, {
            staffId: actor.id,
            action: 'post_method.create',
            objectType: 'post_method',
            objectId: row!.id,
            after: { countryId, ...view(row!) },
          })
          return rowOf(row!)
        })
      } catch (error) {
        if (uniqueViolation(error) !== undefined) {
          const message = translate(locale, 'shopSettings.methods.valueTaken')
          throw new AppError('invalid', message, { value: [message] })
        }
        throw error
      }
    },

    /** New names, price, transit days and date-definite flag of a method. */
    async update(
      actor: StaffMember,
      id: number,
      input: Record<string, unknown>,
      locale: Locale,
    ): Promise<PostMethodRow> {
      ownerOnly(actor, locale)
      const values = parse(postMethodSchema.safeParse(input), locale)
      return db.transaction(async (tx) => {
        const before = await methodById(tx, id, locale)
        const [row] = await tx
          .update(postMethods)
          .set(values)
          .where(eq(postMethods.id, id))
          .returning()
        await deps.audit(tx, {
          staffId: actor.id,
          action: 'post_method.update',
          objectType: 'post_method',
          objectId: id,
          before: view(before),
          after: view(row!),
        })
        return rowOf(row!)
      })
    },

    /** Swaps a method with its neighbour above or below; the country's positions become 0…n-1. */
    async move(
      actor: StaffMember,
      id: number,
      direction: 'up' | 'down',
      locale: Locale,
    ): Promise<void> {
      ownerOnly(actor, locale)
      await db.transaction(async (tx) => {
        const method = await methodById(tx, id, locale)
        const list = await methodsOf(tx, method.countryId)
        const index = list.findIndex((row) => row.id === id)
        const other = direction === 'up' ? index - 1 : index + 1
        if (index < 0 || other < 0 || other >= list.length) return
        const order = list.map((row) => row.id)
        ;[order[index], order[other]] = [order[other]!, order[index]!]
        for (const [position, methodId] of order.entries()) {
          await tx.update(postMethods).set({ position }).where(eq(postMethods.id, methodId))
        }
        await deps.audit(tx, {
          staffId: actor.id,
          action: 'post_method.update',
          objectType: 'post_method',
          objectId: id,
          before: { order: list.map((row) => row.value) },
          after: { order: order.map((methodId) => list.find((row) => row.id === methodId)!.value) },
        })
      })
    },

    /** Deletes a method; a country's last one stays (409 with the reason). Answers its names. */
    async remove(actor: StaffMember, id: number, locale: Locale): Promise<Localized> {
      ownerOnly(actor, locale)
      return db.transaction(async (tx) => {
        const method = await methodById(tx, id, locale)
        const list = await methodsOf(tx, method.countryId)
        if (list.length <= 1) {
          throw new AppError('conflict', translate(locale, 'shopSettings.methods.lastOne'))
        }
        await tx
          .delete(postMethods)
          .where(and(eq(postMethods.id, id), eq(postMethods.countryId, method.countryId)))
        await deps.audit(tx, {
          staffId: actor.id,
          action: 'post_method.delete',
          objectType: 'post_method',
          objectId: id,
          before: { countryId: method.countryId, ...view(method) },
        })
        return method.text
      })
    },
  }
}

export type PostMethodsAdmin = ReturnType<typeof createPostMethodsAdmin>
