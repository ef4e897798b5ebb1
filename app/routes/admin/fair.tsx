import { useTranslation } from 'react-i18next'
import { Form, Link, useNavigation } from 'react-router'
import { fairEditorForm } from '#core/fairs/fair-form.ts'
import { localeFromPath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { AdminFrame } from '#app/components/admin/AdminFrame.tsx'
import { AnswerBanner } from '#app/components/admin/AnswerBanner.tsx'
import { FairForm, storedFair, typedFair } from '#app/components/admin/FairForm.tsx'
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { fieldMessages, isFailure } from '#app/lib/forms.ts'
import { formAction, paramId, parseForm, routeError } from '#app/lib/forms.server.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/fair'

/** FAIR-3: one trade fair to change, switch off or on again. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, 'content.edit')
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname)
  const id = paramId(params.id)
  const services = getServices(context)
  const [fair, countries] = await Promise.all([
    services.fairsAdmin.get(id, locale).catch(routeError),
    services.countries.search('', locale, 1, 1000),
  ])
  const notice =
    url.searchParams.get('answer') === 'created'
      ? translate(locale, 'adminFairs.created', {
          name: locale === 'de' ? fair.nameDe : fair.nameEn,
        })
      : null
  return {
    locale,
    member: session.member,
    fair,
    notice,
    countries: countries.data.map(({ id, name }) => ({ id, name })),
  }
}

/** FAIR-3: `save` the fair's fields | `deactivate` | `activate` it. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireStaff(request, context, 'content.edit')
  const { locale } = getRequestInfo(context)
  const form = await request.formData()
  const admin = getServices(context).fairsAdmin
  const id = paramId(params.id)
  return formAction(form, async () => {
    const input = parseForm(form, fairEditorForm, locale)
    if (input.intent === 'save') {
      await admin.update(session.member, id, input, locale)
      return {
        ok: true as const,
        intent: input.intent,
        message: translate(locale, 'adminFairs.saved'),
      }
    }
    const active = input.intent === 'activate'
    await admin.setActive(session.member, id, active, locale)
    return {
      ok: true as const,
      intent: input.intent,
      message: translate(locale, active ? 'adminFairs.activated' : 'adminFairs.deactivated'),
    }
  })
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, loaderData?.locale, 'adminFairs.editTitle')

export const headers: Route.HeadersFunction = adminHeaders

export default function AdminFair({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const busy = useNavigation().state !== 'idle'
  const { member, fair, notice, countries } = loaderData
  const failed = actionData && isFailure(actionData) ? actionData : undefined
  const message = actionData?.message ?? notice
  // A refused switch keeps the stored fields; only a refused save shows what was typed.
  const typed = failed && failed.intent === 'save'
  const values = typed ? typedFair(failed.values) : storedFair(fair)
  return (
    <AdminFrame member={member}>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-8 outline-none">
        <Link to={href('/admin/fairs')} className="text-sm underline">
          {t('adminFairs.back')}
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">{t('adminFairs.editTitle')}</h1>
        <p className="mt-1 text-sm text-slate-600" data-testid="fair-state">
          {fair.nameDe} · {t(`adminFairs.${fair.state}`)}
        </p>
        {message ? <AnswerBanner failed={failed} message={message} testId="fair-answer" /> : null}
        <section className="mt-4 rounded-lg bg-white p-5">
          <FairForm
            key={typed ? 'typed' : JSON.stringify(values)}
            intent="save"
            values={values}
            errors={typed ? fieldMessages(failed) : {}}
            countries={countries}
            submit={t('adminFairs.save')}
          />
        </section>
        <Form method="post" className="mt-4">
          <button
            type="submit"
            name="intent"
            value={fair.isActive ? 'deactivate' : 'activate'}
            disabled={busy}
            className={
              fair.isActive
                ? 'rounded-md border border-red-700 px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60'
                : 'rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60'
            }
          >
            {t(fair.isActive ? 'adminFairs.deactivate' : 'adminFairs.activate')}
          </button>
        </Form>
      </main>
    </AdminFrame>
  )
}
