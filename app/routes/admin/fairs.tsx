import { useTranslation } from 'react-i18next'
import { data, Form, Link, redirect } from 'react-router'
import { formatDate } from '#core/dates/dates.ts'
import { localeFromPath, localizePath } from '#core/i18n/locale.ts'
import { AdminFrame } from '#app/components/admin/AdminFrame.tsx'
import { AnswerBanner } from '#app/components/admin/AnswerBanner.tsx'
import { emptyFair, FairForm, typedFair } from '#app/components/admin/FairForm.tsx'
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { fieldMessages, isFailure } from '#app/lib/forms.ts'
import { formAction } from '#app/lib/forms.server.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/fairs'

/** FAIR-3: the trade fairs (`?q=` finds a name or a city), those not over first, and a new one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, 'content.edit')
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname)
  const q = (url.searchParams.get('q') ?? '').slice(0, 100)
  const services = getServices(context)
  const [fairs, countries] = await Promise.all([
    services.fairsAdmin.list(q),
    services.countries.search('', locale, 1, 1000),
  ])
  return {
    locale,
    member: session.member,
    q,
    fairs: fairs.map((fair) => ({
      id: fair.id,
      name: locale === 'de' ? fair.nameDe : fair.nameEn,
      city: fair.city,
      venueName: fair.venueName,
      days: [formatDate(fair.opensOn, locale), formatDate(fair.closesOn, locale)],
      buildUp: [formatDate(fair.buildUpFrom, locale), formatDate(fair.buildUpTo, locale)],
      state: fair.state,
    })),
    countries: countries.data.map(({ id, name }) => ({ id, name })),
  }
}

/** `intent=add`: the new fair; on success its page, with the answer in the address. */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context, 'content.edit')
  const { locale } = getRequestInfo(context)
  const form = await request.formData()
  if (form.get('intent') !== 'add') throw data(null, { status: 400 })
  return formAction(form, async () => {
    const fair = await getServices(context).fairsAdmin.create(
      session.member,
      Object.fromEntries(form),
      locale,
    )
    throw redirect(`${localizePath(`/admin/fairs/${fair.id}`, locale)}?answer=created`)
  })
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, loaderData?.locale, 'adminFairs.title')

export const headers: Route.HeadersFunction = adminHeaders

const STATE_CLASS = {
  upcoming: 'bg-sky-100 text-sky-900',
  running: 'bg-emerald-100 text-emerald-900',
  past: 'bg-slate-100 text-slate-700',
  inactive: 'bg-amber-100 text-amber-900',
} as const

export default function AdminFairs({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const { member, fairs, q, countries } = loaderData
  const failed = actionData && isFailure(actionData) ? actionData : undefined
  return (
    <AdminFrame member={member}>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-8 outline-none">
        <h1 className="text-2xl font-bold text-slate-900">{t('adminFairs.title')}</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('adminFairs.lead')}</p>
        <p className="mt-2 text-sm">
          <Link
            to={href('/admin/fairs/file')}
            className="font-medium text-brand-700 hover:underline"
          >
            {t('adminFairs.fileLink')}
          </Link>
        </p>
        <Form method="get" role="search" className="mt-4 flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor="fairs-q" className="text-sm font-semibold text-slate-800">
              {t('adminFairs.search')}
            </label>
            <input
              id="fairs-q"
              name="q"
              type="search"
              defaultValue={q}
              maxLength={100}
              className="w-72 max-w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base"
            />
          </div>
          <button
            type="submit"
            className="h-10 rounded-md border border-slate-400 px-4 text-sm font-semibold hover:bg-slate-50"
          >
            {t('adminFairs.searchButton')}
          </button>
        </Form>
        {failed ? <AnswerBanner failed message={failed.message} testId="fairs-answer" /> : null}
        {fairs.length === 0 ? (
          <p className="mt-4 rounded-lg bg-white p-5 text-slate-700" data-testid="fairs-empty">
            {q ? t('adminFairs.noMatch', { q }) : t('adminFairs.none')}
          </p>
        ) : (
          <ul className="mt-4 flex flex-col gap-2" data-testid="fairs-list">
            {fairs.map((fair) => (
              <li
                key={fair.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-white p-4"
                data-testid="fair-row"
              >
                <div>
                  <p className="font-semibold text-slate-900">
                    {fair.name}{' '}
                    <span
                      className={`ml-1 rounded px-2 py-0.5 text-xs font-semibold ${STATE_CLASS[fair.state]}`}
                    >
                      {t(`adminFairs.${fair.state}`)}
                    </span>
                  </p>
                  <p className="text-sm text-slate-600">
                    {fair.city} · {fair.venueName} ·{' '}
                    {t('adminFairs.days', { from: fair.days[0], to: fair.days[1] })} ·{' '}
                    {t('adminFairs.buildUp', { from: fair.buildUp[0], to: fair.buildUp[1] })}
                  </p>
                </div>
                <Link
                  to={href(`/admin/fairs/${fair.id}`)}
                  aria-label={t('adminFairs.editLabel', { name: fair.name })}
                  className="rounded-md border border-slate-400 px-3 py-1 text-sm font-semibold hover:bg-slate-50"
                >
                  {t('adminFairs.edit')}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <section aria-labelledby="fair-add-title" className="mt-6 rounded-lg bg-white p-5">
          <h2 id="fair-add-title" className="mb-3 font-semibold text-slate-900">
            {t('adminFairs.addTitle')}
          </h2>
          <FairForm
            intent="add"
            values={failed ? typedFair(failed.values) : emptyFair}
            errors={failed ? fieldMessages(failed) : {}}
            countries={countries}
            submit={t('adminFairs.add')}
          />
        </section>
      </main>
    </AdminFrame>
  )
}
