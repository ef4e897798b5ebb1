import { useTranslation } from 'react-i18next'
import { Form, Link, useNavigation } from 'react-router'
import { formatDate } from '#core/dates/dates.ts'
import { localeFromPath } from '#core/i18n/locale.ts'
import { AdminFrame } from '#app/components/admin/AdminFrame.tsx'
import { Pagination } from '#app/components/catalog/Pagination.tsx'
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts'
import { getServices } from '#app/lib/context.server.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/customers'

/** STAFF-7: the shop's customers for sales and the owner, searchable, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, 'customers.manage')
  const url = new URL(request.url)
  const q = (url.searchParams.get('q') ?? '').slice(0, 100)
  const blocked = url.searchParams.get('blocked') === '1'
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get('page')) || 1))
  return {
    locale: localeFromPath(url.pathname),
    member: session.member,
    q,
    blocked,
    list: await getServices(context).backOfficeCustomers.list({ q, blocked, page }),
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, loaderData?.locale, 'admin.customers.title')

export const headers: Route.HeadersFunction = adminHeaders

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { locale, href } = useLocale()
  const busy = useNavigation().state === 'loading'
  const { member, q, blocked, list } = loaderData
  return (
    <AdminFrame member={member}>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-8 outline-none">
        <h1 className="text-2xl font-bold text-slate-900">{t('admin.customers.title')}</h1>
        <Form
          method="get"
          className="mt-4 flex flex-wrap items-end gap-3 rounded-lg bg-white p-4"
          data-testid="customers-search"
        >
          <div className="flex min-w-64 flex-1 flex-col gap-1">
            <label htmlFor="customer-q" className="text-sm font-semibold text-slate-800">
              {t('admin.customers.search')}
            </label>
            <input
              id="customer-q"
              name="q"
              type="search"
              defaultValue={q}
              maxLength={100}
              aria-describedby="customer-q-hint"
              className="h-10 rounded-md border border-slate-300 px-3"
            />
            <span id="customer-q-hint" className="text-xs text-slate-600">
              {t('admin.customers.searchHint')}
            </span>
          </div>
          <label className="flex h-10 items-center gap-2 text-sm">
            <input type="checkbox" name="blocked" value="1" defaultChecked={blocked} />
            {t('admin.customers.onlyBlocked')}
          </label>
          <button
            type="submit"
            className="h-10 rounded-md bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t('admin.customers.filter')}
          </button>
        </Form>
        <p className="mt-4 text-sm text-slate-600" role="status" data-testid="customers-count">
          {t('admin.customers.count', { count: list.total })}
        </p>
        {list.rows.length === 0 ? (
          <p
            className="mt-3 rounded-md border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600"
            data-testid="customers-empty"
          >
            {t('admin.customers.none')}
          </p>
        ) : (
          <div className="relative mt-3 overflow-x-auto rounded-lg bg-white" aria-busy={busy}>
            <table className="w-full min-w-[40rem] border-collapse text-sm">
              <thead>
                <tr className="border-b border-slate-300 text-left text-slate-600">
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('admin.customers.number')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('admin.customers.customer')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('admin.customers.place')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    {t('admin.customers.orders')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('admin.customers.since')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.rows.map((row) => (
                  <tr key={row.id} className="border-b border-slate-100" data-testid="customer-row">
                    <td className="px-3 py-2">
                      <Link
                        to={href(`/admin/customers/${row.id}`)}
                        className="font-semibold text-brand-800 underline"
                      >
                        {row.id}
                      </Link>
                    </td>
                    <td className="px-3 py-2">
                      <span className="block font-medium">
                        {row.company}
                        {row.blocked ? (
                          <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
                            {t('admin.customers.blocked')}
                          </span>
                        ) : null}
                      </span>
                      <span className="block text-slate-600">
                        {row.name} · {row.email}
                      </span>
                    </td>
                    <td className="px-3 py-2">
                      {row.city} ({row.countryCode})
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{row.orderCount}</td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {formatDate(row.createdAt, locale)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div className="mt-4">
          <Pagination page={list.page} lastPage={list.lastPage} />
        </div>
      </main>
    </AdminFrame>
  )
}
