import { localeFromPath } from '#core/i18n/locale.ts'
import { shippingDocResponse } from '#app/lib/admin-bulk.server.ts'
import { getServices } from '#app/lib/context.server.ts'
import { paramId } from '#app/lib/forms.server.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/order-delivery-note'

/**
 * SHIP-DOC-1: an order's delivery note, one page per package (`?package=N`: that one),
 * in the order's language, as a PDF to print (STAFF-5: whoever sees the order).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, 'orders.view')
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname)
  return shippingDocResponse(getServices(context), { url, locale }, 'delivery-note', [
    paramId(params.id),
  ])
}
