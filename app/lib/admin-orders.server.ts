import { PAYMENT_METHODS } from '#core/checkout-totals/checkout-totals.ts'
import { adminOrderFiltersSchema } from '#core/validation/admin-orders.ts'
import { WORK_STATES } from '#core/orders/workflow.ts'
import { MONEY_STATES } from '#core/orders/workflow.ts'

const filtersSchema = adminOrderFiltersSchema(WORK_STATES, MONEY_STATES, PAYMENT_METHODS)

/** The list's filters from the page's address (one value per name; unknown values dropped). */
export function orderFiltersOf(url: URL) {
  return filtersSchema.parse(Object.fromEntries(url.searchParams))
}
