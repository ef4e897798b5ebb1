import { useTranslation } from 'react-i18next'
import { Form, useNavigation } from 'react-router'
import { localeFromPath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { NOTICE_PERMISSION, STAFF_NOTICES } from '#core/staff/notices.ts'
import { can } from '#core/staff/permissions.ts'
import { notificationsForm } from '#core/validation/staff-notifications.ts'
import { AdminFrame } from '#app/components/admin/AdminFrame.tsx'
import { AnswerBanner } from '#app/components/admin/AnswerBanner.tsx'
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { isFailure } from '#app/lib/forms.ts'
import { formAction, parseForm } from '#app/lib/forms.server.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/notifications'

/**
 * STAFF-14, STAFF-15: the logged-in member's own mails about the shop's work — which events,
 * the daily summary and their language. Every role has it; a member sees the notices their
 * role may get.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context)
  return {
    locale: localeFromPath(new URL(request.url).pathname),
    member: session.member,
    settings: await getServices(context).notifications.settings(session.member),
  }
}

/** save: the ticked notices, the daily summary and the language (audited). */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context)
  const { locale } = getRequestInfo(context)
  const form = await request.formData()
  return formAction(form, async () => {
    const input = parseForm(form, notificationsForm, locale, { booleans: ['dailySummary'] })
    await getServices(context).notifications.save(session.member, input)
    return {
      ok: true as const,
      intent: input.intent,
      message: translate(locale, 'adminWork.notifications.saved'),
    }
  })
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, loaderData?.locale, 'adminWork.notifications.title')

export const headers: Route.HeadersFunction = adminHeaders

export default function AdminNotifications({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const busy = useNavigation().state === 'submitting'
  const { member, settings } = loaderData
  const notices = STAFF_NOTICES.filter((kind) => can(member, NOTICE_PERMISSION[kind]))
  return (
    <AdminFrame member={member}>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-3xl px-4 py-8 outline-none">
        <h1 className="text-2xl font-bold text-slate-900">{t('adminWork.notifications.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {t('adminWork.notifications.lead', { email: member.email })}
        </p>
        {actionData ? (
          <AnswerBanner
            failed={isFailure(actionData)}
            message={actionData.message}
            testId="notifications-answer"
          />
        ) : null}
        <Form
          method="post"
          className="mt-4 grid gap-5 rounded-lg bg-white p-5"
          data-testid="notifications-form"
        >
          <input type="hidden" name="intent" value="save" />
          <fieldset>
            <legend className="font-semibold text-slate-900">
              {t('adminWork.notifications.notices')}
            </legend>
            <ul className="mt-2 grid gap-2">
              {notices.map((kind) => (
                <li key={kind} className="flex items-start gap-2">
                  <input
                    id={`notice-${kind}`}
                    type="checkbox"
                    name="notices[]"
                    value={kind}
                    defaultChecked={settings.notices.includes(kind)}
                    className="mt-1 size-4 shrink-0"
                  />
                  <label htmlFor={`notice-${kind}`} className="text-sm text-slate-800">
                    {t(`adminWork.notifications.${kind}`)}
                  </label>
                </li>
              ))}
              <li className="flex items-start gap-2">
                <input
                  id="notice-summary"
                  type="checkbox"
                  name="dailySummary"
                  defaultChecked={settings.dailySummary}
                  className="mt-1 size-4 shrink-0"
                />
                <label htmlFor="notice-summary" className="text-sm text-slate-800">
                  {t('adminWork.notifications.dailySummary')}
                </label>
              </li>
            </ul>
          </fieldset>
          <div className="max-w-xs">
            <label htmlFor="notice-locale" className="text-sm font-semibold text-slate-900">
              {t('adminWork.notifications.language')}
            </label>
            <select
              id="notice-locale"
              name="locale"
              defaultValue={settings.locale}
              className="mt-1 h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm"
            >
              <option value="de" lang="de">
                Deutsch
              </option>
              <option value="en" lang="en">
                English
              </option>
            </select>
          </div>
          <div>
            <button
              type="submit"
              disabled={busy}
              className="h-10 rounded-md bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
            >
              {t('adminWork.notifications.save')}
            </button>
          </div>
        </Form>
      </main>
    </AdminFrame>
  )
}
