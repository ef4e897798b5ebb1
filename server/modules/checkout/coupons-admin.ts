import { count, eq } from 'drizzle-orm'
import { shopDayOf, shopDayStart } from '#core/dates/dates.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { type MessageKey, translate } from '#core/i18n/translate.ts'
import { can } from '#core/staff/permissions.ts'
import { issueMessages } from '#core/validation/form-input.ts'
import { type CouponInput, couponInputSchema } from '#core/validation/admin-coupons.ts'
import type { Db } from '#server/db/client.ts'
import { couponRedemptions, coupons } from '#server/db/schema/index.ts'
import { uniqueViolation } from '#server/modules/customers/secrets.ts'
import { AppError } from '#core/errors/errors.ts'
import type { StaffService } from '#server/modules/staff/staff.service.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import { createCouponReads } from './coupons-admin-reads.ts'

// STAFF-10: the back office's coupons (CHK-6) — listed with their usage, created, edited,
// switched on and off, and deleted while never redeemed. The checkout's rules for redeeming
// stay in coupons.service.ts; this file only writes what those rules read. Every write is in
// the audit log (STAFF-6).

export { COUPON_ORDERS_SHOWN, COUPONS_PER_PAGE } from './coupons-admin-reads.ts'

type CouponRecord = typeof coupons.$inferSelect

/** What the audit log keeps of a coupon, before and after a change. */
const snapshot = (row: CouponRecord) => ({
  code: row.code,
  percent: row.percent,
  validFrom: row.validFrom?.toISOString() ?? null,
  validUntil: row.validUntil?.toISOString() ?? null,
  maxUses: row.maxUses,
  maxUsesPerCustomer: row.maxUsesPerCustomer,
  isActive: row.isActive,
})

const nextDay = (day: string) => {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}

/**
 * The validity as instants: from the first day's midnight to the last instant of the last day
 * (the checkout calls a coupon expired once `valid_until` has passed). A day that did not change
 * keeps its stored instant, so saving an unchanged form changes nothing.
 */
