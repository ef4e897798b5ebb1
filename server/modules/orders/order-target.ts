import type { Locale } from '#core/i18n/locale.ts'
import type { CartTargets } from '#server/modules/cart/cart-target.ts'

/**
 * FAIR-TGT-3 (decision 0052): what an order keeps of its cart's fair or day — the target, the
 * earliest latest-approval moment and the latest arrival of its lines, planned now. A target
 * the planner refuses by now (its day passed) leaves the order an ordinary one.
 */
export async function orderTargetOf(
  cartTargets: Pick<CartTargets, 'get' | 'planFor'> | undefined,
  customerId: number,
  lines: readonly { productId: number; durationId: number }[],
  locale: Locale,
) {
  const target = await cartTargets?.get(customerId)
  const plan = target && (await cartTargets?.planFor(target, lines, locale))
  if (!plan || plan.problem || !plan.latestApprovalAt || !plan.arrivesOn) return {}
  return {
    fairId: 'fair_id' in plan.target ? plan.target.fair_id : null,
    targetOn: plan.targetOn,
    targetCountryId: plan.countryId ?? null,
    latestApprovalAt: new Date(plan.latestApprovalAt),
    // A cart that no longer makes its day gets no promise from the planner: its lines'
    // forward dates (DLV-4) stand.
    promisedArrivalOn: plan.fits ? plan.arrivesOn : null,
  }
}
