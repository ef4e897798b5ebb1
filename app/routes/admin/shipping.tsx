import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { localeFromPath } from '#core/i18n/locale.ts'
import { AdminFrame } from '#app/components/admin/AdminFrame.tsx'
import { PostMethodsEditor } from '#app/components/admin/PostMethodsEditor.tsx'
import { changePostMethod } from '#app/lib/admin-settings.server.ts'
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { formAction } from '#app/lib/forms.server.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/shipping'

/** STAFF-12: the post methods and their prices per destination country, for the owner. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, 'settings.edit')
  const locale = localeFromPath(new URL(request.url).pathname)
  return {
    locale,
    member: session.member,
    countries: await getServices(context).postMethodsAdmin.list(locale),
  }
}

/** `intent=create|update|up|down|delete`, see changePostMethod. */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context, 'settings.edit')
  const { locale } = getRequestInfo(context)
  const form = await request.formData()
  return formAction(form, () => changePostMethod(context, session.member, form, locale))
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, loaderData?.locale, 'shopSettings.shippingTitle')

export const headers: Route.HeadersFunction = adminHeaders

export default function AdminShipping({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const { member, countries } = loaderData
  return (
    <AdminFrame member={member}>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-5xl px-4 py-8 outline-none">
        <p className="text-sm">
          <Link to={href('/admin/settings')} className="font-semibold text-brand-800 underline">
            {t('shopSettings.toSettings')}
          </Link>
        </p>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">
          {t('shopSettings.shippingTitle')}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{t('shopSettings.shippingLead')}</p>
        <PostMethodsEditor countries={countries} answer={actionData} />
      </main>
    </AdminFrame>
  )
}
