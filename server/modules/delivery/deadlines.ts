import { type HolidayCalendar, destinationHolidays } from '#core/calendar/holidays.ts'
import {
  type CartPlan,
  type CartTarget,
  planLineKey,
  summarizePlans,
} from '#core/cart/cart-target.ts'
import {
  assertPlanTarget,
  isoWithOffset,
  planBackwards,
  PlanTargetError,
} from '#core/delivery-date/plan-backwards.ts'
import { AppError, isAppError } from '#core/errors/errors.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { Db } from '#server/db/client.ts'
import type { CatalogService } from '#server/modules/catalog/catalog.service.ts'
import { type TransitMethod, transitMethods } from '#server/modules/countries/country-reads.ts'
import type { SettingsService } from '#server/modules/settings/settings.service.ts'
import { fairById, type FairRow } from '#server/modules/fairs/fair-reads.ts'

// FAIR-PLAN-2..7 (decision 0051): the deadlines of each production time of a product for a day
// the goods must be at a destination. The rule is core's planBackwards; this module finds its
// inputs: the product's production times (catalogue), the shop's cut-off hour, delay and
// holiday state (settings, DLV-1..3), the destination's holidays and transit (countries).

export interface ProductionDeadline {
  durationId: number
  title: string
  latestOrderAt: Date
  latestApprovalAt: Date
  shipsOn: string
  arrivesOn: string
  fits: boolean
}

/** Where the goods must be, and by when: a day and a country, or a trade fair (FAIR-TGT-1). */
export type DeadlineTarget =
  { kind: 'date'; date: string; countryId: number } | { kind: 'fair'; fairId: number }

/** A target with its day and country known; a fair's with what the buyer sees of it. */
export interface ResolvedTarget {
  date: string
  countryId: number
  countryCode: string
  /** The destination country's name in the request's language. */
  countryName: string
  fair?: { id: number; name: string; city: string; venueName: string } | undefined
}

/**
 * Decision 0052: a fair's target day is its last goods-acceptance day, but never after its last
 * build-up day (goods are no use at a booth once the fair has opened).
 */
export function fairTargetDay(fair: Pick<FairRow, 'acceptanceTo' | 'buildUpTo'>): string {
  return fair.acceptanceTo < fair.buildUpTo ? fair.acceptanceTo : fair.buildUpTo
}

/** The deadlines of one cart line: its production time's plan for the cart's target. */
export interface LinePlan {
  productId: number
  durationId: number
  latestOrderAt: Date
  latestApprovalAt: Date
  arrivesOn: string
  fits: boolean
}

/**
 * FAIR-PLAN-5: the post method whose transit counts for a country — the cheapest that delivers
 * (transit of at least a day: collection is no delivery) and is not date-definite (that one is
 * the way out when the standard method is too slow); ties go to the settings' order. A country
 * with only other methods counts its first.
 */
export function standardMethod(methods: readonly TransitMethod[]): TransitMethod | undefined {
  const delivering = methods.filter((method) => method.transitDays > 0 && !method.dateDefinite)
  return (
    delivering.reduce<TransitMethod | undefined>(
      (best, method) => (best && best.priceCents <= method.priceCents ? best : method),
      undefined,
    ) ?? methods[0]
  )
}

const TARGET_MESSAGE = {
  invalid: 'fairPlan.targetInvalid',
  past: 'fairPlan.targetPast',
  too_far: 'fairPlan.targetTooFar',
} as const

