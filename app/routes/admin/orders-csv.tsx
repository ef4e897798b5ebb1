import { localeFromPath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { orderFiltersOf } from '#app/lib/admin-orders.server.ts'
import { getServices } from '#app/lib/context.server.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/orders-csv'

/** ORD-15: the order list's selection as a CSV file, with the headings of the page's language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'orders.view')
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname)
  const t = (key: Parameters<typeof translate>[1]) => translate(locale, key)
  const header = [
    t('admin.orders.number'),
    t('admin.orders.date'),
    t('fields.company'),
    t('admin.home.name'),
    t('admin.auth.email'),
    t('admin.orders.country'),
    t('admin.orders.total'),
    t('admin.orders.method'),
    t('admin.orders.payment'),
    t('admin.orders.status'),
  ]
  const csv = await getServices(context).backOfficeOrders.csv(orderFiltersOf(url), header)
  const day = new Date().toISOString().slice(0, 10)
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="orders-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
