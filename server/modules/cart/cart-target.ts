import { eq } from 'drizzle-orm'
import type { CartPlan, CartTarget } from '#core/cart/cart-target.ts'
import { AppError } from '#core/errors/errors.ts'
import type { Locale } from '#core/i18n/locale.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { cartTargets } from '#server/db/schema/index.ts'
import type { Deadlines } from '#server/modules/delivery/deadlines.ts'

// FAIR-TGT-2 (decision 0052): a customer's cart target, one per customer. A guest's lives in the
// browser; both are planned by the delivery module's `forCart` on every read.

type Planner = Pick<Deadlines, 'forCart'>

/** FAIR-TGT-3: the placed order keeps the target; the cart starts again without one. */
export async function clearCartTarget(executor: Db | Tx, customerId: number): Promise<void> {
  await executor.delete(cartTargets).where(eq(cartTargets.customerId, customerId))
}

export function createCartTargets(deps: { db: Db; deadlines: Planner }) {
  const { db, deadlines } = deps

  async function get(customerId: number): Promise<CartTarget | undefined> {
    const [row] = await db
      .select()
      .from(cartTargets)
      .where(eq(cartTargets.customerId, customerId))
      .limit(1)
    if (!row) return undefined
    if (row.fairId !== null) return { fair_id: row.fairId }
    if (row.targetOn !== null && row.countryId !== null) {
      return { date: row.targetOn, country_id: row.countryId }
    }
    return undefined
  }

  return {
    get,

    /**
     * The target a buyer chose, checked by the planner first: a fair it does not know, a
     * country the shop does not ship to or a day it refuses is a 4xx with the planner's message,
     * and nothing is stored.
     */
    async check(target: CartTarget, locale: Locale): Promise<void> {
      const plan = await deadlines.forCart(target, [], locale)
      if (plan.problem) {
        const field = 'fair_id' in target ? 'fair_id' : 'date'
        throw new AppError('invalid', plan.problem, { [field]: [plan.problem] })
      }
    },

    async set(customerId: number, target: CartTarget, locale: Locale): Promise<void> {
      await this.check(target, locale)
      const row =
        'fair_id' in target
          ? { fairId: target.fair_id, targetOn: null, countryId: null }
          : { fairId: null, targetOn: target.date, countryId: target.country_id }
      await db
        .insert(cartTargets)
        .values({ customerId, ...row })
        .onConflictDoUpdate({
          target: cartTargets.customerId,
          set: { ...row, updatedAt: new Date() },
        })
    },

    async clear(customerId: number): Promise<void> {
      await clearCartTarget(db, customerId)
    },

    /** FAIR-TGT-4: the plan of a customer's cart, or null when it is ordered for nothing. */
    async planFor(
      target: CartTarget | undefined,
      lines: readonly { productId: number; durationId: number }[],
      locale: Locale,
    ): Promise<CartPlan | null> {
      return target ? deadlines.forCart(target, lines, locale) : null
    },
  }
}

export type CartTargets = ReturnType<typeof createCartTargets>
