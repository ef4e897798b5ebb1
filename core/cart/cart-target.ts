// FAIR-TGT-1, FAIR-TGT-2 (decision 0052): what a cart is ordered for — a trade fair, or a day
// and a destination country. The browser keeps a guest's beside the guest cart (CART-6) and
// sends it with every cart post; a customer's is stored by the cart module. Checked by hand
// (no zod): this module is on every page's first load (decision 0034).

export type CartTarget = { fair_id: number } | { date: string; country_id: number }

export const CART_TARGET_KEY = 'cart_target'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0

/** A target as the browser or a form sent it, or undefined for anything else. */
export function parseCartTarget(value: unknown): CartTarget | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const target = value as Record<string, unknown>
  if (isId(target.fair_id) && target.date === undefined) return { fair_id: target.fair_id }
  if (typeof target.date === 'string' && ISO_DATE.test(target.date) && isId(target.country_id)) {
    return { date: target.date, country_id: target.country_id }
  }
  return undefined
}

/** A target from its JSON text (the guest's stored one, a form's hidden field). */
export function parseCartTargetText(text: unknown): CartTarget | undefined {
  if (typeof text !== 'string' || text === '') return undefined
  try {
    return parseCartTarget(JSON.parse(text))
  } catch {
    return undefined
  }
}

/**
 * The planner's target in the product page's address (`?fair=3`, or `?target_date=2027-03-01&
 * target_country=1`); undefined when the address names none or only half of one.
 */
export function cartTargetFromSearch(search: URLSearchParams): CartTarget | undefined {
  const fair = Number(search.get('fair'))
  if (search.get('fair') && isId(fair)) return { fair_id: fair }
  const country = Number(search.get('target_country'))
  const date = search.get('target_date') ?? ''
  if (date !== '' && isId(country)) return { date, country_id: country }
  return undefined
}

/** The query of a target, for links back to the planner. */
export function cartTargetSearch(target: CartTarget): string {
  return 'fair_id' in target
    ? `fair=${target.fair_id}`
    : `target_date=${target.date}&target_country=${target.country_id}`
}

/**
 * The whole cart's deadlines (FAIR-TGT-4): the earliest latest-order and latest-approval
 * moments and the latest arrival of its lines; it fits when every line does.
 */
export interface CartPlan {
  /** What the buyer chose: the fair's name and city, or the day and the country's name. */
  target: CartTarget
  label: { fair?: string; city?: string; country?: string }
  targetOn: string
  /** The destination country (a fair's venue's); absent when the target was refused. */
  countryId?: number
  /** ISO 8601 with the shop's offset; absent when no line could be planned. */
  latestOrderAt?: string
  latestApprovalAt?: string
  arrivesOn?: string
  fits: boolean
  /** Lines by `productId:durationId`: whether that production time still arrives in time. */
  lines: Record<string, boolean>
  /** The planner refused the target (passed, a fair gone): the message to show instead. */
  problem?: string
}

export const planLineKey = (line: { productId: number; durationId: number }) =>
  `${line.productId}:${line.durationId}`

/** FAIR-TGT-4: the cart's line from its lines' plans (at least one). */
export function summarizePlans<
  T extends { latestOrderAt: Date; latestApprovalAt: Date; arrivesOn: string; fits: boolean },
>(plans: readonly T[]) {
  const first = plans[0]
  if (!first) return undefined
  let latestOrderAt = first.latestOrderAt
  let latestApprovalAt = first.latestApprovalAt
  let arrivesOn = first.arrivesOn
  for (const plan of plans) {
    if (plan.latestOrderAt < latestOrderAt) latestOrderAt = plan.latestOrderAt
    if (plan.latestApprovalAt < latestApprovalAt) latestApprovalAt = plan.latestApprovalAt
    if (plan.arrivesOn > arrivesOn) arrivesOn = plan.arrivesOn
  }
  return { latestOrderAt, latestApprovalAt, arrivesOn, fits: plans.every((plan) => plan.fits) }
}
