import { useTranslation } from 'react-i18next'
import { data, redirect } from 'react-router'
import { localeFromPath, localizePath } from '#core/i18n/locale.ts'
import { clearedStaffCookieHeader } from '#server/http/auth.ts'
import { AdminFrame } from '#app/components/admin/AdminFrame.tsx'
import { getServices } from '#app/lib/context.server.ts'
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts'
import { requireStaff, staffToken } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/home'

/** The back office's start (STAFF-5: every role): who is logged in, with which factor. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context)
  return { locale: localeFromPath(new URL(request.url).pathname), member: session.member }
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
  const { member } = loaderData
  return (
    <AdminFrame member={member}>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-8 outline-none">
        <h1 className="text-2xl font-bold text-slate-900">{t('admin.title')}</h1>
        <dl
          className="mt-6 grid max-w-xl grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-lg bg-white p-5 text-sm"
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
