import { localeFromPath } from '#core/i18n/locale.ts'
import { orderFiltersOf } from '#app/lib/admin-orders.server.ts'
import { bulkSelection, fromBulkForm } from '#app/lib/admin-bulk.server.ts'
import { getServices } from '#app/lib/context.server.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/orders-csv'

/**
 * ORD-15, ORD-CSV-1: the order list's selection as a CSV file in the page's language, one row per
 * order line; ORD-BULK-3: only the ticked orders when the list's bulk form sent it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'orders.view')
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname)
  const ids = fromBulkForm(url) ? bulkSelection(url, locale) : undefined
  const csv = await getServices(context).backOfficeOrders.csv(orderFiltersOf(url), locale, ids)
  const day = new Date().toISOString().slice(0, 10)
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="orders-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
