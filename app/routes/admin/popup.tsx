import { useTranslation } from 'react-i18next'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { localeFromPath, localizePath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { AdminFrame } from '#app/components/admin/AdminFrame.tsx'
import { PopupForm, typedPopup } from '#app/components/admin/PopupForm.tsx'
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { fieldMessages, isFailure } from '#app/lib/forms.ts'
import { formAction, paramId, parseForm } from '#app/lib/forms.server.ts'
import { contentEditorForm } from '#core/validation/intents.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/popup'
import { AnswerBanner } from '#app/components/admin/AnswerBanner.tsx'

const ANSWERS = {
  created: 'adminContent.popups.created',
  'created-cleaned': 'adminContent.popups.created',
} as const

/** CONT-3: one popup to change or delete. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, 'content.edit')
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname)
  const id = Number(params.id)
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 })
  const popup = await getServices(context)
    .popupsAdmin.get(id, locale)
    .catch(() => {
      throw data(null, { status: 404 })
    })
  const answer = url.searchParams.get('answer')
  const notice =
    answer === 'created' || answer === 'created-cleaned'
      ? [
          translate(locale, ANSWERS[answer], { title: popup.titleDe }),
          ...(answer === 'created-cleaned'
            ? [translate(locale, 'adminContent.popups.cleaned')]
            : []),
        ].join(' ')
      : null
  return { locale, member: session.member, popup, notice }
}

/** CONT-7: save the popup of the address | delete it. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireStaff(request, context, 'content.edit')
  const { locale } = getRequestInfo(context)
  const form = await request.formData()
  const admin = getServices(context).popupsAdmin
  const id = paramId(params.id)
  return formAction(form, async () => {
    const input = parseForm(form, contentEditorForm, locale)
    if (input.intent === 'delete') {
      await admin.remove(session.member, id, locale)
      throw redirect(localizePath('/admin/popups', locale))
    }
    const { cleaned } = await admin.update(session.member, id, input, locale)
    return {
      ok: true as const,
      intent: input.intent,
      message: [
        translate(locale, 'adminContent.popups.saved'),
        ...(cleaned ? [translate(locale, 'adminContent.popups.cleaned')] : []),
      ].join(' '),
    }
  })
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, loaderData?.locale, 'adminContent.popups.editTitle')

export const headers: Route.HeadersFunction = adminHeaders

export default function AdminPopup({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const busy = useNavigation().state !== 'idle'
  const { member, popup, notice } = loaderData
  const failed = actionData && isFailure(actionData) ? actionData : undefined
  const message = actionData?.message ?? notice
  const values = failed
    ? typedPopup(failed.values)
    : {
        titleDe: popup.titleDe,
        titleEn: popup.titleEn,
        contentDe: popup.contentDe,
        contentEn: popup.contentEn,
        firstDay: popup.firstDay ?? '',
        lastDay: popup.lastDay ?? '',
        isActive: popup.isActive,
      }
  return (
    <AdminFrame member={member}>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-8 outline-none">
        <Link to={href('/admin/popups')} className="text-sm underline">
          {t('adminContent.popups.back')}
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">
          {t('adminContent.popups.editTitle')}
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          {t('adminContent.popups.state')}: {t(`adminContent.popups.${popup.state}`)}
        </p>
        {message ? <AnswerBanner failed={failed} message={message} testId="popup-answer" /> : null}
        <section className="mt-4 rounded-lg bg-white p-5">
          <PopupForm
            // A saved popup is shown as stored (the HTML may have been cleaned).
            key={failed ? 'typed' : JSON.stringify(values)}
            intent="save"
            values={values}
            errors={failed ? fieldMessages(failed) : {}}
            submit={t('adminContent.popups.save')}
          />
        </section>
        <Form method="post" className="mt-4">
          <button
            type="submit"
            name="intent"
            value="delete"
            disabled={busy}
            className="rounded-md border border-red-700 px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
          >
            {t('adminContent.popups.remove')}
          </button>
        </Form>
      </main>
    </AdminFrame>
  )
}
