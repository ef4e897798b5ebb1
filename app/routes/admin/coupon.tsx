import { useTranslation } from 'react-i18next'
import {
  data,
  Form,
  Link,
  redirect,
  type ShouldRevalidateFunction,
  useNavigation,
} from 'react-router'
import { localeFromPath, localizePath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { formatMoney } from '#core/money/money.ts'
import { AdminFrame } from '#app/components/admin/AdminFrame.tsx'
import { CouponForm, percentText, valuesAfter } from '#app/components/admin/CouponForm.tsx'
import { CouponOrders } from '#app/components/admin/CouponOrders.tsx'
import { CouponStateBadge, useValidity } from '#app/components/admin/CouponTable.tsx'
import { couponFields, couponIdOf } from '#app/lib/admin-coupons.server.ts'
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { fieldMessages, isFailure } from '#app/lib/forms.ts'
import { formAction, parseForm, routeError } from '#app/lib/forms.server.ts'
import { couponForm } from '#core/validation/intents.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/coupon'
import { AnswerBanner } from '#app/components/admin/AnswerBanner.tsx'

/** STAFF-10: one coupon — its form, its usage and the orders that used it. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, 'coupons.edit')
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname)
  const id = couponIdOf(params.id)
  if (id === null) throw data(null, { status: 404 })
  try {
    const detail = await getServices(context).couponsAdmin.detail(id, locale)
    return { locale, member: session.member, detail, created: url.searchParams.has('created') }
  } catch (error) {
    routeError(error)
  }
}

/** STAFF-10: save | delete | activate | deactivate the coupon of the page. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireStaff(request, context, 'coupons.edit')
  const { locale } = getRequestInfo(context)
  const id = couponIdOf(params.id)
  if (id === null) throw data(null, { status: 404 })
  const form = await request.formData()
  const coupons = getServices(context).couponsAdmin
  return formAction(form, async () => {
    const { intent } = parseForm(form, couponForm, locale)
    switch (intent) {
      case 'save': {
        const { code } = await coupons.update(session.member, id, couponFields(form), locale)
        return {
          ok: true as const,
          intent,
          message: translate(locale, 'admin.coupons.saved', { code }),
        }
      }
      case 'delete': {
        const { code } = await coupons.remove(session.member, id, locale)
        return redirect(localizePath(`/admin/coupons?deleted=${encodeURIComponent(code)}`, locale))
      }
      case 'activate':
      case 'deactivate': {
        const active = intent === 'activate'
        const { code } = await coupons.setActive(session.member, id, active, locale)
        const key = active ? 'admin.coupons.activated' : 'admin.coupons.deactivated'
        return { ok: true as const, intent, message: translate(locale, key, { code }) }
      }
    }
  })
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, loaderData?.locale, 'admin.coupons.editTitle', {
    code: loaderData?.detail.coupon.code ?? '',
  })

/** A refused change reads the coupon again too: somebody may have changed it meanwhile. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod === 'POST' ? true : defaultShouldRevalidate)

export const headers: Route.HeadersFunction = adminHeaders

const card = 'rounded-lg bg-white p-5'

export default function AdminCoupon({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { locale, href } = useLocale()
  const busy = useNavigation().state !== 'idle'
  const validity = useValidity()
  const { member, detail, created } = loaderData
  const { coupon } = detail
  const failedSave = isFailure(actionData) && actionData.intent === 'save'
  const notice = actionData
    ? { failure: isFailure(actionData), text: actionData.message }
    : created
      ? { failure: false, text: t('admin.coupons.created', { code: coupon.code }) }
      : null
  const values = {
    code: coupon.code,
    percent: percentText(coupon.percent, locale),
    validFrom: coupon.validFrom ?? '',
    validUntil: coupon.validUntil ?? '',
    maxUses: coupon.maxUses === null ? '' : String(coupon.maxUses),
    maxUsesPerCustomer: coupon.maxUsesPerCustomer === null ? '' : String(coupon.maxUsesPerCustomer),
    isActive: coupon.isActive,
  }
  return (
    <AdminFrame member={member}>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-8 outline-none">
        <Link
          to={href('/admin/coupons')}
          className="text-sm font-semibold text-brand-800 underline"
        >
          {t('admin.coupons.back')}
        </Link>
        <h1 className="mt-2 flex flex-wrap items-center gap-3 text-2xl font-bold text-slate-900">
          {t('admin.coupons.editTitle', { code: coupon.code })}
          <CouponStateBadge state={coupon.state} />
        </h1>
        {notice ? (
          <AnswerBanner failed={notice.failure} message={notice.text} testId="coupon-answer" />
        ) : null}

        <div className="mt-4 grid gap-4 lg:grid-cols-[2fr_1fr]">
          <section aria-labelledby="coupon-form-title" className={card}>
            <h2 id="coupon-form-title" className="font-semibold text-slate-900">
              {t('admin.coupons.editForm')}
            </h2>
            <CouponForm
              key={failedSave ? 'typed' : JSON.stringify(values)}
              intent="save"
              values={valuesAfter(values, failedSave ? actionData.values : undefined)}
              errors={failedSave ? fieldMessages(actionData) : {}}
              busy={busy}
              submitLabel={t('admin.coupons.save')}
            />
          </section>
          <section
            aria-labelledby="coupon-figures-title"
            className={`${card} order-first lg:order-none`}
          >
            <h2 id="coupon-figures-title" className="font-semibold text-slate-900">
              {t('admin.coupons.figures')}
            </h2>
            <dl
              className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm"
              data-testid="coupon-figures"
            >
              <dt className="text-slate-600">{t('admin.coupons.used')}</dt>
              <dd className="tabular-nums">
                {coupon.maxUses === null
                  ? `${coupon.usedCount} (${t('admin.coupons.unlimited')})`
                  : t('admin.coupons.usedOf', { used: coupon.usedCount, max: coupon.maxUses })}
              </dd>
              <dt className="text-slate-600">{t('admin.coupons.maxUsesPerCustomer')}</dt>
              <dd className="tabular-nums">
                {coupon.maxUsesPerCustomer ?? t('admin.coupons.unlimited')}
              </dd>
              <dt className="text-slate-600">{t('admin.coupons.customers')}</dt>
              <dd className="tabular-nums">{coupon.customers}</dd>
              <dt className="text-slate-600">{t('admin.coupons.revenue')}</dt>
              <dd className="tabular-nums">{formatMoney(coupon.revenueCents)}</dd>
              <dt className="text-slate-600">{t('admin.coupons.validity')}</dt>
              <dd>{validity(coupon)}</dd>
            </dl>
            <p className="mt-2 text-xs text-slate-600">{t('admin.coupons.revenueHint')}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <Form method="post">
                <button
                  type="submit"
                  name="intent"
                  value={coupon.isActive ? 'deactivate' : 'activate'}
                  disabled={busy}
                  className="rounded-md border border-slate-400 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 disabled:opacity-60"
                >
                  {coupon.isActive ? t('admin.coupons.deactivate') : t('admin.coupons.activate')}
                </button>
              </Form>
              {coupon.usedCount === 0 && detail.orderCount === 0 ? (
                <Form method="post">
                  <button
                    type="submit"
                    name="intent"
                    value="delete"
                    disabled={busy}
                    aria-describedby="coupon-delete-hint"
                    className="rounded-md border border-red-700 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
                  >
                    {t('admin.coupons.delete')}
                  </button>
                </Form>
              ) : null}
            </div>
            <p id="coupon-delete-hint" className="mt-2 text-xs text-slate-600">
              {t('admin.coupons.deleteHint')}
            </p>
          </section>
        </div>

        <section aria-labelledby="coupon-orders-title" className={`${card} mt-4`}>
          <h2 id="coupon-orders-title" className="font-semibold text-slate-900">
            {t('admin.coupons.orders')}
          </h2>
          <CouponOrders orders={detail.orders} count={detail.orderCount} />
        </section>
      </main>
    </AdminFrame>
  )
}
