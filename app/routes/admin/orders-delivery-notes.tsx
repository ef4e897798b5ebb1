import { localeFromPath } from '#core/i18n/locale.ts'
import { bulkSelection, shippingDocResponse } from '#app/lib/admin-bulk.server.ts'
import { getServices } from '#app/lib/context.server.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/orders-delivery-notes'

/**
 * ORD-BULK-2, SHIP-DOC-4: the delivery notes of the orders ticked in the list as one PDF, each
 * order's packages in the list's order, each in its order's language.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'orders.view')
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname)
  const ids = bulkSelection(url, locale)
  return shippingDocResponse(getServices(context), { url, locale }, 'delivery-note', ids)
}
