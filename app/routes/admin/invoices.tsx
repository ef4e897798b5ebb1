import { useTranslation } from 'react-i18next'
import { data, Form, Link, useNavigation } from 'react-router'
import { localeFromPath } from '#core/i18n/locale.ts'
import { DOCUMENT_KINDS } from '#core/validation/admin-documents.ts'
import { AdminFrame } from '#app/components/admin/AdminFrame.tsx'
import { DocumentTable } from '#app/components/admin/DocumentTable.tsx'
import { Pagination } from '#app/components/catalog/Pagination.tsx'
import { documentFiltersOf, resendDocument } from '#app/lib/admin-documents.server.ts'
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { isFailure } from '#app/lib/forms.ts'
import { formAction } from '#app/lib/forms.server.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/invoices'
import { AnswerBanner } from '#app/components/admin/AnswerBanner.tsx'

/**
 * INV-6 (decision 0024): every issued invoice and credit note for the owner and sales
 * (STAFF-5: who sees money), filtered in the address (a GET form that works without
 * JavaScript), 25 a page, each with its files and "send again".
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, 'orders.money')
  const url = new URL(request.url)
  const filters = documentFiltersOf(url)
  return {
    locale: localeFromPath(url.pathname),
    member: session.member,
    filters,
    list: await getServices(context).documentReads.list(filters),
  }
}

/** `intent=resend`, `number`: the document goes to its customer again. */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context, 'orders.money')
  const { locale } = getRequestInfo(context)
  const form = await request.formData()
  if (form.get('intent') !== 'resend') throw data(null, { status: 400 })
  return formAction(form, () => resendDocument(context, session.member, form, locale))
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, loaderData?.locale, 'admin.invoices.title')

export const headers: Route.HeadersFunction = adminHeaders

const fieldClass =
  'mt-1 h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200'
const labelClass = 'text-xs font-medium text-slate-700'

export default function AdminInvoices({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const busy = useNavigation().state !== 'idle'
  const { member, filters, list } = loaderData
  const filtered = Boolean(filters.q || filters.kind || filters.from || filters.to)
  return (
    <AdminFrame member={member}>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-8 outline-none">
        <h1 className="text-2xl font-bold text-slate-900">{t('admin.invoices.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('admin.invoices.lead')}</p>

        <Form
          method="get"
          className="mt-4 grid gap-3 rounded-lg bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
          aria-label={t('admin.invoices.filter')}
          data-testid="invoices-filters"
        >
          <div className="sm:col-span-2">
            <label htmlFor="invoices-q" className={labelClass}>
              {t('admin.invoices.search')}
            </label>
            <input
              id="invoices-q"
              type="search"
              name="q"
              defaultValue={filters.q}
              maxLength={100}
              placeholder={t('admin.invoices.searchHint')}
              className={fieldClass}
            />
          </div>
          <div>
            <label htmlFor="invoices-kind" className={labelClass}>
              {t('admin.invoices.kind')}
            </label>
            <select
              id="invoices-kind"
              name="kind"
              defaultValue={filters.kind ?? ''}
              className={fieldClass}
            >
              <option value="">{t('admin.invoices.any')}</option>
              {DOCUMENT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`admin.invoices.kinds.${kind}`)}
                </option>
              ))}
            </select>
          </div>
          {(['from', 'to'] as const).map((name) => (
            <div key={name}>
              <label htmlFor={`invoices-${name}`} className={labelClass}>
                {t(`admin.invoices.${name}`)}
              </label>
              <input
                id={`invoices-${name}`}
                type="date"
                name={name}
                defaultValue={filters[name] ?? ''}
                className={fieldClass}
              />
            </div>
          ))}
          <div className="flex items-end gap-3 lg:col-span-5">
            <button
              type="submit"
              className="h-10 rounded-md bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t('admin.invoices.filter')}
            </button>
            {filtered ? (
              <Link
                to={href('/admin/invoices')}
                className="text-sm font-semibold text-brand-800 underline"
              >
                {t('admin.invoices.reset')}
              </Link>
            ) : null}
          </div>
        </Form>

        {actionData ? (
          <AnswerBanner
            failed={isFailure(actionData)}
            message={actionData.message}
            testId="invoices-answer"
            className="mt-4"
          />
        ) : null}

        <p className="mt-4 text-sm text-slate-600" role="status" data-testid="invoices-count">
          {t('admin.invoices.count', { count: list.total })}
        </p>

        {list.rows.length === 0 ? (
          <p
            className="mt-3 rounded-md border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600"
            data-testid="invoices-empty"
          >
            {filtered ? t('admin.invoices.empty') : t('admin.invoices.none')}
          </p>
        ) : (
          <DocumentTable rows={list.rows} busy={busy} />
        )}
        <div className="mt-4">
          <Pagination page={list.page} lastPage={list.lastPage} />
        </div>
      </main>
    </AdminFrame>
  )
}
