import { useTranslation } from 'react-i18next'
import { Form, Link } from 'react-router'
import { formatDateTime } from '#core/dates/dates.ts'
import { localeFromPath } from '#core/i18n/locale.ts'
import { AdminFrame } from '#app/components/admin/AdminFrame.tsx'
import { Pagination } from '#app/components/catalog/Pagination.tsx'
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts'
import { getServices } from '#app/lib/context.server.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/audit'
import { AuditChanges } from '#app/components/admin/AuditChanges.tsx'
import type { MessageKey } from '#core/i18n/translate.ts'
import { auditActionLabel, auditObjectLabel } from '#core/staff/audit-labels.ts'

/** STAFF-6: the audit log for the owner, filtered by staff member and object, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, 'audit.view')
  const url = new URL(request.url)
  const param = (name: string) => url.searchParams.get(name)?.trim() || undefined
  const staffId = Number(param('staff'))
  const filters = {
    staffId: Number.isSafeInteger(staffId) && staffId > 0 ? staffId : undefined,
    objectType: param('type')?.slice(0, 40),
    objectId: param('id')?.slice(0, 40),
    page: Math.max(1, Math.min(10_000, Number(param('page')) || 1)),
  }
  return {
    locale: localeFromPath(url.pathname),
    member: session.member,
    filters,
    log: await getServices(context).auditLog.list(filters),
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, loaderData?.locale, 'admin.audit.title')

export const headers: Route.HeadersFunction = adminHeaders

const fieldClass = 'h-10 rounded-md border border-slate-300 bg-white px-3 text-sm'
const labelClass = 'text-sm font-semibold text-slate-800'

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const { locale, href } = useLocale()
  const { member, filters, log } = loaderData
  // Codes are data: their words are looked up, and a code without any shows as it is.
  const text = (key: string) => (i18n.exists(key) ? String(i18n.t(key as MessageKey)) : undefined)
  // CO-9: a company admin's or approver's change names the customer who made it.
  const actorOf = (entry: (typeof log.entries)[number]) => {
    if (entry.staffName) return entry.staffName
    const after: unknown = entry.after
    const by =
      after !== null && typeof after === 'object' && 'by_customer' in after
        ? after.by_customer
        : undefined
    return typeof by === 'number' ? t('admin.audit.customer', { id: by }) : null
  }
  const filtered = Boolean(filters.staffId || filters.objectType || filters.objectId)
  return (
    <AdminFrame member={member}>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-8 outline-none">
        <h1 className="text-2xl font-bold text-slate-900">{t('admin.audit.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('admin.audit.lead')}</p>
        <Form
          method="get"
          className="mt-4 flex flex-wrap items-end gap-3 rounded-lg bg-white p-4"
          data-testid="audit-filters"
        >
          <div className="flex flex-col gap-1">
            <label htmlFor="audit-staff" className={labelClass}>
              {t('admin.audit.member')}
            </label>
            <select
              id="audit-staff"
              name="staff"
              defaultValue={filters.staffId ?? ''}
              className={fieldClass}
            >
              <option value="">{t('admin.audit.any')}</option>
              {log.members.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="audit-type" className={labelClass}>
              {t('admin.audit.objectType')}
            </label>
            <select
              id="audit-type"
              name="type"
              defaultValue={filters.objectType ?? ''}
              className={fieldClass}
            >
              <option value="">{t('admin.audit.any')}</option>
              {log.objectTypes.map((type) => (
                <option key={type} value={type}>
                  {auditObjectLabel(type, text)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="audit-id" className={labelClass}>
              {t('admin.audit.objectId')}
            </label>
            <input
              id="audit-id"
              name="id"
              defaultValue={filters.objectId ?? ''}
              maxLength={40}
              autoComplete="off"
              className={`${fieldClass} w-32`}
            />
          </div>
          <button
            type="submit"
            className="h-10 rounded-md bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t('admin.audit.filter')}
          </button>
          {filtered ? (
            <Link
              to={href('/admin/audit')}
              className="text-sm font-semibold text-brand-800 underline"
            >
              {t('admin.audit.reset')}
            </Link>
          ) : null}
        </Form>
        <p className="mt-4 text-sm text-slate-600" role="status" data-testid="audit-count">
          {t('admin.audit.count', { count: log.total })}
        </p>
        {log.entries.length === 0 ? (
          <p className="mt-3 rounded-md border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
            {t('admin.audit.none')}
          </p>
        ) : (
          <div className="relative mt-3 overflow-x-auto rounded-lg bg-white">
            <table className="w-full min-w-[48rem] border-collapse text-sm" data-testid="audit-log">
              <thead>
                <tr className="border-b border-slate-300 text-left text-slate-600">
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('admin.audit.when')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('admin.audit.who')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('admin.audit.what')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('auditLog.changes')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {log.entries.map((entry) => (
                  <tr
                    key={entry.id}
                    className="border-b border-slate-100 align-top"
                    data-testid="audit-entry"
                  >
                    <td className="px-3 py-2 whitespace-nowrap">
                      {formatDateTime(entry.createdAt, locale)}
                    </td>
                    <td className="px-3 py-2">{actorOf(entry) ?? t('admin.audit.shop')}</td>
                    <td className="px-3 py-2">
                      <span className="font-medium">
                        {auditActionLabel(entry.action, text) ?? entry.action}
                      </span>
                      <span className="block text-slate-600">
                        {auditObjectLabel(entry.objectType, text)} {entry.objectId}
                      </span>
                    </td>
                    <td className="px-3 py-2">
                      <AuditChanges before={entry.before} after={entry.after} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div className="mt-4">
          <Pagination page={log.page} lastPage={log.lastPage} />
        </div>
      </main>
    </AdminFrame>
  )
}
