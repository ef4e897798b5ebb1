import { useTranslation } from 'react-i18next'
import { Link, useNavigation } from 'react-router'
import { localeFromPath } from '#core/i18n/locale.ts'
import { databaseIdFrom } from '#core/ids/database-id.ts'
import { BULK_ORDERS_MAX } from '#core/validation/bulk-orders.ts'
import { AdminFrame } from '#app/components/admin/AdminFrame.tsx'
import { BulkShipForm, BulkShipResults } from '#app/components/admin/BulkShipForm.tsx'
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts'
import { bulkSelection } from '#app/lib/admin-bulk.server.ts'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/orders-ship'

/**
 * ORD-BULK-1: the orders ticked in the list (`?id=…`), each package's carrier and tracking
 * number, then every order shipped on its own (orders.produce, STAFF-5) with a result per order.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, 'orders.produce')
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname)
  const ids = bulkSelection(url, locale)
  const orders = await getServices(context).bulkShipping.candidates(ids)
  return { locale, member: session.member, orders }
}

/** The posted form: `order` (each), `version-<order>`, `carrier-<package>`, `tracking-<package>`. */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context, 'orders.produce')
  const { locale } = getRequestInfo(context)
  const form = await request.formData()
  const versions = new Map<number, number>()
  for (const value of form.getAll('order').slice(0, BULK_ORDERS_MAX)) {
    const orderId = databaseIdFrom(value)
    const version = Number(form.get(`version-${String(value)}`))
    if (orderId !== undefined && Number.isSafeInteger(version) && version >= 0) {
      versions.set(orderId, version)
    }
  }
  const shipments = [...form.keys()]
    .filter((key) => /^carrier-\d{1,9}$/.test(key))
    .map((key) => {
      const packageId = Number(key.slice('carrier-'.length))
      return {
        packageId,
        carrier: String(form.get(key) ?? ''),
        trackingNumber: String(form.get(`tracking-${packageId}`) ?? ''),
      }
    })
  const results = await getServices(context).bulkShipping.ship(
    session.member,
    { versions, shipments },
    locale,
  )
  const values = Object.fromEntries(
    [...form.entries()]
      .filter(([key]) => /^(carrier|tracking)-\d{1,9}$/.test(key))
      .map(([key, value]) => [key, String(value).slice(0, 60)]),
  )
  return { results, values }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, loaderData?.locale, 'adminShipping.ship.title')

export const headers: Route.HeadersFunction = adminHeaders

export default function AdminOrdersShip({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const busy = useNavigation().state !== 'idle'
  const { member, orders } = loaderData
  return (
    <AdminFrame member={member}>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-4xl px-4 py-8 outline-none">
        <Link to={href('/admin/orders')} className="text-sm font-semibold text-brand-800 underline">
          {t('adminShipping.ship.back')}
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">{t('adminShipping.ship.title')}</h1>
        <p className="mt-2 text-sm text-slate-700">{t('adminShipping.ship.lead')}</p>
        {actionData ? <BulkShipResults results={actionData.results} /> : null}
        <BulkShipForm
          key={orders.map((order) => `${order.id}:${order.version}`).join(',')}
          orders={orders}
          values={actionData?.values ?? {}}
          busy={busy}
        />
      </main>
    </AdminFrame>
  )
}
