import { useTranslation } from 'react-i18next'
import { Form, Link, useNavigation } from 'react-router'
import { formatDateTime } from '#core/dates/dates.ts'
import { localeFromPath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { Field } from '#app/components/account/Field.tsx'
import { AdminFrame } from '#app/components/admin/AdminFrame.tsx'
import { RedirectStatus } from '#app/components/admin/RedirectStatus.tsx'
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { fieldMessages, isFailure } from '#app/lib/forms.ts'
import { formAction, parseForm } from '#app/lib/forms.server.ts'
import { redirectForm } from '#core/validation/intents.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/redirects'
import { AnswerBanner } from '#app/components/admin/AnswerBanner.tsx'

/**
 * CONT-1: the redirection list — add, change and delete rules; hits per rule; SEC-11: why a
 * stored rule does not act.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, 'content.edit')
  const url = new URL(request.url)
  const editing = Number(url.searchParams.get('edit'))
  return {
    locale: localeFromPath(url.pathname),
    member: session.member,
    redirects: await getServices(context).redirectionsAdmin.list(),
    editing: Number.isSafeInteger(editing) && editing > 0 ? editing : null,
  }
}

/** ROUTE-4, CONT-1: add | update | delete a rule. */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context, 'content.edit')
  const { locale } = getRequestInfo(context)
  const form = await request.formData()
  const admin = getServices(context).redirectionsAdmin
  return formAction(form, async () => {
    const input = parseForm(form, redirectForm, locale)
    const answer = (message: string) => ({ ok: true as const, intent: input.intent, message })
    switch (input.intent) {
      case 'add': {
        const saved = await admin.create(session.member, input, locale)
        return answer(translate(locale, 'adminContent.redirects.created', { from: saved.from }))
      }
      case 'update': {
        const saved = await admin.update(session.member, input.redirect, input, locale)
        return answer(translate(locale, 'adminContent.redirects.updated', { from: saved.from }))
      }
      case 'delete':
        await admin.remove(session.member, input.redirect, locale)
        return answer(translate(locale, 'adminContent.redirects.removed'))
    }
  })
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, loaderData?.locale, 'adminContent.redirects.title')

export const headers: Route.HeadersFunction = adminHeaders

const button =
  'rounded-md border border-slate-400 px-3 py-1 text-sm font-semibold hover:bg-slate-50 disabled:opacity-60'

