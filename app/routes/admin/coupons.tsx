import { useTranslation } from 'react-i18next'
import { Form, Link, redirect, useNavigation } from 'react-router'
import { localeFromPath, localizePath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { COUPON_FILTERS } from '#core/validation/admin-coupons.ts'
import { AdminFrame } from '#app/components/admin/AdminFrame.tsx'
import { CouponForm, emptyCoupon, valuesAfter } from '#app/components/admin/CouponForm.tsx'
import { CouponTable } from '#app/components/admin/CouponTable.tsx'
import { Pagination } from '#app/components/catalog/Pagination.tsx'
import { couponFields, couponFiltersOf } from '#app/lib/admin-coupons.server.ts'
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { fieldMessages, isFailure } from '#app/lib/forms.ts'
import { formAction, parseForm } from '#app/lib/forms.server.ts'
import { couponsForm } from '#core/validation/intents.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/coupons'
import { AnswerBanner } from '#app/components/admin/AnswerBanner.tsx'

/**
 * STAFF-10: the coupons for the owner and sales, with their usage, filtered in the address (a
 * GET form that works without JavaScript), 25 a page; a new coupon; each switched on or off.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, 'coupons.edit')
  const url = new URL(request.url)
  const filters = couponFiltersOf(url)
  return {
    locale: localeFromPath(url.pathname),
    member: session.member,
    filters,
    deleted: url.searchParams.get('deleted')?.slice(0, 32) ?? null,
    list: await getServices(context).couponsAdmin.list(filters),
  }
}

/** STAFF-10: create a coupon; activate | deactivate one of the list (`id`). */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context, 'coupons.edit')
  const { locale } = getRequestInfo(context)
  const form = await request.formData()
  const coupons = getServices(context).couponsAdmin
  return formAction(form, async () => {
    const input = parseForm(form, couponsForm, locale)
    if (input.intent === 'create') {
      const created = await coupons.create(session.member, couponFields(form), locale)
      return redirect(localizePath(`/admin/coupons/${created.id}?created=1`, locale))
    }
    const active = input.intent === 'activate'
    const { code } = await coupons.setActive(session.member, input.id, active, locale)
    const key = active ? 'admin.coupons.activated' : 'admin.coupons.deactivated'
    return { ok: true as const, intent: input.intent, message: translate(locale, key, { code }) }
  })
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, loaderData?.locale, 'admin.coupons.title')

export const headers: Route.HeadersFunction = adminHeaders

const fieldClass =
  'mt-1 h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200'
const labelClass = 'text-xs font-medium text-slate-700'

export default function AdminCoupons({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const busy = useNavigation().state !== 'idle'
  const { member, filters, list, deleted } = loaderData
  const filtered = Boolean(filters.q || filters.status)
  const failedCreate = isFailure(actionData) && actionData.intent === 'create'
  const notice = actionData
    ? { failure: isFailure(actionData), text: actionData.message }
    : deleted
      ? { failure: false, text: t('admin.coupons.deleted', { code: deleted }) }
      : null
  return (
    <AdminFrame member={member}>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-8 outline-none">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h1 className="text-2xl font-bold text-slate-900">{t('admin.coupons.title')}</h1>
          <a href="#new-coupon" className="text-sm font-semibold text-brand-800 underline">
            {t('admin.coupons.newLink')}
          </a>
        </div>
        <p className="mt-1 text-sm text-slate-600">{t('admin.coupons.lead')}</p>

        <Form
          method="get"
          className="mt-4 grid gap-3 rounded-lg bg-white p-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
          aria-label={t('admin.coupons.filter')}
          data-testid="coupons-filters"
        >
          <div>
            <label htmlFor="coupons-q" className={labelClass}>
              {t('admin.coupons.search')}
            </label>
            <input
              id="coupons-q"
              type="search"
              name="q"
              defaultValue={filters.q}
              maxLength={32}
              placeholder={t('admin.coupons.searchHint')}
              className={fieldClass}
            />
          </div>
          <div>
            <label htmlFor="coupons-status" className={labelClass}>
              {t('admin.coupons.status')}
            </label>
            <select
              id="coupons-status"
              name="status"
              defaultValue={filters.status ?? ''}
              className={fieldClass}
            >
              <option value="">{t('admin.coupons.any')}</option>
              {COUPON_FILTERS.map((state) => (
                <option key={state} value={state}>
                  {t(`admin.coupons.states.${state}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex items-center gap-3">
            <button
              type="submit"
              className="h-10 rounded-md bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t('admin.coupons.filter')}
            </button>
            {filtered ? (
              <Link
                to={href('/admin/coupons')}
                className="text-sm font-semibold text-brand-800 underline"
              >
                {t('admin.coupons.reset')}
              </Link>
            ) : null}
          </div>
        </Form>

        {notice ? (
          <AnswerBanner
            failed={notice.failure}
            message={notice.text}
            testId="coupons-answer"
            className="mt-4"
          />
        ) : null}

        <p className="mt-4 text-sm text-slate-600" role="status" data-testid="coupons-count">
          {t('admin.coupons.count', { count: list.total })}
        </p>
        {list.rows.length === 0 ? (
          <p
            className="mt-3 rounded-md border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600"
            data-testid="coupons-empty"
          >
            {filtered ? t('admin.coupons.empty') : t('admin.coupons.none')}
          </p>
        ) : (
          <CouponTable rows={list.rows} busy={busy} />
        )}
        <div className="mt-4">
          <Pagination page={list.page} lastPage={list.lastPage} />
        </div>

        <section
          id="new-coupon"
          aria-labelledby="new-coupon-title"
          className="mt-6 scroll-mt-4 rounded-lg bg-white p-5"
        >
          <h2 id="new-coupon-title" className="font-semibold text-slate-900">
            {t('admin.coupons.newTitle')}
          </h2>
          <CouponForm
            intent="create"
            values={valuesAfter(emptyCoupon, failedCreate ? actionData.values : undefined)}
            errors={failedCreate ? fieldMessages(actionData) : {}}
            busy={busy}
            submitLabel={t('admin.coupons.create')}
          />
        </section>
      </main>
    </AdminFrame>
  )
}
