import { Download } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Form, Link, useLocation, useNavigation } from 'react-router'
import { translate } from '#core/i18n/translate.ts'
import { can } from '#core/staff/permissions.ts'
import { BULK_ORDERS_MAX, filterQueryOf, savedFilterForm } from '#core/validation/bulk-orders.ts'
import { formatDate } from '#core/dates/dates.ts'
import { localeFromPath } from '#core/i18n/locale.ts'
import { formatMoney } from '#core/money/money.ts'
import { AdminFrame } from '#app/components/admin/AdminFrame.tsx'
import { FilterInput, fieldClass, SortHeader } from '#app/components/admin/OrderListParts.tsx'
import {
  OrderBulkForm,
  SelectAllBox,
  SelectOrderBox,
} from '#app/components/admin/OrderBulkActions.tsx'
import { SavedOrderFilters } from '#app/components/admin/SavedOrderFilters.tsx'
import { ApprovalCell, DeadlineFilterSelect } from '#app/components/admin/DeadlineParts.tsx'
import { Pagination } from '#app/components/catalog/Pagination.tsx'
import { PAYMENT_METHODS } from '#core/checkout-totals/checkout-totals.ts'
import { MONEY_STATES, WORK_STATES } from '#core/orders/workflow.ts'
import { orderFiltersOf } from '#app/lib/admin-orders.server.ts'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { fieldMessages, isFailure } from '#app/lib/forms.ts'
import { formAction, parseForm } from '#app/lib/forms.server.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/orders'

/**
 * ORD-15: every order of the shop for sales, production and the owner (STAFF-5): filters and
 * search in the address (a GET form that works without JavaScript), sortable columns, pages and
 * the same selection as CSV.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, 'orders.view')
  const url = new URL(request.url)
  const filters = orderFiltersOf(url)
  const locale = localeFromPath(url.pathname)
  const services = getServices(context)
  // ORD-BULK-1: a bulk action that found nothing to do says why (admin-bulk.server.ts).
  const bulk = url.searchParams.get('bulk')
  return {
    locale,
    member: session.member,
    filters,
    list: await services.backOfficeOrders.list(filters),
    // ORD-SAVED-1: the member's own saved filters, and the current one as it would be saved.
    saved: await services.savedFilters.list(session.member.id, 'orders'),
    filterQuery: filterQueryOf(url.search),
    bulkNotice:
      bulk === 'none'
        ? translate(locale, 'adminShipping.bulk.noneSelected')
        : bulk === 'too-many'
          ? translate(locale, 'adminShipping.ship.tooMany', { max: BULK_ORDERS_MAX })
          : null,
    options: {
      statuses: [...WORK_STATES],
      payments: [...MONEY_STATES],
      methods: [...PAYMENT_METHODS],
    },
  }
}

/** ORD-SAVED-1: filter-save (`name`, `query`) | filter-delete (`filter`), the member's own. */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context, 'orders.view')
  const { locale } = getRequestInfo(context)
  const form = await request.formData()
  const saved = getServices(context).savedFilters
  return formAction(form, async () => {
    const input = parseForm(form, savedFilterForm, locale)
    if (input.intent === 'filter-save') {
      const query = filterQueryOf(input.query)
      await saved.save(session.member.id, { list: 'orders', name: input.name, query }, locale)
      return { ok: true as const, message: translate(locale, 'adminShipping.saved.saved', input) }
    }
    await saved.remove(session.member.id, input.filter, locale)
    return { ok: true as const, message: translate(locale, 'adminShipping.saved.deleted') }
  })
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, loaderData?.locale, 'admin.orders.title')

export const headers: Route.HeadersFunction = adminHeaders