function validityOf(input: CouponInput, before?: CouponRecord) {
  const from = (day: string | null, kept: Date | null | undefined) =>
    day === null ? null : kept && shopDayOf(kept) === day ? kept : shopDayStart(day)
  const until = (day: string | null, kept: Date | null | undefined) =>
    day === null
      ? null
      : kept && shopDayOf(kept) === day
        ? kept
        : new Date(shopDayStart(nextDay(day)).getTime() - 1)
  return {
    validFrom: from(input.validFrom, before?.validFrom),
    validUntil: until(input.validUntil, before?.validUntil),
  }
}
export function createCouponsAdmin(deps: {
  db: Db
  audit: StaffService['audit']
  now?: () => Date
}) {
  const { db } = deps
  const now = deps.now ?? (() => new Date())

  /** A field's message under the form's headline ("Bitte korrigieren Sie die Fehler."). */
  const refuse = (
    locale: Locale,
    field: string,
    key: MessageKey,
    values?: Record<string, string | number>,
  ) =>
    new AppError('invalid', translate(locale, 'validation.fixErrors'), {
      [field]: [translate(locale, key, values)],
    })
  const notFound = (locale: Locale) =>
    new AppError('not_found', translate(locale, 'api.itemNotFound'))

  function allowed(actor: StaffMember, locale: Locale) {
    if (!can(actor, 'coupons.edit')) {
      throw new AppError('forbidden', translate(locale, 'admin.coupons.notYours'))
    }
  }

  function parse(input: Record<string, unknown>, locale: Locale): CouponInput {
    const parsed = couponInputSchema.safeParse(input)
    if (!parsed.success) {
      throw new AppError(
        'invalid',
        translate(locale, 'validation.fixErrors'),
        issueMessages(parsed.error, locale),
      )
    }
    return parsed.data
  }
  /** A code another coupon has is a field error on `code` ("Diesen Code gibt es schon."). */
  async function insertOrUpdate<T>(locale: Locale, work: () => Promise<T>): Promise<T> {
    try {
      return await work()
    } catch (error) {
      if (uniqueViolation(error) !== undefined) {
        throw refuse(locale, 'code', 'admin.coupons.codeTaken')
      }
      throw error
    }
  }

  async function codeTaken(tx: Db, code: string, exceptId?: number) {
    const [row] = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, code))
    return row !== undefined && row.id !== exceptId
  }

  async function lockedRow(tx: Db, id: number, locale: Locale) {
    const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update')
    if (!row) throw notFound(locale)
    return row
  }
  return {
    // The list and the detail page: coupons-admin-reads.ts.
    ...createCouponReads({ db, now }),

    /** A new coupon from the form; a code another coupon has is a field error. */
    async create(
      actor: StaffMember,
      input: Record<string, unknown>,
      locale: Locale,
    ): Promise<{ id: number; code: string }> {
      allowed(actor, locale)
      const coupon = parse(input, locale)
      return insertOrUpdate(locale, () =>
        db.transaction(async (tx) => {
          if (await codeTaken(tx, coupon.code)) {
            throw refuse(locale, 'code', 'admin.coupons.codeTaken')
          }
          const [row] = await tx
            .insert(coupons)
            .values({
              code: coupon.code,
              percent: coupon.percent,
              ...validityOf(coupon),
              maxUses: coupon.maxUses,
              maxUsesPerCustomer: coupon.maxUsesPerCustomer,
              isActive: coupon.isActive,
            })
            .returning()
          await deps.audit(tx, {
            staffId: actor.id,
            action: 'coupon.create',
            objectType: 'coupon',
            objectId: row!.id,
            after: snapshot(row!),
          })
          return { id: row!.id, code: row!.code }
        }),
      )
    },

    /**
     * The coupon as the form says. The row is locked first, as the checkout's redeem does, so a
     * total limit below the uses so far is refused even while orders are being placed.
     */
    async update(
      actor: StaffMember,
      id: number,
      input: Record<string, unknown>,
      locale: Locale,
    ): Promise<{ id: number; code: string }> {
      allowed(actor, locale)
      const coupon = parse(input, locale)
      return insertOrUpdate(locale, () =>
        db.transaction(async (tx) => {
          const before = await lockedRow(tx, id, locale)
          if (coupon.maxUses !== null && coupon.maxUses < before.usedCount) {
            throw refuse(locale, 'maxUses', 'admin.coupons.limitBelowUsed', {
              used: before.usedCount,
            })
          }
          if (coupon.code !== before.code && (await codeTaken(tx, coupon.code, id))) {
            throw refuse(locale, 'code', 'admin.coupons.codeTaken')
          }
          const [after] = await tx
            .update(coupons)
            .set({
              code: coupon.code,
              percent: coupon.percent,
              ...validityOf(coupon, before),
              maxUses: coupon.maxUses,
              maxUsesPerCustomer: coupon.maxUsesPerCustomer,
              isActive: coupon.isActive,
            })
            .where(eq(coupons.id, id))
            .returning()
          await deps.audit(tx, {
            staffId: actor.id,
            action: 'coupon.update',
            objectType: 'coupon',
            objectId: id,
            before: snapshot(before),
            after: snapshot(after!),
          })
          return { id, code: after!.code }
        }),
      )
    },

    /** Switches a coupon on or off (the list's and the page's button). */
    async setActive(
      actor: StaffMember,
      id: number,
      active: boolean,
      locale: Locale,
    ): Promise<{ id: number; code: string }> {
      allowed(actor, locale)
      return db.transaction(async (tx) => {
        const before = await lockedRow(tx, id, locale)
        const [after] = await tx
          .update(coupons)
          .set({ isActive: active })
          .where(eq(coupons.id, id))
          .returning()
        await deps.audit(tx, {
          staffId: actor.id,
          action: 'coupon.update',
          objectType: 'coupon',
          objectId: id,
          before: { isActive: before.isActive },
          after: { isActive: after!.isActive },
        })
        return { id, code: before.code }
      })
    },

    /**
     * Deletes a coupon that was never redeemed. One that was is part of orders and their
     * figures: a 409 says to deactivate it instead.
     */
    async remove(
      actor: StaffMember,
      id: number,
      locale: Locale,
    ): Promise<{ id: number; code: string }> {
      allowed(actor, locale)
      return db.transaction(async (tx) => {
        const before = await lockedRow(tx, id, locale)
        const [redeemed] = await tx
          .select({ n: count() })
          .from(couponRedemptions)
          .where(eq(couponRedemptions.couponId, id))
        if (before.usedCount > 0 || (redeemed?.n ?? 0) > 0) {
          throw new AppError('conflict', translate(locale, 'admin.coupons.redeemedNoDelete'))
        }
        await tx.delete(coupons).where(eq(coupons.id, id))
        await deps.audit(tx, {
          staffId: actor.id,
          action: 'coupon.delete',
          objectType: 'coupon',
          objectId: id,
          before: snapshot(before),
        })
        return { id, code: before.code }
      })
    },
  }
}

export type CouponsAdmin = ReturnType<typeof createCouponsAdmin>
