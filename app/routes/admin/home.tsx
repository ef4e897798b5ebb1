import { useTranslation } from 'react-i18next'
import { data, Link, redirect } from 'react-router'
import { formatMoney } from '#core/money/money.ts'
import { localeFromPath, localizePath } from '#core/i18n/locale.ts'
import { clearedStaffCookieHeader } from '#core/http/cookies.ts'
import { AdminFrame } from '#app/components/admin/AdminFrame.tsx'
import { getServices } from '#app/lib/context.server.ts'
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { requireStaff, staffToken } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/home'
import { can } from '#core/staff/permissions.ts'

/**
 * The back office's start (STAFF-5: every role): the dashboard's figures a member's role works
 * with (STAFF-8), and who is logged in, with which factor.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context)
  return {
    locale: localeFromPath(new URL(request.url).pathname),
    member: session.member,
    figures: !can(session.member, 'orders.view')
      ? null
      : await getServices(context).dashboard.figures(),
  }
}

/** The logout of the back office's frame (STAFF-2). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData()
  if (form.get('intent') !== 'logout') throw data(null, { status: 400 })
  await getServices(context).staff.logOut(staffToken(request))
  const locale = localeFromPath(new URL(request.url).pathname)
  throw redirect(localizePath('/admin/login', locale), {
    headers: { 'Set-Cookie': clearedStaffCookieHeader() },
  })
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, loaderData?.locale, 'admin.title')

export const headers: Route.HeadersFunction = adminHeaders

function Figure({
  label,
  value,
  link,
  detail,
  alert = false,
}: {
  label: string
  value: string
  link?: string | undefined
  detail?: string | undefined
  alert?: boolean
}) {
  const { t } = useTranslation()
  return (
    <div
      className={`flex flex-col gap-1 rounded-lg bg-white p-4 ${alert ? 'ring-2 ring-red-300' : ''}`}
      data-testid="dashboard-figure"
    >
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-xl font-bold text-slate-900 tabular-nums">{value}</dd>
      {detail ? <dd className="text-xs text-slate-600">{detail}</dd> : null}
      {link ? (
        <dd>
          <Link to={link} className="text-sm font-semibold text-brand-800 underline">
            {t('admin.dashboard.show')}
            <span className="sr-only">: {label}</span>
          </Link>
        </dd>
      ) : null}
    </div>
  )
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const { member, figures } = loaderData
  const money = can(member, 'dashboard.money')
  return (
    <AdminFrame member={member}>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-8 outline-none">
        <h1 className="text-2xl font-bold text-slate-900">{t('admin.title')}</h1>
        {figures ? (
          <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="dashboard">
            {money ? (
              <>
                <Figure
                  label={t('admin.dashboard.today')}
                  value={t('admin.dashboard.ordersRevenue', {
                    count: figures.today.orders,
                    net: formatMoney(figures.today.netCents),
                  })}
                />
                <Figure
                  label={t('admin.dashboard.week')}
                  value={t('admin.dashboard.ordersRevenue', {
                    count: figures.week.orders,
                    net: formatMoney(figures.week.netCents),
                  })}
                />
                <Figure
                  label={t('admin.dashboard.openPayments')}
                  value={String(figures.openPayments)}
                  link={`${href('/admin/orders')}?payment=open&to=${figures.overdueBefore}`}
                  alert={figures.openPayments > 0}
                />
              </>
            ) : null}
            <Figure
              label={t('admin.dashboard.awaitingPrintData')}
              value={String(figures.awaitingPrintData)}
              link={`${href('/admin/orders')}?status=awaiting_print_data`}
            />
            <Figure
              label={t('admin.dashboard.printDataReceived')}
              value={String(figures.printDataReceived)}
              link={`${href('/admin/orders')}?status=print_data_received`}
              alert={figures.printDataReceived > 0}
            />
            {money ? (
              <Figure
                label={t('admin.dashboard.failedMails')}
                value={String(figures.mails.failed)}
                link={`${href('/admin/mails')}?show=failed`}
                detail={
                  figures.mails.retrying > 0
                    ? t('admin.dashboard.retryingMails', { count: figures.mails.retrying })
                    : undefined
                }
                alert={figures.mails.failed > 0}
              />
            ) : null}
          </dl>
        ) : null}
        <h2 className="mt-8 font-semibold text-slate-900">{t('admin.dashboard.account')}</h2>
        <dl
          className="mt-2 grid max-w-xl grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-lg bg-white p-5 text-sm"
          data-testid="admin-account"
        >
          <dt className="text-slate-600">{t('admin.home.name')}</dt>
          <dd>{member.name}</dd>
          <dt className="text-slate-600">{t('admin.auth.email')}</dt>
          <dd>{member.email}</dd>
          <dt className="text-slate-600">{t('admin.home.role')}</dt>
          <dd>{t(`admin.roles.${member.role}`)}</dd>
          <dt className="text-slate-600">{t('admin.home.secondFactor')}</dt>
          <dd>
            {member.totpEnabled ? t('admin.home.secondFactorOn') : t('admin.home.secondFactorOff')}
          </dd>
        </dl>
      </main>
    </AdminFrame>
  )
}
