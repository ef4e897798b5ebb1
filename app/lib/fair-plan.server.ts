import { type CartTarget, cartTargetFromSearch } from '#core/cart/cart-target.ts'
import { isoWithOffset } from '#core/delivery-date/plan-backwards.ts'
import { isAppError } from '#core/errors/errors.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { Services } from '#server/services.ts'

// FAIR-TGT-1, FAIR-TGT-5 (decision 0052): the product page's "Für eine Messe bestellen" panel. A
// GET form: the address carries the fair (`fair` by id, or `fair_q` as typed) or a day and a
// country (`target_date`, `target_country`); the loader plans each production time on the server,
// so the panel works without JavaScript and its answer can be linked to.

export interface PlannedRow {
  durationId: number
  title: string
  latestOrderAt: string
  latestApprovalAt: string
  arrivesOn: string
  fits: boolean
}

export interface ProductFairPlan {
  /** What the form shows again. */
  form: { fairQuery: string; date: string; countryId: number }
  fairs: { id: number; name: string; city: string; opensOn: string }[]
  countries: { id: number; name: string }[]
  /** The target the plan is for (a typed fair found by its name becomes its id). */
  target?: CartTarget
  label?: { fair?: string; city?: string; country?: string }
  targetOn?: string
  rows: PlannedRow[]
  /** The cheapest production time that fits (least surcharge); undefined when none does. */
  recommendedId?: number
  problem?: string
}

/** Germany: the country most buyers send to. */
const HOME_COUNTRY_CODE = 'DE'

export async function productFairPlan(
  services: Services,
  product: { id: number; durations: readonly { id: number; surchargePercent: number }[] },
  search: URLSearchParams,
  locale: Locale,
): Promise<ProductFairPlan> {
  const { fairs, countries } = await services.plannerChoices(locale)
  const fairQuery = (search.get('fair_q') ?? '').trim().slice(0, 100)
  let target = cartTargetFromSearch(search)
  const form = {
    fairQuery,
    date: search.get('target_date') ?? '',
    countryId:
      Number(search.get('target_country')) ||
      countries.find((country) => country.code === HOME_COUNTRY_CODE)?.id ||
      0,
  }
  const plan: ProductFairPlan = {
    form,
    fairs,
    countries: countries.map(({ id, name }) => ({ id, name })),
    rows: [],
  }
  if (!target && fairQuery !== '') {
    // A name chosen from the list, or typed: the fair whose name is it, else the first found.
    const found = await services.fairs.search(fairQuery, locale)
    const match = found.find((fair) => fair.name === fairQuery) ?? found[0]
    if (!match)
      return {
        ...plan,
        problem: translate(locale, 'fairTarget.fairNotFound', { query: fairQuery }),
      }
    target = { fair_id: match.id }
  }
  if (!target) return plan
  try {
    const resolved = await services.deadlines.resolve(
      'fair_id' in target
        ? { kind: 'fair', fairId: target.fair_id }
        : { kind: 'date', date: target.date, countryId: target.country_id },
      locale,
    )
    const rows = await services.deadlines.forProduct(product.id, resolved, locale)
    const surcharge = new Map(product.durations.map((d) => [d.id, d.surchargePercent]))
    const recommended = rows
      .filter((row) => row.fits)
      .sort((a, b) => (surcharge.get(a.durationId) ?? 0) - (surcharge.get(b.durationId) ?? 0))[0]
    return {
      ...plan,
      form: resolved.fair ? { ...form, fairQuery: resolved.fair.name } : form,
      target,
      label: resolved.fair
        ? { fair: resolved.fair.name, city: resolved.fair.city }
        : { country: resolved.countryName },
      targetOn: resolved.date,
      rows: rows.map((row) => ({
        durationId: row.durationId,
        title: row.title,
        latestOrderAt: isoWithOffset(row.latestOrderAt),
        latestApprovalAt: isoWithOffset(row.latestApprovalAt),
        arrivesOn: row.arrivesOn,
        fits: row.fits,
      })),
      ...(recommended ? { recommendedId: recommended.durationId } : {}),
    }
  } catch (error) {
    if (isAppError(error) && (error.kind === 'invalid' || error.kind === 'not_found')) {
      return { ...plan, problem: error.message }
    }
    throw error
  }
}
