import { useTranslation } from 'react-i18next'
import { data, Link } from 'react-router'
import { localeFromPath } from '#core/i18n/locale.ts'
import { settingsFormOf } from '#core/validation/admin-settings.ts'
import { AdminFrame } from '#app/components/admin/AdminFrame.tsx'
import { SettingsForm } from '#app/components/admin/SettingsForm.tsx'
import { saveSettings } from '#app/lib/admin-settings.server.ts'
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { formAction } from '#app/lib/forms.server.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/settings'

/** STAFF-11: the owner's shop settings, one form in sections. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, 'settings.edit')
  const locale = localeFromPath(new URL(request.url).pathname)
  const services = getServices(context)
  const [settings, countries, stored] = await Promise.all([
    services.settings.get(),
    services.postMethodsAdmin.list(locale),
    services.settingsAdmin.storedProblems(locale),
  ])
  return {
    locale,
    member: session.member,
    values: settingsFormOf(settings, locale),
    stored,
    // Free shipping is offered where a parcel can go: the countries that have post methods.
    countries: countries
      .filter((country) => country.methods.length > 0)
      .map(({ code, name }) => ({ code, name })),
  }
}

/** `intent=save`: the whole form. */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context, 'settings.edit')
  const { locale } = getRequestInfo(context)
  const form = await request.formData()
  if (form.get('intent') !== 'save') throw data(null, { status: 400 })
  return formAction(form, () => saveSettings(context, session.member, form, locale))
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, loaderData?.locale, 'shopSettings.title')

export const headers: Route.HeadersFunction = adminHeaders

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const { member, values, stored, countries } = loaderData
  return (
    <AdminFrame member={member}>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-4xl px-4 py-8 outline-none">
        <h1 className="text-2xl font-bold text-slate-900">{t('shopSettings.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('shopSettings.lead')}</p>
        <p className="mt-2 text-sm">
          <Link
            to={href('/admin/settings/shipping')}
            className="font-semibold text-brand-800 underline"
          >
            {t('shopSettings.toShipping')}
          </Link>
        </p>
        <SettingsForm values={values} stored={stored} countries={countries} answer={actionData} />
      </main>
    </AdminFrame>
  )
}
