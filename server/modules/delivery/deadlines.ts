import { type HolidayCalendar, destinationHolidays } from '#core/calendar/holidays.ts'
import { planBackwards, PlanTargetError } from '#core/delivery-date/plan-backwards.ts'
import { AppError } from '#core/errors/errors.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { Db } from '#server/db/client.ts'
import type { CatalogService } from '#server/modules/catalog/catalog.service.ts'
import { type TransitMethod, transitMethods } from '#server/modules/countries/country-reads.ts'
import type { SettingsService } from '#server/modules/settings/settings.service.ts'

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

/** Where the goods must be, and by when. */
export type DeadlineTarget = { kind: 'date'; date: string; countryId: number }
// FAIR-PLAN-7: a trade fair as the target (`fair_id`) becomes a third kind here, resolved to its
// goods-acceptance day and its venue's country (and region) by the fairs module.

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

  return {
    /**
     * Each production time of an active product with its deadlines for the target: 404 for an
     * unknown product, 422 (field `country_id`) for a country the shop does not ship to, 422
     * (field `date`) for a target before today or more than a year ahead.
     */
    async forProduct(
      productId: number,
      target: DeadlineTarget,
      locale: Locale,
    ): Promise<ProductionDeadline[]> {
      const product = await deps.catalog.detail(productId, locale)
      const country = await transitMethods(deps.db, target.countryId)
      const method = country && standardMethod(country.methods)
      if (!country || !method) {
        const message = translate(locale, 'fairPlan.countryUnknown')
        throw new AppError('invalid', message, { country_id: [message] })
      }
      const shop = await deps.settings.get()
      try {
        return planBackwards({
          target: target.date,
          now: now(),
          productionTimes: product.durations,
          productionDelayDays: shop.productionDelay,
          cutoffHour: shop.orderCutoffHour,
          shopIsHoliday: deps.holidays(shop.holidayState).isHoliday,
          destinationIsHoliday: destinations(country.code, shop.holidayState),
          transitDays: method.transitDays,
        }).map((plan) => ({
          durationId: plan.id,
          title: plan.title,
          latestOrderAt: plan.latestOrderAt,
          latestApprovalAt: plan.latestApprovalAt,
          shipsOn: plan.shipsOn,
          arrivesOn: plan.arrivesOn,
          fits: plan.fits,
        }))
      } catch (error) {
        if (!(error instanceof PlanTargetError)) throw error
        const message = translate(locale, TARGET_MESSAGE[error.reason])
        throw new AppError('invalid', message, { date: [message] })
      }
    },
  }
}

export type Deadlines = ReturnType<typeof createDeadlines>