export default function AdminOrders({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { locale, href } = useLocale()
  const { search } = useLocation()
  const navigation = useNavigation().state
  const busy = navigation === 'loading'
  const { member, filters, list, options, saved, filterQuery, bulkNotice } = loaderData
  const filtered = Boolean(
    filters.queue ||
    filters.deadline ||
    filters.q ||
    filters.status ||
    filters.payment ||
    filters.method ||
    filters.from ||
    filters.to ||
    filters.country,
  )

  const select = <V extends string>(
    name: 'status' | 'payment' | 'method',
    label: string,
    values: readonly V[],
    text: (value: V) => string,
  ) => (
    <div>
      <label htmlFor={`orders-${name}`} className="text-xs font-medium text-slate-700">
        {label}
      </label>
      <select
        id={`orders-${name}`}
        name={name}
        defaultValue={filters[name] ?? ''}
        className={fieldClass}
      >
        <option value="">{t('admin.orders.any')}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {text(value)}
          </option>
        ))}
      </select>
    </div>
  )

  return (
    <AdminFrame member={member}>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-8 outline-none">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h1 className="text-2xl font-bold text-slate-900">{t('admin.orders.title')}</h1>
          <a
            href={`${href('/admin/orders.csv')}${search}`}
            className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:border-brand-500"
            data-testid="orders-export"
          >
            <Download aria-hidden="true" className="size-4" />
            {t('admin.orders.export')}
          </a>
        </div>

        {/* Keyed by the address: a saved filter's link shows its values in the fields. */}
        <Form
          key={search}
          method="get"
          className="mt-4 grid gap-3 rounded-lg bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
          aria-label={t('admin.orders.filter')}
          data-testid="orders-filters"
        >
          <div className="sm:col-span-2">
            <label htmlFor="orders-q" className="text-xs font-medium text-slate-700">
              {t('admin.orders.search')}
            </label>
            <input
              id="orders-q"
              type="search"
              name="q"
              defaultValue={filters.q}
              maxLength={100}
              placeholder={t('admin.orders.searchHint')}
              className={fieldClass}
            />
          </div>
          {select('status', t('admin.orders.status'), options.statuses, (value) =>
            t(`admin.work.${value}`),
          )}
          {select('payment', t('admin.orders.payment'), options.payments, (value) =>
            t(`admin.orders.paymentNames.${value}`),
          )}
          {select('method', t('admin.orders.method'), options.methods, (value) =>
            t(`orders.method.${value}`),
          )}
          <FilterInput
            name="from"
            type="date"
            label={t('admin.orders.from')}
            value={filters.from}
          />
          <FilterInput name="to" type="date" label={t('admin.orders.to')} value={filters.to} />
          <div>
            <label htmlFor="orders-country" className="text-xs font-medium text-slate-700">
              {t('admin.orders.country')}
            </label>
            <input
              id="orders-country"
              name="country"
              defaultValue={filters.country ?? ''}
              maxLength={2}
              autoComplete="off"
              className={`${fieldClass} uppercase`}
            />
          </div>
          <DeadlineFilterSelect value={filters.deadline} />
          {/* STAFF-13: a dashboard's work queue stays when the other filters change. */}
          {filters.queue ? <input type="hidden" name="queue" value={filters.queue} /> : null}
          {/* The sort stays when the filters change. */}
          <input type="hidden" name="sort" value={filters.sort} />
          <input type="hidden" name="dir" value={filters.dir} />
          <div className="flex items-end gap-3 lg:col-span-4">
            <button
              type="submit"
              className="h-10 rounded-md bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t('admin.orders.filter')}
            </button>
            {filtered ? (
              <Link
                to={href('/admin/orders')}
                className="text-sm font-semibold text-brand-800 underline"
              >
                {t('admin.orders.reset')}
              </Link>
            ) : null}
          </div>
        </Form>

        <SavedOrderFilters
          filters={saved}
          query={filterQuery}
          busy={navigation !== 'idle'}
          answer={
            actionData
              ? {
                  failed: isFailure(actionData),
                  message: actionData.message ?? '',
                  nameError: fieldMessages(actionData).name,
                }
              : null
          }
        />

        {filters.queue ? (
          <p className="mt-4 text-sm font-semibold text-slate-800" data-testid="orders-queue">
            {t('adminWork.list.queue', {
              name: t(
                filters.queue === 'placed'
                  ? 'adminWork.list.placed'
                  : `adminWork.queues.${filters.queue}`,
              ),
            })}
          </p>
        ) : null}
        <p className="mt-4 text-sm text-slate-600" role="status" data-testid="orders-count">
          {t('admin.orders.count', { count: list.total })}
        </p>

        {list.rows.length === 0 ? (
          <p
            className="mt-3 rounded-md border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600"
            data-testid="orders-empty"
          >
            {filtered ? t('admin.orders.empty') : t('admin.orders.none')}
          </p>
        ) : (
          <OrderBulkForm canShip={can(member, 'orders.produce')} notice={bulkNotice}>
            <div className="relative mt-3 overflow-x-auto rounded-lg bg-white" aria-busy={busy}>
              <table
                className="w-full min-w-[48rem] border-collapse text-sm"
                data-testid="admin-orders"
              >
                <thead>
                  <tr className="border-b border-slate-300 text-left text-slate-600">
                    <th scope="col" className="w-10 px-3 py-2">
                      <SelectAllBox ids={list.rows.map((row) => row.id)} />
                    </th>
                    <SortHeader
                      column="number"
                      label={t('admin.orders.number')}
                      filters={filters}
                    />
                    <SortHeader column="date" label={t('admin.orders.date')} filters={filters} />
                    <th scope="col" className="px-3 py-2 font-semibold">
                      {t('admin.orders.customer')}
                    </th>
                    <SortHeader
                      column="total"
                      label={t('admin.orders.total')}
                      numeric
                      filters={filters}
                    />
                    <th scope="col" className="px-3 py-2 font-semibold">
                      {t('admin.orders.method')}
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      {t('admin.orders.payment')}
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      {t('admin.orders.status')}
                    </th>
                    <SortHeader
                      column="approval"
                      label={t('adminDeadlines.column')}
                      filters={filters}
                    />
                  </tr>
                </thead>
                <tbody>
                  {list.rows.map((row) => (
                    <tr
                      key={row.id}
                      className="border-b border-slate-100"
                      data-testid="admin-order-row"
                    >
                      <td className="px-3 py-2">
                        <SelectOrderBox id={row.id} number={row.number} />
                      </td>
                      <td className="px-3 py-2 font-semibold">
                        <Link
                          to={href(`/admin/orders/${row.id}`)}
                          className="text-brand-800 underline hover:text-brand-900"
                        >
                          #{row.number}
                        </Link>
                      </td>
                      <td className="px-3 py-2 whitespace-nowrap">
                        {formatDate(row.createdAt, locale)}
                      </td>
                      <td className="px-3 py-2">
                        <span className="block font-medium">{row.company}</span>
                        <span className="block text-slate-600">
                          {row.name} · {row.email} · {row.countryCode}
                        </span>
                      </td>
                      <td className="px-3 py-2 text-right tabular-nums">
                        {formatMoney(row.totalCents)}
                      </td>
                      <td className="px-3 py-2">{t(`orders.method.${row.paymentMethod}`)}</td>
                      <td className="px-3 py-2">
                        {t(`admin.orders.paymentNames.${row.paymentStatus}`)}
                      </td>
                      <td className="px-3 py-2">{t(`admin.work.${row.workState}`)}</td>
                      <ApprovalCell
                        latestApprovalAt={row.latestApprovalAt}
                        risk={row.deadlineRisk}
                      />
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </OrderBulkForm>
        )}
        <div className="mt-4">
          <Pagination page={list.page} lastPage={list.lastPage} />
        </div>
      </main>
    </AdminFrame>
  )
}
