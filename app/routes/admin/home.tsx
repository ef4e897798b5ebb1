import { useTranslation } from 'react-i18next'
import { data, Link, redirect } from 'react-router'
import { localeFromPath, localizePath } from '#core/i18n/locale.ts'
import { clearedStaffCookieHeader } from '#core/http/cookies.ts'
import { AdminFrame } from '#app/components/admin/AdminFrame.tsx'
import { WorkQueues } from '#app/components/admin/WorkQueues.tsx'
import { getServices } from '#app/lib/context.server.ts'
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { requireStaff, staffToken } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/home'
import { can } from '#core/staff/permissions.ts'

/**
 * The back office's start (STAFF-5: every role): the work queues a member's role works with
 * (STAFF-8, STAFF-13), and who is logged in, with which factor, and their notifications.
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

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const { member, figures } = loaderData
  return (
    <AdminFrame member={member}>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-8 outline-none">
        <h1 className="text-2xl font-bold text-slate-900">{t('admin.title')}</h1>
        {figures ? <WorkQueues member={member} figures={figures} /> : null}
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
        <p className="mt-3 text-sm">
          <Link
            to={href('/admin/notifications')}
            className="font-semibold text-brand-800 underline"
            data-testid="notifications-link"
          >
            {t('adminWork.notifications.link')}
          </Link>
        </p>
      </main>
    </AdminFrame>
  )
}
