import { holidayCalendars } from '#core/calendar/holidays.ts'
import type { Db } from '#server/db/client.ts'
import type { CatalogService } from '#server/modules/catalog/catalog.service.ts'
import { createCartTargets } from '#server/modules/cart/cart-target.ts'
import { createDeadlines } from '#server/modules/delivery/deadlines.ts'
import { createFairsService } from '#server/modules/fairs/fairs.service.ts'
import type { Locale } from '#core/i18n/locale.ts'
import type { MailService } from '#server/modules/mail/mail.service.ts'
import { createDeadlineWatch } from '#server/modules/orders/deadline-watch.ts'
import { createMyFairs } from '#server/modules/orders/my-fairs.ts'
import { createOrderDeadlines } from '#server/modules/orders/order-deadlines.ts'
import type { CountriesService } from '#server/modules/countries/countries.service.ts'
import type { FairsService } from '#server/modules/fairs/fairs.service.ts'
import type { SettingsService } from '#server/modules/settings/settings.service.ts'

/**
 * The trade-fair planner's services (decisions 0051, 0052, 0054, 0055), made together: the
 * order's creation needs the cart's target and its plan, and the rest share the same clock.
 */
export function createFairServices(deps: {
  db: Db
  catalog: CatalogService
  settings: SettingsService
  mail: MailService
  countries: Pick<CountriesService, 'search'>
  publicUrl: string
  log: { error(obj: unknown, msg?: string): void }
  /** The planner's clock (FAIR-PLAN-6); tests set it. */
  now?: (() => Date) | undefined
}) {
  const { db, catalog, settings, mail, publicUrl, log, now } = deps
  /** FAIR-PLAN-2..7: deadlines planned backwards from a target day. */
  const deadlines = createDeadlines({ db, catalog, settings, holidays: holidayCalendars(), now })
  const fairs = createFairsService({ db })
  return {
    deadlines,
    /** FAIR-TGT-1..4: what a cart is ordered for, and its plan. */
    cartTargets: createCartTargets({ db, deadlines }),
    /** FAIR-3..FAIR-6: the trade fairs the site offers. */
    fairs,
    /** FAIR-TGT-5: the lists of the product page's planner form, kept a minute. */
    plannerChoices: createPlannerChoices(fairs, deps.countries),
    /** FAIR-MINE-1..5: the customer's fairs, deadlines and calendar files. */
    myFairs: createMyFairs({ db, now, publicUrl }),
    /** FAIR-DUE-1..4: the orders' approval deadlines in the back office. */
    orderDeadlines: createOrderDeadlines(db, settings, now),
    /** FAIR-DUE-5..7: the approval deadlines' mails. */
    deadlineWatch: createDeadlineWatch({ db, mail, settings, catalog, publicUrl, log, now }),
  }
}

/** How long the planner's lists are kept: a fair staff add shows in the list within it. */
const CHOICES_TTL_MS = 60_000

/**
 * FAIR-TGT-5: the coming fairs and the countries the planner's form offers. Every product page
 * shows them, so they are kept a minute per language instead of read per page (the page's
 * query budget); the planning itself always reads the fair and the country afresh.
 */
function createPlannerChoices(fairs: FairsService, countries: Pick<CountriesService, 'search'>) {
  const kept = new Map<Locale, { at: number; value: Promise<PlannerChoices> }>()
  return async (locale: Locale): Promise<PlannerChoices> => {
    const hit = kept.get(locale)
    if (hit && Date.now() - hit.at < CHOICES_TTL_MS) return hit.value
    const value = Promise.all([
      fairs.search('', locale),
      countries.search('', locale, 1, 500),
    ]).then(([coming, all]) => ({
      fairs: coming.map(({ id, name, city, opensOn }) => ({ id, name, city, opensOn })),
      countries: all.data.map(({ id, name, code }) => ({ id, name, code })),
    }))
    kept.set(locale, { at: Date.now(), value })
    value.catch(() => kept.delete(locale))
    return value
  }
}

export interface PlannerChoices {
  fairs: { id: number; name: string; city: string; opensOn: string }[]
  countries: { id: number; name: string; code: string }[]
}
