import { useTranslation } from 'react-i18next'
import { data, Link, redirect } from 'react-router'
import { localeFromPath, localizePath } from '#core/i18n/locale.ts'
import { AdminFrame } from '#app/components/admin/AdminFrame.tsx'
import { emptyPopup, PopupForm, typedPopup } from '#app/components/admin/PopupForm.tsx'
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { fieldMessages, isFailure } from '#app/lib/forms.ts'
import { formAction } from '#app/lib/forms.server.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/popups'

/** CONT-3: the site popups with their state, and a new one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, 'content.edit')
  return {
    locale: localeFromPath(new URL(request.url).pathname),
    member: session.member,
    popups: await getServices(context).popupsAdmin.list(),
  }
}

/** `intent=add`: the new popup; on success its page, with the answer in the address. */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context, 'content.edit')
  const { locale } = getRequestInfo(context)
  const form = await request.formData()
  if (form.get('intent') !== 'add') throw data(null, { status: 400 })
  return formAction(form, async () => {
    const { popup, cleaned } = await getServices(context).popupsAdmin.create(
      session.member,
      Object.fromEntries(form),
      locale,
    )
    const answer = cleaned ? 'created-cleaned' : 'created'
    throw redirect(`${localizePath(`/admin/popups/${popup.id}`, locale)}?answer=${answer}`)
  })
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, loaderData?.locale, 'adminContent.popups.title')

export const headers: Route.HeadersFunction = adminHeaders

export default function AdminPopups({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const { member, popups } = loaderData
  const failed = actionData && isFailure(actionData) ? actionData : undefined
  const typed = failed ? typedPopup(failed.values) : emptyPopup
  const period = (first: string | null, last: string | null) =>
    first || last ? `${first ?? '…'} – ${last ?? '…'}` : t('adminContent.popups.always')
  return (
    <AdminFrame member={member}>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-8 outline-none">
        <h1 className="text-2xl font-bold text-slate-900">{t('adminContent.popups.title')}</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('adminContent.popups.lead')}</p>
        {failed ? (
          <p
            role="alert"
            className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800"
            data-testid="popups-answer"
          >
            {failed.message}
          </p>
        ) : null}
        {popups.length === 0 ? (
          <p className="mt-4 rounded-lg bg-white p-5 text-slate-700">
            {t('adminContent.popups.none')}
          </p>
        ) : (
          <ul className="mt-4 flex flex-col gap-2" data-testid="popups-list">
            {popups.map((popup) => (
              <li
                key={popup.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-white p-4"
                data-testid="popup-row"
              >
                <div>
                  <p className="font-semibold text-slate-900">{popup.titleDe}</p>
                  <p className="text-sm text-slate-600">
                    {t(`adminContent.popups.${popup.state}`)} · {t('adminContent.popups.period')}:{' '}
                    {period(popup.firstDay, popup.lastDay)}
                  </p>
                </div>
                <Link
                  to={href(`/admin/popups/${popup.id}`)}
                  aria-label={t('adminContent.popups.editLabel', { title: popup.titleDe })}
                  className="rounded-md border border-slate-400 px-3 py-1 text-sm font-semibold hover:bg-slate-50"
                >
                  {t('adminContent.popups.edit')}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <section aria-labelledby="popup-add-title" className="mt-6 rounded-lg bg-white p-5">
          <h2 id="popup-add-title" className="mb-3 font-semibold text-slate-900">
            {t('adminContent.popups.addTitle')}
          </h2>
          <PopupForm
            intent="add"
            values={typed}
            errors={failed ? fieldMessages(failed) : {}}
            submit={t('adminContent.popups.add')}
          />
        </section>
      </main>
    </AdminFrame>
  )
}
