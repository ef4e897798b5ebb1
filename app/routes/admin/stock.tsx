import { useTranslation } from 'react-i18next'
import { Form, Link } from 'react-router'
import { localeFromPath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { stockFiltersSchema, stockForm } from '#core/validation/stock.ts'
import { AdminFrame } from '#app/components/admin/AdminFrame.tsx'
import { AnswerBanner } from '#app/components/admin/AnswerBanner.tsx'
import { StockRowForm } from '#app/components/admin/StockRowForm.tsx'
import { Pagination } from '#app/components/catalog/Pagination.tsx'
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { isFailure } from '#app/lib/forms.ts'
import { formAction, parseForm } from '#app/lib/forms.server.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/stock'

/**
 * STOCK-2: every combination with its stock and low-stock threshold; `?low=1` is the dashboard's
 * low-stock queue (STAFF-13). A GET form filters, one POST form per combination saves.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, 'stock.manage')
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname)
  const filters = stockFiltersSchema.parse(Object.fromEntries(url.searchParams))
  return {
    locale,
    member: session.member,
    filters,
    list: await getServices(context).stockAdmin.list(filters, locale),
  }
}

/** STOCK-2: save — a combination's stock and threshold (audited). */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context, 'stock.manage')
  const { locale } = getRequestInfo(context)
  const form = await request.formData()
  return formAction(form, async () => {
    const input = parseForm(form, stockForm, locale)
    const saved = await getServices(context).stockAdmin.save(session.member, input, locale)
    return {
      ok: true as const,
      intent: input.intent,
      combination: input.combination,
      message: translate(locale, 'adminWork.stock.saved', { name: saved.name }),
    }
  })
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, loaderData?.locale, 'adminWork.stock.title')

export const headers: Route.HeadersFunction = adminHeaders

const fieldClass =
  'mt-1 h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200'

export default function AdminStock({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const { member, filters, list } = loaderData
  const failed = actionData && isFailure(actionData) ? actionData : undefined
  const answerFor = failed
    ? Number(failed.values.combination)
    : actionData && 'combination' in actionData
      ? actionData.combination
      : undefined
  return (
    <AdminFrame member={member}>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-8 outline-none">
        <h1 className="text-2xl font-bold text-slate-900">{t('adminWork.stock.title')}</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('adminWork.stock.lead')}</p>
        <Form
          method="get"
          className="mt-4 flex flex-wrap items-end gap-3 rounded-lg bg-white p-4"
          aria-label={t('adminWork.stock.filter')}
          data-testid="stock-filters"
        >
          <div className="w-full sm:w-72">
            <label htmlFor="stock-q" className="text-xs font-medium text-slate-700">
              {t('adminWork.stock.search')}
            </label>
            <input
              id="stock-q"
              type="search"
              name="q"
              defaultValue={filters.q}
              maxLength={100}
              className={fieldClass}
            />
          </div>
          <div className="flex h-10 items-center gap-2">
            <input
              id="stock-low"
              type="checkbox"
              name="low"
              value="1"
              defaultChecked={filters.low}
              className="size-4"
            />
            <label htmlFor="stock-low" className="text-sm text-slate-800">
              {t('adminWork.stock.lowOnly')}
            </label>
          </div>
          <button
            type="submit"
            className="h-10 rounded-md bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t('adminWork.stock.filter')}
          </button>
          {filters.q || filters.low ? (
            <Link
              to={href('/admin/stock')}
              className="text-sm font-semibold text-brand-800 underline"
            >
              {t('adminWork.stock.reset')}
            </Link>
          ) : null}
        </Form>
        {/* STOCK-2: a row saved out of the filtered list (a threshold removed on ?low=1) takes
            its answer along; the page says it instead. */}
        {actionData && !list.rows.some((row) => row.combinationId === answerFor) ? (
          <AnswerBanner
            failed={failed}
            message={actionData.message}
            testId="stock-answer"
            className="mt-4"
          />
        ) : null}
        <p className="mt-4 text-sm text-slate-600" role="status" data-testid="stock-count">
          {t('adminWork.stock.count', { count: list.total })}
        </p>
        {list.rows.length === 0 ? (
          <p className="mt-3 rounded-md border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
            {t('adminWork.stock.none')}
          </p>
        ) : (
          <ul className="mt-3 grid gap-3" data-testid="stock-list">
            {list.rows.map((row) => (
              <StockRowForm
                key={row.combinationId}
                row={row}
                answer={
                  answerFor === row.combinationId && actionData ? (
                    <AnswerBanner
                      failed={failed}
                      message={actionData.message}
                      testId="stock-answer"
                      className="mt-2"
                    />
                  ) : null
                }
                errors={answerFor === row.combinationId && failed ? failed.errors : {}}
                values={answerFor === row.combinationId && failed ? failed.values : undefined}
              />
            ))}
          </ul>
        )}
        <Pagination page={list.page} lastPage={list.lastPage} />
      </main>
    </AdminFrame>
  )
}
