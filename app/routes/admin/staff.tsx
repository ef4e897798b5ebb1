import { useTranslation } from 'react-i18next'
import { Form, useNavigation } from 'react-router'
import { formatDate } from '#core/dates/dates.ts'
import { localeFromPath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { Field } from '#app/components/account/Field.tsx'
import { AdminFrame } from '#app/components/admin/AdminFrame.tsx'
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { fieldMessages, isFailure } from '#app/lib/forms.ts'
import { formAction, parseForm } from '#app/lib/forms.server.ts'
import { staffForm } from '#core/validation/intents.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import { STAFF_ROLES } from '#core/staff/roles.ts'
import type { Route } from './+types/staff'
import { AnswerBanner } from '#app/components/admin/AnswerBanner.tsx'

/** STAFF-9: the owner's list of staff, adding a member and disabling an account. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, 'staff.manage')
  return {
    locale: localeFromPath(new URL(request.url).pathname),
    member: session.member,
    staff: await getServices(context).staffAdmin.list(),
  }
}

/** STAFF-9: add a member (email, name, role); disable | enable one (member). */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context, 'staff.manage')
  const { locale } = getRequestInfo(context)
  const form = await request.formData()
  const admin = getServices(context).staffAdmin
  return formAction(form, async () => {
    const input = parseForm(form, staffForm, locale)
    if (input.intent === 'add') {
      const added = await admin.add(session.member, input, locale)
      return {
        ok: true as const,
        intent: input.intent,
        message: translate(locale, 'admin.staff.added', {
          name: added.member.name,
          password: added.password,
        }),
      }
    }
    const disabled = input.intent === 'disable'
    await admin.setDisabled(session.member, { id: input.member, disabled }, locale)
    return {
      ok: true as const,
      intent: input.intent,
      message: translate(locale, disabled ? 'admin.staff.disabledDone' : 'admin.staff.enabledDone'),
    }
  })
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, loaderData?.locale, 'admin.staff.title')

export const headers: Route.HeadersFunction = adminHeaders

export default function AdminStaff({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const busy = useNavigation().state !== 'idle'
  const { member, staff } = loaderData
  const errors =
    actionData && isFailure(actionData) && actionData.intent === 'add'
      ? fieldMessages(actionData)
      : {}
  const added = actionData && !isFailure(actionData) && actionData.intent === 'add'
  return (
    <AdminFrame member={member}>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-8 outline-none">
        <h1 className="text-2xl font-bold text-slate-900">{t('admin.staff.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('admin.staff.lead')}</p>
        {actionData ? (
          <AnswerBanner
            failed={isFailure(actionData)}
            message={actionData.message}
            testId="staff-answer"
          />
        ) : null}
        <div className="relative mt-4 overflow-x-auto rounded-lg bg-white">
          <table className="w-full min-w-[44rem] border-collapse text-sm" data-testid="staff-list">
            <thead>
              <tr className="border-b border-slate-300 text-left text-slate-600">
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('admin.staff.name')}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('admin.staff.role')}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('admin.staff.secondFactor')}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('admin.staff.lastLogin')}
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">{t('admin.staff.disable')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {staff.map((row) => (
                <tr key={row.id} className="border-b border-slate-100" data-testid="staff-row">
                  <td className="px-3 py-2">
                    <span className="block font-medium">
                      {row.name}
                      {row.disabled ? (
                        <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs">
                          {t('admin.staff.disabled')}
                        </span>
                      ) : null}
                    </span>
                    <span className="block text-slate-600">{row.email}</span>
                  </td>
                  <td className="px-3 py-2">{t(`admin.roles.${row.role}`)}</td>
                  <td className="px-3 py-2">
                    {row.secondFactor ? t('admin.staff.on') : t('admin.staff.off')}
                  </td>
                  <td className="px-3 py-2">
                    {row.lastLoginAt ? formatDate(row.lastLoginAt, locale) : t('admin.staff.never')}
                  </td>
                  <td className="px-3 py-2 text-right">
                    {row.id === member.id ? null : (
                      <Form method="post">
                        <input type="hidden" name="member" value={row.id} />
                        <button
                          type="submit"
                          name="intent"
                          value={row.disabled ? 'enable' : 'disable'}
                          disabled={busy}
                          aria-label={`${row.disabled ? t('admin.staff.enable') : t('admin.staff.disable')}: ${row.name}`}
                          className="rounded-md border border-slate-400 px-3 py-1 text-sm font-semibold hover:bg-slate-50 disabled:opacity-60"
                        >
                          {row.disabled ? t('admin.staff.enable') : t('admin.staff.disable')}
                        </button>
                      </Form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <section aria-labelledby="add-title" className="mt-6 rounded-lg bg-white p-5">
          <h2 id="add-title" className="font-semibold text-slate-900">
            {t('admin.staff.addTitle')}
          </h2>
          <Form
            method="post"
            key={added ? actionData.message : 'add'}
            className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_12rem_auto] sm:items-start"
            data-testid="staff-add"
          >
            <input type="hidden" name="intent" value="add" />
            <Field label={t('admin.staff.name')} error={errors.name} required>
              {(props) => <input {...props} name="name" maxLength={100} autoComplete="off" />}
            </Field>
            <Field label={t('admin.staff.email')} error={errors.email} required>
              {(props) => (
                <input {...props} name="email" type="email" maxLength={200} autoComplete="off" />
              )}
            </Field>
            <Field label={t('admin.staff.role')} error={errors.role} required>
              {(props) => (
                <select {...props} name="role" defaultValue="sales">
                  {STAFF_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {t(`admin.roles.${role}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <button
              type="submit"
              disabled={busy}
              className="h-10 rounded-md bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60 sm:mt-7"
            >
              {t('admin.staff.add')}
            </button>
          </Form>
        </section>
      </main>
    </AdminFrame>
  )
}
