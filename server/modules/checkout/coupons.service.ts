import { and, count, eq, sql } from 'drizzle-orm'
import type { Locale } from '#core/i18n/locale.ts'
import { type MessageKey, translate } from '#core/i18n/translate.ts'
import type { Db } from '#server/db/client.ts'
import { couponRedemptions, coupons } from '#server/db/schema/index.ts'
import { AppError } from '#core/errors/errors.ts'
import { enforce, limits } from '#server/modules/shared/limits.ts'
import type { RateLimiter } from '#server/modules/shared/rate-limiter.ts'

/** A coupon the checkout may apply: its normalized code and its percent off the goods. */
export type AppliedCoupon = { code: string; percent: number }

type CouponRow = typeof coupons.$inferSelect

/** Codes are stored upper-case; the customer may type them in any case and with spaces around. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase()
}

/**
 * Coupons. `check` answers whether a customer may use a code now; `redeem`
 * takes one use inside the order transaction, so a coupon is never used more often than allowed
 * even when many orders are placed at the same moment (docs/decisions/0010).
 */
export function createCouponsService(
  db: Db,
  { limiter, now = () => new Date() }: { limiter: RateLimiter; now?: () => Date },
) {
  /** Why a coupon cannot be used by this customer now, or null when it can. */
  function refusal(coupon: CouponRow, usedByCustomer: number): MessageKey | null {
    const at = now()
    if (!coupon.isActive) return 'checkoutCore.couponInactive'
    if (coupon.validFrom && coupon.validFrom > at) return 'checkoutCore.couponNotYetValid'
    if (coupon.validUntil && coupon.validUntil < at) return 'checkoutCore.couponExpired'
    if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) {
      return 'checkoutCore.couponUsedUp'
    }
    if (coupon.maxUsesPerCustomer !== null && usedByCustomer >= coupon.maxUsesPerCustomer) {
      return 'checkoutCore.couponUsedByCustomer'
    }
    return null
  }

  async function usesBy(handle: Db, couponId: number, customerId: number): Promise<number> {
    const [row] = await handle
      .select({ uses: count() })
      .from(couponRedemptions)
      .where(
        and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.customerId, customerId)),
      )
    return Number(row?.uses ?? 0)
  }

  /** The coupon, or the key of the message that says why it cannot be used. */
  async function evaluate(
    customerId: number,
    code: string,
  ): Promise<{ coupon: AppliedCoupon } | { reason: MessageKey }> {
    const normalized = normalizeCouponCode(code)
    // CHK-8, ERR-8: a code that cannot be checked at all gets 'Verification is not possible.'
    if (!/^[A-Z0-9_-]{1,64}$/.test(normalized)) {
      return { reason: 'checkoutCore.verificationNotPossible' }
    }
    const [row] = await db.select().from(coupons).where(eq(coupons.code, normalized))
    if (!row) return { reason: 'checkoutCore.couponUnknown' }
    const reason = refusal(row, await usesBy(db, row.id, customerId))
    if (reason) return { reason }
    return { coupon: { code: row.code, percent: row.percent } }
  }

  return {
    /** Re-prices a code the checkout already accepted (the saved draft's): no guess, no limit. */
    evaluate,

    /**
     * A code the customer typed (coupon check, payment step, preview): a usable coupon, or 422
     * with the reason on `field` in the customer's language. Every such check counts as a guess
     * before the look-up and is refunded when the code is usable, so neither a slow series nor a
     * parallel burst can try more than a few unknown codes (SEC-3, decision 0013).
     */
    async check(
      customerId: number,
      code: string,
      locale: Locale,
      field = 'code',
    ): Promise<AppliedCoupon> {
      const guesses = limits.couponGuesses(customerId)
      await enforce(limiter, guesses, locale, 'checkoutCore.couponTooMany')
      const result = await evaluate(customerId, code)
      if ('coupon' in result) {
        await limiter.refund(guesses)
        return result.coupon
      }
      const message = translate(locale, result.reason)
      throw new AppError('invalid', message, { [field]: [message] })
    },

    /**
     * Takes one use of the coupon for an order, inside the order's transaction `tx`. The coupon
     * row is locked first, so the per-customer count and the guarded raise of used_count see
     * every other placement; anything that no longer holds is a 409 that rolls the order back.
     */
    async redeem(
      tx: Db,
      coupon: AppliedCoupon,
      customerId: number,
      orderId: number,
      locale: Locale,
    ): Promise<void> {
      const lost = (reason: MessageKey) =>
        new AppError(
          'conflict',
          translate(locale, 'checkoutCore.couponLost', {
            code: coupon.code,
            reason: translate(locale, reason),
          }),
        )
      const [row] = await tx
        .select()
        .from(coupons)
        .where(eq(coupons.code, coupon.code))
        .for('update')
      if (!row) throw lost('checkoutCore.couponUnknown')
      const reason = refusal(row, await usesBy(tx, row.id, customerId))
      if (reason) throw lost(reason)
      // The order was priced with this percent; a changed coupon must be shown again first.
      if (row.percent !== coupon.percent) throw lost('checkoutCore.couponInactive')
      const raised = await tx
        .update(coupons)
        .set({ usedCount: sql`${coupons.usedCount} + 1` })
        .where(
          and(
            eq(coupons.id, row.id),
            eq(coupons.isActive, true),
            sql`(${coupons.maxUses} is null or ${coupons.usedCount} < ${coupons.maxUses})`,
          ),
        )
        .returning({ id: coupons.id })
      if (raised.length === 0) throw lost('checkoutCore.couponUsedUp')
      await tx.insert(couponRedemptions).values({ couponId: row.id, customerId, orderId })
    },

    /** Gives back the use an order took (the order was dropped before it was paid). */
    async release(tx: Db, orderId: number): Promise<void> {
      const released = await tx
        .delete(couponRedemptions)
        .where(eq(couponRedemptions.orderId, orderId))
        .returning({ couponId: couponRedemptions.couponId })
      for (const { couponId } of released) {
        await tx
          .update(coupons)
          .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
          .where(eq(coupons.id, couponId))
      }
    },
  }
}

export type CouponsService = ReturnType<typeof createCouponsService>