export function createDeadlines(deps: {
  db: Db
  catalog: Pick<CatalogService, 'detail'>
  settings: Pick<SettingsService, 'get'>
  holidays: (state: string) => HolidayCalendar
  now?: (() => Date) | undefined
}) {
  const now = deps.now ?? (() => new Date())
  const destinations = destinationHolidays(deps.holidays)

  const message = (locale: Locale, key: Parameters<typeof translate>[1], field: string) => {
    const text = translate(locale, key)
    return new AppError('invalid', text, { [field]: [text] })
  }

  /**
   * The target's day and country: 404 for an unknown or inactive fair, 422 (field
   * `country_id`) for a country the shop does not ship to.
   */
  async function resolve(target: DeadlineTarget, locale: Locale): Promise<ResolvedTarget> {
    if (target.kind === 'date') {
      const country = await transitMethods(deps.db, target.countryId)
      if (!country) throw message(locale, 'fairPlan.countryUnknown', 'country_id')
      return {
        date: target.date,
        countryId: target.countryId,
        countryCode: country.code,
        countryName: country.name[locale],
      }
    }
    const fair = await fairById(deps.db, target.fairId)
    if (!fair || !fair.isActive) {
      throw new AppError('not_found', translate(locale, 'fairPlan.fairUnknown'))
    }
    return {
      date: fairTargetDay(fair),
      countryId: fair.venueCountryId,
      countryCode: fair.countryCode,
      countryName: '',
      fair: { id: fair.id, name: fair.name[locale], city: fair.city, venueName: fair.venueName },
    }
  }

  /** planBackwards with the shop's settings and the destination's calendar and transit. */
  async function plan<T extends { workingDays: number }>(
    resolved: ResolvedTarget,
    productionTimes: readonly T[],
    locale: Locale,
  ) {
    const country = await transitMethods(deps.db, resolved.countryId)
    const method = country && standardMethod(country.methods)
    if (!country || !method) throw message(locale, 'fairPlan.countryUnknown', 'country_id')
    const shop = await deps.settings.get()
    try {
      return planBackwards({
        target: resolved.date,
        now: now(),
        productionTimes,
        productionDelayDays: shop.productionDelay,
        cutoffHour: shop.orderCutoffHour,
        shopIsHoliday: deps.holidays(shop.holidayState).isHoliday,
        destinationIsHoliday: destinations(country.code, shop.holidayState),
        transitDays: method.transitDays,
      })
    } catch (error) {
      if (!(error instanceof PlanTargetError)) throw error
      throw message(locale, TARGET_MESSAGE[error.reason], resolved.fair ? 'fair_id' : 'date')
    }
  }

  return {
    resolve,

    /**
     * FAIR-TGT-4: the cart's deadlines for its target. A target the planner refuses now (its day
     * has passed, the fair is gone) comes back with `problem`, so the cart can say so.
     */
    async forCart(
      target: CartTarget,
      lines: readonly { productId: number; durationId: number }[],
      locale: Locale,
    ): Promise<CartPlan> {
      const base = { target, label: {}, targetOn: 'date' in target ? target.date : '' }
      let resolved: ResolvedTarget
      let plans: LinePlan[]
      try {
        resolved = await resolve(
          'fair_id' in target
            ? { kind: 'fair', fairId: target.fair_id }
            : { kind: 'date', date: target.date, countryId: target.country_id },
          locale,
        )
        // FAIR-PLAN-3 also for a cart without lines: a refused day is never kept.
        assertPlanTarget(resolved.date, now())
        plans = await this.forLines(resolved, lines, locale)
      } catch (error) {
        const problem =
          error instanceof PlanTargetError
            ? translate(locale, TARGET_MESSAGE[error.reason])
            : problemOf(error)
        return { ...base, fits: false, lines: {}, problem }
      }
      const whole = summarizePlans(plans)
      return {
        target,
        label: resolved.fair
          ? { fair: resolved.fair.name, city: resolved.fair.city }
          : { country: resolved.countryName },
        targetOn: resolved.date,
        countryId: resolved.countryId,
        ...(whole
          ? {
              latestOrderAt: isoWithOffset(whole.latestOrderAt),
              latestApprovalAt: isoWithOffset(whole.latestApprovalAt),
              arrivesOn: whole.arrivesOn,
            }
          : {}),
        fits: whole?.fits ?? true,
        lines: Object.fromEntries(plans.map((plan) => [planLineKey(plan), plan.fits])),
      }
    },
    /**
     * Each production time of an active product with its deadlines for the target: 404 for an
     * unknown product or fair, 422 (field `country_id`) for a country the shop does not ship
     * to, 422 (field `date` or `fair_id`) for a target before today or more than a year ahead.
     */
    async forProduct(
      productId: number,
      target: DeadlineTarget | ResolvedTarget,
      locale: Locale,
    ): Promise<ProductionDeadline[]> {
      const product = await deps.catalog.detail(productId, locale)
      const resolved = 'kind' in target ? await resolve(target, locale) : target
      return (await plan(resolved, product.durations, locale)).map((planned) => ({
        durationId: planned.id,
        title: planned.title,
        latestOrderAt: planned.latestOrderAt,
        latestApprovalAt: planned.latestApprovalAt,
        shipsOn: planned.shipsOn,
        arrivesOn: planned.arrivesOn,
        fits: planned.fits,
      }))
    },

    /**
     * FAIR-TGT-4: each line's deadlines for its own production time; a line whose product or
     * production time is gone is left out (the cart says so on its own, CART-12).
     */
    async forLines(
      resolved: ResolvedTarget,
      lines: readonly { productId: number; durationId: number }[],
      locale: Locale,
    ): Promise<LinePlan[]> {
      const products = [...new Set(lines.map((line) => line.productId))]
      const plans = new Map<number, ProductionDeadline[]>()
      for (const productId of products) {
        try {
          plans.set(productId, await this.forProduct(productId, resolved, locale))
        } catch (error) {
          if (!(isAppError(error) && error.kind === 'not_found')) throw error
        }
      }
      return lines.flatMap((line) => {
        const found = plans.get(line.productId)?.find((p) => p.durationId === line.durationId)
        return found
          ? [
              {
                productId: line.productId,
                durationId: line.durationId,
                latestOrderAt: found.latestOrderAt,
                latestApprovalAt: found.latestApprovalAt,
                arrivesOn: found.arrivesOn,
                fits: found.fits,
              },
            ]
          : []
      })
    },
  }
}

/** The planner's refusal (a passed day, a fair gone) as the cart shows it, or a throw. */
function problemOf(error: unknown): string {
  if (isAppError(error) && (error.kind === 'invalid' || error.kind === 'not_found')) {
    return error.message
  }
  throw error
}

export type Deadlines = ReturnType<typeof createDeadlines>