export default function AdminRedirects({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { locale, href } = useLocale()
  const busy = useNavigation().state !== 'idle'
  const { member, redirects } = loaderData
  const failed = actionData && isFailure(actionData) ? actionData : undefined
  const errorsOf = (intent: string) =>
    failed && 'intent' in failed && failed.intent === intent ? fieldMessages(failed) : {}
  // After a saved edit the row reads again; a failed one stays open with its messages.
  const editing =
    actionData && !isFailure(actionData) && actionData.intent === 'update'
      ? null
      : loaderData.editing
  const added = actionData && !isFailure(actionData) && actionData.intent === 'add'
  const addErrors = errorsOf('add')
  const editErrors = errorsOf('update')
  return (
    <AdminFrame member={member}>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-8 outline-none">
        <h1 className="text-2xl font-bold text-slate-900">{t('adminContent.redirects.title')}</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('adminContent.redirects.lead')}</p>
        {actionData ? (
          <AnswerBanner
            failed={isFailure(actionData)}
            message={actionData.message}
            testId="redirects-answer"
          />
        ) : null}

        <section aria-labelledby="redirect-add-title" className="mt-4 rounded-lg bg-white p-5">
          <h2 id="redirect-add-title" className="font-semibold text-slate-900">
            {t('adminContent.redirects.addTitle')}
          </h2>
          <Form
            method="post"
            key={added ? actionData.message : 'add'}
            className="mt-3 grid gap-3 md:grid-cols-[1fr_1fr_auto] md:items-start"
            data-testid="redirect-add"
          >
            <input type="hidden" name="intent" value="add" />
            <Field label={t('adminContent.redirects.from')} error={addErrors.from} required>
              {(props) => (
                <input
                  {...props}
                  name="from"
                  maxLength={300}
                  placeholder={t('adminContent.redirects.fromHint')}
                  autoComplete="off"
                />
              )}
            </Field>
            <Field label={t('adminContent.redirects.to')} error={addErrors.to} required>
              {(props) => (
                <input
                  {...props}
                  name="to"
                  maxLength={300}
                  placeholder={t('adminContent.redirects.toHint')}
                  autoComplete="off"
                />
              )}
            </Field>
            <button
              type="submit"
              disabled={busy}
              className="h-10 rounded-md bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60 md:mt-7"
            >
              {t('adminContent.redirects.add')}
            </button>
          </Form>
        </section>

        <p className="mt-6 text-sm text-slate-600" data-testid="redirects-count">
          {t('adminContent.redirects.count', { count: redirects.length })}
        </p>
        {redirects.length === 0 ? (
          <p className="mt-2 rounded-lg bg-white p-5 text-slate-700">
            {t('adminContent.redirects.none')}
          </p>
        ) : (
          <div className="relative mt-2 overflow-x-auto rounded-lg bg-white">
            <table
              className="w-full min-w-[44rem] border-collapse text-sm"
              data-testid="redirects-list"
            >
              <thead>
                <tr className="border-b border-slate-300 text-left text-slate-600">
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('adminContent.redirects.from')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('adminContent.redirects.to')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    {t('adminContent.redirects.hits')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('adminContent.redirects.lastHit')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    <span className="sr-only">{t('adminContent.redirects.edit')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {redirects.map((rule) =>
                  editing === rule.id ? (
                    <tr
                      key={rule.id}
                      className="border-b border-slate-100 align-top"
                      data-testid="redirect-row"
                    >
                      <td colSpan={5} className="px-3 py-3">
                        <Form
                          method="post"
                          className="grid gap-3 md:grid-cols-[1fr_1fr_auto] md:items-start"
                        >
                          <input type="hidden" name="intent" value="update" />
                          <input type="hidden" name="redirect" value={rule.id} />
                          <Field
                            label={t('adminContent.redirects.from')}
                            error={editErrors.from}
                            required
                          >
                            {(props) => (
                              <input
                                {...props}
                                name="from"
                                defaultValue={rule.from}
                                maxLength={300}
                              />
                            )}
                          </Field>
                          <Field
                            label={t('adminContent.redirects.to')}
                            error={editErrors.to}
                            required
                          >
                            {(props) => (
                              <input {...props} name="to" defaultValue={rule.to} maxLength={300} />
                            )}
                          </Field>
                          <div className="flex gap-2 md:mt-7">
                            <button
                              type="submit"
                              disabled={busy}
                              className="h-10 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
                            >
                              {t('adminContent.redirects.save')}
                            </button>
                            <Link
                              to={href('/admin/redirects')}
                              className="inline-flex h-10 items-center px-2 text-sm underline"
                            >
                              {t('adminContent.redirects.cancel')}
                            </Link>
                          </div>
                        </Form>
                      </td>
                    </tr>
                  ) : (
                    <tr
                      key={rule.id}
                      className={`border-b border-slate-100 ${rule.inactive ? 'bg-red-50/60' : ''}`}
                      data-testid="redirect-row"
                    >
                      <td className="px-3 py-2">
                        <span className="font-mono text-xs break-all">{rule.from}</span>
                        <RedirectStatus inactive={rule.inactive} />
                      </td>
                      <td className="px-3 py-2 font-mono text-xs break-all">{rule.to}</td>
                      <td className="px-3 py-2 text-right tabular-nums" data-testid="redirect-hits">
                        {rule.hits}
                      </td>
                      <td className="px-3 py-2 whitespace-nowrap">
                        {rule.lastHitAt
                          ? formatDateTime(rule.lastHitAt, locale)
                          : t('adminContent.redirects.never')}
                      </td>
                      <td className="px-3 py-2">
                        <div className="flex justify-end gap-2">
                          <Link
                            to={`${href('/admin/redirects')}?edit=${rule.id}`}
                            aria-label={t('adminContent.redirects.editLabel', { from: rule.from })}
                            className={button}
                          >
                            {t('adminContent.redirects.edit')}
                          </Link>
                          <Form method="post">
                            <input type="hidden" name="redirect" value={rule.id} />
                            <button
                              type="submit"
                              name="intent"
                              value="delete"
                              disabled={busy}
                              aria-label={t('adminContent.redirects.removeLabel', {
                                from: rule.from,
                              })}
                              className={button}
                            >
                              {t('adminContent.redirects.remove')}
                            </button>
                          </Form>
                        </div>
                      </td>
                    </tr>
                  ),
                )}
              </tbody>
            </table>
          </div>
        )}
      </main>
    </AdminFrame>
  )
}
